import Diagnostics
import SwiftParser
import SwiftSyntax

/// One parsed `.swift` file: its text with a line index, and its syntax tree.
final class SwiftSource {
    let file: String
    let text: SourceText
    let tree: SourceFileSyntax

    init(file: String, text: String) {
        self.file = file
        self.text = SourceText(text)
        tree = Parser.parse(source: text)
    }

    /// The node's text without surrounding trivia (for messages), capped for long expressions.
    static func text(_ node: some SyntaxProtocol) -> String {
        Diagnostic.capped(node.trimmedDescription.split(separator: "\n").map { $0.trimmingCharactersInSet() }.joined(separator: " "), limit: 80)
    }

    /// Byte offsets of the node without its trivia.
    static func span(_ node: some SyntaxProtocol) -> SourceSpan {
        SourceSpan(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    func position(_ span: SourceSpan) -> SourcePosition { text.range(of: span).start }

    /// Syntax errors, each at its first missing or unexpected token (the parser recovers, so
    /// the rest of the file is still read).
    func syntaxErrors() -> [(String, SourceSpan)] {
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
