import Diagnostics

/// A problem with an expression: parsing, a symbol, a type, an evaluation.
/// `span` is relative to the expression text and points at the offending
/// characters (a token, a symbol, an operator).
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var span: SourceSpan
    /// Did-you-mean candidates for unknown symbols, best first.
    public var suggestions: [String]

    public init(_ message: String, span: SourceSpan, suggestions: [String] = []) {
        self.message = message
        self.span = span
        self.suggestions = suggestions
    }

    public var description: String { message }

    /// A diagnostic whose line and column count from the start of `source`
    /// (the expression text this error's span refers to).
    public func diagnostic(in source: SourceText, severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(
            severity: severity,
            message: message,
            range: source.range(of: span),
            expression: source.text,
            suggestions: suggestions
        ).withExcerpt(from: source)
    }
}
