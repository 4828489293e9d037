import Diagnostics

// Statements: `return`, `for`, labelled and other statements, conditions, patterns, `if` and
// `switch`.
extension Parser {
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
        var filter: SwiftExpr?
        if atKeyword(.where) {
            advance()
            filter = withoutTrailingClosures { $0.parseExpression() }
        }
        let body = parseBraceBlock()
        return .for(name: name, sequence: sequence, filter: filter, body: body)
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
                let (pattern, bindings) = parsePattern(terminators: .assignment)
                if opIs(tok, "=") {
                    advance()
                    conditions.append(.casePattern(pattern: pattern, bindings: bindings, subject: parseExpression()))
                } else {
                    expected("`=`")
                    conditions.append(.other(SourceSpan(Int(start), Int(lastEnd))))
                }
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
    /// `.other` over its text (`let .x(a)`, `.some(let x)`, `is UIView`), with the names it
    /// binds.
    mutating func parsePattern(terminators: PatternEnd) -> (pattern: SwiftExpr, bindings: [SwiftName]) {
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
            guard index > start else { return (SwiftExpr(kind: .other, span: SourceSpan(Int(tok.start), Int(tok.start))), []) }
            while pos < index { advance() }
            return (SwiftExpr(kind: .other, span: SourceSpan(Int(tokens[start].start), Int(lastEnd))), boundNames(start..<index))
        }
        // `case .x = value`: the expression stops before the `=` (made a `;` while it is read).
        let stop = terminators == .assignment && opIs(tokens[index], "=") ? index : -1
        let saved = tokens[max(stop, 0)]
        if stop >= 0 { tokens[stop].kind = .semicolon }
        let pattern = withoutTrailingClosures { $0.parseExpression() }
        if stop >= 0 { tokens[stop] = saved }
        return (pattern, [])
    }

    /// The names a binding pattern's tokens bind: after `let` or `var`, each name that is not a
    /// member (`.loaded`), a case or label (`loaded(`, `user:`), a type after `as`/`is`, or `_`.
    func boundNames(_ range: Range<Int>) -> [SwiftName] {
        var names: [SwiftName] = []
        var binding = false
        for index in range where tokens[index].kind == .identifier {
            let token = tokens[index]
            if token.keyword == .let || token.keyword == .var {
                binding = true
                continue
            }
            guard binding, !token.keyword.isReserved, token.keyword != .underscore else { continue }
            if index > range.lowerBound {
                let before = tokens[index - 1]
                if before.kind == .period || before.keyword == .as || before.keyword == .is { continue }
            }
            switch tokens[index + 1].kind {
            case .lparen, .colon, .period: continue
            default: names.append(name(token))
            }
        }
        return names
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
            var bindings: [SwiftName] = []
            var isDefault = false
            if token.kind == .identifier && token.keyword == .case {
                advance()
                while true {
                    let (pattern, names) = parsePattern(terminators: .caseLabel)
                    patterns.append(pattern)
                    bindings += names
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
            cases.append(SwiftSwitch.Case(patterns: patterns, bindings: bindings, isDefault: isDefault, body: body,
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
