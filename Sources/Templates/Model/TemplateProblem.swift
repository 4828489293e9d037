/// Everything that can be wrong with a template's structure or its includes, with Layout's wording
/// where Layout has one (R-LL-XML-NODES, R-LL-XML-INCLUDE, R-LL-TEMPLATE, R-LL-MESSAGES).
public enum TemplateProblem: Hashable, Sendable {
    /// The root element is HTML (all lowercase).
    case invalidRoot(String)
    /// A view element inside an HTML element.
    case unsupportedHTMLElement(String)
    /// `<param>`/`<macro>` without a required (non-empty) attribute.
    case missingAttribute(String, element: String)
    /// An attribute `<param>`, `<macro>` or `<children>` does not take.
    case unexpectedAttribute(String, element: String)
    /// `<param>`, `<macro>` or `<children>` with content.
    case unexpectedSubNodes(element: String)
    /// `id`, `xml` or `template` written as an expression.
    case notLiteral(String)
    /// `xml=`/`template=` names a file the loader does not have.
    case includeNotFound(String)
    /// The loader found the file but could not read it.
    case includeUnreadable(String, reason: String)
    /// `..` climbs above the project root.
    case includeOutsideProject(String)
    /// `/path`: Layout would read it from the device's file system.
    case includeAbsolute(String)
    /// A file includes itself, directly or through others (paths, first repeated).
    case includeCycle([String])
    case includesTooDeep(limit: Int)
    case tooManyViews(limit: Int)
    /// Included trees stacked deeper than the engine accepts.
    case viewsTooDeep(limit: Int)
    /// The replacing class is neither the replaced one nor its subclass.
    case classMismatch(replaced: String, replacement: String)

    /// The text shown to the user, without a position.
    public var message: String {
        switch self {
        case .invalidRoot(let name):
            return "Invalid root element <\(name)> in XML. Root element must be a UIView or UIViewController."
        case .unsupportedHTMLElement(let name):
            return "Unsupported HTML element <\(name)>."
        case let .missingAttribute(attribute, element):
            return "<\(element)> \(attribute) is a required attribute"
        case let .unexpectedAttribute(attribute, element):
            return "Unexpected attribute \(attribute) in <\(element)>"
        case .unexpectedSubNodes(let element):
            return "<\(element)> node should not contain sub-nodes"
        case .notLiteral(let attribute):
            return "\(attribute) must be a literal value, not an expression"
        case .includeNotFound(let path):
            return "No layout XML file found for \(path)"
        case let .includeUnreadable(path, reason):
            return "Unable to read \(path): \(reason)"
        case .includeOutsideProject(let path):
            return "Include path \(path) leads outside the project folder"
        case .includeAbsolute(let path):
            return "Include path \(path) must be relative to the including file"
        case .includeCycle(let files):
            return "Include cycle: " + files.joined(separator: " → ")
        case .includesTooDeep(let limit):
            return "Includes are nested more than \(limit) levels deep"
        case .viewsTooDeep(let limit):
            return "Views are nested more than \(limit) levels deep through includes"
        case .tooManyViews(let limit):
            return "Template expands to more than \(limit) views through its includes"
        case let .classMismatch(replaced, replacement):
            return "Cannot replace \(replaced) with \(replacement)"
        }
    }
}
