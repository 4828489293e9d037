import Diagnostics

// Conditional compilation inside a member chain (Swift 5.5, SE-0308): a `#if` at a line's
// start whose branches go on with members of the expression before it.
//
//     label
//     #if DEBUG
//         .accessibilityIdentifier("title")
//     #endif
//         .anchors { Anchors.top }
//
// Every branch is read on the same base; the chain goes on with the branch the app's build
// compiles (`activeCondition`), or with the base alone when no branch is compiled.
extension Parser {
    /// Whether a `#if` here starts a postfix directive: at a line's start, the first line after
    /// its condition (and the conditions of `#if`s nested in it) starting with a member (`.name`).
    func postfixDirectiveFollows() -> Bool {
        guard tok.kind == .pound, tok.atLineStart, tokenIs(tok, "#if") else { return false }
        var index = pos
        let limit = min(tokens.count - 1, pos + Parser.maxLookahead)
        while index < limit && tokens[index].kind == .pound && tokenIs(tokens[index], "#if") {
            index += 1
            while index < limit && !tokens[index].atLineStart && tokens[index].kind != .eof { index += 1 }
        }
        return tokens[index].kind == .period && tokens[index].atLineStart
    }

    /// A postfix `#if … #elseif … #else … #endif` on `base`: each branch's members read on
    /// `base`, the first branch whose condition holds kept. A branch that holds anything but
    /// members is an error ("unexpected … in conditional compilation block") and so is a
    /// missing `#endif`.
    mutating func parsePostfixDirective(on base: SwiftExpr) -> SwiftExpr {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { return SwiftExpr(kind: .other, span: tooDeep()) }
        var kept: SwiftExpr?
        while true {
            let directive = tok
            if tokenIs(directive, "#endif") {
                advance()
                break
            }
            let isElse = tokenIs(directive, "#else")
            guard directive.kind == .pound, isElse || tokenIs(directive, "#if") || tokenIs(directive, "#elseif") else {
                if directive.kind == .eof {
                    expected("`#endif`")
                } else {
                    error("unexpected \(describe(directive)) in conditional compilation block", directive.span)
                }
                break
            }
            advance()
            var holds = true
            if !isElse {
                holds = conditionHolds() ?? false
            }
            while !tok.atLineStart && tok.kind != .eof { advance() }
            let branch = tok.kind == .period || postfixDirectiveFollows() ? parsePostfix(base) : base
            if holds && kept == nil { kept = branch }
        }
        return kept ?? base
    }
}

/// Reads a `#if` condition on its line and says whether it holds for the build an iOS app is
/// shown from: a debug build for the simulator. `os(iOS)`, `canImport(M)` for any module but
/// the other platforms' (`AppKit`, `Cocoa`, `WatchKit`), `targetEnvironment(simulator)`,
/// `arch(arm64)`, `swift(>=N)` and `compiler(>=N)` hold, as does the `DEBUG` flag; every other
/// flag is false, as an undefined flag is in Swift. `!`, `&&`, `||` and parentheses combine
/// them; what cannot be read is false, and so is a condition nested deeper than `maxDepth`
/// (an error).
extension Parser {
    private var onConditionLine: Bool { !tok.atLineStart && tok.kind != .eof }

    /// The condition's value; nil when it nests too deeply (an error, and the condition false).
    mutating func conditionHolds() -> Bool? {
        guard var value = conditionTerm() else { return nil }
        while onConditionLine && opIs(tok, "||") {
            advance()
            guard let rhs = conditionTerm() else { return nil }
            value = value || rhs
        }
        return value
    }

    private mutating func conditionTerm() -> Bool? {
        guard var value = conditionFactor() else { return nil }
        while onConditionLine && opIs(tok, "&&") {
            advance()
            guard let rhs = conditionFactor() else { return nil }
            value = value && rhs
        }
        return value
    }

    private mutating func conditionFactor() -> Bool? {
        depth += 1
        defer { depth -= 1 }
        guard onConditionLine else { return false }
        guard depth <= Parser.maxDepth else {
            error(SwiftSyntaxError.nestedTooDeeply, tok.span)
            while onConditionLine { advance() }
            return nil
        }
        let token = tok
        if token.kind == .op && opIs(token, "!") {
            advance()
            return conditionFactor().map { !$0 }
        }
        if token.kind == .lparen {
            advance()
            let value = conditionHolds()
            if onConditionLine && at(.rparen) { advance() }
            return value
        }
        guard token.kind == .identifier else {
            advance()
            return false
        }
        let name = text(token)
        advance()
        guard onConditionLine && at(.lparen) && !tok.hasSpaceBefore else {
            return name == "DEBUG" || name == "true"
        }
        advance()
        var arguments: [String] = []
        while onConditionLine && !at(.rparen) {
            arguments.append(text(tok))
            advance()
        }
        if onConditionLine { advance() }
        return Self.conditionHolds(name, arguments)
    }

    /// Whether `name(arguments…)` holds for an iOS debug build on the simulator.
    static func conditionHolds(_ name: String, _ arguments: [String]) -> Bool {
        let first = arguments.first ?? ""
        switch name {
        case "os": return first == "iOS"
        case "canImport": return !["AppKit", "Cocoa", "WatchKit", "Glibc", "WinSDK", "Android"].contains(first)
        case "targetEnvironment": return first == "simulator"
        case "arch": return first == "arm64"
        case "swift", "compiler": return first == ">="
        default: return false
        }
    }
}
