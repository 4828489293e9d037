/// A name an expression refers to, in Expression's terms: what the compiler
/// must resolve (a variable, an operator, a function of some arity, an array).
public enum ExpressionSymbol: Hashable, Sendable, CustomStringConvertible {
    /// A name; string literals appear with their quotes (`'foo'`), escaped
    /// identifiers with their backticks, as Expression records them.
    case variable(String)
    case infix(String)
    case prefix(String)
    case postfix(String)
    case function(String, arity: Int)
    case array(String)

    /// The conformance notation: `infix:+`, `variable:name`, `function:min/2`, `array:foo`.
    public var description: String {
        switch self {
        case let .variable(name): return "variable:\(name)"
        case let .infix(name): return "infix:\(name)"
        case let .prefix(name): return "prefix:\(name)"
        case let .postfix(name): return "postfix:\(name)"
        case let .function(name, arity): return "function:\(name)/\(arity)"
        case let .array(name): return "array:\(name)"
        }
    }
}

extension Syntax {
    /// Calls `visit` on this node and every node below it, parents first and
    /// children left to right. Trees are at most `maximumNestingDepth` deep.
    public func forEachNode(_ visit: (Syntax) throws -> Void) rethrows {
        try visit(self)
        for child in children { try child.forEachNode(visit) }
    }

    /// The direct subtrees, left to right.
    public var children: [Syntax] {
        switch kind {
        case .number, .string, .identifier, .escapedIdentifier: return []
        case let .prefix(_, operand), let .postfix(_, operand), let .parenthesized(operand): return [operand]
        case let .infix(_, lhs, rhs): return [lhs, rhs]
        case let .ternary(condition, then, otherwise): return [condition, then, otherwise]
        case let .call(_, arguments), let .arrayLiteral(arguments): return arguments
        case let .callValue(callee, arguments): return [callee] + arguments
        case let .namedSubscript(_, index): return [index]
        case let .subscript(base, index): return [base, index]
        }
    }

    /// Every symbol referenced, in reading order, each once. Calls of a computed
    /// value and subscripts of one are the operators `()` and `[]`; an array
    /// literal is the function `[]`; `a ? b : c` is the infix operator `?:`.
    public var symbols: [ExpressionSymbol] {
        var seen = Set<ExpressionSymbol>()
        var ordered: [ExpressionSymbol] = []
        collectSymbols { symbol in
            if seen.insert(symbol).inserted { ordered.append(symbol) }
        }
        return ordered
    }

    /// The names of the identifiers referenced (backticks removed), in reading
    /// order, each once: what the compiler must look up as values.
    public var variableNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        forEachNode { node in
            switch node.kind {
            case let .identifier(name), let .escapedIdentifier(name):
                if seen.insert(name).inserted { names.append(name) }
            default:
                break
            }
        }
        return names
    }

    private func collectSymbols(_ add: (ExpressionSymbol) -> Void) {
        switch kind {
        case .number:
            break
        case let .string(text, quote):
            add(.variable("\(quote)\(text)\(quote)"))
        case let .identifier(name):
            add(.variable(name))
        case let .escapedIdentifier(name):
            add(.variable("`\(name)`"))
        case let .prefix(name, operand):
            add(.prefix(name))
            operand.collectSymbols(add)
        case let .postfix(name, operand):
            operand.collectSymbols(add)
            add(.postfix(name))
        case let .infix(name, lhs, rhs):
            lhs.collectSymbols(add)
            add(.infix(name))
            rhs.collectSymbols(add)
        case let .ternary(condition, then, otherwise):
            condition.collectSymbols(add)
            add(.infix("?:"))
            then.collectSymbols(add)
            otherwise.collectSymbols(add)
        case let .call(name, arguments):
            add(.function(name, arity: arguments.count))
            for argument in arguments { argument.collectSymbols(add) }
        case let .callValue(callee, arguments):
            callee.collectSymbols(add)
            add(.infix("()"))
            for argument in arguments { argument.collectSymbols(add) }
        case let .arrayLiteral(items):
            add(.function("[]", arity: items.count))
            for item in items { item.collectSymbols(add) }
        case let .namedSubscript(name, index):
            add(.array(name))
            index.collectSymbols(add)
        case let .subscript(base, index):
            base.collectSymbols(add)
            add(.infix("[]"))
            index.collectSymbols(add)
        case let .parenthesized(inner):
            inner.collectSymbols(add)
        }
    }
}

extension ParsedExpression {
    /// The symbols of the expression; none when it is empty.
    public var symbols: [ExpressionSymbol] { syntax?.symbols ?? [] }
}
