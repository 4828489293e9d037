import Diagnostics

/// Every problem found in a template, so the Red Box can show them all at once.
public struct TemplateErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.message).joined(separator: "\n")
    }
}
