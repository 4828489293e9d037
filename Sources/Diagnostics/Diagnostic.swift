/// A problem found in a user's input: a template, an expression, a strings file.
/// Diagnostics are values: every user mistake becomes one, never a crash.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    /// Project-relative path of the file the problem is in, when there is one.
    public var file: String?
    /// Where the offending characters are; `nil` when the problem has no position.
    public var range: SourceRange?
    /// The node path, e.g. `UIView > UIScrollView > UILabel#title`.
    public var node: String?
    /// The attribute whose value has the problem.
    public var attribute: String?
    /// The attribute's expression text.
    public var expression: String?
    /// Did-you-mean candidates, best first.
    public var suggestions: [String]
    /// `file:line` of each include that led to `file`, outermost first.
    public var includeChain: [String]
    /// The source line with a caret under the range (see `Excerpt`).
    public var excerpt: String?
    /// Other places that explain the problem (the macro an attribute expanded).
    public var notes: [Note] = []
    /// Set on the Auto Layout engine's conflicts and ambiguities: which, and the views involved.
    public var layoutFinding: LayoutFinding? = nil

    /// A related place: what it is, and where.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var file: String?
        public var range: SourceRange?

        public init(message: String, file: String? = nil, range: SourceRange? = nil) {
            self.message = message
            self.file = file
            self.range = range
        }

        /// `A.xml:3:27`, or nothing without a file.
        public var location: String? {
            guard let file else { return nil }
            return range.map { "\(file):\($0.start.line):\($0.start.column)" } ?? file
        }
    }

    public init(
        severity: Severity = .error,
        message: String,
        file: String? = nil,
        range: SourceRange? = nil,
        node: String? = nil,
        attribute: String? = nil,
        expression: String? = nil,
        suggestions: [String] = [],
        includeChain: [String] = [],
        excerpt: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.node = node
        self.attribute = attribute
        self.expression = expression
        self.suggestions = suggestions
        self.includeChain = includeChain
        self.excerpt = excerpt
    }

    /// `text` cut to `limit` characters with an ellipsis: a message quoting a
    /// megabyte-long token must stay readable.
    public static func capped(_ text: String, limit: Int = 300) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    /// Attaches a caret excerpt cut from `source` at this diagnostic's range.
    public func withExcerpt(from source: SourceText) -> Diagnostic {
        guard let range, let excerpt = Excerpt.render(from: source, range: range) else { return self }
        var copy = self
        copy.excerpt = excerpt
        return copy
    }
}
