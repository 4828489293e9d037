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

    /// How many of the word's bytes are `byte` (exact: a byte's high bit is set by the sum only
    /// when its other bits are not all zero, and no sum carries into the next byte).
    @inlinable @inline(__always)
    public static func count(_ word: UInt64, _ byte: UInt8) -> Int {
        let spread = word ^ (ones &* UInt64(byte))
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let equal = ~(((spread & low) &+ low) | spread | low)
        // One bit a matching byte, at its top: shifted to its bottom, the bytes summed into the top one.
        return Int(((equal >> 7) &* ones) >> 56)
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

    /// How many leading bytes of the first `count` of `a` and `b` are the same: 32 at a time,
    /// then eight, then one by one (a saved file's texts are compared at every save).
    public static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, count: Int) -> Int {
        var index = 0
        if let first = a.baseAddress, let second = b.baseAddress {
            let rawA = UnsafeRawPointer(first), rawB = UnsafeRawPointer(second)
            while index + 32 <= count, sameBlock(rawA + index, rawB + index) { index += 32 }
            while index + 8 <= count,
                  rawA.loadUnaligned(fromByteOffset: index, as: UInt64.self) == rawB.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                index += 8
            }
        }
        while index < count, a[index] == b[index] { index += 1 }
        return index
    }

    /// How many trailing bytes of `a` and `b`, at most `count`, are the same: 32 at a time,
    /// then eight, then one by one.
    public static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, count: Int) -> Int {
        var suffix = 0
        if let first = a.baseAddress, let second = b.baseAddress {
            let rawA = UnsafeRawPointer(first), rawB = UnsafeRawPointer(second)
            while suffix + 32 <= count, sameBlock(rawA + (a.count - suffix - 32), rawB + (b.count - suffix - 32)) { suffix += 32 }
            while suffix + 8 <= count,
                  rawA.loadUnaligned(fromByteOffset: a.count - suffix - 8, as: UInt64.self)
                    == rawB.loadUnaligned(fromByteOffset: b.count - suffix - 8, as: UInt64.self) {
                suffix += 8
            }
        }
        while suffix < count, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return suffix
    }

    /// Whether `a` and `b` hold the same bytes.
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && commonPrefix(a, b, count: a.count) == a.count
    }

    /// Whether the 32 bytes at `a` and at `b` are the same (four words compared at once).
    @inline(__always)
    static func sameBlock(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let difference = (a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        return difference == 0
    }
}
