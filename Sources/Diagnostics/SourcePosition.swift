/// A 1-based line and column in a text. Columns count Unicode scalars, so a caret
/// drawn under the column lines up in any UTF-8 terminal or editor.
///
/// Kept in 32 bits each (8 bytes, not 16): every element and attribute of a parsed file holds
/// several, and a template of 10,000 views holds hundreds of thousands. No file the project
/// reads comes near 2^31 lines or columns; a larger number is clamped.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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
