import Diagnostics

// Expressions: a sequence of operands and operators folded by precedence
// (Precedence.swift), prefix and postfix operators, calls with trailing closures, literals,
// closures, and types where they stand as values.
extension Parser {
    mutating func parseExpression() -> SwiftExpr {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { return SwiftExpr(kind: .other, span: tooDeep()) }
        let first = parseUnary()
        guard continuesSequence() else { return first }
        var folder = SequenceFolder(first: first)
        while true {
            let token = tok
            if token.kind == .op {
                if opIs(token, "?") && !token.isLeftBound {
                    advance()
                    let middle = parseExpression()
                    expect(.colon, "`:`")
                    folder.push(.ternary(middle), parseUnary())
                } else if token.isBinaryOperator || opIs(token, "=") {
                    let name = self.name(token)
                    advance()
                    folder.push(.binary(name, Precedence.of(name.text)), parseUnary())
                } else {
                    break
                }
            } else if token.kind == .identifier && (token.keyword == .as || token.keyword == .is) {
                advance()
                var op = token.keyword == .as ? SwiftCastOp.as : .is
                if token.keyword == .as && (opIs(tok, "?") || opIs(tok, "!")) && tok.isLeftBound {
                    op = opIs(tok, "?") ? .asOptional : .asForced
                    advance()
                }
                folder.cast(op, parseType())
            } else {
                break
            }
        }
        return folder.result()
    }

    /// Whether a binary operator, a ternary `?` or a cast comes next.
    func continuesSequence() -> Bool {
        let token = tok
        switch token.kind {
        case .op: return token.isBinaryOperator || opIs(token, "=") || (opIs(token, "?") && !token.isLeftBound)
        case .identifier: return token.keyword == .as || token.keyword == .is
        default: return false
        }
    }

    /// Prefix operators, `try`/`await`, then a postfix expression.
    mutating func parseUnary() -> SwiftExpr {
        var prefixes: [SwiftName] = []
        while true {
            let token = tok
            if token.kind == .op && !token.isLeftBound && !opIs(token, "?") {
                let next = peek()
                if next.kind == .rparen || next.kind == .comma || next.kind == .rbracket {
                    break  // an operator passed as a function: `reduce(0, +)`
                }
                prefixes.append(name(token))
                advance()
            } else if token.kind == .identifier && token.keyword == .try {
                advance()
                var op = "try"
                if (opIs(tok, "?") || opIs(tok, "!")) && tok.isLeftBound {
                    op += text(tok)
                    advance()
                }
                let operand = parseExpression()
                return wrapPrefixes(prefixes, SwiftExpr(kind: .effect(op: op, operand: operand), start: token.start, end: lastEnd))
            } else if token.kind == .identifier && token.keyword == .none && isOwnershipOperator(token) && isEffectHere()
                && peek().kind == .identifier {
                // `consume x`, `copy x`: read, not modelled.
                advance()
                _ = parsePostfix(parsePrimary())
                return wrapPrefixes(prefixes, SwiftExpr(kind: .other, start: token.start, end: lastEnd))
            } else if token.kind == .identifier && token.keyword == .await && isEffectHere() {
                advance()
                let operand = parseExpression()
                return wrapPrefixes(prefixes, SwiftExpr(kind: .effect(op: "await", operand: operand), start: token.start, end: lastEnd))
            } else {
                break
            }
        }
        // The operand parsed before `wrapPrefixes` is called: parsed in its argument list, it
        // made the call take a copy of the parser first (its arrays retained and released) for
        // every operand.
        let operand = parsePostfix(parsePrimary())
        return wrapPrefixes(prefixes, operand)
    }

    func isOwnershipOperator(_ token: Token) -> Bool {
        tokenIs(token, "consume") || tokenIs(token, "copy")
    }

    /// `await` followed by an operand on its line (else it is a name).
    func isEffectHere() -> Bool {
        let next = peek()
        if next.atLineStart { return false }
        switch next.kind {
        case .identifier, .integer, .float, .string, .lparen, .lbracket, .lbrace, .backslash, .pound: return true
        case .period: return next.hasSpaceBefore
        case .op: return next.isPrefixOperator
        default: return false
        }
    }

    /// `operand` with `prefixes` applied, the last innermost. The operands are taken (`consuming`),
    /// not retained again: nearly every operand has no prefix and is handed straight back.
    func wrapPrefixes(_ prefixes: [SwiftName], _ operand: consuming SwiftExpr) -> SwiftExpr {
        guard !prefixes.isEmpty else { return operand }
        var result = operand
        for op in prefixes.reversed() {
            result = SwiftExpr(kind: .prefix(op: op, operand: result), span: SourceSpan(Int(op.span.lower), Int(result.span.upper)))
        }
        return result
    }

    // MARK: Postfix

    mutating func parsePostfix(_ primary: consuming SwiftExpr) -> SwiftExpr {
        var expr = primary
        switch expr.kind {
        case .if, .switch: return expr
        default: break
        }
        var first = true
        while true {
            let token = tok
            defer { first = false }
            switch token.kind {
            case .period:
                if first, isTypeLiteral(expr) { expr = typeExpr(expr) }
                advance()
                let member = tok
                if member.kind == .identifier || member.kind == .integer {
                    advance()
                    expr = SwiftExpr(kind: .member(base: expr, name: name(member)), start: expr.span.lower, end: lastEnd)
                    if at(.op) && opIs(tok, "<") && tok.isLeftBound && isGenericArgumentList() {
                        expr = parseGenericArguments(on: expr)
                    }
                } else {
                    expected("a member name")
                    return expr
                }
            case .lparen where !token.atLineStart:
                if first, isTypeLiteral(expr) { expr = typeExpr(expr) }
                if isCompoundNameArguments() {
                    // `handleTap(_:)`, `f(a:b:)`: a function named with its labels, not a call.
                    while !at(.rparen) { advance() }
                    advance()
                    expr = SwiftExpr(kind: .other, start: expr.span.lower, end: lastEnd)
                    continue
                }
                let arguments = parseArguments(close: .rparen, closing: "`)`")
                let trailing = trailingClosureFollows() ? parseTrailingClosures() : []
                expr = SwiftExpr(kind: .call(SwiftCall(callee: expr, arguments: arguments, trailingClosures: trailing)),
                                 start: expr.span.lower, end: lastEnd)
                continue
            case .lbracket where !token.atLineStart:
                let arguments = parseArguments(close: .rbracket, closing: "`]`")
                expr = SwiftExpr(kind: .subscript(base: expr, arguments: arguments), start: expr.span.lower, end: lastEnd)
            case .lbrace:
                guard trailingClosureFollows() else { return expr }
                let closures = parseTrailingClosures()
                expr = SwiftExpr(kind: .call(SwiftCall(callee: expr, arguments: [], trailingClosures: closures)),
                                 start: expr.span.lower, end: lastEnd)
            case .pound where postfixDirectiveFollows():
                expr = parsePostfixDirective(on: expr)
            case .op where token.isLeftBound && (opIs(token, "?") || opIs(token, "!") || !token.isRightBound):
                advance()
                expr = SwiftExpr(kind: .postfix(op: name(token), operand: expr), start: expr.span.lower, end: lastEnd)
            default:
                return expr
            }
        }
    }

    /// A `{` here is a trailing closure: not in a statement's head, not a variable's accessors.
    func trailingClosureFollows() -> Bool {
        at(.lbrace) && !noTrailingClosure && !(accessorsMayFollow && isAccessorList())
    }

    /// `{ … } label: { … }`: the first unlabelled, the others with their labels.
    mutating func parseTrailingClosures() -> [(label: String?, closure: SwiftClosure)] {
        var closures: [(label: String?, closure: SwiftClosure)] = [(nil, parseClosure())]
        while at(.identifier) && peek().kind == .colon && peek(2).kind == .lbrace && tok.keyword != .case && tok.keyword != .default {
            let label = text(tok)
            advance()
            advance()
            closures.append((label, parseClosure()))
        }
        return closures
    }

    /// `(_:)`, `(a:b:)`: labels each followed by a colon, and nothing else.
    func isCompoundNameArguments() -> Bool {
        var index = pos + 1
        while index + 1 < tokens.count && tokens[index].kind == .identifier && tokens[index + 1].kind == .colon
            && !tokens[index + 1].hasSpaceBefore && !tokens[index + 1].atLineStart {
            index += 2
            if tokens[index].kind == .rparen { return true }
            if tokens[index].hasSpaceBefore { return false }
        }
        return false
    }

    /// `[UIView]`, `[String: Int]`: an array or dictionary literal of one type, before `(` or `.`.
    func isTypeLiteral(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .array(let elements): return elements.count == 1 && isTypeLike(elements[0])
        case .dictionary(let pairs): return pairs.count == 1 && isTypeLike(pairs[0].key) && isTypeLike(pairs[0].value)
        default: return false
        }
    }

    func isTypeLike(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .name(let name): return name != "_" && name != "self" && name != "super"
        case .member(let base, _): return base.map(isTypeLike) ?? false
        case .type: return true
        case .postfix(let op, let operand): return (op.text == "?" || op.text == "!") && isTypeLike(operand)
        case .array, .dictionary: return isTypeLiteral(expr)
        default: return false
        }
    }

    func typeExpr(_ expr: SwiftExpr) -> SwiftExpr {
        SwiftExpr(kind: .type(SwiftType(string(expr.span.lower, expr.span.upper), expr.span)), span: expr.span)
    }

    /// Whether the `<` here starts generic arguments followed by `(` or `.` (`Array<Int>()`).
    func isGenericArgumentList() -> Bool {
        var index = pos
        var level = 0
        var steps = 0
        while steps < 64 {
            let token = tokens[index]
            switch token.kind {
            case .identifier, .period, .comma, .colon, .lbracket, .rbracket, .lparen, .rparen, .arrow, .at:
                break
            case .op:
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    switch base[offset] {
                    case UInt8(ascii: "<"): level += 1
                    case UInt8(ascii: ">"):
                        level -= 1
                        if level == 0 {
                            guard offset + 1 == Int(token.end) else { return false }
                            let next = tokens[index + 1]
                            return (next.kind == .lparen && !next.atLineStart) || next.kind == .period
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"): break
                    default: return false
                    }
                    offset += 1
                }
            default:
                return false
            }
            index += 1
            steps += 1
        }
        return false
    }

    /// `<Int, String>` after a name or a chain of names: the type as written when the last name
    /// is a type's (it starts with a capital letter or is not a plain name), else `.generic`.
    mutating func parseGenericArguments(on expr: SwiftExpr) -> SwiftExpr {
        let start = expr.span.lower
        let arguments = parseGenericArgumentClause()
        if isTypeLike(expr) && !namesAValue(expr) {
            return SwiftExpr(kind: .type(SwiftType(string(start, lastEnd), SourceSpan(Int(start), Int(lastEnd)))), start: start, end: lastEnd)
        }
        return SwiftExpr(kind: .generic(base: expr, arguments: arguments), start: start, end: lastEnd)
    }

    /// A name or member whose name starts with a lower-case letter or `_` (`x.y`, `make`): a
    /// value or function by Swift's naming, not a type.
    func namesAValue(_ expr: SwiftExpr) -> Bool {
        let name: String
        switch expr.kind {
        case .name(let text): name = text
        case .member(_, let member): name = member.text
        default: return false
        }
        guard let first = name.utf8.first else { return false }
        return (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
    }

    /// `(arguments)` or `[arguments]`: labelled values up to the closing bracket.
    mutating func parseArguments(close: TokenKind, closing: String) -> [SwiftArgument] {
        advance()
        let saved = enterBrackets()
        defer { leaveBrackets(saved) }
        let arguments = parseArgumentList(until: close)
        if at(close) {
            advance()
        } else {
            expected(closing)
        }
        return arguments
    }

    /// Arguments separated by commas, up to `close` (not consumed) or a token that cannot follow one.
    mutating func parseArgumentList(until close: TokenKind) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        while true {
            skipDirectivesInList("list of expressions")
            if at(close) || at(.eof) { break }
            var label: SwiftName?
            let token = tok
            if token.kind == .identifier && peek().kind == .colon {
                label = name(token)
                advance()
                advance()
            }
            let value: SwiftExpr
            if label != nil && (at(.comma) || at(close)) {
                // `#selector(f(_:))`-like labels with no value.
                value = SwiftExpr(kind: .other, span: SourceSpan(Int(lastEnd), Int(lastEnd)))
            } else {
                value = parseExpression()
            }
            arguments.append(SwiftArgument(label: label, value: value))
            skipDirectivesInList("list of expressions")
            guard at(.comma) else { break }
            advance()
        }
        return arguments
    }
}
