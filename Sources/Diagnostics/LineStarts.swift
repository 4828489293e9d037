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
            while index < buffer.count {
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
