import Diagnostics

// Declarations: attributes and modifiers, variables with accessors, functions and initializers
// with their parameters, types with members, enum cases; the rest (imports, type aliases,
// operators, subscripts, deinitializers) parsed for their errors and kept as `.other`.
extension Parser {
    /// A modifier word where it stands: another modifier, a declaration keyword or an attribute follows.
    func isModifierHere() -> Bool {
        var offset = 1
        if peek().kind == .lparen && !peek().hasSpaceBefore {
            // `private(set)`, `unowned(unsafe)`, `nonisolated(unsafe)`.
            guard peek(2).kind == .identifier, peek(3).kind == .rparen else { return false }
            offset = 4
        }
        let next = peek(offset)
        if next.kind == .at { return true }
        guard next.kind == .identifier else { return false }
        return next.keyword.startsDeclaration || next.keyword.isModifier
    }

    /// Whether `class` here is a modifier (`class func`, `class var`) rather than a class.
    func isClassModifier() -> Bool {
        let next = peek()
        guard next.kind == .identifier else { return false }
        switch next.keyword {
        case .func, .var, .let, .subscript, .`init`: return true
        default: return next.keyword.isModifier
        }
    }

    /// `@name`, `@name(arguments)`, `@name<T>`: the name.
    mutating func parseAttribute() -> String {
        advance()
        var name = ""
        if at(.identifier) {
            name = text(tok)
            advance()
            while at(.period) && !tok.hasSpaceBefore && peek().kind == .identifier {
                advance()
                name += "." + text(tok)
                advance()
            }
        } else {
            expected("an attribute name")
        }
        if at(.op) && firstByte(tok) == UInt8(ascii: "<") && !tok.hasSpaceBefore { skipGenericParameters() }
        if at(.lparen) && !tok.hasSpaceBefore { skipBalanced() }
        return name
    }

    mutating func parseDecl(inType: Bool) -> SwiftDecl {
        let start = tok.start
        var attributes: [String] = []
        var modifiers: [String] = []
        while true {
            let token = tok
            if token.kind == .at {
                attributes.append(parseAttribute())
            } else if token.kind == .identifier
                && ((token.keyword.isModifier && isModifierHere()) || (token.keyword == .class && isClassModifier())) {
                advance()
                if at(.lparen) && !tok.hasSpaceBefore { skipBalanced() }
                modifiers.append(string(token.start, lastEnd))
            } else {
                break
            }
        }
        let kind = parseDeclBody(inType: inType)
        return SwiftDecl(kind: kind, span: SourceSpan(Int(start), Int(lastEnd)), attributes: attributes, modifiers: modifiers)
    }

    mutating func parseDeclBody(inType: Bool) -> SwiftDecl.Kind {
        let token = tok
        guard token.kind == .identifier else {
            expected("a declaration")
            return .other
        }
        switch token.keyword {
        case .let, .var:
            return .variable(parseVariable())
        case .func, .`init`:
            return .function(parseFunction())
        case .deinit:
            advance()
            if at(.lbrace) { _ = parseBraceBlock() }
            return .other
        case .subscript:
            advance()
            if at(.op) && firstByte(tok) == UInt8(ascii: "<") { skipGenericParameters() }
            _ = parseParameters()
            if at(.arrow) {
                advance()
                _ = parseType()
            }
            skipWhereClause()
            if at(.lbrace) {
                if isAccessorList() { _ = parseAccessors() } else { _ = parseBraceBlock() }
            }
            return .other
        case .class, .struct, .enum, .protocol, .extension, .actor:
            return .type(parseTypeDecl())
        case .case:
            guard inType else {
                error("`case` outside of an `enum`", token.span)
                return .other
            }
            return .enumCase(parseEnumCase())
        case .typealias:
            advance()
            skipName()
            if at(.op) && firstByte(tok) == UInt8(ascii: "<") { skipGenericParameters() }
            if opIs(tok, "=") {
                advance()
                _ = parseType()
            } else {
                expected("`=`")
            }
            skipWhereClause()
            return .other
        case .associatedtype:
            advance()
            skipName()
            if at(.colon) {
                advance()
                _ = parseInheritance()
            }
            if opIs(tok, "=") {
                advance()
                _ = parseType()
            }
            skipWhereClause()
            return .other
        case .import:
            advance()
            if at(.identifier) && peek().kind == .identifier && !peek().atLineStart { advance() }
            skipName()
            while at(.period) {
                advance()
                skipName()
            }
            return .other
        case .operator:
            advance()
            if at(.op) || at(.identifier) || at(.arrow) { advance() } else { expected("an operator") }
            if at(.colon) {
                advance()
                skipName()
            }
            return .other
        case .precedencegroup:
            advance()
            skipName()
            if at(.lbrace) { skipBalanced() } else { expected("`{`") }
            return .other
        case .macro:
            advance()
            skipName()
            if at(.op) && firstByte(tok) == UInt8(ascii: "<") { skipGenericParameters() }
            _ = parseParameters()
            if at(.arrow) {
                advance()
                _ = parseType()
            }
            if opIs(tok, "=") {
                advance()
                _ = parseExpression()
            }
            skipWhereClause()
            return .other
        default:
            expected("a declaration")
            return .other
        }
    }

    mutating func skipName() {
        if at(.identifier) { advance() } else { expected("a name") }
    }

    // MARK: Variables

    mutating func parseVariable() -> SwiftVariableDecl {
        let isLet = tok.keyword == .let
        advance()
        var bindings: [SwiftBinding] = []
        while true {
            let token = tok
            var name: SwiftName?
            if token.kind == .identifier && token.keyword == .underscore {
                advance()
            } else if token.kind == .identifier && !token.keyword.isReserved {
                name = self.name(token)
                advance()
            } else if token.kind == .lparen {
                skipBalanced()
            } else {
                expected("a name")
                break
            }
            let patternSpan = SourceSpan(Int(token.start), Int(lastEnd))
            var type: SwiftType?
            if at(.colon) {
                advance()
                type = parseType()
            }
            var initializer: SwiftExpr?
            if opIs(tok, "=") {
                advance()
                let saved = accessorsMayFollow
                accessorsMayFollow = true
                initializer = parseExpression()
                accessorsMayFollow = saved
            }
            var accessors: SwiftAccessors?
            if at(.lbrace) {
                accessors = isAccessorList() ? parseAccessors() : .getter(parseBraceBlock())
            }
            bindings.append(SwiftBinding(name: name, patternSpan: patternSpan, type: type, initializer: initializer, accessors: accessors))
            guard at(.comma) else { break }
            advance()
        }
        return SwiftVariableDecl(isLet: isLet, bindings: bindings)
    }

    /// Whether the `{` here opens accessors (`get`, `set`, `didSet`, `willSet`, …) rather than a
    /// getter's statements.
    func isAccessorList() -> Bool {
        var index = pos + 1
        while index < tokens.count - 1 {
            let token = tokens[index]
            if token.kind == .at {
                index += 2
                if tokens[min(index, tokens.count - 1)].kind == .lparen {
                    // `@inline(__always) get`: the attribute's arguments.
                    var level = 0
                    repeat {
                        switch tokens[index].kind {
                        case .lparen: level += 1
                        case .rparen: level -= 1
                        case .eof, .lbrace, .rbrace: return false
                        default: break
                        }
                        index += 1
                    } while level > 0 && index < tokens.count - 1
                }
                continue
            }
            if token.kind == .identifier && (token.keyword == .mutating || token.keyword == .nonmutating) {
                index += 1
                continue
            }
            break
        }
        let token = tokens[min(index, tokens.count - 1)]
        guard token.kind == .identifier, let accessor = accessorWord(token) else { return false }
        let next = tokens[min(index + 1, tokens.count - 1)]
        switch next.kind {
        case .lbrace, .rbrace: return true
        case .lparen: return accessor != .get
        case .identifier:
            return next.keyword == .async || next.keyword == .throws || accessorWord(next) != nil
        default: return false
        }
    }

    func accessorWord(_ token: Token) -> Keyword? {
        switch token.keyword {
        case .get, .set, .didSet, .willSet: return token.keyword
        case .none:
            let words: [StaticString] = ["_read", "_modify", "unsafeAddress", "unsafeMutableAddress", "read", "modify"]
            return words.contains { tokenIs(token, $0) } ? Keyword.none : nil
        default: return nil
        }
    }

    /// `{ get { … } set(newValue) { … } }`, `{ didSet { … } }`, `{ get set }`.
    mutating func parseAccessors() -> SwiftAccessors {
        advance()
        var list: [(keyword: String, body: SwiftBlock?)] = []
        while !at(.rbrace) && !at(.eof) {
            while at(.at) { _ = parseAttribute() }
            if atKeyword(.mutating) || atKeyword(.nonmutating) { advance() }
            let token = tok
            guard token.kind == .identifier, accessorWord(token) != nil else {
                expected("an accessor")
                skipToBoundary(from: pos)
                if pos < tokens.count - 1 && !at(.rbrace) { advance() }
                continue
            }
            advance()
            if at(.lparen) { skipBalanced() }
            skipEffects()
            var body: SwiftBlock?
            if at(.lbrace) { body = parseBraceBlock() }
            list.append((keyword: text(token), body: body))
            if at(.semicolon) { advance() }
        }
        expect(.rbrace, "`}`", counted: false)
        return .accessors(list)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    mutating func skipEffects() {
        while at(.identifier) {
            let token = tok
            if token.keyword == .async || token.keyword == .rethrows || tokenIs(token, "reasync") {
                advance()
            } else if token.keyword == .throws {
                advance()
                if at(.lparen) && !tok.hasSpaceBefore { skipBalanced() }
            } else {
                return
            }
        }
    }

    // MARK: Functions

    mutating func parseFunction() -> SwiftFunctionDecl {
        let keyword = tok
        advance()
        var name = SwiftName("init", keyword.span)
        if keyword.keyword == .func {
            let token = tok
            if token.kind == .identifier || token.kind == .op {
                name = self.name(token)
                advance()
            } else {
                expected("a function name")
            }
        } else if at(.op) && (opIs(tok, "?") || opIs(tok, "!")) && tok.isLeftBound {
            advance()
        }
        if at(.op) && firstByte(tok) == UInt8(ascii: "<") { skipGenericParameters() }
        let parameters = parseParameters()
        skipEffects()
        var returnType: SwiftType?
        if at(.arrow) {
            advance()
            returnType = parseType()
        }
        skipWhereClause()
        var body: SwiftBlock?
        if at(.lbrace) { body = parseBraceBlock() }
        return SwiftFunctionDecl(name: name, parameters: parameters, returnType: returnType, body: body)
    }

    /// `(label name: Type = default, …)`.
    mutating func parseParameters() -> [SwiftParameter] {
        guard at(.lparen) else {
            expected("`(`")
            return []
        }
        advance()
        let saved = enterBrackets()
        defer { leaveBrackets(saved) }
        var parameters: [SwiftParameter] = []
        while !at(.rparen) && !at(.eof) {
            let start = tok.start
            guard let (first, second) = parameterNames() else { break }
            var type: SwiftType?
            if at(.colon) {
                advance()
                type = parseType()
                if let written = type, opIs(tok, "...") {
                    // A variadic parameter: `String...`.
                    advance()
                    type = SwiftType(string(Int32(written.span.lower), lastEnd), SourceSpan(Int(written.span.lower), Int(lastEnd)))
                }
            } else {
                expected("`:`")
            }
            var defaultValue: SwiftExpr?
            if opIs(tok, "=") {
                advance()
                defaultValue = parseExpression()
            }
            let label = text(first)
            parameters.append(SwiftParameter(label: label, name: second.map { text($0) } ?? label, type: type,
                                             defaultValue: defaultValue, span: SourceSpan(Int(start), Int(lastEnd))))
            guard at(.comma) else { break }
            advance()
        }
        expect(.rparen, "`)`")
        return parameters
    }

    /// `<T: P, U>` after a declaration's name, skipped.
    mutating func skipGenericParameters() {
        var level = 0
        var steps = 0
        while steps < Parser.maxLookahead {
            let token = tok
            switch token.kind {
            case .eof, .lbrace, .rbrace, .semicolon: return
            case .op:
                var index = Int(token.start)
                while index < Int(token.end) {
                    let byte = base[index]
                    index += 1
                    if byte == UInt8(ascii: "<") {
                        level += 1
                    } else if byte == UInt8(ascii: ">") {
                        level -= 1
                        if level == 0 {
                            if index < Int(token.end) {
                                splitToken(at: index)
                            } else {
                                advance()
                            }
                            return
                        }
                    }
                }
            default: break
            }
            advance()
            steps += 1
        }
    }

    /// Consumes the part of the current operator token before `index`, leaving the rest as a
    /// token bound on the left (`>?` after generic arguments: `?` stays).
    mutating func splitToken(at index: Int) {
        lastEnd = Int32(index)
        tokens[pos].start = Int32(index)
        tokens[pos].flags = (tokens[pos].flags | Token.leftBound) & ~(Token.spaceBefore | Token.newlineBefore)
        if opIs(tokens[pos], "->") { tokens[pos].kind = .arrow }
    }

    /// `where T: P, U == V`, skipped (its types are parsed).
    mutating func skipWhereClause() {
        guard atKeyword(.where) else { return }
        advance()
        while true {
            _ = parseType()
            if at(.colon) {
                advance()
                if opIs(tok, "~") { advance() }
                _ = parseType()
            } else if at(.op) && (opIs(tok, "==")) {
                advance()
                _ = parseType()
            } else {
                expected("`:` or `==`")
                return
            }
            guard at(.comma) else { return }
            advance()
        }
    }

    // MARK: Types

    mutating func parseTypeDecl() -> SwiftTypeDecl {
        let keywordToken = tok
        let keyword: SwiftTypeDecl.Keyword = switch keywordToken.keyword {
        case .class: .class
        case .struct: .struct
        case .enum: .enum
        case .protocol: .protocol
        case .extension: .extension
        default: .actor
        }
        advance()
        var name = SwiftName("", SourceSpan(Int(lastEnd), Int(lastEnd)))
        if keyword == .extension {
            let type = parseType()
            name = SwiftName(type.text, type.span)
        } else if at(.identifier) && !tok.keyword.isReserved {
            name = self.name(tok)
            advance()
        } else {
            expected("a name")
        }
        if at(.op) && firstByte(tok) == UInt8(ascii: "<") { skipGenericParameters() }
        var inherited: [String] = []
        if at(.colon) {
            advance()
            inherited = parseInheritance()
        }
        skipWhereClause()
        var members: [SwiftDecl] = []
        if expect(.lbrace, "`{`") {
            members = parseMembers()
            expect(.rbrace, "`}`", counted: false)
        }
        return SwiftTypeDecl(keyword: keyword, name: name, inherited: inherited, members: members)
    }

    /// `A, B<C>, @unchecked Sendable, ~Copyable`: each type's text.
    mutating func parseInheritance() -> [String] {
        var types: [String] = []
        while true {
            if at(.op) && opIs(tok, "~") {
                let start = tok.start
                advance()
                let type = parseType()
                types.append(string(start, Int32(type.span.upper)))
            } else {
                types.append(parseType().text)
            }
            guard at(.comma) else { return types }
            advance()
        }
    }

    /// A type's members up to its `}` (not consumed).
    mutating func parseMembers() -> [SwiftDecl] {
        var members: [SwiftDecl] = []
        let saved = enterBrackets()
        defer { leaveBrackets(saved) }
        while true {
            let token = tok
            switch token.kind {
            case .eof, .rbrace: return members
            case .semicolon:
                advance()
                continue
            case .pound where skipDirective():
                continue
            default: break
            }
            let start = pos
            let savedErrors = itemErrors
            itemErrors = 0
            depth += 1
            var member: SwiftDecl
            if depth > Parser.maxDepth {
                member = SwiftDecl(kind: .other, span: tooDeep())
            } else if startsDeclaration(token) {
                member = parseDecl(inType: true)
            } else {
                if token.kind == .pound && (tokenIs(token, "#warning") || tokenIs(token, "#error") || tokenIs(token, "#sourceLocation")) {
                    advance()
                    if at(.lparen) { skipBalanced() }
                } else {
                    error("expected a declaration, found \(describe(token))", token.span)
                }
                member = SwiftDecl(kind: .other, span: SourceSpan(Int(token.start), Int(max(lastEnd, token.start))))
            }
            depth -= 1
            checkEnd(what: "declarations")
            if itemErrors > 0 || pos == start {
                skipToBoundary(from: start)
                if pos == start { advance() }
                member = SwiftDecl(kind: .other, span: SourceSpan(Int(token.start), Int(max(lastEnd, token.start))),
                                   attributes: member.attributes, modifiers: member.modifiers)
            }
            itemErrors = savedErrors
            members.append(member)
        }
    }

    func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .at: return true
        case .identifier:
            if token.keyword.startsDeclaration { return true }
            return token.keyword.isModifier && isModifierHere()
        default: return false
        }
    }

    /// `case a, b(Int), c = 1`: the names.
    mutating func parseEnumCase() -> [SwiftName] {
        advance()
        var names: [SwiftName] = []
        while true {
            let token = tok
            guard token.kind == .identifier, !token.keyword.isReserved || token.flags & Token.backticked != 0 else {
                expected("a case name")
                return names
            }
            names.append(name(token))
            advance()
            if at(.lparen) { _ = parseType() }
            if opIs(tok, "=") {
                advance()
                _ = parseExpression()
            }
            guard at(.comma) else { return names }
            advance()
        }
    }
}
