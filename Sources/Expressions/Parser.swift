import Diagnostics

/// Builds a `Syntax` tree from the tokens of one expression by precedence
/// climbing. Operators are read as prefix, postfix or infix from the whitespace
/// around them, repaired the way Expression 0.13.0 repairs them (`a+ b`, `5%-4`).
/// Recursion and tree depth are both capped at `ExpressionError.maximumNestingDepth`.
struct Parser {
    /// A partly built tree and its depth (a leaf has depth 1).
    struct Node {
        var syntax: Syntax
        var depth: Int
        var span: SourceSpan { syntax.span }
    }

    /// What the surrounding construct allows at this level.
    struct Context {
        /// `,` is Layout's array-building operator (top level, parentheses),
        /// not an argument separator (calls, subscripts, array literals).
        var commaIsOperator: Bool
        /// Inside `cond ? … :`, where `:` ends the middle operand.
        var stopsAtColon: Bool

        static let topLevel = Context(commaIsOperator: true, stopsAtColon: false)
        static let argument = Context(commaIsOperator: false, stopsAtColon: false)
    }

    private(set) var lexer: Lexer
    private(set) var current: Token
    private var lookahead: Token?
    private let stopsAtBrace: Bool
    private var nesting = 0

    /// A parser reading from `offset`. `recognizesComments` makes `//` end the
    /// expression; `stopsAtBrace` makes `}` end it (inside `{…}` in attributes).
    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, recognizesComments: Bool, stopsAtBrace: Bool) {
        lexer = Lexer(bytes: bytes, offset: offset, recognizesComments: recognizesComments)
        current = lexer.next()
        self.stopsAtBrace = stopsAtBrace
    }

    /// One expression up to a stop token (see `isStop`), which is left in
    /// `current`; nil if there is nothing before the stop.
    mutating func parseTopLevel() throws(ExpressionError) -> Syntax? {
        if isStop(current) { return nil }
        let node = try parseExpression(minimumLevel: .min, context: .topLevel)
        guard isStop(current) else { throw unexpected(current) }
        return node.syntax
    }

    /// Tokens that end a whole expression: the end of input, `//` (when comments
    /// are recognised) and `}` (inside braces).
    func isStop(_ token: Token) -> Bool {
        switch token.kind {
        case .end, .comment: return true
        case .rightBrace: return stopsAtBrace
        default: return false
        }
    }

    mutating func advance() {
        if let next = lookahead {
            current = next
            lookahead = nil
        } else {
            current = lexer.next()
        }
    }

    mutating func peek() -> Token {
        if let lookahead { return lookahead }
        let next = lexer.next()
        lookahead = next
        return next
    }

    /// Counts one level of recursion, refusing to go past the nesting limit.
    mutating func enter() throws(ExpressionError) {
        nesting += 1
        if nesting > ExpressionError.maximumNestingDepth {
            throw .tooDeeplyNested(span: current.span)
        }
    }

    mutating func leave() { nesting -= 1 }

    /// A node one level deeper than its deepest child (`childDepth`);
    /// `operatorSpan` is blamed if that is too deep.
    func node(_ kind: Syntax.Kind, span: SourceSpan, over childDepth: Int, operatorSpan: SourceSpan) throws(ExpressionError) -> Node {
        let depth = childDepth + 1
        if depth > ExpressionError.maximumNestingDepth {
            throw .tooDeeplyNested(span: operatorSpan)
        }
        return Node(syntax: Syntax(kind, span: span), depth: depth)
    }

    /// The depth of the deepest of `nodes` (0 for none).
    static func deepest(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { max($0, $1.depth) }
    }

    /// A binary-operator expression whose operators bind at `minimumLevel` or tighter.
    mutating func parseExpression(minimumLevel: Int, context: Context) throws(ExpressionError) -> Node {
        try enter()
        defer { leave() }
        var lhs = try parseOperand(context: context)
        while let name = infixName(of: current, context: context) {
            let precedence = OperatorPrecedence.of(name)
            if precedence.level < minimumLevel { break }
            let opSpan = current.span
            advance()
            if name.isSingle(UInt8(ascii: ",")), current.endsOperand {
                // `,` is never a postfix operator (R-LL-TOKENS): a trailing comma is an error here,
                // not an "undefined postfix operator" at evaluation.
                throw .unexpectedToken(",", span: opSpan)
            }
            if name.isSingle(UInt8(ascii: "?")) {
                lhs = try parseTernary(condition: lhs, questionMark: opSpan, context: context)
                continue
            }
            let rightLevel = precedence.isRightAssociative ? precedence.level : precedence.level + 1
            let rhs = try parseExpression(minimumLevel: rightLevel, context: context)
            lhs = try node(.infix(name, lhs.syntax, rhs.syntax), span: lhs.span.union(rhs.span),
                           over: max(lhs.depth, rhs.depth), operatorSpan: opSpan)
        }
        return lhs
    }

    /// `cond ? then : else`, after the `?`. Without a `:` it stays an infix `?`
    /// for the compiler to reject, like any other unknown operator.
    private mutating func parseTernary(condition: Node, questionMark: SourceSpan, context: Context) throws(ExpressionError) -> Node {
        var middleContext = context
        middleContext.stopsAtColon = true
        let middle = try parseExpression(minimumLevel: OperatorPrecedence.ternary, context: middleContext)
        guard case let .operator(colon) = current.kind, colon.isSingle(UInt8(ascii: ":")) else {
            return try node(.infix("?", condition.syntax, middle.syntax), span: condition.span.union(middle.span),
                            over: max(condition.depth, middle.depth), operatorSpan: questionMark)
        }
        advance()
        let otherwise = try parseExpression(minimumLevel: OperatorPrecedence.ternary, context: context)
        return try node(.ternary(condition.syntax, middle.syntax, otherwise.syntax),
                        span: condition.span.union(otherwise.span),
                        over: max(condition.depth, middle.depth, otherwise.depth),
                        operatorSpan: questionMark)
    }

    /// The name of `token` read as an infix operator after an operand, if it is one.
    private func infixName(of token: Token, context: Context) -> String? {
        switch token.kind {
        case let .operator(name):
            return context.stopsAtColon && name.isSingle(UInt8(ascii: ":")) ? nil : name
        case let .identifier(name):
            return name
        case .comma:
            return context.commaIsOperator ? "," : nil
        default:
            return nil
        }
    }
}
