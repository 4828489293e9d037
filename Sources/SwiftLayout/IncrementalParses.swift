import SwiftParser
import SwiftSyntax
import Synchronization

/// The last parse of each Swift file, so that a file saved with a small change is parsed again
/// incrementally: swift-syntax reuses every node of the last tree the change does not touch,
/// and only the declarations and statements around it are parsed again — between texts without
/// syntax errors; a text with one is parsed from nothing. The tree is the one a full parse gives
/// (`IncrementalParseTests`). Parses depend on nothing but the text, so one table serves every project
/// and renderer; it holds the last `capacity` files.
final class IncrementalParses: Sendable {
    static let shared = IncrementalParses()
    static let capacity = 64

    private struct State {
        var last: [String: (text: [UInt8], result: IncrementalParseResult)] = [:]
        /// The last tree made from the last parse by setting one number's digits, with its text
        /// and that parse's tree when the number is in a body (`Renumbering.isInBody`).
        var renumbered: [String: (text: [UInt8], tree: SourceFileSyntax, base: SourceFileSyntax?)] = [:]
        var order: [String] = []
        var incremental = 0
        var renumberings = 0
    }

    private let state = Mutex(State())

    /// How many parses started from a last parse and kept its result (for tests).
    var incremental: Int { state.withLock { $0.incremental } }

    /// How many trees were made by setting one number's digits (for tests).
    var renumberings: Int { state.withLock { $0.renumberings } }

    /// `text`'s tree, parsed from the last parse of `file` when there is one.
    func parse(_ text: String, file: String) -> SourceFileSyntax { parseNoting(text, file: file).tree }

    /// `text`'s tree, and when it is the last parse's tree with one number's digits set, in a
    /// function's, accessor's or closure's body, that tree: both declare the same names and
    /// entry points (`DeclarationOutline`).
    func parseNoting(_ text: String, file: String) -> (tree: SourceFileSyntax, renumberedBodyOf: SourceFileSyntax?) {
        guard !file.isEmpty else { return (Parser.parse(source: text), nil) }
        if let renumbered = renumbering(text, file: file) { return renumbered }
        let bytes = Array(text.utf8)
        let previous = state.withLock { $0.last[file] }
        let result: IncrementalParseResult
        if let previous, previous.text == bytes {
            result = previous.result
        } else if let previous, !previous.result.tree.hasError {
            // Only between texts without syntax errors: where an error is recovered from,
            // reused nodes can make another tree than a parse from nothing (a brace typed
            // early in a file re-parses everything after it differently), so a text with an
            // error is parsed from nothing.
            let transition = IncrementalParseTransition(previousIncrementalParseResult: previous.result,
                                                        edits: ConcurrentEdits(Self.edit(from: previous.text, to: bytes)))
            let incremental = Parser.parseIncrementally(source: text, parseTransition: transition)
            if incremental.tree.hasError {
                result = Parser.parseIncrementally(source: text, parseTransition: nil)
            } else {
                result = incremental
                state.withLock { $0.incremental += 1 }
            }
        } else {
            result = Parser.parseIncrementally(source: text, parseTransition: nil)
        }
        state.withLock { state in
            state.renumbered[file] = nil
            if state.last.updateValue((bytes, result), forKey: file) == nil { state.order.append(file) }
            while state.order.count > Self.capacity {
                let dropped = state.order.removeFirst()
                state.last[dropped] = nil
                state.renumbered[dropped] = nil
            }
        }
        return (result.tree, nil)
    }

    /// `text`'s tree when it is the last parse's text of `file` with one number's digits set
    /// (`renumbered(_:from:to:)`), with the last parse's tree when the number is in a body;
    /// nil otherwise. Such a text nests as the last parse's did.
    func renumbering(_ text: String, file: String) -> (tree: SourceFileSyntax, renumberedBodyOf: SourceFileSyntax?)? {
        guard !file.isEmpty else { return nil }
        let (previous, renumbered) = state.withLock { ($0.last[file], $0.renumbered[file]) }
        // A file not parsed before (a cold render's) is not copied to be compared.
        guard previous != nil || renumbered != nil else { return nil }
        let bytes = Array(text.utf8)
        if let renumbered, renumbered.text == bytes { return (renumbered.tree, renumbered.base) }
        guard let previous, previous.text != bytes, let (tree, isInBody) = Self.renumbered(previous.result.tree, from: previous.text, to: bytes) else {
            return nil
        }
        // The last parse stays the one to parse incrementally from: it matches its text.
        let base = isInBody ? previous.result.tree : nil
        state.withLock { state in
            state.renumbered[file] = (bytes, tree, base)
            state.renumberings += 1
        }
        return (tree, base)
    }

    /// The tree of `new` when it is `old` with the digits of one decimal number changed
    /// (`1234` → `1240`, `8.5` → `12.25`) and `tree` is `old`'s without errors: `tree` with
    /// that token's text replaced — what a parse gives, since a number's digits change no
    /// other token and no node's kind. Nil for any other change. `isInBody`: the number is in
    /// a function's, accessor's or closure's statements, not in a type or a declaration's head.
    static func renumbered(_ tree: SourceFileSyntax, from old: [UInt8], to new: [UInt8]) -> (tree: SourceFileSyntax, isInBody: Bool)? {
        guard !tree.hasError else { return nil }
        let edit = edit(from: old, to: new)
        let changed = edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset
        let delta = edit.replacement.count - changed.count
        for offset in [changed.lowerBound, changed.lowerBound - 1] where offset >= 0 && offset < old.count {
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { continue }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            let isFloat: Bool
            switch token.tokenKind {
            case .integerLiteral: isFloat = false
            case .floatLiteral: isFloat = true
            default: continue
            }
            guard start <= changed.lowerBound, changed.upperBound <= end, end + delta > start else { continue }
            let written = new[start..<(end + delta)]
            // The same kind of number, digits only: no `0x`, no exponent, a `.` only between
            // digits of a float (what follows the number is unchanged, so it ends where it did).
            guard isDecimal(old[start..<end], isFloat: isFloat), isDecimal(written, isFloat: isFloat) else { return nil }
            let text = String(decoding: written, as: UTF8.self)
            let replaced = token.with(\.tokenKind, isFloat ? .floatLiteral(text) : .integerLiteral(text))
            return replaced.root.as(SourceFileSyntax.self).map { ($0, isInBody(token)) }
        }
        return nil
    }

    /// Whether `token` is in statements (of a function, an accessor, a closure) and not in a
    /// type, an attribute or an inheritance clause among them.
    static func isInBody(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self) || current.is(ClosureExprSyntax.self) { return true }
            if current.is(TypeSyntax.self) || current.is(GenericArgumentClauseSyntax.self) || current.is(InheritanceClauseSyntax.self)
                || current.is(AttributeSyntax.self) || current.is(TypeAnnotationSyntax.self) || current.is(ReturnClauseSyntax.self) {
                return false
            }
            node = current.parent
        }
        return false
    }

    /// Digits and `_` after a first digit, with one `.` between two digits when `isFloat`.
    static func isDecimal(_ bytes: ArraySlice<UInt8>, isFloat: Bool) -> Bool {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard let first = bytes.first, digits.contains(first), let last = bytes.last, digits.contains(last) || last == UInt8(ascii: "_") else {
            return false
        }
        var dots = 0
        var previous = first
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                dots += 1
                guard digits.contains(previous) else { return false }
            } else if !digits.contains(byte) && byte != UInt8(ascii: "_") {
                return false
            } else if previous == UInt8(ascii: "."), !digits.contains(byte) {
                return false
            }
            previous = byte
        }
        return dots == (isFloat ? 1 : 0) && previous != UInt8(ascii: ".")
    }

    /// The one edit that turns `old` into `new`: what lies between their common start and end.
    static func edit(from old: [UInt8], to new: [UInt8]) -> SourceEdit {
        let (prefix, suffix) = old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in commonEnds(old, new) } }
        return SourceEdit(range: AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: old.count - suffix),
                          replacement: Array(new[prefix..<(new.count - suffix)]))
    }

    /// How many bytes two texts share at their start, and then at their end (not overlapping
    /// the start), compared eight at a time (a save's 10 KB were a hundredth of its time).
    static func commonEnds(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        let limit = min(old.count, new.count)
        guard limit > 0, let a = old.baseAddress, let b = new.baseAddress else { return (0, 0) }
        let (rawA, rawB) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
        var prefix = 0
        while prefix + 8 <= limit,
              rawA.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) == rawB.loadUnaligned(fromByteOffset: prefix, as: UInt64.self) {
            prefix += 8
        }
        while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix + 8 <= limit - prefix,
              rawA.loadUnaligned(fromByteOffset: old.count - suffix - 8, as: UInt64.self)
                == rawB.loadUnaligned(fromByteOffset: new.count - suffix - 8, as: UInt64.self) {
            suffix += 8
        }
        while suffix < limit - prefix, a[old.count - 1 - suffix] == b[new.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    /// A tree's structure as text — node kinds, tokens and trivia — to compare two parses.
    static func outline(_ tree: SourceFileSyntax) -> String { tree.debugDescription(includeTrivia: true) }
}
