import Diagnostics

/// Why a file could not be read as XML, and where: the first problem wins, as in
/// Layout, because everything after a syntax error is guesswork.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problem: XMLProblem
    /// The offending characters (1-based lines, columns in Unicode scalars).
    public var range: SourceRange
    /// The source line with a caret under `range`, when the line is printable.
    public var excerpt: String?

    public init(problem: XMLProblem, range: SourceRange, excerpt: String? = nil) {
        self.problem = problem
        self.range = range
        self.excerpt = excerpt
    }

    public var message: String { problem.message }

    /// Layout's wording, `<message> at line N`; conformance cases match on it.
    public var description: String { "\(problem.message) at line \(range.start.line)" }

    /// The error as a diagnostic for the Red Box and `check`.
    public func diagnostic(file: String? = nil) -> Diagnostic {
        Diagnostic(message: problem.message, file: file, range: range, excerpt: excerpt)
    }
}

/// A problem at byte offsets of the UTF-8 input, before it is turned into
/// lines and columns (only done once, when the reader gives up).
struct XMLFailure: Error {
    var problem: XMLProblem
    var offset: Int
    var end: Int
    /// Set when the problem is at something read earlier (a duplicate attribute).
    var position: SourceRange?

    init(_ problem: XMLProblem, at offset: Int, to end: Int? = nil) {
        self.problem = problem
        self.offset = offset
        self.end = end ?? offset + 1
    }
}
