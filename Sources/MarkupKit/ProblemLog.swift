import Diagnostics

/// The problems of one render, as diagnostics positioned in the file they are in, with caret excerpts.
struct ProblemLog {
    private(set) var diagnostics: [Diagnostic] = []
    private var sources: [String: SourceText] = [:]

    mutating func register(_ file: String, _ source: SourceText) { sources[file] = source }

    mutating func error(_ message: MarkupKitMessage, file: String, at range: SourceRange?, suggestions: [String] = [],
                        notes: [Diagnostic.Note] = []) {
        add(.error, message, file: file, range: range, suggestions: suggestions, notes: notes)
    }

    mutating func warning(_ message: MarkupKitMessage, file: String, at range: SourceRange?, suggestions: [String] = [],
                          notes: [Diagnostic.Note] = [], finding: LayoutFinding? = nil) {
        add(.warning, message, file: file, range: range, suggestions: suggestions, notes: notes)
        diagnostics[diagnostics.count - 1].layoutFinding = finding
    }

    private mutating func add(_ severity: Diagnostic.Severity, _ message: MarkupKitMessage, file: String, range: SourceRange?,
                              suggestions: [String], notes: [Diagnostic.Note]) {
        var diagnostic = Diagnostic(severity: severity, message: message.description, file: file, range: range,
                                    suggestions: suggestions)
        diagnostic.notes = notes
        if range != nil, let source = sources[file] { diagnostic = diagnostic.withExcerpt(from: source) }
        diagnostics.append(diagnostic)
    }
}
