import Diagnostics

/// The byte-level scanning both attribute front ends share: Unicode whitespace
/// (Layout's front ends trim with `whitespacesAndNewlines`, unlike the
/// expression tokenizer), comments, and a `{…}` block with its optional comment.
struct AttributeScanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// What a `{…}` block holds.
    struct Block {
        var syntax: Syntax?
        var comment: String?
        /// The offset just after the closing `}`.
        var end: Int
    }

    /// Runs `body` over the UTF-8 bytes of `text`, passing typed errors through.
    static func scan<T>(_ text: String, _ body: (AttributeScanner) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        var text = text
        let result: Result<T, ExpressionError> = text.withUTF8 { bytes in
            do throws(ExpressionError) {
                return .success(try body(AttributeScanner(bytes: bytes)))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The offset of the first non-whitespace character at or after `offset`.
    func skipWhitespace(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let scalar = bytes.decodeScalar(at: index)
            guard Self.isWhitespace(scalar.value) else { break }
            index += scalar.length
        }
        return index
    }

    /// Whether `//` starts at `offset`.
    func startsComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "/") && bytes[offset + 1] == UInt8(ascii: "/")
    }

    /// The text of `range` with whitespace trimmed from both ends.
    func trimmedText(_ range: Range<Int>) -> String {
        let start = skipWhitespace(from: range.lowerBound)
        var end = range.upperBound
        while end > start {
            var lead = end - 1
            while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard Self.isWhitespace(bytes.decodeScalar(at: lead).value) else { break }
            end = lead
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
    }

    /// The `{…}` block whose `{` is at `openBrace`: an expression up to `}` or
    /// `//`, then an optional comment running to the `}`, which is required.
    func parseBlock(openBrace: Int) throws(ExpressionError) -> Block {
        var parser = Parser(bytes: bytes, offset: openBrace + 1, recognizesComments: true, stopsAtBrace: true)
        let syntax = try parser.parseTopLevel()
        let stop = parser.current
        let missingBrace = ExpressionError.missing("}", span: SourceSpan(openBrace, openBrace + 1))
        switch stop.kind {
        case .rightBrace:
            return Block(syntax: syntax, comment: nil, end: Int(stop.span.upper))
        case .comment:
            let bodyStart = Int(stop.span.upper)
            var close = bodyStart
            while close < bytes.count, bytes[close] != UInt8(ascii: "}") { close += 1 }
            guard close < bytes.count else { throw missingBrace }
            return Block(syntax: syntax, comment: trimmedText(bodyStart..<close), end: close + 1)
        default:
            throw missingBrace
        }
    }

    /// Unicode's White_Space characters, as in Foundation's `whitespacesAndNewlines`.
    static func isWhitespace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
