import Diagnostics
import SwiftParser
import SwiftSyntax

/// One parsed `.swift` file: its text with a line index, and its syntax tree.
final class SwiftSource {
    let file: String
    let text: SourceText
    let tree: SourceFileSyntax

    /// Why the text was not given to the parser, and where.
    private(set) var refusal: (String, SourceSpan)?
    /// The tree this one is with one number's digits set in a body, when it is one
    /// (`IncrementalParses.parseNoting`): both declare the same (`DeclarationOutline`).
    private(set) var renumberedBodyOf: SyntaxIdentifier?

    /// Deeper `[` nesting than this is not parsed: swift-syntax's parser (603) takes time
    /// exponential in it (16 levels of `a[[[…]]]` take seconds), and a file being typed must
    /// not stall the server.
    static let maximumBracketDepth = 10
    /// Deeper generic arguments than this (`A<A<A<…>>>`) are not parsed either: the parser
    /// recurses once per level (2,500 levels took 3 s and 147 MB, and overflow the stack of a
    /// debug build), and no real type nests so deep.
    static let maximumGenericDepth = 32

    init(file: String, text: String) {
        self.file = file
        self.text = SourceText(text)
        if let renumbered = IncrementalParses.shared.renumbering(text, file: file) {
            // One number's digits changed since the last parse, whose text was not too deep:
            // nor is this one.
            tree = renumbered.tree
            renumberedBodyOf = renumbered.renumberedBodyOf?.id
        } else if let (offset, character, limit) = Self.tooDeepNesting(text) {
            refusal = ("`\(character)` nested more than \(limit) deep; the file is not read", SourceSpan(offset, offset + 1))
            tree = Parser.parse(source: "")
        } else {
            let parsed = IncrementalParses.shared.parseNoting(text, file: file)
            tree = parsed.tree
            renumberedBodyOf = parsed.renumberedBodyOf?.id
        }
        isWellFormed = refusal == nil && !tree.hasError
    }

    /// The offset of the first `[` or generic `<` nested deeper than its limit, with the
    /// character and the limit, outside string literals and line comments (a rough scan: it
    /// only has to be safe, not exact). A `<` opens generic arguments when it follows a name
    /// at once (`A<`, not `a < b`); `{`, `}`, `;` and `=` end any (none is in a type), so a
    /// comparison `a<b` left open does not count past its statement.
    static func tooDeepNesting(_ text: String) -> (Int, Character, Int)? {
        var text = text
        // Over the bytes in place: an enumerated `utf8` view took twice as long.
        return text.withUTF8(tooDeepNesting(bytes:))
    }

    private static func tooDeepNesting(bytes: UnsafeBufferPointer<UInt8>) -> (Int, Character, Int)? {
        var depth = 0
        var genericDepth = 0
        var inString = false
        var inComment = false
        var previous: UInt8 = 0
        for offset in bytes.indices {
            let byte = bytes[offset]
            // Most bytes change nothing but `previous`: one test of a mask passes them.
            if !isSpecial(byte) {
                previous = byte
                continue
            }
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                // A literal on one line ends with it (a multi-line one is scanned as code: only safer).
                inComment = false
                inString = false
                continue
            }
            if inComment { continue }
            if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString.toggle() }
            if inString { continue }
            switch byte {
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"):
                inComment = true
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketDepth { return (offset, "[", maximumBracketDepth) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "<") where isNameByte(previous):
                genericDepth += 1
                if genericDepth > maximumGenericDepth { return (offset, "<", maximumGenericDepth) }
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                genericDepth = max(0, genericDepth - 1)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
                genericDepth = 0
            default:
                break
            }
        }
        return nil
    }

    /// The bytes the scan acts on: a line break, `"`, `/`, `;`, `<`, `=`, `>` (below 64 in
    /// `lowSpecial`), `[`, `]`, `{`, `}` (from 64 in `highSpecial`).
    private static let lowSpecial: UInt64 = 0x7800_8004_0000_0400
    private static let highSpecial: UInt64 = 0x2800_0000_2800_0000

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64 ? lowSpecial >> byte & 1 != 0 : byte < 128 && highSpecial >> (byte - 64) & 1 != 0
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The node's text without surrounding trivia (for messages), capped for long expressions.
    static func text(_ node: some SyntaxProtocol) -> String {
        Diagnostic.capped(node.trimmedDescription.split(separator: "\n").map { $0.trimmingCharactersInSet() }.joined(separator: " "), limit: 80)
    }

    /// Byte offsets of the node without its trivia.
    static func span(_ node: some SyntaxProtocol) -> SourceSpan {
        SourceSpan(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// Parsed without a syntax error (nor refused): every node has the children its kind
    /// has, no token missing and none unexpected.
    private(set) var isWellFormed = false

    func position(_ span: SourceSpan) -> SourcePosition { text.position(atOffset: Int(span.lower)) }

    /// Syntax errors, each at its first missing or unexpected token (the parser recovers, so
    /// the rest of the file is still read).
    func syntaxErrors() -> [(String, SourceSpan)] {
        if let refusal { return [refusal] }
        guard tree.hasError else { return [] }
        var found: [(String, SourceSpan)] = []
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                let expected = token.text.isEmpty ? "an expression" : token.text
                let offset = token.position.utf8Offset
                found.append(("expected `\(expected)`", SourceSpan(offset, offset)))
            } else if token.parent?.is(UnexpectedNodesSyntax.self) == true || token.ancestorIsUnexpected {
                let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                found.append(("unexpected `\(token.text)`", SourceSpan(offset, offset + token.text.utf8.count)))
            }
            if found.count >= 20 { break }
        }
        // One report per unexpected run: keep the first token of each.
        var reported: [(String, SourceSpan)] = []
        for entry in found where !(reported.last.map { $0.0.hasPrefix("unexpected") && entry.0.hasPrefix("unexpected") && $0.1.upper + 1 >= entry.1.lower } ?? false) {
            reported.append(entry)
        }
        return reported
    }
}

extension TokenSyntax {
    fileprivate var ancestorIsUnexpected: Bool {
        var node = parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

extension Substring {
    fileprivate func trimmingCharactersInSet() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
