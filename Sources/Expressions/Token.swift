import Diagnostics

/// One lexical unit of an expression, with its span (UTF-8 byte offsets into the
/// whole attribute text) and whether whitespace touches it on either side,
/// which decides between prefix, postfix and infix readings of operators.
public struct Token: Hashable, Sendable {
    /// What the token is.
    public enum Kind: Hashable, Sendable {
        /// A numeric literal; every number is a Double.
        case number(Double)
        /// A symbol name, dots included (`parent.width`, `#f00`, `x'`).
        case identifier(String)
        /// A `'…'` or `"…"` literal with escapes resolved.
        case string(String, quote: Character)
        /// A `` `…` `` name with backticks removed and escapes resolved.
        case escapedIdentifier(String)
        /// A run of operator characters (`+`, `..<`, `?:`, `-->`).
        case `operator`(String)
        case leftParen, rightParen, leftBracket, rightBracket, comma
        case leftBrace, rightBrace
        /// `//` at the start of a token, where the front end recognises comments.
        case comment
        /// Input the tokenizer could not read; the parser reports the error.
        case invalid(ExpressionError)
        /// The end of the input.
        case end
    }

    public var kind: Kind
    /// Where the token is; for `.end`, an empty span at the end of the input.
    public var span: SourceSpan
    /// Whitespace (or the start of the scan) comes right before the token.
    public var spaceBefore: Bool
    /// Whitespace (or the end of the input) comes right after the token.
    public var spaceAfter: Bool

    /// A token as the lexer produces it.
    public init(_ kind: Kind, span: SourceSpan, spaceBefore: Bool, spaceAfter: Bool) {
        self.kind = kind
        self.span = span
        self.spaceBefore = spaceBefore
        self.spaceAfter = spaceAfter
    }
}

/// How the parser classifies tokens around operators.
extension Token {
    /// Tokens that can begin an operand (after which an operator reads as infix).
    var startsOperand: Bool {
        switch kind {
        case .number, .identifier, .string, .escapedIdentifier, .leftParen, .leftBracket,
             .leftBrace, .invalid:
            return true
        case .operator, .rightParen, .rightBracket, .comma, .rightBrace, .comment, .end:
            return false
        }
    }

    /// Tokens that close the current expression or argument (an operator before
    /// them has nothing to its right, so it reads as postfix).
    var endsOperand: Bool {
        switch kind {
        case .end, .rightParen, .rightBracket, .rightBrace, .comment, .comma:
            return true
        default:
            return false
        }
    }
}
