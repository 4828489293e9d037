import Diagnostics

/// Why the loader could not hand over a file.
public enum TemplateLoadError: Error, Hashable, Sendable {
    /// No such template (or it is ignored).
    case notFound
    /// It exists but could not be read; the reason is shown to the user.
    case unreadable(String)
    /// It was read but is not well-formed XML.
    case invalidXML(XMLError)
}

/// A template with its includes resolved, or every problem found; and, either
/// way, the files it depends on, so a change to any of them re-renders it.
public struct TemplateResolution: Sendable {
    public var result: Result<TemplateNode, TemplateErrors>
    /// Project-relative paths of the template and every include it reached or
    /// tried to reach (a missing include is a dependency: creating it fixes the template).
    public var dependencies: Set<String>

    /// When the only problems are `xml=` includes that could not be brought in (missing,
    /// unreadable, broken), the tree with those elements left empty: laying it out finds the
    /// template's other errors, so one missing include does not hide them (PROTOCOL.md
    /// promises every error). Nil otherwise, and when there were no problems.
    public var partialRoot: TemplateNode?

    public init(result: Result<TemplateNode, TemplateErrors>, dependencies: Set<String>, partialRoot: TemplateNode? = nil) {
        self.result = result
        self.dependencies = dependencies
        self.partialRoot = partialRoot
    }

    /// The resolved tree, when there were no problems.
    public var root: TemplateNode? { try? result.get() }

    public var diagnostics: [Diagnostic] {
        if case .failure(let errors) = result { return errors.diagnostics }
        return []
    }
}
