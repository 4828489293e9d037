import Diagnostics
import EverLayout
import LayoutEngine
import Project

extension LanguageServer {
    /// `textDocument/completion` in an EverLayout layout, from the text before the cursor: a
    /// view's keys (`constraints`, `properties`, `z-index`, `views`, `template`); in
    /// `constraints`, the attribute names and compounds (R-EL-LHS); in a constraint's shorthand
    /// (R-EL-SHORTHAND), the modifiers where an argument starts, `@super` and the document's views
    /// after `@`, the attributes after `@view.`, priorities after `$`, relations after `%`; in
    /// `properties`, the attributes of the view's class with their types.
    func everLayoutCompletion(_ document: OpenDocument, _ position: LSPPosition, catalog: UIKitCatalog) -> [JSON] {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        switch JSONCursorContext.at(offset, in: bytes) {
        case let .key(path, start):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            let container = path.last ?? ""
            if container == "constraints" {
                return ConstraintKeys.attributes.map { Self.item($0.name, kind: ItemKind.property, detail: "NSLayoutConstraint.Attribute", range: range) }
                    + ConstraintKeys.compounds.map { compound in
                        let names = compound.attributes.map { ConstraintKeys.name(of: $0) }.joined(separator: ", ")
                        return Self.item(compound.name, kind: ItemKind.property, detail: "compound: \(names)", range: range)
                    }
            }
            if container == "properties", path.count >= 2 {
                let className = Self.className(ofViewKey: path[path.count - 2])
                let viewClass = catalog.assumedClass(named: className)
                return viewClass.attributeNames.map { Self.item($0, kind: ItemKind.property, detail: viewClass.attribute($0).typeName, range: range) }
            }
            let parent = path.count >= 2 ? path[path.count - 2] : ""
            if container == "root" || parent == "views" {
                let details = ["constraints": "the view's constraints", "properties": "the view's properties",
                               "z-index": "the view's place among its siblings", "views": "the view's subviews",
                               "template": "the layout's templates to apply"]
                return ["constraints", "properties", "z-index", "views", "template"].map {
                    Self.item($0, kind: ItemKind.keyword, detail: details[$0], range: range)
                }
            }
            return []
        case let .value(key, path, start):
            guard path.last == "constraints" || path.last == key && path.dropLast().last == "constraints" else { return [] }
            var argumentStart = offset
            while argumentStart > start, bytes[argumentStart - 1] != UInt8(ascii: " ") { argumentStart -= 1 }
            let argument = Array(bytes[argumentStart..<offset])
            return shorthandItems(argument, at: argumentStart, in: document, position: position)
        case .other:
            return []
        }
    }

    /// What can follow `argument` (the text of the shorthand argument before the cursor).
    private func shorthandItems(_ argument: [UInt8], at start: Int, in document: OpenDocument, position: LSPPosition) -> [JSON] {
        func range(from offset: Int) -> LSPRange { LSPRange(start: document.text.position(ofOffset: offset), end: position) }
        guard let modifier = argument.first else {
            return Self.shorthandModifiers.map { Self.item($0.label, kind: ItemKind.keyword, detail: $0.detail, range: range(from: start)) }
        }
        switch modifier {
        case UInt8(ascii: "@"):
            if let dot = argument.firstIndex(of: UInt8(ascii: ".")) {
                return ConstraintKeys.attributes.map { Self.item($0.name, kind: ItemKind.property, detail: "NSLayoutConstraint.Attribute", range: range(from: start + dot + 1)) }
            }
            var seen: Set<String> = []
            let views = JSONCursorContext.viewKeys(in: document.text.bytes).compactMap { key -> (String, String)? in
                let name = Self.viewName(ofViewKey: key)
                guard !name.isEmpty, seen.insert(name).inserted else { return nil }
                return (name, Self.className(ofViewKey: key))
            }
            return [Self.item("super", kind: ItemKind.keyword, detail: "the superview", range: range(from: start + 1))]
                + views.map { Self.item($0.0, kind: ItemKind.reference, detail: $0.1, range: range(from: start + 1)) }
        case UInt8(ascii: "$"):
            return [("1000", "required"), ("750", "high (defaultHigh)"), ("250", "low (defaultLow)")].enumerated().map { index, priority in
                Self.item(priority.0, kind: ItemKind.value, detail: "priority: \(priority.1)", range: range(from: start + 1), sortText: "\(index)")
            }
        case UInt8(ascii: "%"):
            return [(">=", "greater than or equal"), ("<=", "less than or equal"), ("=", "equal")].enumerated().map { index, relation in
                Self.item(relation.0, kind: ItemKind.value, detail: "relation: \(relation.1)", range: range(from: start + 1), sortText: "\(index)")
            }
        default:
            return []
        }
    }

    /// The shorthand's modifiers (R-EL-SHORTHAND), each as an example argument.
    static let shorthandModifiers: [(label: String, detail: String)] = [
        ("@super", "the view related to, with an attribute: @header.bottom"),
        ("+8", "constant"), ("-8", "negative constant"), ("<8", "inset (negated for right, bottom, width, height)"),
        (">8", "offset (negated for left, top, width, height)"), ("*2", "multiplier"), ("/2", "multiplier 1/2"),
        ("%>=", "relation: >=, <= or ="), ("$750", "priority"), ("!name", "the constraint's identifier"),
        ("hr", "horizontal size class: regular (hc compact)"), ("vr", "vertical size class: regular (vc compact)"),
    ]

    /// `title` of the view key `!title:UILabel`.
    static func viewName(ofViewKey key: String) -> String {
        let name = key.hasPrefix("!") ? key.dropFirst() : Substring(key)
        return String(name.prefix { $0 != ":" })
    }

    /// `UILabel` of `!title:UILabel`; `UIView` without a class.
    static func className(ofViewKey key: String) -> String {
        guard let colon = key.firstIndex(of: ":") else { return "UIView" }
        let name = key[key.index(after: colon)...]
        return name.isEmpty ? "UIView" : String(name)
    }
}
