/// Splits a byte stream into lines ended by `\n` or `\r\n`, refusing lines longer than a limit.
struct LineSplitter {
    /// The next thing in the stream.
    enum Next: Equatable {
        /// A complete line, without its terminator.
        case line([UInt8])
        /// No complete line yet.
        case needMore
        /// A line (complete or not) longer than the limit.
        case tooLong
    }

    /// The longest accepted line in bytes, terminator excluded.
    let maxLineBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0

    init(maxLineBytes: Int) {
        self.maxLineBytes = maxLineBytes
    }

    /// The bytes received but not yet returned as lines.
    var pending: ArraySlice<UInt8> { buffer[start...] }

    /// Adds received bytes.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start == buffer.count || start >= 64 * 1024 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete line, if any.
    mutating func next() -> Next {
        guard let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = buffer.count
            // One extra byte may be the `\r` of a `\r\n` still to come.
            return buffer.count - start > maxLineBytes + 1 ? .tooLong : .needMore
        }
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = Array(buffer[start..<end])
        start = newline + 1
        scanned = start
        return line.count > maxLineBytes ? .tooLong : .line(line)
    }

    /// What is left after the peer closed: a last line without a terminator.
    mutating func takeRemainder() -> Next {
        guard start < buffer.count else { return .needMore }
        let line = Array(buffer[start...])
        start = buffer.count
        scanned = start
        return line.count > maxLineBytes ? .tooLong : .line(line)
    }
}
