import Diagnostics

/// The problems of one render, positioned in the text that was parsed (after injection);
/// `diagnostics` turns them into `Diagnostic`s positioned in the file as written.
struct ProblemLog {
    struct Problem {
        var severity: Diagnostic.Severity
        var message: EverLayoutMessage
        var span: SourceSpan?
        var suggestions: [String]
        var notes: [(String, SourceSpan)]
        /// The Auto Layout engine's conflict or ambiguity, for the audit.
        var finding: LayoutFinding? = nil
    }

    /// The parsed text (after injection).
    let bytes: [UInt8]
    private(set) var problems: [Problem] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func error(_ message: EverLayoutMessage, at span: SourceSpan?, suggestions: [String] = [], notes: [(String, SourceSpan)] = []) {
        problems.append(Problem(severity: .error, message: message, span: span, suggestions: suggestions, notes: notes))
    }

    mutating func warning(_ message: EverLayoutMessage, at span: SourceSpan?, suggestions: [String] = [], notes: [(String, SourceSpan)] = [],
                          finding: LayoutFinding? = nil) {
        problems.append(Problem(severity: .warning, message: message, span: span, suggestions: suggestions, notes: notes, finding: finding))
    }

    /// Every problem's span and its notes' moved by `moved` (the text before them changed length).
    mutating func moveSpans(_ moved: (SourceSpan) -> SourceSpan) {
        for index in problems.indices {
            problems[index].span = problems[index].span.map(moved)
            for note in problems[index].notes.indices { problems[index].notes[note].1 = moved(problems[index].notes[note].1) }
        }
    }

    /// The span of the `length` bytes at `offset` inside the decoded string written at
    /// `span`, when the string has no escapes (so decoded and written bytes line up); else
    /// the whole string.
    func span(inString span: SourceSpan, offset: Int, length: Int) -> SourceSpan {
        let inner = (Int(span.lower) + 1)..<max(Int(span.lower) + 1, Int(span.upper) - 1)
        guard inner.upperBound <= bytes.count, !bytes[inner].contains(UInt8(ascii: "\\")),
              offset + length <= inner.count else { return span }
        return SourceSpan(inner.lowerBound + offset, inner.lowerBound + offset + length)
    }

    /// The problems as diagnostics against `file`, mapped through `injection` to the original
    /// `source`, with caret excerpts; in the order found.
    func diagnostics(file: String, source: SourceText, injection: Injection) -> [Diagnostic] {
        problems.map { problem in
            var diagnostic = Diagnostic(severity: problem.severity, message: problem.message.description, file: file,
                                        suggestions: problem.suggestions)
            diagnostic.layoutFinding = problem.finding
            if let span = problem.span {
                diagnostic.range = source.range(of: injection.originalSpan(span))
                diagnostic = diagnostic.withExcerpt(from: source)
            }
            diagnostic.notes = problem.notes.map { note in
                Diagnostic.Note(message: note.0, file: file, range: source.range(of: injection.originalSpan(note.1)))
            }
            return diagnostic
        }
    }
}
