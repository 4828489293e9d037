import Diagnostics

/// Reads expression tokens from UTF-8 bytes, one at a time, in a single pass.
/// It never fails: input it cannot read becomes an `.invalid` token that
/// carries the error and its span, for the parser to report.
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    /// Whether `//` at a token start is a comment (the attribute front ends)
    /// or an ordinary operator (the raw engine, like AnyExpression).
    let recognizesComments: Bool
    private var atStart = true

    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, recognizesComments: Bool) {
        self.bytes = bytes
        self.offset = offset
        self.recognizesComments = recognizesComments
    }

    /// Every token of `text`, ending with one `.end` token; spans are byte offsets into `text`.
    public static func tokens(in text: String, recognizingComments: Bool = true) -> [Token] {
        var text = text
        return text.withUTF8 { bytes in
            var lexer = Lexer(bytes: bytes, offset: 0, recognizesComments: recognizingComments)
            var tokens: [Token] = []
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .end { return tokens }
            }
        }
    }

    /// The next token; `.end` (repeatedly) once the input is exhausted.
    mutating func next() -> Token {
        var spaceBefore = atStart
        atStart = false
        while offset < bytes.count, CharacterClasses.isSpace(bytes[offset]) {
            offset += 1
            spaceBefore = true
        }
        let start = offset
        guard offset < bytes.count else {
            return Token(.end, span: SourceSpan(start, start), spaceBefore: spaceBefore, spaceAfter: true)
        }
        let kind = scanToken()
        let spaceAfter = offset >= bytes.count || CharacterClasses.isSpace(bytes[offset])
        return Token(kind, span: SourceSpan(start, offset), spaceBefore: spaceBefore, spaceAfter: spaceAfter)
    }

    /// Scans one token at `offset` (which is not whitespace), in Expression's
    /// order: comment, number, identifier, operator, punctuation, quoted literal.
    private mutating func scanToken() -> Token.Kind {
        let byte = bytes[offset]
        if recognizesComments, byte == UInt8(ascii: "/"), self.byte(at: offset + 1) == UInt8(ascii: "/") {
            offset += 2
            return .comment
        }
        if CharacterClasses.isDigit(byte) || byte == UInt8(ascii: ".") {
            if let number = scanNumber() { return number }
        }
        if let identifier = scanIdentifier() { return identifier }
        if let op = scanOperator() { return op }
        let single: Token.Kind?
        switch byte {
        case UInt8(ascii: "("): single = .leftParen
        case UInt8(ascii: ")"): single = .rightParen
        case UInt8(ascii: "["): single = .leftBracket
        case UInt8(ascii: "]"): single = .rightBracket
        case UInt8(ascii: ","): single = .comma
        case UInt8(ascii: "{"): single = .leftBrace
        case UInt8(ascii: "}"): single = .rightBrace
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): return scanQuoted()
        default: single = nil
        }
        if let single {
            offset += 1
            return single
        }
        let junk = ExpressionError.unexpectedToken(in: bytes, at: offset)
        offset = Int(junk.span.upper)
        return .invalid(junk)
    }

    @inline(__always)
    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    @inline(__always)
    func scalar(at index: Int) -> (value: UInt32, length: Int) {
        bytes.decodeScalar(at: index)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
