/// Where a saved text differs from the one before when only digits do — the commonest save
/// (`height="300"` → `"320"`): the bytes between the two texts' common start and end, in each
/// (empty in both when the texts are the same, in one when digits were added or removed).
/// The formats that render a save from their last render start from this and check, each with
/// its own syntax, what the digits were part of.
public struct DigitEdit: Equatable, Sendable {
    /// The differing bytes of the old text.
    public var old: Range<Int>
    /// The differing bytes of the new text (the same start).
    public var new: Range<Int>

    /// True when the texts are the same.
    public var isEmpty: Bool { old.isEmpty && new.isEmpty }

    /// The edit turning `old` into `new`; nil when anything but digits differs.
    public init?(from old: [UInt8], to new: [UInt8]) {
        guard let edit = old.withUnsafeBufferPointer({ old in new.withUnsafeBufferPointer { new in Self.find(old, new) } }) else {
            return nil
        }
        self = edit
    }

    private init(old: Range<Int>, new: Range<Int>) {
        self.old = old
        self.new = new
    }

    private static func find(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> DigitEdit? {
        let shorter = min(old.count, new.count)
        let start = commonPrefix(old, new, shorter)
        let suffix = commonSuffix(old, new, shorter - start)
        let edit = DigitEdit(old: start..<old.count - suffix, new: start..<new.count - suffix)
        guard edit.old.allSatisfy({ isDigit(old[$0]) }), edit.new.allSatisfy({ isDigit(new[$0]) }) else { return nil }
        return edit
    }

    public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// How many leading bytes of the first `count` are the same: thirty-two at a time, then
    /// eight, then one by one.
    private static func commonPrefix(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, _ count: Int) -> Int {
        var index = 0
        if let oldBase = old.baseAddress, let newBase = new.baseAddress {
            let oldRaw = UnsafeRawPointer(oldBase), newRaw = UnsafeRawPointer(newBase)
            while index + 32 <= count, sameBlock(oldRaw + index, newRaw + index) { index += 32 }
            while index + 8 <= count,
                  oldRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == newRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                index += 8
            }
        }
        while index < count, old[index] == new[index] { index += 1 }
        return index
    }

    /// True when the 32 bytes at `a` and at `b` are the same (four words compared at once).
    @inline(__always)
    private static func sameBlock(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let difference = (a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            | (a.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        return difference == 0
    }

    /// How many trailing bytes, of at most `count`, are the same, thirty-two at a time, then
    /// eight (a number near a file's start leaves the rest of it to compare).
    private static func commonSuffix(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, _ count: Int) -> Int {
        var suffix = 0
        if let oldBase = old.baseAddress, let newBase = new.baseAddress {
            let oldRaw = UnsafeRawPointer(oldBase), newRaw = UnsafeRawPointer(newBase)
            while suffix + 32 <= count, sameBlock(oldRaw + (old.count - suffix - 32), newRaw + (new.count - suffix - 32)) {
                suffix += 32
            }
            while suffix + 8 <= count,
                  oldRaw.loadUnaligned(fromByteOffset: old.count - suffix - 8, as: UInt64.self)
                    == newRaw.loadUnaligned(fromByteOffset: new.count - suffix - 8, as: UInt64.self) {
                suffix += 8
            }
        }
        while suffix < count, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return suffix
    }
}
