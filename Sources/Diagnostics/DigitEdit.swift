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
        let start = ByteWords.commonPrefix(old, new, count: shorter)
        // A number near a file's start leaves the rest of it to compare.
        let suffix = ByteWords.commonSuffix(old, new, count: shorter - start)
        let edit = DigitEdit(old: start..<old.count - suffix, new: start..<new.count - suffix)
        guard edit.old.allSatisfy({ isDigit(old[$0]) }), edit.new.allSatisfy({ isDigit(new[$0]) }) else { return nil }
        return edit
    }

    public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
