import Diagnostics

/// What follows an operand and binds to it before any infix operator: calls,
/// subscripts and postfix operators.
extension Parser {
    mutating func parseSuffixes(of primary: Node) throws(ExpressionError) -> Node {
        var operand = primary
        while true {
            switch current.kind {
            case .leftParen:
                let open = current
                let (arguments, span) = try parseList(closing: .rightParen, closer: ")")
                let kind: Syntax.Kind
                if case let .identifier(name) = operand.syntax.kind {
                    kind = .call(name, arguments.map(\.syntax))
                } else {
                    kind = .callValue(operand.syntax, arguments.map(\.syntax))
                }
                operand = try node(kind, span: operand.span.union(span), over: max(operand.depth, Self.deepest(arguments)),
                                   operatorSpan: open.span)
            case .leftBracket:
                operand = try parseSubscript(of: operand)
            case let .operator(name), let .identifier(name):
                guard isPostfixOperator() else { return operand }
                let opSpan = current.span
                advance()
                operand = try node(.postfix(name, operand.syntax), span: operand.span.union(opSpan),
                                   over: operand.depth, operatorSpan: opSpan)
            default:
                return operand
            }
        }
    }

    /// `name[index]` (an array symbol) or `expression[index]`: exactly one index.
    private mutating func parseSubscript(of operand: Node) throws(ExpressionError) -> Node {
        let open = current
        advance()
        if current.kind == .rightBracket {
            throw .unexpectedToken("]", span: current.span)
        }
        if isStop(current) { throw .missing("]", span: open.span) }
        let index = try parseExpression(minimumLevel: .min, context: .argument)
        var arrayName: String?
        if case let .identifier(name) = operand.syntax.kind { arrayName = name }
        if current.kind == .comma {
            if let arrayName { throw .arrayArity(arrayName, span: current.span) }
            throw .unexpectedToken(",", span: current.span)
        }
        guard current.kind == .rightBracket else {
            throw isStop(current) ? .missing("]", span: open.span) : unexpected(current)
        }
        let span = operand.span.union(current.span)
        advance()
        let kind: Syntax.Kind = arrayName.map { .namedSubscript($0, index.syntax) }
            ?? .subscript(operand.syntax, index.syntax)
        return try node(kind, span: span, over: max(operand.depth, index.depth), operatorSpan: open.span)
    }

    /// Whether the operator (or operator-position identifier) under `current`,
    /// which follows an operand, is postfix rather than infix. Expression decides
    /// from the whitespace around it and what comes next:
    /// - nothing operand-like follows (`1 + `, `5ms`, `a%)`): postfix;
    /// - an operand follows (`a+ b`, `a +b`, `a + b`): infix;
    /// - another operator follows: postfix if written `a% -b`-style (space only
    ///   after), infix if the next one is written as a prefix (`a + -b`) or this
    ///   one is `+`, `*` or `/` (`5*-4`), otherwise postfix (`5%-4` is `5% - 4`).
    private mutating func isPostfixOperator() -> Bool {
        let next = peek()
        if next.endsOperand { return true }
        if next.startsOperand { return false }
        if !current.spaceBefore && current.spaceAfter { return true }
        if next.spaceBefore && !next.spaceAfter { return false }
        if case let .operator(name) = current.kind,
           name.isSingle(UInt8(ascii: "+")) || name.isSingle(UInt8(ascii: "*")) || name.isSingle(UInt8(ascii: "/")) {
            return false
        }
        return true
    }
}
