import AutoLayout
import Constraints
import Diagnostics

/// `LayoutConstraintJSONComprehensiveParser` (R-EL-COMPREHENSIVE): `{"to": "header", "attribute":
/// "bottom", "constant": 8, "relation": "gte", …}`. Numbers are read as `Float` (JSON
/// `true` counts as 1), numeric strings as `Double`.
enum ComprehensiveParser {
    static let keys = ["to", "attribute", "constant", "inset", "multiplier", "priority", "relation", "identifier",
                       "horizontalSizeClass", "verticalSizeClass"]

    static func parse(_ members: [JSONNode.Member], span: SourceSpan, log: inout ProblemLog) -> ConstraintArgument {
        var argument = ConstraintArgument(span: span)
        func member(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
        func string(_ key: String) -> String? {
            guard let node = member(key) else { return nil }
            if let text = node.string { return text }
            log.warning(.invalidNumber(field: key, value: "\(node.typeDescription) (a string is expected)"), at: node.span)
            return nil
        }
        func number(_ key: String) -> Double? {
            guard let node = member(key) else { return nil }
            switch node.kind {
            case let .number(value): return Double(Float(value))
            case let .bool(flag): return flag ? 1 : 0
            case let .string(text):
                if let value = Double(text) { return value }
                log.warning(.invalidNumber(field: key, value: text), at: node.span)
                return nil
            default:
                log.warning(.invalidNumber(field: key, value: node.typeDescription), at: node.span)
                return nil
            }
        }

        for item in members where !keys.contains(item.key) {
            log.warning(.unknownComprehensiveKey(item.key), at: item.keySpan, suggestions: Suggestions.bestMatches(for: item.key, in: keys))
        }
        if let target = string("to") {
            argument.target = target
            argument.targetSpan = member("to")!.span
        }
        if let name = string("attribute") {
            argument.rightAttribute = ConstraintKeys.attribute(named: name)
            if argument.rightAttribute == nil {
                log.warning(.unknownRightAttribute(name), at: member("attribute")!.span,
                            suggestions: Suggestions.bestMatches(for: name, in: ConstraintKeys.attributes.map(\.name)))
            }
        }
        if let value = number("constant") {
            argument.constant = (value, .positive)
        } else if let value = number("inset") {
            argument.constant = (value, .inset)
        }
        argument.multiplier = number("multiplier")
        argument.priority = number("priority")
        if let relation = string("relation") {
            switch relation {
            case "gte": argument.relation = .greaterThanOrEqual
            case "lte": argument.relation = .lessThanOrEqual
            default: log.warning(.unknownRelation(relation), at: member("relation")!.span, suggestions: ["gte", "lte"])
            }
        }
        argument.identifier = string("identifier")
        for (key, isHorizontal) in [("horizontalSizeClass", true), ("verticalSizeClass", false)] {
            guard let value = string(key) else { continue }
            let sizeClass: SizeClass
            switch value {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default:
                sizeClass = .unspecified
                log.warning(.unknownSizeClass(value), at: member(key)!.span, suggestions: ["compact", "regular"])
            }
            if isHorizontal { argument.horizontalSizeClass = sizeClass } else { argument.verticalSizeClass = sizeClass }
        }
        return argument
    }
}
