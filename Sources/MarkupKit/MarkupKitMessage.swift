/// Every problem a MarkupKit document can have. Where MarkupKit raises, the text is its
/// exception's reason (without object addresses), so a user recognises it; where iOS is
/// silent, the text says what the app would show.
enum MarkupKitMessage: Hashable, Sendable, CustomStringConvertible {
    // Raised by MarkupKit while loading (R-ERR).
    case parseError(line: Int, column: Int)
    case characterContent(line: Int)
    case cdataContent(line: Int)
    case rootNotDefined(key: String)
    case unableToInstantiate(String)
    case notAViewClass(String)
    case unexpectedElement(parent: String, element: String)
    case unexpectedInstruction(parent: String, target: String)
    case unexpectedElementView(parent: String, child: String)
    case malformedProperties(line: Int, detail: String)
    case unknownKey(className: String, key: String)
    case unknownFactory(className: String, selector: String)
    case actionOnNonControl(className: String)
    case invalidHorizontalAlignment
    case invalidVerticalAlignment
    case unexpectedAlignment
    case includeNotFound(String)
    case includeCycle([String])
    case includesTooDeep(limit: Int)
    case tooManyIncludes(limit: Int)
    case nestedTooDeep(limit: Int)
    case unreadableProperties(path: String, detail: String)
    case caseCrossesElement(String)
    // Silent in MarkupKit: warnings here.
    case unknownRootElement(String)
    case ignoredValue(key: String, value: String, kind: String)
    case notANumber(key: String, value: String, read: Double)
    case unknownTemplate(String)
    case ignoredInstruction(String)
    case missingProperties([String])
    case ignoredElementView(parent: String, child: String)
    case ignoredUntypedElement(parent: String, element: String)
    case unboundBinding(String)
    case unevaluableBinding(expression: String, reason: String)
    case approximateFormatter(String)
    case missingString(key: String, shown: String)
    case orderDependentMargins(String)
    /// A conflict or an ambiguity, in the Auto Layout stage's words.
    case layout(String)
    case approximateTable(String)

    var description: String {
        switch self {
        case let .parseError(line, column): "A parse error occurred at line \(line), column \(column)."
        case .characterContent(let line): "Unexpected character content near line \(line)."
        case .cdataContent(let line): "Unexpected CDATA content near line \(line)."
        case .rootNotDefined(let key):
            "Root view is not defined. The app supplies the view a <root> document is loaded into: name its class in layout-serve.json \(key) (or declare it under classes)."
        case .unableToInstantiate(let name): "Unable to instantiate element <\(name)>."
        case .notAViewClass(let name): "<\(name)> is not a valid element type."
        case let .unexpectedElement(parent, element): "Unexpected element in <\(parent)> (\"\(element)\")."
        case let .unexpectedInstruction(parent, target): "Unexpected instruction in <\(parent)> (\"\(target)\")."
        case let .unexpectedElementView(parent, child): "Unexpected element view in <\(parent)> (<\(child)>)."
        case let .malformedProperties(line, detail): "Line \(line): Error Domain=NSCocoaErrorDomain Code=3840 \"\(detail)\""
        case let .unknownKey(className, key):
            "[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        case let .unknownFactory(className, selector): "+[\(className) \(selector)]: unrecognized selector sent to class"
        case .actionOnNonControl(let className): "-[\(className) addTarget:action:forControlEvents:]: unrecognized selector sent to instance"
        case .invalidHorizontalAlignment: "Invalid horizontal alignment."
        case .invalidVerticalAlignment: "Invalid vertical alignment."
        case .unexpectedAlignment: "Unexpected horizontal alignment."
        case .includeNotFound(let name): "include not found: \(name) (MarkupKit fails with an NSLayoutConstraint exception)"
        case .includeCycle(let chain): "<?include?> cycle: \(chain.joined(separator: " → "))"
        case .includesTooDeep(let limit): "<?include?> nests more than \(limit) documents deep; the rest is not read"
        case .tooManyIncludes(let limit): "<?include?> brings in more than \(limit) documents in all; the rest is not read"
        case .nestedTooDeep(let limit): "Elements are nested more than \(limit) levels deep through includes; the rest is not read"
        case let .unreadableProperties(path, detail): "The properties file \(path) cannot be read: \(detail)"
        case .caseCrossesElement(let element):
            "A <?case?> block that does not match this system ends outside <\(element)>: MarkupKit's element stack is corrupted"
        case .unknownRootElement(let name): "<\(name)> is not a view class: MarkupKit loads nothing (the document is nil)"
        case let .ignoredValue(key, value, kind): "\(key)=\"\(value)\" is not a known \(kind); MarkupKit ignores it"
        case let .notANumber(key, value, read): "\(key)=\"\(value)\" is not a number; MarkupKit reads it as \(Self.format(read))"
        case .unknownTemplate(let name): "Unknown template \"\(name)\"; MarkupKit ignores it"
        case .ignoredInstruction(let target): "<?\(target)?> is not an instruction MarkupKit knows here; it is ignored"
        case .missingProperties(let paths):
            "No properties file \(paths.joined(separator: " or ")) in the project; MarkupKit loads no templates from it"
        case let .ignoredElementView(parent, child): "<\(child)> is never added to <\(parent)>: this release drops it silently"
        case let .ignoredUntypedElement(parent, element): "<\(element)> is not a view class; this release ignores it in <\(parent)>"
        case .unboundBinding(let name): "$\(name) is not bound in the document's state; it renders empty"
        case let .unevaluableBinding(expression, reason): "$\(expression) cannot be evaluated here (\(reason)); it renders empty"
        case .approximateFormatter(let reason): "Formatter: \(reason)"
        case let .missingString(key, shown): "@\(key) is not in the project's strings; MarkupKit shows \"\(shown)\""
        case .orderDependentMargins(let key):
            "\(key) and layoutMargins on one element: MarkupKit applies attributes in dictionary order, so the result may differ on iOS"
        case .layout(let message): message
        case .approximateTable(let name):
            "\(name): table rows are laid out approximately (stacked, each sized to its content within estimated cell margins, as UITableView's self-sizing would)"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
