/// Bytes being written, for the encoders of long outputs (render events): an append is one
/// capacity check and one copy, where an array's `append(contentsOf:)` goes through its generic
/// sequence path (about a hundred instructions for a few bytes). The bytes are handed out once,
/// as an array (`bytes`), or read in place (`withBytes`); `ByteOutput.array(capacity:_:)`
/// writes straight into an array's storage.
public struct ByteOutput: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used: Int
    /// Whether `base` is this output's own allocation (else an array's storage it was lent).
    var owned = true
    /// Where recent spellings were written (`recentSpelling(of:)`), allocated on first use.
    var spellings: UnsafeMutablePointer<Spelling>?

    struct Spelling {
        var key: UInt64
        var start: Int
        var count: Int
    }

    static var spellingSlots: Int { 16 }

    /// Empty, with room for `capacity` bytes before it grows.
    public init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        used = 0
    }

    /// Empty, writing into `buffer` until it needs more room.
    init(lent buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress!
        capacity = buffer.count
        used = 0
        owned = false
    }

    deinit {
        if owned { base.deallocate() }
        spellings?.deallocate()
    }

    /// The bytes `body` writes, written straight into the array's storage while they fit in
    /// `capacity` (past it, they move to a bigger buffer and are copied once at the end).
    public static func array(capacity: Int, _ body: (inout ByteOutput) -> Void) -> [UInt8] {
        var moved: [UInt8]?
        let direct = [UInt8](unsafeUninitializedCapacity: max(capacity, 64)) { buffer, initialized in
            var output = ByteOutput(lent: buffer)
            body(&output)
            if output.owned {
                initialized = 0
                moved = output.bytes()
            } else {
                initialized = output.used
            }
        }
        return moved ?? direct
    }

    /// How many bytes have been written.
    @inlinable public var count: Int { used }

    /// Makes room for `extra` more bytes (it doubles, or more when `extra` needs it).
    @inlinable @inline(__always)
    public mutating func reserve(_ extra: Int) {
        if capacity - used < extra { grow(extra) }
    }

    @usableFromInline
    mutating func grow(_ extra: Int) {
        let newCapacity = max(capacity * 2, used + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: used)
        if owned { base.deallocate() }
        owned = true
        base = newBase
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[used] = byte
        used += 1
    }

    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + used).copyMemory(from: start, byteCount: bytes.count)
        used += bytes.count
    }

    /// Appends the UTF-8 bytes of a literal (no reference counting, unlike a stored array).
    @inlinable @inline(__always)
    public mutating func append(_ literal: StaticString) {
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Appends again the bytes already written at `range` (within `0..<count`).
    public mutating func copy(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= used, "copy(_:) of bytes not written")
        reserve(range.count)
        (base + used).update(from: base + range.lowerBound, count: range.count)
        used += range.count
    }

    /// Appends a string's UTF-8 bytes as they are.
    public mutating func append(utf8 string: String) {
        var string = string
        string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Forgets the last byte written (there must be one).
    public mutating func removeLast() {
        precondition(used > 0, "removeLast() of no bytes")
        used -= 1
        // A noted spelling may have ended in it.
        spellings?.update(repeating: Spelling(key: 0, start: 0, count: 0), count: Self.spellingSlots)
    }

    /// Where the bytes noted for `key` (`noteSpelling`) were written, if they are still known
    /// (a few recent keys are: one slot per key's hash, the later key taking it).
    func recentSpelling(of key: UInt64) -> Range<Int>? {
        guard let spellings else { return nil }
        let slot = spellings[Self.slot(key)]
        return slot.key == key && slot.count > 0 ? slot.start..<(slot.start + slot.count) : nil
    }

    /// Notes that the bytes at `range` spell `key`.
    mutating func noteSpelling(of key: UInt64, at range: Range<Int>) {
        if spellings == nil {
            let slots = UnsafeMutablePointer<Spelling>.allocate(capacity: Self.spellingSlots)
            slots.initialize(repeating: Spelling(key: 0, start: 0, count: 0), count: Self.spellingSlots)
            spellings = slots
        }
        spellings![Self.slot(key)] = Spelling(key: key, start: range.lowerBound, count: range.count)
    }

    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 60)
    }

    /// The bytes written so far.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: used))
    }

    /// The bytes written, as an array (one copy).
    public consuming func bytes() -> [UInt8] {
        let count = used
        let source = base
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: source, count: count) }
            initialized = count
        }
    }
}
