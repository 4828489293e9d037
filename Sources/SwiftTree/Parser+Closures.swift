import Diagnostics

// Primary expressions: names, literals, collections, macros, key paths and closures.
extension Parser {
    mutating func parsePrimary() -> SwiftExpr {
        let token = tok
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .true, .false:
                advance()
                return SwiftExpr(kind: .bool(token.keyword == .true), span: token.span)
            case .nil:
                advance()
                return SwiftExpr(kind: .nil, span: token.span)
            case .if:
                let (conditional, span) = parseIf()
                return SwiftExpr(kind: .if(conditional), span: span)
            case .switch:
                return parseSwitch()
            case .some, .any:
                // `any Error` as a value: `(any Error).self`.
                if peek().kind == .identifier && !peek().atLineStart {
                    let type = parseType()
                    return SwiftExpr(kind: .type(type), span: type.span)
                }
            case .self, .Self, .super, .underscore, .none, .`init`:
                break
            default:
                if token.keyword.isReserved {
                    expected("an expression")
                    return SwiftExpr(kind: .other, span: SourceSpan(Int(token.start), Int(token.start)))
                }
            }
            advance()
            let expr = SwiftExpr(kind: .name(text(token)), span: token.span)
            if at(.op) && opIs(tok, "<") && tok.isLeftBound && isGenericArgumentList() {
                return parseGenericArguments(on: expr)
            }
            return expr
        case .integer:
            advance()
            return SwiftExpr(kind: .integer(text(token)), span: token.span)
        case .float:
            advance()
            return SwiftExpr(kind: .float(text(token)), span: token.span)
        case .string:
            advance()
            return SwiftExpr(kind: .string(parseStringLiteral(token)), span: token.span)
        case .lparen:
            let arguments = parseArguments(close: .rparen, closing: "`)`")
            return SwiftExpr(kind: .tuple(arguments), start: token.start, end: lastEnd)
        case .lbracket:
            return parseCollection()
        case .lbrace:
            let closure = parseClosure()
            return SwiftExpr(kind: .closure(closure), span: closure.span)
        case .period:
            advance()
            let member = tok
            guard member.kind == .identifier else {
                expected("a member name")
                return SwiftExpr(kind: .other, start: token.start, end: lastEnd)
            }
            advance()
            var expr = SwiftExpr(kind: .member(base: nil, name: name(member)), start: token.start, end: lastEnd)
            if at(.op) && opIs(tok, "<") && tok.isLeftBound && isGenericArgumentList() {
                expr = parseGenericArguments(on: expr)
            }
            return expr
        case .pound:
            return parseMacro()
        case .at:
            // `(@convention(c) (Int) -> Void).self`: a type.
            let type = parseType()
            return SwiftExpr(kind: .type(type), span: type.span)
        case .regex:
            advance()
            return SwiftExpr(kind: .other, span: token.span)
        case .backslash:
            return parseKeyPath()
        case .op:
            // An operator as a value: `reduce(0, +)`.
            advance()
            return SwiftExpr(kind: .name(text(token)), span: token.span)
        default:
            expected("an expression")
            return SwiftExpr(kind: .other, span: SourceSpan(Int(token.start), Int(token.start)))
        }
    }

    /// `[a, b]`, `[k: v]`, `[]`, `[:]`.
    mutating func parseCollection() -> SwiftExpr {
        let start = tok.start
        advance()
        let saved = enterBrackets()
        defer { leaveBrackets(saved) }
        if at(.colon) && peek().kind == .rbracket {
            advance()
            advance()
            return SwiftExpr(kind: .dictionary([]), start: start, end: lastEnd)
        }
        var elements: [SwiftExpr] = []
        var pairs: [(key: SwiftExpr, value: SwiftExpr)] = []
        var isDictionary = false
        while true {
            skipDirectivesInList("container literal")
            if at(.rbracket) || at(.eof) { break }
            let element = parseExpression()
            if elements.isEmpty && pairs.isEmpty && at(.colon) { isDictionary = true }
            if isDictionary {
                if expect(.colon, "`:`") {
                    pairs.append((element, parseExpression()))
                }
            } else {
                elements.append(element)
            }
            skipDirectivesInList("container literal")
            guard at(.comma) else { break }
            advance()
        }
        if at(.rbracket) { advance() } else { expected("`]`") }
        return SwiftExpr(kind: isDictionary ? .dictionary(pairs) : .array(elements), start: start, end: lastEnd)
    }

    /// `#selector(…)`, `#colorLiteral(…)`, `#Preview { … }`, any macro: `.other`, its arguments parsed.
    mutating func parseMacro() -> SwiftExpr {
        let start = tok.start
        advance()
        if at(.op) && opIs(tok, "<") && tok.isLeftBound { parseGenericArgumentClause() }
        if at(.lparen) && !tok.atLineStart { _ = parseArguments(close: .rparen, closing: "`)`") }
        if at(.lbrace) && !noTrailingClosure {
            _ = parseClosure()
            while at(.identifier) && peek().kind == .colon && peek(2).kind == .lbrace {
                advance()
                advance()
                _ = parseClosure()
            }
        }
        return SwiftExpr(kind: .other, start: start, end: lastEnd)
    }

    /// `\.name`, `\Type.name?.other[0]`: `.other`.
    mutating func parseKeyPath() -> SwiftExpr {
        let start = tok.start
        advance()
        if at(.identifier) && !tok.hasSpaceBefore {
            advance()
            if at(.op) && opIs(tok, "<") && tok.isLeftBound { parseGenericArgumentClause() }
        }
        while true {
            let token = tok
            if token.hasSpaceBefore && token.kind != .eof && pos > 0 && lastEnd != token.start { break }
            if token.kind == .period {
                advance()
                if at(.identifier) || at(.integer) { advance() } else if !(opIs(tok, "?") || opIs(tok, "!")) { expected("a member name") }
            } else if token.kind == .op && (opIs(token, "?") || opIs(token, "!")) {
                advance()
            } else if token.kind == .lbracket {
                _ = parseArguments(close: .rbracket, closing: "`]`")
            } else {
                break
            }
        }
        if lastEnd == start + 1 { expected("a key path component") }
        return SwiftExpr(kind: .other, start: start, end: lastEnd)
    }

    // MARK: Closures

    /// `{ [capture] (parameters) -> Result in statements }`.
    mutating func parseClosure() -> SwiftClosure {
        let start = tok.start
        advance()
        depth += 1
        defer { depth -= 1 }
        let saved = enterBrackets()
        defer { leaveBrackets(saved) }
        let open = lastEnd
        var signature: (names: [String], types: [SwiftType?], result: SwiftType?)?
        if let inIndex = closureSignatureEnd() {
            signature = parseClosureSignature(until: inIndex)
        }
        let items = depth > Parser.maxDepth ? [] : parseItems(topLevel: false, inCase: false)
        if depth > Parser.maxDepth {
            error(SwiftSyntaxError.nestedTooDeeply, tok.span)
            var level = 1
            while level > 0 && !at(.eof) {
                if at(.lbrace) { level += 1 }
                if at(.rbrace) { level -= 1 }
                if level > 0 { advance() }
            }
        }
        let statements = block(items, emptyAt: open)
        expect(.rbrace, "`}`", counted: false)
        return SwiftClosure(parameters: signature?.names, parameterTypes: signature?.types ?? [], returnType: signature?.result,
                            statements: statements, span: SourceSpan(Int(start), Int(lastEnd)))
    }

    /// The index of the `in` that ends a closure's signature, when the closure has one.
    func closureSignatureEnd() -> Int? {
        var index = pos
        let limit = min(tokens.count - 1, pos + Parser.maxLookahead)
        let tokens = self.tokens
        // Captures the token array, not the parser (a nested function capturing `self` copies it).
        func skipGroup(_ index: inout Int) -> Bool {
            var level = 0
            while index < limit {
                switch tokens[index].kind {
                case .lparen, .lbracket: level += 1
                case .rparen, .rbracket:
                    level -= 1
                    if level == 0 {
                        index += 1
                        return true
                    }
                case .lbrace, .rbrace, .eof: return false
                default: break
                }
                index += 1
            }
            return false
        }
        if tokens[index].kind == .at {
            // `{ @MainActor in }`, `{ @Sendable (a) in }`.
            index = min(index + 2, tokens.count - 1)
        }
        if tokens[index].kind == .lbracket {
            guard skipGroup(&index) else { return nil }
        }
        let first = tokens[index]
        if first.kind == .lparen {
            guard skipGroup(&index) else { return nil }
        } else if first.kind == .identifier && first.keyword != .in {
            while index < limit && tokens[index].kind == .identifier && (tokens[index].keyword == .none || tokens[index].keyword == .underscore || !tokens[index].keyword.isReserved) {
                index += 1
                guard tokens[index].kind == .comma else { break }
                index += 1
            }
        }
        // Effects, a result type, then `in` (not a label `in:`).
        while index < limit && tokens[index].kind == .identifier {
            let keyword = tokens[index].keyword
            guard keyword == .async || keyword == .throws || keyword == .rethrows else { break }
            index += 1
            if keyword == .throws && tokens[index].kind == .lparen {
                guard skipGroup(&index) else { return nil }
            }
        }
        if tokens[index].kind == .arrow {
            index += 1
            while index < limit {
                let token = tokens[index]
                switch token.kind {
                case .identifier:
                    if token.keyword == .in { return tokens[index + 1].kind == .colon ? nil : index }
                case .arrow, .period, .comma, .colon, .lbracket, .rbracket, .lparen, .rparen, .at:
                    break
                case .op:
                    for offset in Int(token.start)..<Int(token.end) {
                        switch base[offset] {
                        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"): break
                        default: return nil
                        }
                    }
                default:
                    return nil
                }
                index += 1
            }
            return nil
        }
        let token = tokens[index]
        return token.kind == .identifier && token.keyword == .in && tokens[index + 1].kind != .colon ? index : nil
    }

    /// A parameter's attributes and names (`@escaping label name`): the first name and the
    /// second if there is one; nil after reporting when there is no name.
    mutating func parameterNames() -> (first: Token, second: Token?)? {
        while at(.at) { _ = parseAttribute() }
        let first = tok
        guard first.kind == .identifier else {
            expected("a parameter name")
            return nil
        }
        advance()
        guard at(.identifier) else { return (first, nil) }
        let second = tok
        advance()
        return (first, second)
    }

    /// The parameters' names of a closure signature ending at `inIndex`.
    mutating func parseClosureSignature(until inIndex: Int) -> (names: [String], types: [SwiftType?], result: SwiftType?) {
        var names: [String] = []
        var types: [SwiftType?] = []
        if at(.at) { _ = parseAttribute() }
        if at(.lbracket) { skipBalanced() }
        if at(.lparen) {
            advance()
            while !at(.rparen) && pos < inIndex {
                guard let (first, second) = parameterNames() else { break }
                names.append(text(second ?? first))
                var type: SwiftType?
                if at(.colon) {
                    advance()
                    type = parseType()
                    if opIs(tok, "...") {
                        advance()
                        type = SwiftType(string(type!.span.lower, lastEnd), SourceSpan(Int(type!.span.lower), Int(lastEnd)))
                    }
                }
                types.append(type)
                guard at(.comma) else { break }
                advance()
            }
            expect(.rparen, "`)`")
        } else {
            while at(.identifier) && pos < inIndex && tok.keyword != .in {
                names.append(text(tok))
                types.append(nil)
                advance()
                guard at(.comma) else { break }
                advance()
            }
        }
        skipEffects()
        var result: SwiftType?
        if at(.arrow) {
            advance()
            result = parseType()
        }
        if pos != inIndex {
            expected("`in`")
            while pos < inIndex { advance() }
        }
        advance()
        return (names, types, result)
    }
}

extension SwiftExpr {
    convenience init(kind: Kind, start: Int32, end: Int32) {
        self.init(kind: kind, span: SourceSpan(Int(start), Int(max(start, end))))
    }
}
