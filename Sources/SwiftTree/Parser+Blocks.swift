import Diagnostics

// Blocks and recovery: statement lists, the boundaries an error skips to, nesting limits.
extension Parser {
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

    /// `#if`, `#elseif`, `#else`, `#endif` between the elements of an array or dictionary literal
    /// or of an argument list (`what`): Swift reads no directive there ("expected expression in
    /// container literal", in `what`'s words); the error is the directive's alone (the statement
    /// is kept), its line is skipped and every branch's elements are read in place, as in a block.
    mutating func skipDirectivesInList(_ what: String) {
        while tok.kind == .pound {
            let span = tok.span
            guard skipDirective() else { return }
            error("expected expression in \(what)", span, counted: false)
        }
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
}
