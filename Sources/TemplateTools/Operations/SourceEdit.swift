import Diagnostics

/// One replacement in a file's text, at UTF-8 offsets of the text the reader decoded;
/// everything outside `range` stays byte for byte.
public struct SourceEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: String
    /// Where the replaced text starts, for the report.
    public var position: SourcePosition
    public var kind: RenameKind

    public init(range: Range<Int>, replacement: String, position: SourcePosition, kind: RenameKind) {
        self.range = range
        self.replacement = replacement
        self.position = position
        self.kind = kind
    }

    /// `text` with `edits` applied; edits must not overlap (their order does not matter).
    public static func apply(_ edits: [SourceEdit], to text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            precondition(edit.range.lowerBound >= cursor, "overlapping edits")
            output += bytes[cursor..<edit.range.lowerBound]
            output += edit.replacement.utf8
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }
}
