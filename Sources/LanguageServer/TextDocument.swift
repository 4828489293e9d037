import Diagnostics

/// A position as LSP counts it: a 0-based line and a 0-based character offset in UTF-16 code
/// units (the protocol's default `positionEncoding`). Lines end at `\n`, `\r\n` or `\r`.
public struct LSPPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var description: String { "\(line):\(character)" }

    /// `{"line": …, "character": …}`.
    var json: JSON { .object([("line", .number(Double(line))), ("character", .number(Double(character)))]) }

    /// Reads `{"line", "character"}`; nil unless both are non-negative integers.
    init?(json: JSON?) {
        guard let line = json?["line"]?.numberValue, let character = json?["character"]?.numberValue,
              line >= 0, character >= 0, line < 1e12, character < 1e12 else { return nil }
        self.init(line: Int(line), character: Int(character))
    }
}

/// A range of LSP positions, end exclusive.
public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    var json: JSON { .object([("start", start.json), ("end", end.json)]) }

    init?(json: JSON?) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }
}

/// An open document's text as UTF-8 with its line starts, and the conversions between byte
/// offsets, LSP positions (UTF-16) and the renderer's positions (1-based, Unicode scalars).
public struct TextDocument: Sendable {
    public private(set) var bytes: [UInt8]
    /// The byte offset each line starts at; `lineStarts[0] == 0`.
    private var lineStarts: [Int]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] { LineStarts.of(bytes) }

    /// Where line `line` (0-based) ends, before its line break.
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The byte offset of an LSP position. As the protocol says, a character past the line's
    /// end means the end of the line, and a line past the last is the end of the document; an
    /// offset inside a surrogate pair stays before its character.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var index = lineStarts[position.line]
        var units = 0
        while index < end {
            let length = Self.scalarLength(bytes[index])
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }
            units += width
            index = min(index + length, end)
        }
        return index
    }

    /// The LSP position of a byte offset (clamped to the text).
    public func position(ofOffset rawOffset: Int) -> LSPPosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        var units = 0
        var index = lineStarts[line]
        while index < offset {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return LSPPosition(line: line, character: units)
    }

    private func lineIndex(containing offset: Int) -> Int { LineStarts.line(containing: offset, in: lineStarts) }

    /// The LSP position of a renderer position (1-based line, column in Unicode scalars),
    /// clamped to the line and the document.
    public func position(of source: SourcePosition) -> LSPPosition {
        let line = source.line - 1
        guard line >= 0 else { return LSPPosition(line: 0, character: 0) }
        guard line < lineStarts.count else { return position(ofOffset: bytes.count) }
        let end = lineEnd(line)
        var index = lineStarts[line]
        var units = 0
        var scalars = 1
        while index < end, scalars < source.column {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
            scalars += 1
        }
        return LSPPosition(line: line, character: units)
    }

    /// The renderer's position (1-based line, scalar column) of an LSP position.
    public func sourcePosition(of position: LSPPosition) -> SourcePosition {
        let offset = offset(of: position)
        let line = lineIndex(containing: offset)
        var scalars = 1
        var index = lineStarts[line]
        while index < offset {
            index += Self.scalarLength(bytes[index])
            scalars += 1
        }
        return SourcePosition(line: line + 1, column: scalars)
    }

    /// The LSP range of a renderer range.
    public func range(of source: SourceRange) -> LSPRange {
        LSPRange(start: position(of: source.start), end: position(of: source.end))
    }

    /// Replaces `range` (or everything, for nil) with `text`: one `contentChanges` entry.
    public mutating func apply(_ text: String, in range: LSPRange?) {
        guard let range else {
            self = TextDocument(text)
            return
        }
        let lower = offset(of: range.start)
        let upper = max(lower, offset(of: range.end))
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The number of bytes of the UTF-8 sequence a byte starts (1 for a stray continuation byte).
    static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
