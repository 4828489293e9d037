import Diagnostics

/// An attribute value read by the plain front end (every property that is not
/// string-like), or one `{…}` part of a string attribute. An empty expression
/// (nothing, or only a comment) means "not set" and is not an error.
public struct ParsedExpression: Hashable, Sendable {
    /// The whole attribute text; every span in `syntax` is an offset into it.
    public let text: String
    /// The expression, or nil when there is none.
    public let syntax: Syntax?
    /// The comment text, trimmed; a comment inside and one after braces are
    /// joined as `inner // outer`.
    public let comment: String?
    /// The part of `text` this was read from: all of it, or a `{…}` part.
    public let span: SourceSpan

    /// A parsed value; normally made by `parse(_:)` or `ParsedStringExpression.parse(_:)`.
    public init(text: String, syntax: Syntax?, comment: String?, span: SourceSpan) {
        self.text = text
        self.syntax = syntax
        self.comment = comment
        self.span = span
    }

    /// True when there is no expression, only (at most) a comment.
    public var isEmpty: Bool { syntax == nil }

    /// Parses a plain attribute value: `4 + 5`, ` {4 + 5} `, `{4 + 5 // why} // note`.
    /// Braces are optional but there may be only one pair; anything after the
    /// expression (or its braces and comment) is an error.
    public static func parse(_ text: String) throws(ExpressionError) -> ParsedExpression {
        try AttributeScanner.scan(text) { (scanner) throws(ExpressionError) in
            let bytes = scanner.bytes
            let start = scanner.skipWhitespace(from: 0)
            var syntax: Syntax?
            var comment: String?
            var rest: Int
            if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
                let block = try scanner.parseBlock(openBrace: start)
                syntax = block.syntax
                comment = block.comment
                rest = scanner.skipWhitespace(from: block.end)
                if scanner.startsComment(at: rest) {
                    let trailing = scanner.trimmedText(rest + 2..<bytes.count)
                    comment = comment.map { "\($0) // \(trailing)" } ?? trailing
                    rest = bytes.count
                }
            } else {
                var parser = Parser(bytes: bytes, offset: start, recognizesComments: true, stopsAtBrace: false)
                syntax = try parser.parseTopLevel()
                let stop = parser.current
                rest = Int(stop.span.lower)
                if stop.kind == .comment {
                    comment = scanner.trimmedText(Int(stop.span.upper)..<bytes.count)
                    rest = bytes.count
                }
            }
            rest = scanner.skipWhitespace(from: rest)
            if rest < bytes.count {
                let leftover = scanner.trimmedText(rest..<bytes.count)
                throw .unexpectedToken(leftover, span: SourceSpan(rest, rest + leftover.utf8.count))
            }
            return ParsedExpression(text: text, syntax: syntax, comment: comment, span: SourceSpan(0, bytes.count))
        }
    }
}

extension Syntax {
    /// Parses `text` as one expression the way the untyped engine does
    /// (AnyExpression): no braces, `//` is an ordinary operator, and empty input
    /// is the error `Empty expression`.
    public static func parse(_ text: String) throws(ExpressionError) -> Syntax {
        try AttributeScanner.scan(text) { (scanner) throws(ExpressionError) in
            var parser = Parser(bytes: scanner.bytes, offset: 0, recognizesComments: false, stopsAtBrace: false)
            guard let syntax = try parser.parseTopLevel() else {
                throw .emptyExpression(span: SourceSpan(0, scanner.bytes.count))
            }
            return syntax
        }
    }
}
