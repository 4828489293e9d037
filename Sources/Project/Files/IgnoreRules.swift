/// Which project paths are ignored: the built-in ignores plus every
/// `.layout-ignore` file's rules, each applying to its own folder's subtree.
/// Ignored paths are neither watched, rendered nor served. The watcher keeps one
/// of these and updates a folder's rules whenever that folder's ignore file changes.
public struct IgnoreRules: Hashable, Sendable {
    /// Ignore-file folder → the project-relative paths it ignores.
    public private(set) var rulesByFolder: [String: [String]] = [:]
    private var ignoredPaths: Set<String> = []

    public init() {}

    /// Replaces the rules that come from the ignore file in `folder` ("" = root).
    public mutating func setRules(_ paths: [String], forFolder folder: String) {
        rulesByFolder[folder] = paths.isEmpty ? nil : paths
        ignoredPaths = Set(rulesByFolder.values.joined())
    }

    /// Forgets the ignore file in `folder` (it was deleted).
    public mutating func removeRules(forFolder folder: String) {
        setRules([], forFolder: folder)
    }

    /// Parses the ignore file of `folder` and uses its rules. On failure the
    /// folder's previous rules stay: a half-saved or mis-encoded file should not
    /// suddenly un-ignore a build folder and flood clients with renders.
    @discardableResult
    public mutating func loadIgnoreFile(contents: [UInt8], folder: String) throws(IgnoreFileError) -> [String] {
        let paths = try IgnoreFile.paths(in: contents, folder: folder)
        setRules(paths, forFolder: folder)
        return paths
    }

    /// True when `relativePath` (project-relative, `/`-separated) or one of its
    /// folders is ignored by a rule or a built-in ignore. `isDirectory` says what
    /// the last component is: a hidden *file* named `.layout-ignore` is not
    /// ignored, because the watcher must see changes to it.
    public func isIgnored(relativePath: String, isDirectory: Bool) -> Bool {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = ""
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            if Self.isBuiltInIgnored(name: component, isDirectory: isLast ? isDirectory : true) { return true }
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if ignoredPaths.contains(prefix) { return true }
        }
        return false
    }

    /// Layout's loader always skips entries named `build`, hidden entries and
    /// bundles (`*.build`, `*.app`, `*.framework`, `*.xcodeproj`, `*.xcassets`),
    /// whatever their kind; we make one exception for the ignore files themselves.
    public static func isBuiltInIgnored<Name: StringProtocol>(name: Name, isDirectory: Bool) -> Bool {
        if name.hasPrefix(".") { return isDirectory || name != IgnoreFile.name }
        if name == "build" { return true }
        return builtInSuffixes.contains { name.hasSuffix($0) }
    }

    private static let builtInSuffixes = [".build", ".app", ".framework", ".xcodeproj", ".xcassets"]
}
