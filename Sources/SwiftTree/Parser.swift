import Diagnostics

extension SwiftFile {
    /// Parses Swift source: never fails, never traps; what cannot be read is an `.other` node
    /// and a `SwiftSyntaxError`, and the parse goes on at the next statement or declaration.
    public static func parse(_ text: String) -> SwiftFile {
        parse(bytes: Array(text.utf8))
    }

    public static func parse(bytes: [UInt8]) -> SwiftFile {
        guard !bytes.isEmpty else {
            return SwiftFile(bytes: bytes, statements: SwiftBlock(items: [], span: SourceSpan(0, 0)), errors: [])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(base: buffer.baseAddress!, count: buffer.count)
            let block = parser.parseFile()
            return SwiftFile(bytes: bytes, statements: block, errors: parser.errors)
        }
    }
}

/// The recursive-descent parser over the lexer's tokens. Every loop consumes a token or ends;
/// nesting deeper than `maxDepth` is an error whose text is skipped, so the recursion is
/// bounded; lookahead scans are bounded too, so a parse is linear in the text.
struct Parser {
    static let maxDepth = 256
    /// How far a lookahead (a closure's signature, generic arguments) scans.
    static let maxLookahead = 1024

    let base: UnsafePointer<UInt8>
    let count: Int
    let keywords: KeywordTable
    var tokens: [Token]
    var pos = 0
    /// The end of the last token consumed.
    var lastEnd: Int32 = 0
    var errors: [SwiftSyntaxError] = []
    /// Where the last error was reported: one error per place.
    var lastErrorAt: Int32 = -1
    var depth = 0
    /// Errors of the statement or declaration being parsed (not of the blocks inside it): one
    /// makes it an `.other` node, skipped to the next boundary.
    var itemErrors = 0
    /// In an `if`/`guard`/`while`/`for`/`switch` head: a `{` opens the body, not a trailing closure.
    var noTrailingClosure = false
    /// In a variable's initializer: a `{` that starts `didSet`/`willSet`/`get`/`set` is the accessors.
    var accessorsMayFollow = false

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        keywords = Keyword.table
        var lexer = Lexer(base: base, end: count, keywords: keywords)
        tokens = lexer.tokenize(from: 0)
        errors = lexer.errors
    }

    // MARK: - Tokens

    @inline(__always) var tok: Token { tokens[pos] }

    @inline(__always) func peek(_ offset: Int = 1) -> Token {
        tokens[min(pos + offset, tokens.count - 1)]
    }

    @inline(__always) mutating func advance() {
        let token = tokens[pos]
        if token.kind != .eof {
            lastEnd = token.end
            pos += 1
        }
    }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[pos].kind == kind }

    @inline(__always) func atKeyword(_ keyword: Keyword) -> Bool {
        tokens[pos].kind == .identifier && tokens[pos].keyword == keyword
    }

    func string(_ lower: Int32, _ upper: Int32) -> String {
        String(decoding: UnsafeBufferPointer(start: base + Int(lower), count: Int(upper - lower)), as: UTF8.self)
    }

    /// An identifier's name (without backticks), or any token's text.
    func text(_ token: Token) -> String {
        if token.flags & Token.backticked != 0 { return string(token.start + 1, token.end - 1) }
        return string(token.start, token.end)
    }

    func name(_ token: Token) -> SwiftName { SwiftName(text(token), token.span) }

    /// Whether an operator token's text is `text`.
    func opIs(_ token: Token, _ text: StaticString) -> Bool {
        guard token.kind == .op, Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount where base[Int(token.start) + index] != pointer[index] { return false }
        return true
    }

    func firstByte(_ token: Token) -> UInt8 { base[Int(token.start)] }

    /// Whether a token's text is `text`, compared as bytes (no string is made).
    func tokenIs(_ token: Token, _ text: StaticString) -> Bool {
        guard Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount where base[Int(token.start) + index] != pointer[index] { return false }
        return true
    }

    /// The text for a message: a token's first 24 bytes, `end of file` at the end.
    func describe(_ token: Token) -> String {
        token.kind == .eof ? "end of file" : "`" + string(token.start, min(token.end, token.start + 24)) + "`"
    }

    // MARK: - Errors

    /// An error of the current statement (it becomes `.other`), once per place.
    mutating func error(_ message: String, _ span: SourceSpan, counted: Bool = true) {
        if counted { itemErrors += 1 }
        guard span.lower != lastErrorAt else { return }
        lastErrorAt = span.lower
        errors.append(SwiftSyntaxError(message, span))
    }

    /// "expected X", at the end of the last token read.
    mutating func expected(_ what: String, counted: Bool = true) {
        let token = tok
        if token.kind == .eof || token.atLineStart || pos == 0 {
            error("expected \(what)", SourceSpan(Int(lastEnd), Int(lastEnd)), counted: counted)
        } else {
            error("expected \(what), found \(describe(token))", token.span, counted: counted)
        }
    }

    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String, counted: Bool = true) -> Bool {
        if at(kind) {
            advance()
            return true
        }
        expected(what, counted: counted)
        return false
    }
}
