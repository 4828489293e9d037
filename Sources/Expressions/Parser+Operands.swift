import Diagnostics

/// Operands: literals, names, groups, array literals, prefix operators, and what
/// binds tighter than any infix operator after them (calls, subscripts, postfix).
extension Parser {
    mutating func parseOperand(context: Context) throws(ExpressionError) -> Node {
        let span = current.span
        let primary: Node
        switch current.kind {
        case let .operator(name):
            return try parsePrefix(name, span: span, context: context)
        case let .number(value):
            advance()
            primary = Node(syntax: Syntax(.number(value), span: span), depth: 1)
        case let .identifier(name):
            advance()
            primary = Node(syntax: Syntax(.identifier(name), span: span), depth: 1)
        case let .string(text, quote):
            advance()
            primary = Node(syntax: Syntax(.string(text, quote: quote), span: span), depth: 1)
        case let .escapedIdentifier(name):
            advance()
            primary = Node(syntax: Syntax(.escapedIdentifier(name), span: span), depth: 1)
        case .leftParen:
            primary = try parseGroup()
        case .leftBracket:
            let (items, listSpan) = try parseList(closing: .rightBracket, closer: "]")
            primary = try node(.arrayLiteral(items.map(\.syntax)), span: listSpan, over: Self.deepest(items), operatorSpan: span)
        case let .invalid(error):
            throw error
        case .end, .comment:
            throw .emptyExpression(span: span)
        case .rightBrace where isStop(current):
            throw .emptyExpression(span: span)
        case .comma, .rightParen, .rightBracket, .leftBrace, .rightBrace:
            throw unexpected(current)
        }
        return try parseSuffixes(of: primary)
    }

    /// A prefix operator and its operand, which includes the operand's postfix operators.
    private mutating func parsePrefix(_ name: String, span: SourceSpan, context: Context) throws(ExpressionError) -> Node {
        if peek().endsOperand {
            // An operator with no operand at all, like `+` on its own.
            throw .unexpectedToken(name, span: span)
        }
        advance()
        try enter()
        defer { leave() }
        let operand = try parseOperand(context: context)
        return try node(.prefix(name, operand.syntax), span: span.union(operand.span),
                        over: operand.depth, operatorSpan: span)
    }

    /// `(expression)`, kept as `.parenthesized` so printing keeps the grouping.
    private mutating func parseGroup() throws(ExpressionError) -> Node {
        let open = current
        advance()
        if current.kind == .rightParen {
            throw .emptyExpression(span: open.span.union(current.span))
        }
        if isStop(current) { throw .missing(")", span: open.span) }
        let inner = try parseExpression(minimumLevel: .min, context: .topLevel)
        guard current.kind == .rightParen else {
            throw isStop(current) ? .missing(")", span: open.span) : unexpected(current)
        }
        let close = current
        advance()
        return try node(.parenthesized(inner.syntax), span: open.span.union(close.span),
                        over: inner.depth, operatorSpan: open.span)
    }

    /// Comma-separated arguments from the opening token under `current` to
    /// `closing`; returns them and the span from the opener to the closer.
    mutating func parseList(closing: Token.Kind, closer: String) throws(ExpressionError) -> ([Node], SourceSpan) {
        let open = current
        advance()
        var items: [Node] = []
        if current.kind == closing {
            let span = open.span.union(current.span)
            advance()
            return (items, span)
        }
        while true {
            if current.kind == .comma || current.kind == closing {
                // `foo(,5)`, `foo(1,,2)`, `foo(1,)`.
                throw .unexpectedToken(current.kind == .comma ? "," : closer, span: current.span)
            }
            if isStop(current) { throw .missing(closer, span: open.span) }
            items.append(try parseExpression(minimumLevel: .min, context: .argument))
            if current.kind == .comma {
                advance()
            } else if current.kind == closing {
                let span = open.span.union(current.span)
                advance()
                return (items, span)
            } else {
                throw isStop(current) ? .missing(closer, span: open.span) : unexpected(current)
            }
        }
    }

    /// The error for a token that cannot appear where it is: a literal is named by
    /// its own text, anything else by the run of characters up to the next
    /// whitespace, as Expression does (``Unexpected token `{4` ``).
    func unexpected(_ token: Token) -> ExpressionError {
        switch token.kind {
        case let .invalid(error):
            return error
        case .end:
            return .emptyExpression(span: token.span)
        case .number, .identifier, .string, .escapedIdentifier, .operator:
            return .unexpectedToken(lexer.text(token.span.range), span: token.span)
        default:
            return .unexpectedToken(in: lexer.bytes, at: Int(token.span.lower))
        }
    }
}
