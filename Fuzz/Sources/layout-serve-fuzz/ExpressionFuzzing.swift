import Diagnostics
import Expressions

/// One attribute value: the first byte picks the property type (and so the front end), the rest
/// is the text. Compiled against constants and state, then evaluated; errors are rendered. A
/// first byte of 0xFF feeds the text to the printf formatter instead, as a `strings.` value.
enum ExpressionFuzzing {
    static let typeNames = [
        "Any", "CGFloat", "Bool", "String", "UIColor", "UIFont", "NSTextAlignment", "Array<String>",
        "CGRect", "UIEdgeInsets", "URL", "UIImage", "NSAttributedString", "Int", "CGPoint", "CGSize",
        "UIView.ContentMode", "Selector", "CGAffineTransform", "Double", "UIColor?", "Character",
    ]
    static let types = typeNames.compactMap { PropertyType(named: $0) }
    static let constants: [String: Value] = [
        "name": .string("Ada"), "n": .number(4), "spacing": .number(8),
        "strings.Inbox": .string("%d new messages"), "colors": .dictionary(["red": .color(Color(red: 1, green: 0, blue: 0, alpha: 1))]),
    ]
    static let state: [String: Value] = [
        "width": .number(375), "height": .number(667), "isSelected": .bool(false),
        "items": .array([.string("a"), .string("b")]), "title": .string("Title"),
    ]

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let text = Array(bytes.dropFirst()).text
        guard selector != 0xFF else {
            _ = try? FormatString.layoutFormat(text, arguments: [.number(3), .string("x"), .number(-2.5)], key: "key")
            return
        }
        let slot = Int(selector) % types.count
        let scope = DictionaryScope(constants: constants, state: state)
        do throws(ExpressionError) {
            guard let compiled = try PropertyExpression.compile(text, as: types[slot], scope: scope) else { return }
            _ = try compiled.evaluate(scope.slotValues())
        } catch {
            _ = error.diagnostic(in: SourceText(text)).formatted
        }
    }
}
