import Templates

/// Why a LayoutTool operation could not process a template. The texts follow
/// LayoutTool's, so that users of Layout recognise them.
public indirect enum TemplateToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not well-formed XML.
    case xml(XMLError)
    /// An attribute value does not parse or uses an undefined operator or a standard
    /// function with the wrong number of arguments. `elements` lists the element
    /// holding the attribute first, then its ancestors.
    case attribute(message: String, attribute: String, elements: [String])
    /// A problem in the file at `path`.
    case file(path: String, TemplateToolError)

    /// `<error> in <attr> attribute in <Element>` (then each enclosing element), or
    /// `<message> at line N` for XML errors; ` in <path>` is appended for files.
    public var description: String {
        switch self {
        case .xml(let error):
            return error.description
        case let .attribute(message, attribute, elements):
            return "\(message) in \(attribute) attribute" + elements.map { " in <\($0)>" }.joined()
        case let .file(path, error):
            return "\(error) in \(path)"
        }
    }

    /// The same problem, reported as being inside `element` too.
    func enclosed(in element: String) -> TemplateToolError {
        guard case let .attribute(message, attribute, elements) = self else { return self }
        return .attribute(message: message, attribute: attribute, elements: elements + [element])
    }
}
