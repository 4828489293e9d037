/// A 1-based line and column in a text. Columns count Unicode scalars, so a caret
/// drawn under the column lines up in any UTF-8 terminal or editor.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A range of text from `start` up to, not including, `end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    /// A range covering a single character.
    public init(at position: SourcePosition) {
        self.start = position
        self.end = SourcePosition(line: position.line, column: position.column + 1)
    }

    public var description: String { "\(start)-\(end)" }
}

/// A half-open range of UTF-8 byte offsets into one piece of source text.
/// Cheap to store on every syntax node; turned into lines and columns only
/// when a diagnostic is shown (see `SourceText`).
public struct SourceSpan: Hashable, Sendable {
    public var lower: Int32
    public var upper: Int32

    public init(_ lower: Int, _ upper: Int) {
        self.lower = Int32(truncatingIfNeeded: lower)
        self.upper = Int32(truncatingIfNeeded: Swift.max(lower, upper))
    }

    public var range: Range<Int> { Int(lower)..<Int(upper) }
    public var isEmpty: Bool { lower == upper }

    /// The smallest span containing both.
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(Int(Swift.min(lower, other.lower)), Int(Swift.max(upper, other.upper)))
    }
}
