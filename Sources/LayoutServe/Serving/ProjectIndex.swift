import Templates

/// What the server knows about a project's files between renders: every template with
/// what its last render depended on, the `.strings` files, and content hashes so that
/// a touch or a rescan that finds the same bytes re-renders nothing.
struct ProjectIndex {
    /// One template's last render.
    struct TemplateRecord {
        /// Bumped on every change-driven render; sent as `revision`.
        var revision = 0
        /// Files it was built from (itself and every include, found or missing).
        var dependencies: Set<String> = []
        /// `strings.` keys it read.
        var stringKeys: Set<String> = []
        var errors = 0
        var warnings = 0
    }

    /// Templates by project-relative path.
    var templates: [String: TemplateRecord] = [:]
    /// `.xml` files whose root is not a class (not rendered, but may be included).
    var otherXMLFiles: Set<String> = []
    var stringsFiles: Set<String> = []
    var ignoreRules = IgnoreRules()
    /// Content hash of every file the index tracks.
    var hashes: [String: UInt64] = [:]

    /// Templates in path order.
    var templatePaths: [String] { templates.keys.sorted() }

    /// Templates whose last render read `file` (a template always depends on itself).
    func templates(dependingOn files: Set<String>) -> Set<String> {
        Set(templates.filter { path, record in files.contains(path) || !record.dependencies.isDisjoint(with: files) }.keys)
    }

    /// Templates whose last render read one of `keys`.
    func templates(usingAnyOf keys: Set<String>) -> Set<String> {
        Set(templates.filter { !$0.value.stringKeys.isDisjoint(with: keys) }.keys)
    }

    /// Records `bytes` as the content of `path`; false when it is what was recorded already.
    mutating func recordContent(_ path: String, bytes: [UInt8]) -> Bool {
        let hash = ProjectSources.fnv1a(bytes)
        defer { hashes[path] = hash }
        return hashes[path] != hash
    }

    /// Forgets a file that was removed or became ignored.
    mutating func forget(_ path: String) {
        templates[path] = nil
        otherXMLFiles.remove(path)
        stringsFiles.remove(path)
        hashes[path] = nil
    }
}
