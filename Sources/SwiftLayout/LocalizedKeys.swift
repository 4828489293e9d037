import SwiftParser
import SwiftSyntax

/// The localized-string keys a Swift file names where they are static: the literal first
/// argument of `NSLocalizedString("key", …)` and of `String(localized: "key", …)` (a literal
/// with interpolation names no one key and is left out), for `layout-serve strings`.
public enum LocalizedKeys {
    public static func keys(in text: String) -> Set<String> {
        // The words first: most files name neither, and those are not parsed.
        guard text.contains("NSLocalizedString") || text.contains("localized:") else { return [] }
        guard SwiftSource.tooDeepNesting(text) == nil else { return [] }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        return visitor.keys
    }

    private final class Visitor: SyntaxVisitor {
        var keys: Set<String> = []

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let first = call.arguments.first else { return .visitChildren }
            let named = callee == "NSLocalizedString" && first.label == nil
                || callee == "String" && first.label?.text == "localized"
            if named, let key = Self.staticText(first.expression) { keys.insert(key) }
            return .visitChildren
        }

        /// The value of a string literal without interpolation.
        static func staticText(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
                text += piece.content.text
            }
            return text
        }
    }
}
