import Diagnostics

/// Quoted literals: `'…'` and `"…"` strings, `` `…` `` escaped identifiers.
extension Lexer {
    /// Reads a quoted literal starting at the delimiter under `offset`, resolving
    /// `\0 \t \n \r \u{hex}` and `\X` (= X). Braces and `//` inside quotes are
    /// plain text, which is what lets `{'}'}` work in attributes.
    mutating func scanQuoted() -> Token.Kind {
        let start = offset
        let delimiter = bytes[start]
        var index = start + 1
        var runStart = index
        var unescaped: [UInt8]? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if byte == delimiter {
                let content: String
                if var buffer = unescaped {
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    content = String(decoding: buffer, as: UTF8.self)
                } else {
                    content = text(runStart..<index)
                }
                offset = index + 1
                return delimiter == UInt8(ascii: "`")
                    ? .escapedIdentifier(content)
                    : .string(content, quote: Character(Unicode.Scalar(delimiter)))
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var buffer = unescaped ?? []
            unescaped = nil  // keeps `buffer` uniquely referenced, so appends don't copy
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "0"): buffer.append(0)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "u") where self.byte(at: index + 1) == UInt8(ascii: "{"):
                switch scanUnicodeEscape(openBrace: index + 1) {
                case let .success((scalar, end)):
                    buffer.append(contentsOf: String(scalar).utf8)
                    index = end - 1
                case let .failure(error):
                    offset = bytes.count
                    return .invalid(error)
                }
            default:
                // `\X` is X; a multi-byte X continues with its remaining bytes below.
                buffer.append(bytes[index])
            }
            index += 1
            runStart = index
            unescaped = buffer
        }
        offset = bytes.count
        let quote = String(Character(Unicode.Scalar(delimiter)))
        if index == start + 1 {
            return .invalid(.unexpectedToken(quote, span: SourceSpan(start, start + 1)))
        }
        return .invalid(.missing(quote, span: SourceSpan(start, start + 1)))
    }

    /// The scalar of `\u{hex}` whose `{` is at `openBrace`, and the offset after its `}`.
    private func scanUnicodeEscape(openBrace: Int) -> Result<(Unicode.Scalar, Int), ExpressionError> {
        var index = openBrace + 1
        var value: UInt32 = 0
        while index < bytes.count, let digit = CharacterClasses.hexValue(bytes[index]) {
            // Saturate rather than overflow; any value this large is invalid anyway.
            value = value > 0x10FFFF ? value : value * 16 + digit
            index += 1
        }
        let digits = openBrace + 1..<index
        guard byte(at: index) == UInt8(ascii: "}") else {
            let junk = ExpressionError.unexpectedToken(in: bytes, at: index)
            if junk.span.isEmpty {
                return .failure(.missing("}", span: SourceSpan(openBrace - 2, openBrace + 1)))
            }
            return .failure(junk)
        }
        guard !digits.isEmpty else {
            return .failure(.unexpectedToken("}", span: SourceSpan(index, index + 1)))
        }
        guard let scalar = Unicode.Scalar(value) else {
            return .failure(.unexpectedToken(text(digits), span: SourceSpan(digits.lowerBound, digits.upperBound)))
        }
        return .success((scalar, index + 1))
    }
}
