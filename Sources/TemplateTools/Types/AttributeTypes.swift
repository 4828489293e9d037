import Expressions
import LayoutEngine

/// LayoutTool's guess at an attribute's type, which decides whether the formatter
/// treats a value as a string with `{…}` parts or as one expression. It has no view
/// classes to ask, so it uses, in order: fixed types of node attributes and layout
/// symbols, the element's `<param>` declarations, the UIKit class tables (an unknown
/// class is assumed to be a `UIView`, or a `UIViewController` if its name ends in
/// `Controller`), and finally guesses from the attribute's name.
public struct AttributeTypes: Sendable {
    let catalog: UIKitCatalog

    /// Types from `catalog` (project classes can be layered onto the standard one).
    public init(catalog: UIKitCatalog = .standard) {
        self.catalog = catalog
    }

    /// The type name for attribute `name` on `element`, or nil when nothing is known.
    public func typeName(of name: String, in element: ToolElement) -> String? {
        if let fixed = Self.fixedTypes[name] { return fixed }
        if let declared = element.parameterTypes[name] { return declared }
        if let known = catalog.assumedClass(named: element.name).attribute(name).typeName {
            return Self.symbolsTableType(for: known)
        }
        return Self.guessedType(of: name)
    }

    /// Whether the value of `name` is a string expression: true or false when the type
    /// is known, nil when it isn't (the formatter then treats it as a string). A colour
    /// written with `rgb(…)`/`rgba(…)` outside braces is an expression, not a colour name.
    public func isStringAttribute(_ name: String, in element: ToolElement) -> Bool? {
        guard let type = typeName(of: name, in: element) else { return nil }
        if type == "UIColor" || type == "CGColor" {
            return !Self.hasColorFunctionOutsideBraces(element.value(of: name) ?? "")
        }
        return Self.isStringType(type)
    }

    /// Types whose values are written as text with embedded `{…}` expressions.
    public static func isStringType(_ typeName: String) -> Bool {
        stringTypes.contains(typeName)
    }

    static let stringTypes: Set<String> = [
        "String", "NSString", "Selector", "NSAttributedString", "URL", "NSURL",
        "UIImage", "CGImage", "UIFont", "UIColor", "CGColor",
    ]

    /// Attributes every element has, whatever its class.
    static let fixedTypes: [String: String] = {
        var types = ["outlet": "String", "id": "String", "xml": "URL", "template": "URL", "center": "CGPoint"]
        for name in ToolElement.layoutAttributeNames where name != "center" { types[name] = "CGFloat" }
        return types
    }()

    /// The catalog reports the types Layout's code uses; LayoutTool's table predates a
    /// few of them, and for string-ness the older names are the ones that count
    /// (`layer.contentsGravity` is a `String` there, not a `CALayerContentsGravity`).
    static func symbolsTableType(for typeName: String) -> String {
        switch typeName {
        case "CALayerContentsGravity", "CALayerContentsFilter", "CAMediaTimingFillMode": return "String"
        case "UIScrollViewDecelerationRate": return "CGFloat"
        case "UIAccessibilityTraits": return "UInt64"
        default: return typeName
        }
    }

    /// `rgb(` or `rgba(` in the literal text of the value (not inside `{…}`).
    static func hasColorFunctionOutsideBraces(_ value: String) -> Bool {
        guard let parsed = try? ParsedStringExpression.parse(value) else { return false }
        return parsed.parts.contains { part in
            guard case .text(let text, _) = part else { return false }
            return text.contains("rgb(") || text.contains("rgba(")
        }
    }
}
