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
        // Read as bytes, a component at a time: the watcher asks this of every save, and the
        // project's walk of every file.
        var path = relativePath
        return path.withUTF8 { bytes in
            var prefix = ""
            var next = Self.component(of: bytes, from: 0)
            while let current = next {
                next = Self.component(of: bytes, from: current.upperBound)
                let name = UnsafeBufferPointer(rebasing: bytes[current])
                if Self.isBuiltInIgnored(name, isDirectory: next == nil ? isDirectory : true) { return true }
                // The folders and files named by ignore files, when there are some.
                guard !ignoredPaths.isEmpty else { continue }
                let component = String(decoding: name, as: UTF8.self)
                prefix += prefix.isEmpty ? component : "/" + component
                if ignoredPaths.contains(prefix) { return true }
            }
            return false
        }
    }

    /// The next `/`-separated component of `path` at or after `start` (empty ones skipped).
    private static func component(of path: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var lower = start
        while lower < path.count, path[lower] == UInt8(ascii: "/") { lower += 1 }
        guard lower < path.count else { return nil }
        var upper = lower
        while upper < path.count, path[upper] != UInt8(ascii: "/") { upper += 1 }
        return lower..<upper
    }

    /// `isBuiltInIgnored(name:isDirectory:)` of a name's UTF-8 bytes.
    private static func isBuiltInIgnored(_ name: UnsafeBufferPointer<UInt8>, isDirectory: Bool) -> Bool {
        if name.first == UInt8(ascii: ".") { return isDirectory || !name.elementsEqual(ignoreFileName) }
        if name.elementsEqual(buildName) { return true }
        return builtInSuffixBytes.contains { suffix in
            name.count >= suffix.count && UnsafeBufferPointer(rebasing: name[(name.count - suffix.count)...]).elementsEqual(suffix)
        }
    }

    private static let ignoreFileName = Array(IgnoreFile.name.utf8)
    private static let buildName = Array("build".utf8)
    private static let builtInSuffixBytes = builtInSuffixes.map { Array($0.utf8) }

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
