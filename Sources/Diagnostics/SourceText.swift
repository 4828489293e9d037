/// A piece of source text with a line index, to turn UTF-8 byte offsets into
/// 1-based line/column positions and to cut out a line for a caret excerpt.
public struct SourceText: Sendable {
    /// The text (made from its bytes when asked: a render that only positions spans never needs it).
    public var text: String { String(decoding: utf8, as: UTF8.self) }
    private let utf8: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// How many Unicode scalars start before byte `k * checkpointStride`, for every k: a
    /// column is a difference of two such counts, each finished by scanning under one stride,
    /// so a position on a long line (a minified document) does not count from the line start.
    private let scalarCheckpoints: [Int]
    private static let checkpointStride = 64
    /// Every byte is a scalar of its own (no byte ≥ 0x80): a column is a byte difference.
    private let isASCII: Bool

    /// The text's UTF-8 bytes (shared, not copied).
    public var bytes: [UInt8] { utf8 }

    /// Whether the two hold the same text, compared as bytes (no string is made).
    public func hasSameText(as other: SourceText) -> Bool {
        utf8 == other.utf8
    }

    /// Whether this is the text of `string`, compared as bytes.
    public func hasText(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in utf8.withUnsafeBufferPointer { ByteWords.equal($0, bytes) } }
    }

    public init(_ text: String) {
        var text = text
        let bytes = text.withUTF8 { Array($0) }
        self.init(validUTF8: bytes, isASCII: Self.isASCII(bytes))
    }

    /// The text of `bytes` as `init(String(decoding: bytes, as: UTF8.self))` reads it, without
    /// making the string: ASCII bytes (nearly every layout) are kept as they are, shared with
    /// the caller; others are decoded (an ill-formed sequence becomes U+FFFD, as there).
    public init(utf8 bytes: [UInt8]) {
        if Self.isASCII(bytes) {
            self.init(validUTF8: bytes, isASCII: true)
        } else {
            self.init(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Whether no byte is 0x80 or above, eight bytes at a time.
    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            var high: UInt64 = 0
            while offset + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            while offset < raw.count {
                high |= UInt64(raw[offset])
                offset += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
    }

    /// `init(utf8: bytes)` when `bytes` is this text with the bytes of `range` replaced by
    /// `replacement` (a save that rewrote a number): the line index is this one's, shifted past
    /// the edit, rather than found again over the whole text. Nil (make it anew) unless this text
    /// is ASCII and neither the replaced bytes nor `replacement` is empty or holds a line break
    /// or a byte of 0x80 or above: then no line begins or ends anywhere else, and no `\r\n`
    /// pair is made or split at the edit's ends.
    public func replacing(_ range: Range<Int>, with replacement: ArraySlice<UInt8>, giving bytes: [UInt8]) -> SourceText? {
        guard isASCII, !range.isEmpty, !replacement.isEmpty, range.upperBound <= utf8.count,
              bytes.count == utf8.count - range.count + replacement.count,
              !utf8[range].contains(where: Self.endsOrWidensALine), !replacement.contains(where: Self.endsOrWidensALine)
        else { return nil }
        var starts = lineStarts
        let delta = replacement.count - range.count
        if delta != 0 {
            // Lines that start after the edit's start (none starts inside it).
            var index = LineStarts.line(containing: range.lowerBound, in: starts) + 1
            while index < starts.count {
                starts[index] += delta
                index += 1
            }
        }
        return SourceText(ascii: bytes, lineStarts: starts)
    }

    /// A line break, or a byte that makes the text not ASCII.
    private static func endsOrWidensALine(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte >= 0x80
    }

    private init(ascii bytes: [UInt8], lineStarts: [Int]) {
        self.utf8 = bytes
        self.lineStarts = lineStarts
        self.scalarCheckpoints = []
        self.isASCII = true
    }

    /// `isASCII`: no byte is 0x80 or above. Then a scalar is a byte and no checkpoint is kept.
    private init(validUTF8 bytes: [UInt8], isASCII: Bool) {
        self.utf8 = bytes
        self.lineStarts = LineStarts.of(bytes)
        if isASCII {
            self.scalarCheckpoints = []
            self.isASCII = true
            return
        }
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var scalars = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                checkpoints.append(scalars)
                let end = Swift.min(offset + Self.checkpointStride, raw.count)
                // Continuation bytes (10xxxxxx) eight at a time, as in `scalars(before:)`.
                while offset + 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    scalars += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    offset += 8
                }
                while offset < end {
                    if raw[offset] & 0xC0 != 0x80 { scalars += 1 }
                    offset += 1
                }
            }
        }
        if bytes.count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
        self.scalarCheckpoints = checkpoints
        self.isASCII = scalars == bytes.count
    }

    public var lineCount: Int { lineStarts.count }

    /// The position of a byte offset; offsets past the end clamp to the end.
    public func position(atOffset rawOffset: Int) -> SourcePosition {
        var line = 0
        return position(atOffset: rawOffset, line: &line)
    }

    /// The position of a byte offset, starting the search at the 0-based line `line` (the
    /// line of the offset asked before, when offsets are asked in order: a document read top
    /// down finds each on that line or the next, without a search); `line` is left at the
    /// offset's line.
    public func position(atOffset rawOffset: Int, line: inout Int) -> SourcePosition {
        let offset = Swift.min(Swift.max(rawOffset, 0), utf8.count)
        let last = lineStarts.count - 1
        var low = 0
        if line >= 0, line <= last, lineStarts[line] <= offset, line == last || offset < lineStarts[line + 1] {
            low = line
        } else if line >= 0, line < last, lineStarts[line + 1] <= offset, line + 1 == last || offset < lineStarts[line + 2] {
            low = line + 1
        } else if line >= 0, line < last, lineStarts[line] <= offset {
            // Further on: strides that double from the line asked before, then halving within the
            // last one — a few steps for what is a few lines on (views six lines apart).
            var lower = line, step = 1
            while lower + step <= last, lineStarts[lower + step] <= offset {
                lower += step
                step *= 2
            }
            var upper = Swift.min(lower + step, last + 1)
            while upper - lower > 1 {
                let middle = (lower + upper) / 2
                if lineStarts[middle] <= offset { lower = middle } else { upper = middle }
            }
            low = lower
        } else {
            low = LineStarts.line(containing: offset, in: lineStarts)
        }
        line = low
        if isASCII { return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1) }
        return SourcePosition(line: low + 1, column: scalars(before: offset) - scalars(before: lineStarts[low]) + 1)
    }

    /// The Unicode scalars that start before byte `offset` (every byte that is not a UTF-8
    /// continuation byte): the checkpoint below it, then at most one stride counted.
    private func scalars(before offset: Int) -> Int {
        if isASCII { return offset }
        let checkpoint = offset / Self.checkpointStride
        var count = scalarCheckpoints[checkpoint]
        var index = checkpoint * Self.checkpointStride
        utf8.withUnsafeBytes { bytes in
            // Eight bytes at a time: a continuation byte (10xxxxxx) has its top bit set and
            // the next one clear, which `word << 1` brings under the top bit.
            while index + 8 <= offset {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                count += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
            while index < offset {
                if bytes[index] & 0xC0 != 0x80 { count += 1 }
                index += 1
            }
        }
        return count
    }

    /// The range of a span of byte offsets.
    public func range(of span: SourceSpan) -> SourceRange {
        let start = position(atOffset: Int(span.lower))
        let end = span.isEmpty
            ? SourcePosition(line: start.line, column: start.column + 1)
            : position(atOffset: Int(span.upper))
        return SourceRange(start: start, end: end)
    }

    /// The text of a 1-based line, without its line terminator.
    public func line(_ number: Int) -> String? {
        lineBytes(number).map { String(decoding: utf8[$0], as: UTF8.self) }
    }

    /// How many Unicode scalars a 1-based line holds, without its line terminator, counted
    /// from the checkpoints (not by reading the line).
    public func scalarCount(ofLine number: Int) -> Int? {
        lineBytes(number).map { scalars(before: $0.upperBound) - scalars(before: $0.lowerBound) }
    }

    /// The scalars `scalars` (0-based, clamped to the line) of a 1-based line: a window of a
    /// long line without copying the rest of it.
    public func line(_ number: Int, scalars range: Range<Int>) -> String? {
        guard let bytes = lineBytes(number) else { return nil }
        let first = scalars(before: bytes.lowerBound)
        let start = Swift.min(offset(ofScalar: first + Swift.max(range.lowerBound, 0)), bytes.upperBound)
        let end = Swift.max(Swift.min(offset(ofScalar: first + Swift.max(range.upperBound, 0)), bytes.upperBound), start)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The byte offset of a position, the inverse of `position(atOffset:)`: a column past
    /// the line's end gives the line's end, a line past the last gives the text's end.
    public func offset(of position: SourcePosition) -> Int {
        guard let bytes = lineBytes(position.line) else { return utf8.count }
        let first = scalars(before: bytes.lowerBound)
        return Swift.min(offset(ofScalar: first + Swift.max(position.column - 1, 0)), bytes.upperBound)
    }

    /// The byte offsets of a 1-based line, without its line terminator.
    private func lineBytes(_ number: Int) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : utf8.count
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// The byte offset where the scalar numbered `scalar` (0-based, in the whole text) starts,
    /// or the text's end: the last checkpoint at or below it, then at most a stride read.
    private func offset(ofScalar scalar: Int) -> Int {
        if isASCII { return Swift.min(Swift.max(scalar, 0), utf8.count) }
        var low = 0
        var high = scalarCheckpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if scalarCheckpoints[mid] <= scalar { low = mid } else { high = mid - 1 }
        }
        var count = scalarCheckpoints[low]
        var index = low * Self.checkpointStride
        while index < utf8.count {
            if utf8[index] & 0xC0 != 0x80 {
                if count == scalar { return index }
                count += 1
            }
            index += 1
        }
        return utf8.count
    }
}
