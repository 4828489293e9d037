import Diagnostics

// Types as written: names with generic arguments and members, arrays, dictionaries, tuples,
// function types, optionals, compositions, with their attributes and `some`/`any`/`inout`.
extension Parser {
    mutating func parseType() -> SwiftType {
        let start = tok.start
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth {
            let span = tooDeep()
            return SwiftType(string(start, Int32(span.upper)), span)
        }
        parseTypeBody()
        let end = max(lastEnd, start)
        return SwiftType(string(start, end), SourceSpan(Int(start), Int(end)))
    }

    private mutating func parseTypeBody() {
        // Attributes and specifiers.
        while true {
            let token = tok
            if token.kind == .at {
                _ = parseAttribute()
            } else if token.kind == .identifier && isTypeSpecifier(token) && startsType(peek()) {
                advance()
            } else {
                break
            }
        }
        parseTypeAtom()
        while true {
            let token = tok
            if token.kind == .op && token.isLeftBound && (opIs(token, "?") || opIs(token, "!")) {
                advance()
            } else if token.kind == .op && firstByte(token) == UInt8(ascii: "?") && token.isLeftBound {
                splitToken(at: Int(token.start) + 1)
            } else if token.kind == .period && peek().kind == .identifier {
                advance()
                advance()
                if at(.op) && firstByte(tok) == UInt8(ascii: "<") && tok.isLeftBound { parseGenericArgumentClause() }
            } else if token.kind == .op && opIs(token, "&") {
                advance()
                parseTypeAtom()
            } else {
                break
            }
        }
        // A function type: `(A) async throws -> B`.
        if at(.identifier) && (tok.keyword == .async || tok.keyword == .throws || tok.keyword == .rethrows)
            && (peek().kind == .arrow || peek().kind == .identifier || peek().kind == .lparen) {
            let saved = pos
            let savedEnd = lastEnd
            skipEffects()
            if !at(.arrow) {
                // Not a function type after all (`throws` of a declaration): leave the effects.
                pos = saved
                lastEnd = savedEnd
                return
            }
        }
        if at(.arrow) {
            advance()
            _ = parseType()
        }
    }

    func isTypeSpecifier(_ token: Token) -> Bool {
        switch token.keyword {
        case .inout, .some, .any, .borrowing, .consuming, .isolated: return true
        case .none:
            return tokenIs(token, "__owned") || tokenIs(token, "__shared") || tokenIs(token, "sending") || tokenIs(token, "each")
        case .repeat: return true
        default: return false
        }
    }

    func startsType(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .lparen || token.kind == .lbracket || token.kind == .at
    }

    private mutating func parseTypeAtom() {
        let token = tok
        switch token.kind {
        case .identifier:
            advance()
            if at(.op) && firstByte(tok) == UInt8(ascii: "<") && tok.isLeftBound { parseGenericArgumentClause() }
        case .lbracket:
            advance()
            _ = parseType()
            if at(.colon) {
                advance()
                _ = parseType()
            }
            expect(.rbracket, "`]`")
        case .lparen:
            advance()
            while !at(.rparen) && !at(.eof) {
                // `label: T`, `_ name: T`.
                if at(.identifier) && peek().kind == .colon {
                    advance()
                    advance()
                } else if at(.identifier) && peek().kind == .identifier && peek(2).kind == .colon {
                    advance()
                    advance()
                    advance()
                }
                _ = parseType()
                if opIs(tok, "...") { advance() }
                if opIs(tok, "=") {
                    advance()
                    _ = parseExpression()
                }
                guard at(.comma) else { break }
                advance()
            }
            expect(.rparen, "`)`")
        default:
            expected("a type")
        }
    }

    /// `<A, B<C>>`: generic arguments, the closing `>` split off an operator such as `>>` or `>?`;
    /// the arguments as written (a value argument, `3`, as a type of its text).
    @discardableResult
    mutating func parseGenericArgumentClause() -> [SwiftType] {
        var arguments: [SwiftType] = []
        if opIs(tok, "<") {
            advance()
        } else {
            splitToken(at: Int(tok.start) + 1)
        }
        while true {
            let start = tok.start
            if at(.integer) {
                // A value generic argument (`InlineArray<3, Int>`).
                advance()
                arguments.append(SwiftType(string(start, lastEnd), SourceSpan(Int(start), Int(lastEnd))))
            } else if at(.op) && opIs(tok, "-") && peek().kind == .integer {
                advance()
                advance()
                arguments.append(SwiftType(string(start, lastEnd), SourceSpan(Int(start), Int(lastEnd))))
            } else {
                arguments.append(parseType())
            }
            guard at(.comma) else { break }
            advance()
        }
        let token = tok
        if token.kind == .op && firstByte(token) == UInt8(ascii: ">") {
            if token.end - token.start == 1 {
                advance()
            } else {
                splitToken(at: Int(token.start) + 1)
            }
        } else {
            expected("`>`")
        }
        return arguments
    }
}
