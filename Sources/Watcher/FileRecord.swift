/// What the watcher remembers of a regular file: enough to tell a real change from a
/// save that wrote the same bytes, or from a rescan that found nothing new.
struct FileRecord: Hashable {
    let size: Int
    /// `ContentHash` of the content; seeded per process, which is fine for an in-memory index.
    let contentHash: UInt64
}

/// A seeded 64-bit hash of a byte stream, taken eight bytes at a time (SipHash, `Hasher`'s,
/// spent ~5 instructions a byte: a save of an 8 KB file 41,000). Each word goes through a
/// bijection of the state (xor, multiply by an odd constant, xor-shift), so two streams of one
/// length that differ in a single word never hash the same; the bytes hash the same however
/// the reads split them.
struct ContentHash {
    /// One seed a process: what a file hashes to cannot be chosen from outside.
    static let processSeed = UInt64.random(in: .min ... .max)

    private var state: UInt64
    /// Bytes read past the last whole word, little-endian, and how many.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length: UInt64 = 0

    init(seed: UInt64 = ContentHash.processSeed) {
        state = seed
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while pendingCount != 0, index < bytes.count {
            take(bytes[index])
            index += 1
        }
        while index + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        while index < bytes.count {
            take(bytes[index])
            index += 1
        }
        length &+= UInt64(bytes.count)
    }

    func finalize() -> UInt64 {
        var copy = self
        if copy.pendingCount > 0 { copy.mix(copy.pending) }
        copy.mix(length)
        // The final avalanche (the one of MurmurHash3's 64-bit finaliser: a bijection).
        var value = copy.state
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    private mutating func take(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * UInt64(pendingCount))
        pendingCount += 1
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }
}
