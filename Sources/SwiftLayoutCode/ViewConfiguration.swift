import Expressions
import LayoutEngine

/// The configuration printed with a view's declaration: the literal settings SwiftLayout's
/// static reading recognises (R-SL-CONFIG) — text, font, number of lines, image, segments,
/// hidden, stack view arrangement — taken from a rendered node's properties, then the content hugging and
/// compression resistance it was laid out with where they are not its class's.
enum ViewConfiguration {
    /// `framesAsRendered`: the views are placed by their rendered frames, which already hold
    /// where a scroll view's safe-area inset put its content (R-MK-SCROLL-INSET): the code
    /// turns the adjustment off so that it is not made twice.
    static func statements(for node: RenderedNode, classes: ClassLookup, framesAsRendered: Bool = false) -> [String] {
        var statements: [String] = []
        let props = Dictionary(node.props.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        func isA(_ names: String...) -> Bool { names.contains { classes.isKind(node.className, $0) } }
        let isButton = isA("UIButton")
        if isA("UILabel", "UITextField", "UITextView") {
            if let text = string(props["text"]) { statements.append("text = \(SwiftString.literal(text))") }
            if isA("UITextField"), let placeholder = string(props["placeholder"]) {
                statements.append("placeholder = \(SwiftString.literal(placeholder))")
            }
        }
        if isButton, let title = string(props["title"]) {
            statements.append("setTitle(\(SwiftString.literal(title)), for: .normal)")
        }
        if isA("UILabel", "UITextField", "UITextView") || isButton, let font = font(props, node.text) {
            statements.append((isButton ? "titleLabel?.font = " : "font = ") + font)
        }
        if isA("UILabel"), let lines = number(props["numberOfLines"]) { statements.append("numberOfLines = \(Int(lines))") }
        if isA("UIImageView"), case let .image(image)? = props["image"] {
            statements.append("image = UIImage(named: \(SwiftString.literal(image.name)))")
        }
        if isA("UISegmentedControl"), case let .array(segments)? = props["segments"] {
            for (index, segment) in segments.enumerated() {
                statements.append("insertSegment(withTitle: \(SwiftString.literal(string(segment) ?? "")), at: \(index), animated: false)")
            }
        }
        if let hidden = bool(props["isHidden"] ?? props["hidden"]), hidden { statements.append("isHidden = true") }
        if isA("UIScrollView"), !isA("UITextView") {
            if framesAsRendered {
                statements.append("contentInsetAdjustmentBehavior = .never")
            } else if let behaviour = caseName(props["contentInsetAdjustmentBehavior"]) {
                statements.append("contentInsetAdjustmentBehavior = .\(behaviour)")
            }
            if !framesAsRendered, bool(props["alwaysBounceVertical"]) == true { statements.append("alwaysBounceVertical = true") }
        }
        if isA("UIStackView") {
            for key in ["axis", "distribution", "alignment"] {
                if let name = caseName(props[key]) { statements.append("\(key) = .\(name)") }
            }
            if let spacing = number(props["spacing"]) { statements.append("spacing = \(SwiftNumber.text(spacing))") }
            for key in ["isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"] {
                if let flag = bool(props[key]) { statements.append("\(key) = \(flag)") }
            }
        }
        if let priorities = node.contentPriorities {
            for (setter, axes) in [("setContentHuggingPriority", priorities.hugging),
                                   ("setContentCompressionResistancePriority", priorities.compressionResistance)] {
                for (axis, value) in [("horizontal", axes.horizontal), ("vertical", axes.vertical)] {
                    if let value { statements.append("\(setter)(\(SwiftNumber.priority(Double(value))), for: .\(axis))") }
                }
            }
        }
        return statements
    }

    private static func string(_ value: Value?) -> String? {
        switch value {
        case let .string(text)?: text
        case let .attributedString(text)?: text.string
        default: nil
        }
    }

    /// An enum case's name: `.vertical` from Layout's and MarkupKit's enum values or a name as text.
    private static func caseName(_ value: Value?) -> String? {
        switch value {
        case let .enumCase(value)?: value.name
        case let .string(name)? where !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber }): name
        default: nil
        }
    }

    private static func number(_ value: Value?) -> Double? {
        switch value {
        case let .number(number)?: number
        case let .string(text)?: Double(text)
        default: nil
        }
    }

    private static func bool(_ value: Value?) -> Bool? {
        switch value {
        case let .bool(flag)?: flag
        case let .string(text)?: ["true", "yes", "1"].contains(text.lowercased())
        default: nil
        }
    }

    /// `UIFont` code: the font property when the node has one, else the face the text was measured in.
    private static func font(_ props: [String: Value], _ text: DrawnText?) -> String? {
        if case let .font(font)? = props["font"] { return code(for: font) }
        guard let text else { return nil }
        let size = SwiftNumber.text(text.size)
        switch (text.face.family, text.face.isBold, text.face.isItalic) {
        case (.sans, false, false): return ".systemFont(ofSize: \(size))"
        case (.sans, true, false): return ".boldSystemFont(ofSize: \(size))"
        case (.sans, false, true): return ".italicSystemFont(ofSize: \(size))"
        default:
            let family = switch text.face.family {
            case .sans: "Helvetica"
            case .serif: "Times New Roman"
            case .mono: "Courier"
            }
            return "UIFont(name: \(SwiftString.literal(family + (text.face.isBold ? " Bold" : "") + (text.face.isItalic ? " Italic" : ""))), size: \(size))"
        }
    }

    private static func code(for font: FontDescriptor) -> String {
        let size = SwiftNumber.text(font.size)
        if let style = font.textStyle { return ".preferredFont(forTextStyle: .\(style))" }
        if let name = font.name, name != "System" {
            return "UIFont(name: \(SwiftString.literal(name)), size: \(size))"
        }
        if font.traits.contains("italic") { return ".italicSystemFont(ofSize: \(size))" }
        switch font.weight {
        case "regular": return ".systemFont(ofSize: \(size))"
        case "bold": return ".boldSystemFont(ofSize: \(size))"
        default: return ".systemFont(ofSize: \(size), weight: .\(font.weight))"
        }
    }
}

/// Swift string literals.
enum SwiftString {
    /// `"…"` with `\`, `"` and control characters escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
