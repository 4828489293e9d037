/// Eight bytes of text read as one word, for the scanners' fast paths: a word that holds none
/// of the bytes a scanner stops at is skipped whole. Each test is exact for the word as a whole
/// (it never misses a byte it asks for), so a scanner that finds that a word may hold one reads
/// that word byte by byte. The classic bit tricks: `v - 0x01…` borrows into a byte's high bit
/// only where that byte is 0 (or, for `n × 0x01…`, below n).
public enum ByteWords {
    // Computed, not stored: a stored static is a lazy global, paid for on every use.
    @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The eight bytes at `offset` (`offset + 8 <= bytes.count`), the first in the low byte.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether one of the word's bytes is `byte`.
    @inlinable @inline(__always)
    public static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let spread = word ^ (ones &* UInt64(byte))
        return (spread &- ones) & ~spread & highBits != 0
    }

    /// Whether one of the word's bytes is below `limit` (at most 0x80).
    @inlinable @inline(__always)
    public static func contains(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether every byte of the word is printable ASCII (0x20 through 0x7F).
    @inlinable @inline(__always)
    public static func isPrintableASCII(_ word: UInt64) -> Bool {
        word & highBits == 0 && !contains(word, below: 0x20)
    }

    /// How many of the word's bytes start a UTF-8 sequence (are not continuation bytes,
    /// `10xxxxxx`).
    @inlinable @inline(__always)
    public static func scalarStarts(_ word: UInt64) -> Int {
        8 - (word & ~(word << 1) & highBits).nonzeroBitCount
    }
}
