/// Where the lines of a UTF-8 text start, and which line holds an offset: the one line index
/// that source positions (`SourceText`), the XML reader's `LineIndex` and the language server's
/// documents are built on. `\n`, `\r\n` and a lone `\r` each end a line.
public enum LineStarts {
    /// The byte offset at which each line starts; the first is 0.
    public static func of(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        // About one line in 32 bytes (indented JSON, XML): few regrowths on the way.
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let raw = UnsafeRawBufferPointer(buffer)
            while index < buffer.count {
                // Eight bytes at a time while none of them is below 0x0E (`\n` and `\r` are): a
                // byte under 14 sets its top bit in `word - 0x0E…` while its own is clear. The
                // lowest byte flagged is the first such byte (a borrow flags only bytes above it):
                // the scan goes straight to it.
                if index + 8 <= buffer.count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let small = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
                    if small == 0 {
                        index += 8
                        continue
                    }
                    index += small.trailingZeroBitCount / 8
                }
                let byte = buffer[index]
                // One comparison rules out every byte above `\r` (nearly all of them).
                if byte <= UInt8(ascii: "\r") {
                    if byte == UInt8(ascii: "\n") {
                        starts.append(index + 1)
                    } else if byte == UInt8(ascii: "\r") {
                        if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                        starts.append(index + 1)
                    }
                }
                index += 1
            }
        }
        return starts
    }

    /// The 0-based line of `offset`: the last start at or before it (a binary search).
    public static func line(containing offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
