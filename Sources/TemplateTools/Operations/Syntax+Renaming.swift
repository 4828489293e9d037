import Expressions

extension Syntax {
    /// The expression with variable `old` renamed to `new`, including key paths that
    /// start with it (`old.width`) and subscripts of it (`old[0]`). Function names,
    /// string literals and backtick-escaped names are not variables and stay as they are.
    func renamingVariable(_ old: String, to new: String) -> Syntax {
        func renamed(_ name: String) -> String {
            if name == old { return new }
            if name.hasPrefix(old + ".") { return new + name.dropFirst(old.count) }
            return name
        }
        func recurse(_ syntax: Syntax) -> Syntax { syntax.renamingVariable(old, to: new) }
        let kind: Kind
        switch self.kind {
        case .number, .string, .escapedIdentifier:
            return self
        case .identifier(let name):
            kind = .identifier(renamed(name))
        case let .prefix(name, operand):
            kind = .prefix(name, recurse(operand))
        case let .postfix(name, operand):
            kind = .postfix(name, recurse(operand))
        case let .infix(name, lhs, rhs):
            kind = .infix(name, recurse(lhs), recurse(rhs))
        case let .ternary(condition, then, otherwise):
            kind = .ternary(recurse(condition), recurse(then), recurse(otherwise))
        case let .call(name, arguments):
            kind = .call(name, arguments.map(recurse))
        case let .callValue(callee, arguments):
            kind = .callValue(recurse(callee), arguments.map(recurse))
        case .arrayLiteral(let items):
            kind = .arrayLiteral(items.map(recurse))
        case let .namedSubscript(name, index):
            kind = .namedSubscript(renamed(name), recurse(index))
        case let .subscript(base, index):
            kind = .subscript(recurse(base), recurse(index))
        case .parenthesized(let inner):
            kind = .parenthesized(recurse(inner))
        }
        return Syntax(kind, span: span)
    }
}
