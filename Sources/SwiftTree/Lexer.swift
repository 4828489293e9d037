import Diagnostics

// The lexer: UTF-8 bytes in, a flat array of tokens out (one pass, no Character iteration).
//
// A string literal is one token from its opening to its closing delimiter, interpolations and
// all; the parser reads its segments from the bytes (SwiftTree+Strings.swift) and lexes each
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

enum Keyword: UInt8 {
    case none
    // Reserved words.
    case `as`, `is`, `in`, `if`, `do`, `for`, `let`, `var`, `nil`, `try`, `true`, `false`, `self`, `Self`, `super`
    case `case`, `else`, `enum`, `func`, `init`, `break`, `catch`, `class`, `defer`, `guard`, `throw`, `where`, `while`
    case `repeat`, `return`, `switch`, `struct`, `static`, `import`, `inout`, `deinit`, `default`, `extension`
    case `protocol`, `subscript`, `typealias`, `associatedtype`, `continue`, `fallthrough`, `throws`, `rethrows`
    case `operator`, `precedencegroup`, `fileprivate`, `internal`, `private`, `public`, underscore
    // Contextual words.
    case await, async, some, any, get, set, didSet, willSet, actor, macro
    case open, package, final, override, lazy, weak, unowned, mutating, nonmutating, required, convenience
    case nonisolated, dynamic, optional, indirect, prefix, postfix, infix, consuming, borrowing, distributed, isolated

    /// A declaration modifier (`class` only when a declaration keyword follows: the parser asks).
    var isModifier: Bool {
        switch self {
        case .fileprivate, .internal, .private, .public, .static, .open, .package, .final, .override, .lazy, .weak, .unowned,
             .mutating, .nonmutating, .required, .convenience, .nonisolated, .dynamic, .optional, .indirect, .prefix,
             .postfix, .infix, .consuming, .borrowing, .distributed:
            true
        default: false
        }
    }

    /// A keyword that starts a declaration.
    var startsDeclaration: Bool {
        switch self {
        case .let, .var, .func, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension, .typealias,
             .associatedtype, .import, .operator, .precedencegroup, .actor, .macro, .case:
            true
        default: false
        }
    }

    static let table: KeywordTable = {
        let words: [(String, Keyword)] = [
            ("as", .as), ("is", .is), ("in", .in), ("if", .if), ("do", .do), ("for", .for), ("let", .let), ("var", .var),
            ("nil", .nil), ("try", .try), ("true", .true), ("false", .false), ("self", .self), ("Self", .Self),
            ("super", .super), ("case", .case), ("else", .else), ("enum", .enum), ("func", .func), ("init", .`init`),
            ("break", .break), ("catch", .catch), ("class", .class), ("defer", .defer), ("guard", .guard),
            ("throw", .throw), ("where", .where), ("while", .while), ("repeat", .repeat), ("return", .return),
            ("switch", .switch), ("struct", .struct), ("static", .static), ("import", .import), ("inout", .inout),
            ("deinit", .deinit), ("default", .default), ("extension", .extension), ("protocol", .protocol),
            ("subscript", .subscript), ("typealias", .typealias), ("associatedtype", .associatedtype),
            ("continue", .continue), ("fallthrough", .fallthrough), ("throws", .throws), ("rethrows", .rethrows),
            ("operator", .operator), ("precedencegroup", .precedencegroup), ("fileprivate", .fileprivate),
            ("internal", .internal), ("private", .private), ("public", .public), ("_", .underscore),
            ("await", .await), ("async", .async), ("some", .some), ("any", .any), ("get", .get), ("set", .set),
            ("didSet", .didSet), ("willSet", .willSet), ("actor", .actor), ("macro", .macro), ("open", .open),
            ("package", .package), ("final", .final), ("override", .override), ("lazy", .lazy), ("weak", .weak),
            ("unowned", .unowned), ("mutating", .mutating), ("nonmutating", .nonmutating), ("required", .required),
            ("convenience", .convenience), ("nonisolated", .nonisolated), ("dynamic", .dynamic),
            ("optional", .optional), ("indirect", .indirect), ("prefix", .prefix), ("postfix", .postfix),
            ("infix", .infix), ("consuming", .consuming), ("borrowing", .borrowing), ("distributed", .distributed),
            ("isolated", .isolated),
        ]
        return KeywordTable(words.map { (Array($0.0.utf8), $0.1) })
    }()
}

/// Keywords by length and first byte, each packed into two words: a lookup is a bucket and at
/// most a few comparisons of two integers.
struct KeywordTable {
    struct Entry {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    static let maxLength = 16
    /// The entries of every bucket, one after another; bucket `b` is `starts[b]..<starts[b + 1]`.
    let entries: [Entry]
    let starts: [Int32]

    /// The table of `words` (each at most `maxLength` bytes), made once: the buckets are laid
    /// out after all words are in (laid out again after each word, the table took 12 M
    /// instructions to make, a millisecond of every process's first Swift file).
    init(_ words: [(word: [UInt8], keyword: Keyword)]) {
        var lists: [[Entry]] = Array(repeating: [], count: (Self.maxLength + 1) * 64)
        for (word, keyword) in words {
            let (low, high) = word.withUnsafeBufferPointer { Self.pack($0.baseAddress!, word.count) }
            lists[word.count * 64 + Int(word[0] & 63)].append(Entry(low: low, high: high, keyword: keyword))
        }
        entries = lists.flatMap { $0 }
        var starts: [Int32] = [0]
        var start: Int32 = 0
        for list in lists {
            start += Int32(list.count)
            starts.append(start)
        }
        self.starts = starts
    }

    @inline(__always)
    static func pack(_ base: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(base[index]) << (8 * UInt64(index)) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(base[index]) << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ count: Int) -> Keyword {
        guard count <= Self.maxLength else { return .none }
        let bucket = count * 64 + Int(base[0] & 63)
        var index = Int(starts[bucket])
        let upper = Int(starts[bucket + 1])
        if index == upper { return .none }
        let (low, high) = Self.pack(base, count)
        while index < upper {
            if entries[index].low == low && entries[index].high == high { return entries[index].keyword }
            index += 1
        }
        return .none
    }
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
    isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
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
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0 {
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
                token.keyword = keywords.lookup(base + start, index - start)
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

    /// The end of a regex literal `/…/` starting at `index`: its first byte is no white space or
    /// operator, and it closes on its line (escapes and character classes skipped).
    func regexEnd(from index: Int) -> Int? {
        let first = at(index + 1)
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"), 0: return nil
        default:
            if isOperatorByte(first) {
                // `x /= y / z`: an operator then white space is no regex.
                var after = index + 1
                while after < end && isOperatorByte(base[after]) { after += 1 }
                if after >= end || base[after] == UInt8(ascii: " ") || base[after] == UInt8(ascii: "\t")
                    || base[after] == UInt8(ascii: "\n") || base[after] == UInt8(ascii: "\r") { return nil }
            }
        }
        var offset = index + 1
        var inClass = 0
        while offset < end {
            switch base[offset] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): inClass += 1
            case UInt8(ascii: "]"): inClass = max(0, inClass - 1)
            case UInt8(ascii: "/") where inClass == 0:
                // `/` then a space: a division (`a /b/ c` is not worth the guess).
                if base[offset - 1] == UInt8(ascii: " ") { return nil }
                return offset + 1
            default: break
            }
            offset += 1
        }
        return nil
    }

    /// `#/…/#` (any number of `#`s, lines allowed): the end.
    func extendedRegexEnd(from index: Int, hashes: Int) -> Int? {
        var offset = index + 1
        while offset < end {
            if base[offset] == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if base[offset] == UInt8(ascii: "/") && hasHashes(offset + 1, hashes) { return offset + 1 + hashes }
            offset += 1
        }
        return nil
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

    /// A number: decimal, `0x`, `0b`, `0o`, with `_`, a fraction and an exponent. After a period
    /// (`tuple.0.1`) only the digits.
    mutating func lexNumber(_ index: inout Int, afterPeriod: Bool) -> TokenKind {
        let start = index
        var kind = TokenKind.integer
        if afterPeriod {
            while index < end && isDigit(base[index]) { index += 1 }
            return kind
        }
        let second = at(index + 1)
        if base[index] == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "X")) {
            index += 2
            while index < end && (isHexDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            if at(index) == UInt8(ascii: ".") && isHexDigit(at(index + 1)) {
                kind = .float
                index += 1
                while index < end && (isHexDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
            if at(index) | 0x20 == UInt8(ascii: "p") {
                kind = .float
                index += 1
                if at(index) == UInt8(ascii: "+") || at(index) == UInt8(ascii: "-") { index += 1 }
                while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
        } else if base[index] == UInt8(ascii: "0") && (second == UInt8(ascii: "b") || second == UInt8(ascii: "o")) {
            index += 2
            while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
        } else {
            while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            if at(index) == UInt8(ascii: ".") && isDigit(at(index + 1)) {
                kind = .float
                index += 1
                while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
            if at(index) | 0x20 == UInt8(ascii: "e") && (isDigit(at(index + 1))
                || ((at(index + 1) == UInt8(ascii: "+") || at(index + 1) == UInt8(ascii: "-")) && isDigit(at(index + 2)))) {
                kind = .float
                index += 2
                while index < end && (isDigit(base[index]) || base[index] == UInt8(ascii: "_")) { index += 1 }
            }
        }
        if index < end && isIdentifierByte(base[index]) {
            let bad = index
            while index < end && isIdentifierByte(base[index]) { index += 1 }
            error("invalid digits in a number", bad, index)
        }
        _ = start
        return kind
    }

    /// A string literal from its opening quote (after any `#`s) to past its closing delimiter.
    mutating func lexString(_ index: inout Int, hashes: Int) {
        let start = index - hashes
        if !skipString(&index, hashes: hashes, nesting: 0) {
            error("unterminated string literal", start, index)
        }
    }

    /// Skips a string literal whose opening quote is at `index` (its `#`s already passed); false
    /// when it does not end (`index` is then where reading stopped).
    mutating func skipString(_ index: inout Int, hashes: Int, nesting: Int) -> Bool {
        let multiline = isMultilineOpening(index, hashes: hashes)
        index += multiline ? 3 : 1
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "\\") && hasHashes(index + 1, hashes) {
                index += 1 + hashes
                if at(index) == UInt8(ascii: "(") {
                    index += 1
                    if !skipInterpolation(&index, multiline: multiline, nesting: nesting) { return false }
                } else if index < end && (multiline || (base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r"))) {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if multiline {
                    if at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"") && hasHashes(index + 3, hashes) {
                        index += 3 + hashes
                        return true
                    }
                    index += 1
                } else if hasHashes(index + 1, hashes) {
                    index += 1 + hashes
                    return true
                } else {
                    index += 1
                }
            } else if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                return false
            } else {
                index += 1
            }
        }
        return false
    }

    /// `"""` opens a multi-line literal; in a raw one only when its line ends there
    /// (`#""""#` is the raw string `""`).
    func isMultilineOpening(_ index: Int, hashes: Int) -> Bool {
        Lexer.isMultilineOpening(base, end, index, hashes: hashes)
    }

    static func isMultilineOpening(_ base: UnsafePointer<UInt8>, _ end: Int, _ index: Int, hashes: Int) -> Bool {
        guard index + 2 < end, base[index + 1] == UInt8(ascii: "\""), base[index + 2] == UInt8(ascii: "\"") else { return false }
        if hashes == 0 { return true }
        var offset = index + 3
        while offset < end && (base[offset] == UInt8(ascii: " ") || base[offset] == UInt8(ascii: "\t")) { offset += 1 }
        return offset >= end || base[offset] == UInt8(ascii: "\n") || base[offset] == UInt8(ascii: "\r")
    }

    @inline(__always) func hasHashes(_ index: Int, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if at(index + offset) != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    /// Skips an interpolation's code from after `\(` to past its closing parenthesis.
    mutating func skipInterpolation(_ index: inout Int, multiline: Bool, nesting: Int) -> Bool {
        var depth = 1
        while index < end {
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return true }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard at(index + hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    continue
                }
                guard nesting < Lexer.maxStringNesting else {
                    error("string literals nested too deeply", index, index + 1)
                    return false
                }
                index += hashes
                if !skipString(&index, hashes: hashes, nesting: nesting + 1) { return false }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !multiline { return false }
                index += 1
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                _ = skipBlockComment(&index)
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < end && base[index] != UInt8(ascii: "\n") && base[index] != UInt8(ascii: "\r") { index += 1 }
            default:
                index += 1
            }
        }
        return false
    }
}
