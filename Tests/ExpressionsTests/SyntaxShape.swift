import Expressions

/// A fully parenthesised, Lisp-like rendering of a tree, so that tests state the
/// grouping the parser chose without relying on the pretty-printer.
enum SyntaxShape {
    static func of(_ syntax: Syntax) -> String {
        switch syntax.kind {
        case let .number(value): return Syntax.format(value)
        case let .string(text, quote): return "\(quote)\(text)\(quote)"
        case let .identifier(name): return name
        case let .escapedIdentifier(name): return "`\(name)`"
        case let .prefix(name, operand): return "(prefix \(name) \(of(operand)))"
        case let .postfix(name, operand): return "(postfix \(name) \(of(operand)))"
        case let .infix(name, lhs, rhs): return "(\(name) \(of(lhs)) \(of(rhs)))"
        case let .ternary(condition, then, otherwise): return "(ternary \(of(condition)) \(of(then)) \(of(otherwise)))"
        case let .call(name, arguments): return "(call \(([name] + arguments.map(of)).joined(separator: " ")))"
        case let .callValue(callee, arguments): return "(callValue \(([callee] + arguments).map(of).joined(separator: " ")))"
        case let .arrayLiteral(items): return "[\(items.map(of).joined(separator: " "))]"
        case let .namedSubscript(name, index): return "(array \(name) \(of(index)))"
        case let .subscript(base, index): return "(subscript \(of(base)) \(of(index)))"
        case let .parenthesized(inner): return "(group \(of(inner)))"
        }
    }
}
