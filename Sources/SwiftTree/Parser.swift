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

    /// Nesting deeper than `maxDepth`: an error, the bracketed group (or token) here skipped.
    mutating func tooDeep() -> SourceSpan {
        let start = tok.start
        error(SwiftSyntaxError.nestedTooDeeply, tok.span)
        skipBalanced()
        return SourceSpan(Int(start), Int(max(lastEnd, start)))
    }

    /// Skips one token, or a whole bracketed group from its opening bracket (iteratively).
    mutating func skipBalanced() {
        var level = 0
        repeat {
            switch tok.kind {
            case .lparen, .lbracket, .lbrace: level += 1
            case .rparen, .rbracket, .rbrace: level -= 1
            case .eof: return
            default: break
            }
            advance()
        } while level > 0
    }

    /// Skips to the next statement boundary after an error: a line that starts outside any
    /// brace opened here (or a statement keyword at a line start), a `;`, or a `}` closing the
    /// enclosing block.
    mutating func skipToBoundary(from start: Int) {
        var braces = 0
        var brackets = 0
        while true {
            let token = tok
            switch token.kind {
            case .eof: return
            case .lbrace: braces += 1
            case .rbrace:
                if braces == 0 { return }
                braces -= 1
            case .lparen, .lbracket: brackets += 1
            case .rparen, .rbracket: brackets = max(0, brackets - 1)
            case .semicolon where braces == 0 && brackets == 0: return
            default: break
            }
            if token.atLineStart && pos > start && braces == 0 && token.kind != .rbrace
                && (brackets == 0 || startsStatement(token)) {
                return
            }
            advance()
        }
    }

    /// A keyword that begins a statement or a declaration.
    func startsStatement(_ token: Token) -> Bool {
        guard token.kind == .identifier else { return token.kind == .at || token.kind == .pound }
        switch token.keyword {
        case .let, .var, .func, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension, .typealias,
             .import, .return, .if, .guard, .for, .while, .repeat, .switch, .do, .defer, .throw, .break, .continue,
             .case, .default, .private, .fileprivate, .public, .internal, .static, .override, .final:
            return true
        default: return false
        }
    }

    /// A token that may begin an expression (for "consecutive statements" rather than "unexpected").
    func startsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integer, .float, .string, .lparen, .lbracket, .lbrace, .period, .backslash, .pound, .at: true
        case .op: token.isPrefixOperator
        default: false
        }
    }

    // MARK: - Blocks

    mutating func parseFile() -> SwiftBlock {
        let items = parseItems(topLevel: true, inCase: false)
        return block(items, emptyAt: 0)
    }

    func block(_ items: [SwiftItem], emptyAt: Int32) -> SwiftBlock {
        guard let first = items.first, let last = items.last else {
            return SwiftBlock(items: items, span: SourceSpan(Int(emptyAt), Int(emptyAt)))
        }
        return SwiftBlock(items: items, span: SourceSpan(Int(first.span.lower), Int(last.span.upper)))
    }

    /// `{ statements }`: the statements' block (an error when there is no `{`).
    mutating func parseBraceBlock() -> SwiftBlock {
        guard at(.lbrace) else {
            expected("`{`")
            return SwiftBlock(items: [], span: SourceSpan(Int(lastEnd), Int(lastEnd)))
        }
        advance()
        let open = lastEnd
        let saved = enterBrackets()
        let items = parseItems(topLevel: false, inCase: false)
        leaveBrackets(saved)
        expect(.rbrace, "`}`", counted: false)
        return block(items, emptyAt: open)
    }

    /// Inside brackets or braces a `{` may start a trailing closure again and no accessor block
    /// follows: the head's flags are set aside (`leaveBrackets` puts them back).
    mutating func enterBrackets() -> (noTrailingClosure: Bool, accessorsMayFollow: Bool) {
        let saved = (noTrailingClosure, accessorsMayFollow)
        noTrailingClosure = false
        accessorsMayFollow = false
        return saved
    }

    mutating func leaveBrackets(_ saved: (noTrailingClosure: Bool, accessorsMayFollow: Bool)) {
        (noTrailingClosure, accessorsMayFollow) = saved
    }

    /// Statements up to a `}` (not consumed), the end, or — in a switch case — the next case.
    mutating func parseItems(topLevel: Bool, inCase: Bool) -> [SwiftItem] {
        var items: [SwiftItem] = []
        while true {
            let token = tok
            switch token.kind {
            case .eof:
                return items
            case .rbrace:
                guard topLevel else { return items }
                error("unexpected `}`", token.span, counted: false)
                advance()
                continue
            case .semicolon:
                advance()
                continue
            case .pound where skipDirective():
                continue
            case .identifier where inCase && (token.keyword == .case || token.keyword == .default):
                return items
            case .at where inCase && isUnknownDefault():
                return items
            default:
                break
            }
            items.append(parseItemRecovering())
        }
    }

    func isUnknownDefault() -> Bool {
        peek().kind == .identifier && tokenIs(peek(), "unknown")
    }

    /// `#if`, `#elseif`, `#else`, `#endif`: the directive's line is skipped and every branch's
    /// code read in place. False for any other `#` word.
    mutating func skipDirective() -> Bool {
        let token = tok
        if tokenIs(token, "#if") || tokenIs(token, "#elseif") {
            advance()
            while !tok.atLineStart { advance() }
            return true
        }
        if tokenIs(token, "#else") || tokenIs(token, "#endif") {
            advance()
            return true
        }
        return false
    }

    /// One statement, made `.other` and skipped to the next boundary when it has an error.
    mutating func parseItemRecovering() -> SwiftItem {
        let start = pos
        let savedErrors = itemErrors
        itemErrors = 0
        var item = parseItem()
        checkEnd(what: "statements")
        if itemErrors > 0 || pos == start {
            if pos == start && itemErrors == 0 { error("unexpected \(describe(tok))", tok.span) }
            skipToBoundary(from: start)
            if pos == start { advance() }
            let span = SourceSpan(Int(tokens[start].start), Int(max(lastEnd, tokens[start].start)))
            switch item {
            case .decl: item = .decl(SwiftDecl(kind: .other, span: span))
            case .stmt: item = .stmt(SwiftStmt(kind: .other, span: span))
            case .expr: item = .expr(SwiftExpr(kind: .other, span: span))
            }
        }
        itemErrors = savedErrors
        return item
    }

    /// After a statement: a line break, `;`, `}` or the end; another statement on the same line
    /// is an error that leaves both as they are, anything else an error of this one.
    mutating func checkEnd(what: String) {
        let token = tok
        guard itemErrors == 0, !token.atLineStart else { return }
        switch token.kind {
        case .semicolon, .rbrace, .eof: return
        case .identifier where token.keyword == .case || token.keyword == .default: return
        default: break
        }
        if startsExpression(token) {
            error("consecutive \(what) on a line must be separated by `;`", SourceSpan(Int(lastEnd), Int(lastEnd)), counted: false)
        } else {
            // Text after a whole statement (`a.sl.anchors { … } ]`): an error of its own; the
            // statement stays as read, and the text is skipped to the next boundary.
            error("unexpected \(describe(token))", token.span, counted: false)
            skipToBoundary(from: pos)
        }
    }

    mutating func parseItem() -> SwiftItem {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { return .stmt(SwiftStmt(kind: .other, span: tooDeep())) }
        let token = tok
        switch token.kind {
        case .at:
            return .decl(parseDecl(inType: false))
        case .pound:
            if tokenIs(token, "#warning") || tokenIs(token, "#error") || tokenIs(token, "#sourceLocation") {
                advance()
                if at(.lparen) && !tok.atLineStart { skipBalanced() }
                return .decl(SwiftDecl(kind: .other, span: SourceSpan(Int(token.start), Int(lastEnd))))
            }
        case .identifier:
            switch token.keyword {
            case .let, .var, .func, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension,
                 .typealias, .associatedtype, .import, .operator, .precedencegroup:
                return .decl(parseDecl(inType: false))
            case .actor, .macro:
                if peek().kind == .identifier && !peek().atLineStart { return .decl(parseDecl(inType: false)) }
            case .return, .throw, .break, .continue, .fallthrough, .defer, .guard, .while, .repeat, .do, .for:
                return .stmt(parseStatement())
            case .if:
                let (conditional, span) = parseIf()
                return .expr(SwiftExpr(kind: .if(conditional), span: span))
            case .switch:
                return .expr(parseSwitch())
            case .case:
                error("`case` outside of a `switch` or an `enum`", token.span)
                return .stmt(SwiftStmt(kind: .other, span: token.span))
            default:
                if token.keyword.isModifier && isModifierHere() { return .decl(parseDecl(inType: false)) }
                if peek().kind == .colon, token.keyword == .none, isLoopKeyword(peek(2)) {
                    return .stmt(parseLabelled())
                }
                if token.keyword == .none && tokenIs(token, "yield") && !peek().atLineStart
                    && (peek().kind == .identifier || (peek().kind == .op && peek().isPrefixOperator)) {
                    advance()
                    _ = parseExpression()
                    return .stmt(SwiftStmt(kind: .other, span: SourceSpan(Int(token.start), Int(lastEnd))))
                }
            }
        default:
            break
        }
        return .expr(parseExpression())
    }

    func isLoopKeyword(_ token: Token) -> Bool {
        guard token.kind == .identifier else { return false }
        switch token.keyword {
        case .for, .while, .repeat, .do, .if, .switch, .guard: return true
        default: return false
        }
    }

    // MARK: - Statements

    mutating func parseLabelled() -> SwiftStmt {
        let start = tok.start
        advance()
        advance()
        _ = parseItem()
        return SwiftStmt(kind: .other, span: SourceSpan(Int(start), Int(lastEnd)))
    }

    mutating func parseStatement() -> SwiftStmt {
        let token = tok
        let start = token.start
        advance()
        var kind = SwiftStmt.Kind.other
        switch token.keyword {
        case .return:
            let next = tok
            let ends = next.kind == .rbrace || next.kind == .semicolon || next.kind == .eof
                || (next.kind == .identifier && (next.keyword == .case || next.keyword == .default))
                || (next.atLineStart && startsStatement(next))
            kind = .return(ends ? nil : parseExpression())
        case .throw:
            _ = parseExpression()
        case .break, .continue:
            if at(.identifier) && !tok.atLineStart && tok.keyword == .none { advance() }
        case .fallthrough:
            break
        case .defer:
            _ = parseBraceBlock()
        case .guard:
            _ = parseConditions()
            if atKeyword(.else) { advance() } else { expected("`else`") }
            _ = parseBraceBlock()
        case .while:
            _ = parseConditions()
            _ = parseBraceBlock()
        case .repeat:
            _ = parseBraceBlock()
            if atKeyword(.while) {
                advance()
                _ = withoutTrailingClosures { $0.parseExpression() }
            } else {
                expected("`while`")
            }
        case .do:
            if atKeyword(.throws) { skipEffects() }
            _ = parseBraceBlock()
            while atKeyword(.catch) {
                advance()
                while !at(.lbrace) && !at(.eof) {
                    if atKeyword(.where) {
                        advance()
                        _ = withoutTrailingClosures { $0.parseExpression() }
                        break
                    }
                    _ = parsePattern(terminators: .catchClause)
                    if atKeyword(.where) {
                        advance()
                        _ = withoutTrailingClosures { $0.parseExpression() }
                    }
                    guard at(.comma) else { break }
                    advance()
                }
                _ = parseBraceBlock()
            }
        case .for:
            kind = parseFor()
        default:
            break
        }
        return SwiftStmt(kind: kind, span: SourceSpan(Int(start), Int(lastEnd)))
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) -> T) -> T {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        return body(&self)
    }

    mutating func parseFor() -> SwiftStmt.Kind {
        if atKeyword(.try) { advance() }
        if atKeyword(.await) { advance() }
        var name: SwiftName?
        if atKeyword(.case) {
            advance()
            _ = parsePattern(terminators: .forIn)
        } else {
            if atKeyword(.var) || atKeyword(.let) { advance() }
            let token = tok
            if token.kind == .identifier && (token.keyword == .none || !token.keyword.isReserved) {
                name = self.name(token)
                advance()
            } else if token.kind == .identifier && token.keyword == .underscore {
                advance()
            } else if token.kind == .lparen {
                skipBalanced()
            } else {
                expected("a pattern")
            }
            if at(.colon) {
                advance()
                _ = parseType()
            }
        }
        if atKeyword(.in) { advance() } else { expected("`in`") }
        let sequence = withoutTrailingClosures { $0.parseExpression() }
        if atKeyword(.where) {
            advance()
            _ = withoutTrailingClosures { $0.parseExpression() }
        }
        let body = parseBraceBlock()
        return .for(name: name, sequence: sequence, body: body)
    }

    /// `if`/`guard`/`while` conditions, separated by commas.
    mutating func parseConditions() -> [SwiftCondition] {
        var conditions: [SwiftCondition] = []
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        while true {
            let token = tok
            let start = token.start
            if token.kind == .identifier && (token.keyword == .let || token.keyword == .var) {
                advance()
                let nameToken = tok
                if nameToken.kind == .identifier && (!nameToken.keyword.isReserved || nameToken.keyword == .self)
                    && nameToken.keyword != .underscore {
                    advance()
                    if at(.colon) {
                        advance()
                        _ = parseType()
                    }
                    var value: SwiftExpr?
                    if opIs(tok, "=") {
                        advance()
                        value = parseExpression()
                    }
                    conditions.append(.optionalBinding(name: name(nameToken), value: value))
                } else {
                    _ = parsePattern(terminators: .assignment)
                    if opIs(tok, "=") {
                        advance()
                        _ = parseExpression()
                    }
                    conditions.append(.other(SourceSpan(Int(start), Int(lastEnd))))
                }
            } else if token.kind == .identifier && token.keyword == .case {
                advance()
                _ = parsePattern(terminators: .assignment)
                if opIs(tok, "=") {
                    advance()
                    _ = parseExpression()
                } else {
                    expected("`=`")
                }
                conditions.append(.other(SourceSpan(Int(start), Int(lastEnd))))
            } else if token.kind == .pound && (tokenIs(token, "#available") || tokenIs(token, "#unavailable")) {
                advance()
                if at(.lparen) { skipBalanced() } else { expected("`(`") }
                conditions.append(.availability(SourceSpan(Int(start), Int(lastEnd))))
            } else {
                conditions.append(.expression(parseExpression()))
            }
            guard at(.comma) else { return conditions }
            advance()
        }
    }

    enum PatternEnd { case caseLabel, assignment, forIn, catchClause }

    /// A pattern: an expression when it binds nothing (`.compact`, `1...5`, `(0, _)`), else
    /// `.other` over its text (`let .x(a)`, `.some(let x)`, `is UIView`).
    mutating func parsePattern(terminators: PatternEnd) -> SwiftExpr {
        let start = pos
        var index = pos
        var level = 0
        var binds = false
        var steps = 0
        scan: while steps < Parser.maxLookahead {
            let token = tokens[index]
            switch token.kind {
            case .eof: break scan
            case .lparen, .lbracket: level += 1
            case .rparen, .rbracket:
                if level == 0 { break scan }
                level -= 1
            case .lbrace, .rbrace: break scan
            case .comma where level == 0 && terminators != .assignment: break scan
            case .colon where level == 0 && terminators == .caseLabel: break scan
            case .op where level == 0 && terminators == .assignment && opIs(token, "="): break scan
            case .identifier:
                switch token.keyword {
                case .let, .var: binds = true
                case .is where index == start: binds = true
                case .where where level == 0 && terminators != .assignment: break scan
                case .in where level == 0 && terminators == .forIn: break scan
                default: break
                }
            default: break
            }
            index += 1
            steps += 1
        }
        if binds {
            guard index > start else { return SwiftExpr(kind: .other, span: SourceSpan(Int(tok.start), Int(tok.start))) }
            while pos < index { advance() }
            return SwiftExpr(kind: .other, span: SourceSpan(Int(tokens[start].start), Int(lastEnd)))
        }
        // `case .x = value`: the expression stops before the `=` (made a `;` while it is read).
        let stop = terminators == .assignment && opIs(tokens[index], "=") ? index : -1
        let saved = tokens[max(stop, 0)]
        if stop >= 0 { tokens[stop].kind = .semicolon }
        let pattern = withoutTrailingClosures { $0.parseExpression() }
        if stop >= 0 { tokens[stop] = saved }
        return pattern
    }

    /// `if conditions { } else if … { } else { }`, from the `if`.
    mutating func parseIf() -> (SwiftIf, SourceSpan) {
        let start = tok.start
        depth += 1
        defer { depth -= 1 }
        advance()
        let conditions = parseConditions()
        let body = parseBraceBlock()
        var elseBranch: SwiftElse?
        if atKeyword(.else) {
            advance()
            if atKeyword(.if) {
                if depth > Parser.maxDepth {
                    _ = tooDeep()
                } else {
                    let (nested, span) = parseIf()
                    elseBranch = .if(nested, span)
                }
            } else {
                elseBranch = .block(parseBraceBlock())
            }
        }
        return (SwiftIf(conditions: conditions, body: body, elseBranch: elseBranch), SourceSpan(Int(start), Int(lastEnd)))
    }

    /// `switch subject { case …: … default: … }`, from the `switch`.
    mutating func parseSwitch() -> SwiftExpr {
        let start = tok.start
        advance()
        let subject = withoutTrailingClosures { $0.parseExpression() }
        var cases: [SwiftSwitch.Case] = []
        guard at(.lbrace) else {
            expected("`{`")
            return SwiftExpr(kind: .switch(SwiftSwitch(subject: subject, cases: [])), span: SourceSpan(Int(start), Int(lastEnd)))
        }
        advance()
        let savedTrailing = noTrailingClosure
        let savedAccessors = accessorsMayFollow
        noTrailingClosure = false
        accessorsMayFollow = false
        while true {
            let token = tok
            if token.kind == .rbrace || token.kind == .eof { break }
            if token.kind == .pound && skipDirective() { continue }
            if token.kind == .semicolon {
                advance()
                continue
            }
            if token.kind == .at && isUnknownDefault() {
                advance()
                advance()
                continue
            }
            let caseStart = token.start
            var patterns: [SwiftExpr] = []
            var isDefault = false
            if token.kind == .identifier && token.keyword == .case {
                advance()
                while true {
                    patterns.append(parsePattern(terminators: .caseLabel))
                    if atKeyword(.where) {
                        advance()
                        _ = parseExpression()
                    }
                    guard at(.comma) else { break }
                    advance()
                }
            } else if token.kind == .identifier && token.keyword == .default {
                advance()
                isDefault = true
            } else {
                // Statements before any case: an error, read as a case of their own.
                error("expected `case` or `default`", token.span, counted: false)
                let items = parseItems(topLevel: false, inCase: true)
                if tokens[pos].start == token.start { advance() }
                _ = items
                continue
            }
            let savedErrors = itemErrors
            itemErrors = 0
            if !expect(.colon, "`:`", counted: false) {
                skipToBoundary(from: pos)
            }
            itemErrors = savedErrors
            let colonEnd = lastEnd
            let items = parseItems(topLevel: false, inCase: true)
            let body = block(items, emptyAt: colonEnd)
            cases.append(SwiftSwitch.Case(patterns: patterns, isDefault: isDefault, body: body,
                                          span: SourceSpan(Int(caseStart), Int(lastEnd))))
        }
        noTrailingClosure = savedTrailing
        accessorsMayFollow = savedAccessors
        expect(.rbrace, "`}`", counted: false)
        return SwiftExpr(kind: .switch(SwiftSwitch(subject: subject, cases: cases)), span: SourceSpan(Int(start), Int(lastEnd)))
    }
}

extension Keyword {
    /// A word Swift reserves (it names nothing without backticks).
    var isReserved: Bool { rawValue >= Keyword.as.rawValue && rawValue <= Keyword.underscore.rawValue }
}
