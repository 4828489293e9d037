import Diagnostics
import SwiftParser
import SwiftSyntax
import SwiftTree

/// One parsed `.swift` file: its text with a line index, and its syntax tree (`SwiftTree`'s,
/// read without swift-syntax). swift-syntax's parser reads a file only when ours found a syntax
/// error in it, for the error's words (`syntaxErrors()`).
final class SwiftSource {
    let file: String
    let text: SourceText
    /// Parsed when first read (a save that only changed a number may never read it).
    private(set) lazy var tree: SwiftFile = refusal == nil ? SwiftFile.parse(bytes: text.bytes) : SwiftFile.parse(bytes: [])

    /// Why the text was not given to the parser, and where.
    private(set) var refusal: (String, SourceSpan)?

    /// Deeper `[` nesting than this is not parsed: swift-syntax's parser (603) takes time
    /// exponential in it (16 levels of `a[[[…]]]` take seconds), and a file being typed must
    /// not stall the server.
    static let maximumBracketDepth = 10
    /// Deeper generic arguments than this (`A<A<A<…>>>`) are not parsed either: the parser
    /// recurses once per level (2,500 levels took 3 s and 147 MB, and overflow the stack of a
    /// debug build), and no real type nests so deep.
    static let maximumGenericDepth = 32

    /// When the text is `previous`'s (the file's last text) with one number's digits changed:
    /// that text's source, and the edit.
    let numberEdit: (previous: ObjectIdentifier, edit: TextDifference.NumberEdit)?

    /// `previous`: the file's last source, if any; a text that only changed a number's digits
    /// nests as it did (not scanned again), and says so (`numberEdit`).
    init(file: String, text: String, previous: SwiftSource? = nil) {
        self.file = file
        if let previous, previous.file == file {
            var text = text
            let bytes = text.withUTF8 { Array($0) }
            if let edit = TextDifference.numberEdit(from: previous.text.bytes, to: bytes) {
                // The line index is the last text's, shifted past the number.
                let written = bytes[edit.start..<(edit.oldEnd + edit.delta)]
                self.text = previous.text.replacing(edit.start..<edit.oldEnd, with: written, giving: bytes) ?? SourceText(utf8: bytes)
                numberEdit = (ObjectIdentifier(previous), edit)
                refusal = previous.refusal
                return
            }
            self.text = SourceText(utf8: bytes)
        } else {
            self.text = SourceText(text)
        }
        numberEdit = nil
        if let (offset, character, limit) = Self.tooDeepNesting(text) {
            refusal = ("`\(character)` nested more than \(limit) deep; the file is not read", SourceSpan(offset, offset + 1))
        }
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
        // Too few `[` and `<` in the whole file to nest past either limit (most files): a count
        // eight bytes at a time, not the scan (which took 17 instructions a byte; a byte at a
        // time, the count took 8).
        var brackets = 0
        var angles = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = ByteWords.load(bytes, at: offset)
            brackets &+= ByteWords.count(word, UInt8(ascii: "["))
            angles &+= ByteWords.count(word, UInt8(ascii: "<"))
            offset += 8
        }
        for byte in bytes[offset...] {
            brackets &+= byte == UInt8(ascii: "[") ? 1 : 0
            angles &+= byte == UInt8(ascii: "<") ? 1 : 0
        }
        guard brackets > maximumBracketDepth || angles > maximumGenericDepth else { return nil }
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

    /// The node's text as written (for messages): its lines joined by one space, capped for
    /// long expressions.
    func text(_ node: some Spanned) -> String { text(of: node.span) }

    func text(of span: SourceSpan) -> String {
        Diagnostic.capped(written(span).split(separator: "\n").map { $0.trimmingCharactersInSet() }.joined(separator: " "), limit: 80)
    }

    /// The node's text exactly as written.
    func written(_ node: some Spanned) -> String {
        let bytes = text.bytes
        let lower = max(0, min(Int(node.span.lower), bytes.count))
        let upper = max(lower, min(Int(node.span.upper), bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Whether `item` holds a syntax error and is a declaration or statement, or an expression
    /// the parser could not read (`.other`): it is not read, its error is reported.
    func isUnreadable(_ item: SwiftItem) -> Bool {
        guard !tree.errors.isEmpty else { return false }
        if case .expr(let expression) = item, !expression.isOther { return false }
        let span = item.span
        return tree.errors.contains { $0.span.lower >= span.lower && $0.span.lower <= span.upper }
    }

    /// Read without a syntax error (nor refused).
    var isWellFormed: Bool { syntaxErrors().isEmpty }

    func position(_ span: SourceSpan) -> SourcePosition { text.position(atOffset: Int(span.lower)) }

    /// `position(_:)`, its search started at the 0-based line `line` (left at the span's line):
    /// spans asked in the order they are written are found on that line or a few after it.
    func position(_ span: SourceSpan, line: inout Int) -> SourcePosition { text.position(atOffset: Int(span.lower), line: &line) }

    /// Syntax errors, each at its first missing or unexpected token (the parse recovers, so the
    /// rest of the file is still read). Worded by swift-syntax's parser, which reads the file
    /// only when ours found an error: when it finds none, the file is Swift that our reader
    /// does not model, and what it could not read is left out (`SwiftTree`'s `.other`).
    func syntaxErrors() -> [(String, SourceSpan)] {
        if let refusal { return [refusal] }
        guard !tree.errors.isEmpty else { return [] }
        if let known = checkedErrors { return known }
        // swift-syntax's parser recurses along chains ours reads with a list (`else if`s, prefix
        // operators): a file nested past our parser's limit, or deeper than
        // `maximumDepthForSwiftSyntax`, keeps our parser's words.
        let isDeep = tree.errors.contains { $0.message == SwiftSyntaxError.nestedTooDeeply }
            || tree.isDeeper(than: Self.maximumDepthForSwiftSyntax)
        let found = isDeep
            ? tree.errors.prefix(20).map { ($0.message, $0.span) }
            : Self.swiftSyntaxErrors(String(decoding: text.bytes, as: UTF8.self))
        checkedErrors = found
        return found
    }

    private var checkedErrors: [(String, SourceSpan)]?

    /// The deepest tree whose file is handed to swift-syntax's parser for its errors' words (its
    /// release build took 20,000 `else if`s and crashed on the stack).
    static let maximumDepthForSwiftSyntax = 1_000

    private static func swiftSyntaxErrors(_ text: String) -> [(String, SourceSpan)] {
        let tree = Parser.parse(source: text)
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

/// A node with the span of its text.
protocol Spanned {
    var span: SourceSpan { get }
}

extension SwiftExpr: Spanned {}
extension SwiftDecl: Spanned {}
extension SwiftStmt: Spanned {}
extension SwiftItem: Spanned {}
extension SwiftName: Spanned {}
extension SwiftType: Spanned {}
extension SwiftClosure: Spanned {}
extension SwiftBlock: Spanned {}
extension SwiftParameter: Spanned {}
extension SourceSpan: Spanned {
    var span: SourceSpan { self }
}

extension SwiftArgument: Spanned {
    /// From the label to the value's end.
    public var span: SourceSpan { label.map { $0.span.union(value.span) } ?? value.span }
}

extension TokenSyntax {
    /// Whether the token is inside unexpected text, looking up at most 32 of its ancestors: a
    /// walk to the root for every token was quadratic in a deep tree (50,000 `!`s took 31 s), and
    /// an unexpected node is a close ancestor of the tokens a message names.
    fileprivate var ancestorIsUnexpected: Bool {
        var node = parent
        var steps = 0
        while let current = node, steps < 32 {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
            steps += 1
        }
        return false
    }
}

extension Substring {
    fileprivate func trimmingCharactersInSet() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
