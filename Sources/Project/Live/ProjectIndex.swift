import Templates

/// What the Project stage knows about a project's files between renders: every template
/// with what its last render depended on, and the reverse maps (file → templates that read
/// it, strings key → templates that use it), so that a change finds the templates it
/// affects in time proportional to them, not to the size of the project.
package struct ProjectIndex {
    /// One template's last render.
    package struct TemplateRecord {
        /// Bumped on every change-driven render; sent as `revision`.
        package var revision = 0
        /// Files it was built from (itself and every include, found or missing).
        package var dependencies: Set<String> = []
        /// `strings.` keys it read.
        package var stringKeys: Set<String> = []
        /// Declared names it looked up (`RenderOutcome.usedNames`).
        package var usedNames: Set<String> = []
        package var errors = 0
        package var warnings = 0
    }

    /// Templates by project-relative path.
    private(set) var templates: [String: TemplateRecord] = [:]
    /// Files a format may claim that none does (included fragments, other documents).
    package var otherFiles: Set<String> = []
    package var stringsFiles: Set<String> = []
    /// File → templates whose last render read it.
    private var dependents: [String: Set<String>] = [:]
    /// Strings key → templates whose last render used it.
    private var keyUsers: [String: Set<String>] = [:]
    /// Declared name → templates whose last render looked it up.
    private var nameUsers: [String: Set<String>] = [:]
    /// The last revision each path had, kept when a template goes away so that a template
    /// created again at the same path goes on counting (revisions never repeat for a path).
    private var lastRevisions: [String: Int] = [:]
    /// Templates in path order, kept sorted as templates come and go.
    private(set) var templatePaths: [String] = []

    package subscript(path: String) -> TemplateRecord? { templates[path] }

    package var count: Int { templates.count }

    /// Whether the index tracks `path` in any role.
    package func knows(_ path: String) -> Bool {
        templates[path] != nil || otherFiles.contains(path) || stringsFiles.contains(path)
    }

    /// Adds a template (no render yet); its revisions continue from any earlier template
    /// at that path.
    package mutating func addTemplate(_ path: String) {
        guard templates[path] == nil else { return }
        otherFiles.remove(path)
        templates[path] = TemplateRecord(revision: lastRevisions[path] ?? 0)
        let position = templatePaths.partitioningIndex { $0 >= path }
        templatePaths.insert(path, at: position)
    }

    /// The next revision of `path`, recorded.
    package mutating func bumpRevision(_ path: String) -> Int {
        guard templates[path] != nil else { return 0 }
        templates[path]!.revision += 1
        lastRevisions[path] = templates[path]!.revision
        return templates[path]!.revision
    }

    /// Remembers what a render of `path` depended on and how it went.
    package mutating func record(
        _ path: String, dependencies: Set<String>, stringKeys: Set<String>, usedNames: Set<String> = [], errors: Int, warnings: Int
    ) {
        guard var record = templates[path] else { return }
        if record.dependencies != dependencies {
            for file in record.dependencies.subtracting(dependencies) { Self.remove(path, from: &dependents, key: file) }
            for file in dependencies.subtracting(record.dependencies) { dependents[file, default: []].insert(path) }
            record.dependencies = dependencies
        }
        if record.stringKeys != stringKeys {
            for key in record.stringKeys.subtracting(stringKeys) { Self.remove(path, from: &keyUsers, key: key) }
            for key in stringKeys.subtracting(record.stringKeys) { keyUsers[key, default: []].insert(path) }
            record.stringKeys = stringKeys
        }
        if record.usedNames != usedNames {
            for name in record.usedNames.subtracting(usedNames) { Self.remove(path, from: &nameUsers, key: name) }
            for name in usedNames.subtracting(record.usedNames) { nameUsers[name, default: []].insert(path) }
            record.usedNames = usedNames
        }
        record.errors = errors
        record.warnings = warnings
        templates[path] = record
    }

    /// Templates whose last render read one of `files` (a template always depends on itself).
    package func templates(dependingOn files: some Sequence<String>) -> Set<String> {
        var found = Set<String>()
        for file in files {
            if templates[file] != nil { found.insert(file) }
            if let users = dependents[file] { found.formUnion(users) }
        }
        return found
    }

    /// Templates whose last render read any strings key.
    package var templatesUsingStrings: Set<String> {
        keyUsers.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Templates whose last render read one of `keys`.
    package func templates(usingAnyOf keys: some Sequence<String>) -> Set<String> {
        keys.reduce(into: Set<String>()) { found, key in
            if let users = keyUsers[key] { found.formUnion(users) }
        }
    }

    /// Whether some template's last render looked up a declared name.
    package var hasNameUsers: Bool { !nameUsers.isEmpty }

    /// Templates whose last render looked up one of `names`.
    package func templates(usingNames names: some Sequence<String>) -> Set<String> {
        names.reduce(into: Set<String>()) { found, name in
            if let users = nameUsers[name] { found.formUnion(users) }
        }
    }

    /// Forgets a file that was removed, became ignored or stopped being a template.
    package mutating func forget(_ path: String) {
        if let record = templates.removeValue(forKey: path) {
            for file in record.dependencies { Self.remove(path, from: &dependents, key: file) }
            for key in record.stringKeys { Self.remove(path, from: &keyUsers, key: key) }
            for name in record.usedNames { Self.remove(path, from: &nameUsers, key: name) }
            let position = templatePaths.partitioningIndex { $0 >= path }
            if position < templatePaths.count, templatePaths[position] == path { templatePaths.remove(at: position) }
        }
        otherFiles.remove(path)
        stringsFiles.remove(path)
    }

    private static func remove(_ path: String, from map: inout [String: Set<String>], key: String) {
        map[key]?.remove(path)
        if map[key]?.isEmpty == true { map[key] = nil }
    }
}

extension Array {
    /// The first index whose element satisfies `belongsToSecondPartition`, for an array
    /// already partitioned by it (binary search).
    package func partitioningIndex(where belongsToSecondPartition: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
