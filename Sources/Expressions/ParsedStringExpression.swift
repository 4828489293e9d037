import Diagnostics

/// An attribute value read by the string front end (String, URL, Selector,
/// font, image, outlet…): literal text with embedded `{…}` expressions.
public struct ParsedStringExpression: Hashable, Sendable {
    /// One piece of the value, with its span in the attribute text.
    public enum Part: Hashable, Sendable {
        /// Literal text, verbatim (spaces and `//` included).
        case text(String, span: SourceSpan)
        /// A `{…}` part; its span covers the braces. `{}` and `{// c}` are empty.
        case expression(ParsedExpression)
        /// The whole value commented out by a leading `//`; only ever the sole part.
        case comment(String, span: SourceSpan)
    }

    /// The whole attribute text.
    public let text: String
    /// The pieces in order; empty for an empty value.
    public let parts: [Part]

    /// A parsed value; normally made by `parse(_:)`.
    public init(text: String, parts: [Part]) {
        self.text = text
        self.parts = parts
    }

    /// A leading `//` comments out the whole value: the property is treated as absent.
    public var isCommentedOut: Bool {
        if case .comment = parts.first { return true }
        return false
    }

    /// Parses a string attribute: `Hello {name}!`, `{'{'}` for a literal brace,
    /// ` // disabled {x}` for a commented-out value. Braces do not nest, a stray
    /// `}` is an error, and there is no escape for braces in literal text.
    public static func parse(_ text: String) throws(ExpressionError) -> ParsedStringExpression {
        try AttributeScanner.scan(text) { (scanner) throws(ExpressionError) in
            let bytes = scanner.bytes
            let start = scanner.skipWhitespace(from: 0)
            if scanner.startsComment(at: start) {
                let comment = scanner.trimmedText(start + 2..<bytes.count)
                return ParsedStringExpression(text: text, parts: [.comment(comment, span: SourceSpan(start, bytes.count))])
            }
            var parts: [Part] = []
            var literalStart = 0
            var index = 0
            func flushLiteral(upTo end: Int) {
                guard end > literalStart else { return }
                let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<end]), as: UTF8.self)
                parts.append(.text(literal, span: SourceSpan(literalStart, end)))
            }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "{"):
                    flushLiteral(upTo: index)
                    let block = try scanner.parseBlock(openBrace: index)
                    let span = SourceSpan(index, block.end)
                    parts.append(.expression(ParsedExpression(text: text, syntax: block.syntax, comment: block.comment, span: span)))
                    index = block.end
                    literalStart = index
                case UInt8(ascii: "}"):
                    throw .unexpectedClosingBrace(span: SourceSpan(index, index + 1))
                default:
                    index += 1
                }
            }
            flushLiteral(upTo: bytes.count)
            return ParsedStringExpression(text: text, parts: parts)
        }
    }
}
