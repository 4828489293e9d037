import Diagnostics

/// Turns UTF-8 byte offsets into 1-based line/column positions, counting lines
/// and columns exactly as `SourceText` does (`\n`, `\r\n` and a lone `\r` end a
/// line; columns count Unicode scalars). It remembers the last answer, so the
/// reader's mostly increasing queries cost time proportional to the bytes between
/// them, even on one enormous line.
struct LineIndex {
    /// Byte offset at which each line starts; `lineStarts[0]` is the first byte.
    private(set) var lineStarts: [Int]
    private var cachedLine = 0
    private var cachedOffset: Int
    private var cachedColumn = 1
    /// Where the line after the cached one starts (`Int.max` when it is the last line known).
    private var cachedLineEnd = Int.max
    /// Every byte before this offset is ASCII, so there a column is a byte count. Set by
    /// whoever scanned the text (`DecodedText`); until then no byte is assumed ASCII.
    var asciiPrefixEnd: Int

    init(firstByte: Int = 0) {
        lineStarts = [firstByte]
        cachedOffset = firstByte
        asciiPrefixEnd = firstByte
    }

    mutating func appendLine(startingAt offset: Int) {
        if lineStarts.count == cachedLine + 1 { cachedLineEnd = offset }
        lineStarts.append(offset)
    }

    /// The position of `offset`; `bytes` must be the text the index was built from.
    @inline(__always)
    mutating func position(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        // The reader asks mostly for ASCII offsets a little past the last one, on its line:
        // then the column is the last one plus the bytes between.
        if offset >= cachedOffset, offset < cachedLineEnd, offset <= asciiPrefixEnd {
            cachedColumn += offset - cachedOffset
            cachedOffset = offset
            return SourcePosition(line: cachedLine + 1, column: cachedColumn)
        }
        return searchPosition(at: offset, in: bytes)
    }

    @inline(never)
    private mutating func searchPosition(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let offset = Swift.min(Swift.max(offset, lineStarts[0]), bytes.count)
        if offset < cachedOffset {
            moveTo(line: line(containing: offset))
        } else if !isOnCachedLine(offset) {
            // Walking forward costs, over a whole pass, one step per line.
            var line = cachedLine + 1
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
            moveTo(line: line)
        }
        var index = cachedOffset
        var column = cachedColumn
        if offset <= asciiPrefixEnd {
            // One byte, one scalar: nothing to count.
            column += offset - index
            index = offset
        }
        while index + 8 <= offset {
            column += ByteWords.scalarStarts(ByteWords.load(bytes, at: index))
            index += 8
        }
        while index < offset {
            // Count scalars: every byte that is not a UTF-8 continuation byte.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        cachedOffset = offset
        cachedColumn = column
        return SourcePosition(line: cachedLine + 1, column: column)
    }

    /// Makes the start of `line` (0-based) the cached position.
    private mutating func moveTo(line: Int) {
        cachedLine = line
        cachedOffset = lineStarts[line]
        cachedColumn = 1
        cachedLineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : Int.max
    }

    /// The range from `start` to `end` (exclusive); an empty range covers one column.
    @inline(__always)
    mutating func range(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceRange {
        let first = position(at: start, in: bytes)
        let last = end > start ? position(at: end, in: bytes) : first
        // A range that starts at the end of the file still covers one column.
        return last > first ? SourceRange(start: first, end: last) : SourceRange(at: first)
    }

    /// The bytes of a 1-based line without its terminator.
    func lineBytes(_ number: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// A caret excerpt for `range`, or nil when the line is too long or holds
    /// control characters (binary junk would only garble the terminal).
    func excerpt(for range: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard range.start.line <= lineStarts.count else { return nil }
        let lineRange = lineBytes(range.start.line, in: bytes)
        guard lineRange.count <= 400 else { return nil }
        for index in lineRange where bytes[index] < 0x20 && bytes[index] != UInt8(ascii: "\t") {
            return nil
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineRange]), as: UTF8.self)
        return Excerpt.render(line: text, range: range)
    }

    private func isOnCachedLine(_ offset: Int) -> Bool {
        cachedLine + 1 >= lineStarts.count || offset < lineStarts[cachedLine + 1]
    }

    private func line(containing offset: Int) -> Int { LineStarts.line(containing: offset, in: lineStarts) }
}
