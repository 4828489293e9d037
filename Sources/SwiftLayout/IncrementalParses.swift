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
        var order: [String] = []
        var incremental = 0
    }

    private let state = Mutex(State())

    /// How many parses started from a last parse and kept its result (for tests).
    var incremental: Int { state.withLock { $0.incremental } }

    /// `text`'s tree, parsed from the last parse of `file` when there is one.
    func parse(_ text: String, file: String) -> SourceFileSyntax {
        guard !file.isEmpty else { return Parser.parse(source: text) }
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
            if state.last.updateValue((bytes, result), forKey: file) == nil { state.order.append(file) }
            while state.order.count > Self.capacity { state.last[state.order.removeFirst()] = nil }
        }
        return result.tree
    }

    /// The one edit that turns `old` into `new`: what lies between their common start and end.
    static func edit(from old: [UInt8], to new: [UInt8]) -> SourceEdit {
        let limit = min(old.count, new.count)
        var prefix = 0
        while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return SourceEdit(range: AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: old.count - suffix),
                          replacement: Array(new[prefix..<(new.count - suffix)]))
    }

    /// A tree's structure as text — node kinds, tokens and trivia — to compare two parses.
    static func outline(_ tree: SourceFileSyntax) -> String { tree.debugDescription(includeTrivia: true) }
}
