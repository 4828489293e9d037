import Diagnostics

// The lexer: UTF-8 bytes in, a flat array of tokens out (one pass, no Character iteration).
//
// A string literal is one token from its opening to its closing delimiter, interpolations and
// all; the parser reads its segments from the bytes (Parser+Strings.swift) and lexes each
// interpolation's range again. Comments and white space are trivia: a token records only
// whether some came before it and whether that held a line break, which is what Swift's
// operator and statement rules ask.

enum TokenKind: UInt8 {
    case eof, identifier, integer, float, string, op
    case lparen, rparen, lbracket, rbracket, lbrace, rbrace
    case comma, colon, semicolon, period, at, backslash, arrow
    /// `#if`, `#available`, `#selector`, `#Preview`: the `#` with the name after it.
    case pound
    /// `/…/`, `#/…/#`.
    case regex
    /// A byte that starts no token.
    case unknown
}

struct Token {
    var kind: TokenKind
    var keyword: Keyword = .none
    var flags: UInt8 = 0
    var start: Int32
    var end: Int32

    /// Trivia (white space or a comment) or the start of the text comes before the token.
    static let spaceBefore: UInt8 = 1
    /// A line break comes before it (in white space or a comment), or it is the first token.
    static let newlineBefore: UInt8 = 2
    /// An operator with no white space (or opening bracket, comma, colon, semicolon) before it.
    static let leftBound: UInt8 = 4
    /// An operator with no white space (or closing bracket, comma, colon, semicolon) after it.
    static let rightBound: UInt8 = 8
    /// An identifier in backticks.
    static let backticked: UInt8 = 16

    @inline(__always) var atLineStart: Bool { flags & Token.newlineBefore != 0 }
    @inline(__always) var hasSpaceBefore: Bool { flags & Token.spaceBefore != 0 }
    @inline(__always) var isLeftBound: Bool { flags & Token.leftBound != 0 }
    @inline(__always) var isRightBound: Bool { flags & Token.rightBound != 0 }
    @inline(__always) var span: SourceSpan { SourceSpan(Int(start), Int(end)) }
    /// An operator Swift reads as binary: white space on both sides or on neither.
    @inline(__always) var isBinaryOperator: Bool { isLeftBound == isRightBound }
    @inline(__always) var isPostfixOperator: Bool { isLeftBound && !isRightBound }
    @inline(__always) var isPrefixOperator: Bool { !isLeftBound && isRightBound }
}

@inline(__always) func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte >= 0x80
}

@inline(__always) func isIdentifierByte(_ byte: UInt8) -> Bool {
    // One bit a byte for 0x00-0x3F (the digits) and for 0x40-0x7F (letters and `_`); every byte
    // from 0x80 up (UTF-8 beyond ASCII) is one.
    let mask: UInt64 = byte & 0x40 == 0 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return byte >= 0x80 || (mask >> UInt64(byte & 0x3F)) & 1 != 0
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
}

/// `/ = - + ! * % < > & | ^ ~ ?`: the bytes of an operator (and `.` in one that starts with a dot).
@inline(__always) func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
         UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
         UInt8(ascii: "~"), UInt8(ascii: "?"):
        true
    default: false
    }
}

struct Lexer {
    let base: UnsafePointer<UInt8>
    /// Where lexing stops (a file's end, or an interpolation's closing parenthesis).
    let end: Int
    let keywords: KeywordTable
    var errors: [SwiftSyntaxError] = []
    /// How deep string literals nest in interpolations, while one is skipped.
    static let maxStringNesting = 64

    init(base: UnsafePointer<UInt8>, end: Int, keywords: KeywordTable) {
        self.base = base
        self.end = end
        self.keywords = keywords
    }

    @inline(__always) func at(_ index: Int) -> UInt8 { index < end ? base[index] : 0 }

    /// Eight spaces, as `loadWord` reads them.
    static var eightSpaces: UInt64 { 0x2020_2020_2020_2020 }

    /// The eight bytes at `index` (`index + 8 <= end`), the first in the low byte.
    @inline(__always) func loadWord(at index: Int) -> UInt64 {
        ByteWords.load(UnsafeBufferPointer(start: base, count: end), at: index)
    }

    mutating func error(_ message: String, _ lower: Int, _ upper: Int) {
        errors.append(SwiftSyntaxError(message, SourceSpan(lower, upper)))
    }

    /// Every token of `start..<end`, then an end-of-file token.
    mutating func tokenize(from start: Int) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity((end - start) / 5 + 4)
        var index = start
        // A byte order mark and a `#!` line at the file's start.
        if start == 0 {
            if at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF { index = 3 }
            if at(index) == UInt8(ascii: "#") && at(index + 1) == UInt8(ascii: "!") {
                while index < end && base[index] != UInt8(ascii: "\n") { index += 1 }
            }
        }
        var flags: UInt8 = Token.spaceBefore | Token.newlineBefore
        var previousKind = TokenKind.eof
        while true {
            // Trivia.
            while index < end {
                let byte = base[index]
                if byte == UInt8(ascii: " ") {
                    // Indentation: a run of spaces is skipped eight at a time, the rest byte by byte.
                    flags |= Token.spaceBefore
                    while index + 8 <= end && loadWord(at: index) == Self.eightSpaces { index += 8 }
                    if index < end && base[index] == UInt8(ascii: " ") { index += 1 }
                } else if byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0 {
                    flags |= Token.spaceBefore
                    index += 1
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    flags |= Token.spaceBefore | Token.newlineBefore
                    index += 1
                } else if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "/") {
                    flags |= Token.spaceBefore
                    index += 2
                    while index < end && base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r") { index += 1 }
                } else if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    flags |= Token.spaceBefore
                    if skipBlockComment(&index) { flags |= Token.newlineBefore }
                } else {
                    break
                }
            }
            if index >= end {
                tokens.append(Token(kind: .eof, flags: flags | Token.newlineBefore, start: Int32(end), end: Int32(end)))
                return tokens
            }
            let start = index
            let byte = base[index]
            var token = Token(kind: .unknown, flags: flags, start: Int32(start), end: Int32(start + 1))
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
                index += 1
                while index < end && isIdentifierByte(base[index]) { index += 1 }
                token.kind = .identifier
                token.keyword = keywords.lookup(base + start, index - start, readable: end - start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                token.kind = lexNumber(&index, afterPeriod: previousKind == .period && flags & Token.spaceBefore == 0)
            case UInt8(ascii: "\""):
                lexString(&index, hashes: 0)
                token.kind = .string
            case UInt8(ascii: "#"):
                var hashes = 0
                while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(index + hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    lexString(&index, hashes: hashes)
                    token.kind = .string
                } else if at(index + hashes) == UInt8(ascii: "/"), let close = extendedRegexEnd(from: index + hashes, hashes: hashes) {
                    index = close
                    token.kind = .regex
                } else if hashes == 1 && isIdentifierStart(at(index + 1)) {
                    index += 2
                    while index < end && isIdentifierByte(base[index]) { index += 1 }
                    token.kind = .pound
                } else {
                    index += 1
                }
            case UInt8(ascii: "`"):
                var close = index + 1
                while close < end && isIdentifierByte(base[close]) { close += 1 }
                if at(close) == UInt8(ascii: "`") && close > index + 1 {
                    index = close + 1
                    token.kind = .identifier
                    token.flags |= Token.backticked
                } else {
                    index += 1
                }
            case UInt8(ascii: "$"):
                index += 1
                while index < end && isIdentifierByte(base[index]) { index += 1 }
                token.kind = index > start + 1 ? .identifier : .unknown
            case UInt8(ascii: "("): index += 1; token.kind = .lparen
            case UInt8(ascii: ")"): index += 1; token.kind = .rparen
            case UInt8(ascii: "["): index += 1; token.kind = .lbracket
            case UInt8(ascii: "]"): index += 1; token.kind = .rbracket
            case UInt8(ascii: "{"): index += 1; token.kind = .lbrace
            case UInt8(ascii: "}"): index += 1; token.kind = .rbrace
            case UInt8(ascii: ","): index += 1; token.kind = .comma
            case UInt8(ascii: ":"): index += 1; token.kind = .colon
            case UInt8(ascii: ";"): index += 1; token.kind = .semicolon
            case UInt8(ascii: "@"): index += 1; token.kind = .at
            case UInt8(ascii: "\\"): index += 1; token.kind = .backslash
            case UInt8(ascii: "."):
                if at(index + 1) == UInt8(ascii: ".") {
                    // `...`, `..<`: an operator that starts with a dot may hold dots.
                    index += 1
                    while index < end && (isOperatorByte(base[index]) || base[index] == UInt8(ascii: ".")) && !startsComment(index) {
                        index += 1
                    }
                    token.kind = .op
                    let leftBound = isLeftBound(start, flags)
                    if leftBound { token.flags |= Token.leftBound }
                    if isRightBound(index, leftBound: leftBound) { token.flags |= Token.rightBound }
                } else {
                    index += 1
                    token.kind = .period
                }
            default:
                if byte == UInt8(ascii: "/") && !isLeftBound(start, flags), let close = regexEnd(from: index) {
                    // A regex literal `/…/` where an operand starts.
                    index = close
                    token.kind = .regex
                } else if isOperatorByte(byte) {
                    index += 1
                    let leftBound = isLeftBound(start, flags)
                    if byte == UInt8(ascii: "?") && leftBound {
                        // A `?` right after an expression is optional chaining (or an optional type), alone.
                    } else {
                        while index < end && isOperatorByte(base[index]) && !startsComment(index) { index += 1 }
                    }
                    token.kind = index - start == 2 && byte == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") ? .arrow : .op
                    if leftBound { token.flags |= Token.leftBound }
                    if isRightBound(index, leftBound: leftBound) { token.flags |= Token.rightBound }
                } else {
                    // The parser reports the token where it finds it.
                    index += 1
                }
            }
            token.end = Int32(index)
            tokens.append(token)
            previousKind = token.kind
            flags = 0
        }
    }

    @inline(__always) func startsComment(_ index: Int) -> Bool {
        base[index] == UInt8(ascii: "/") && (at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*"))
    }

    @inline(__always) func isLeftBound(_ start: Int, _ flags: UInt8) -> Bool {
        guard start > 0, flags & Token.spaceBefore == 0 else { return false }
        switch base[start - 1] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"): return false
        default: return true
        }
    }

    @inline(__always) func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < end else { return false }
        switch base[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, 0x0B, 0x0C,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `a!.b`: an operator bound on the left and followed by a dot is postfix.
            return !leftBound
        case UInt8(ascii: "/"):
            return !(at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    /// Skips a `/* … */` comment (they nest); whether it held a line break.
    mutating func skipBlockComment(_ index: inout Int) -> Bool {
        let start = index
        var depth = 0
        var newline = false
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return newline }
            } else {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { newline = true }
                index += 1
            }
        }
        error("unterminated comment", start, start + 2)
        return newline
    }
}
