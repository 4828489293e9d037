import Diagnostics

/// What a project folder holds that layout-serve cares about, as project-relative
/// `/`-separated paths, each list sorted.
public struct ProjectFiles: Sendable {
    /// Template candidates: files with an extension some format claims (whether each is a
    /// template is decided by the formats, when it is parsed).
    public var templates: [String]
    /// `*.strings` files (`Localizable.strings`, `*.lproj/*.strings`).
    public var strings: [String]
    /// `layout-serve.json` when the root has one.
    public var config: String?
    /// The rules found while walking, for the watcher to keep up to date.
    public var ignoreRules: IgnoreRules
    /// Unreadable `.layout-ignore` files and folders; the walk goes on past them.
    public var diagnostics: [Diagnostic]

    public init(
        templates: [String] = [], strings: [String] = [], config: String? = nil,
        ignoreRules: IgnoreRules = IgnoreRules(), diagnostics: [Diagnostic] = []
    ) {
        self.templates = templates
        self.strings = strings
        self.config = config
        self.ignoreRules = ignoreRules
        self.diagnostics = diagnostics
    }

    /// The file a path from an app bundle refers to, found as Layout's live-reload
    /// loader finds it: a file whose path is `relativePath` or ends with
    /// `/relativePath`. Throws when there is none or more than one.
    public func locate(_ relativePath: String) throws(ProjectLookupError) -> String {
        let matches = (templates + strings).filter { $0 == relativePath || $0.hasSuffix("/" + relativePath) }
        guard let match = matches.first else { throw ProjectLookupError.notFound(relativePath) }
        guard matches.count == 1 else { throw ProjectLookupError.multipleMatches(relativePath, matches.sorted()) }
        return match
    }
}

/// Why `ProjectFiles.locate` found no single file.
public enum ProjectLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(String)
    case multipleMatches(String, [String])

    public var description: String {
        switch self {
        case .notFound(let path): return "Unable to locate source file for \(path)"
        case .multipleMatches(let path, _): return "Layout found multiple source files matching \(path)"
        }
    }
}
