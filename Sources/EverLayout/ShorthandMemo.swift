/// Shorthand strings parsed without a problem, by their text, for `LayoutDocumentReader`: a
/// layout repeats a few of them many times (`"@super +16"` in every row). A string of at most
/// 15 UTF-8 bytes (nearly every shorthand) is kept by its bytes packed in two words, in an
/// open-addressed table: a repeat costs a multiply and two compares, not a `String` hash.
/// Longer strings are not kept.
struct ShorthandMemo {
    struct Entry {
        var argument: ConstraintArgument
        /// Where the target is written in the text (UTF-8 offset and length).
        var target: (offset: Int, length: Int)?
    }

    /// A string's bytes, little-endian in two words, its length in the top byte.
    private struct Key: Equatable {
        var low: UInt64
        var high: UInt64
    }

    /// Each entry's key.
    private var keys: [Key] = []
    private(set) var entries: [Entry] = []
    /// Per slot: the index of its entry + 1; 0 for an empty slot. A power of two long.
    private var slots: [Int32] = []

    /// The index in `entries` of the entry kept for `text`, if any (the entry is read in place
    /// there: handing it out would copy it, strings and all).
    func find(_ text: some StringProtocol) -> Int? {
        guard !slots.isEmpty, let key = Self.key(text) else { return nil }
        var slot = Self.slot(of: key, count: slots.count)
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if keys[entry] == key { return entry }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Keeps `entry` for `text` (not found before); a text past 15 bytes is not kept.
    mutating func insert(_ text: some StringProtocol, _ entry: Entry) {
        guard let key = Self.key(text) else { return }
        if (keys.count + 1) * 2 > slots.count { grow() }
        keys.append(key)
        entries.append(entry)
        place(keys.count - 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: max(64, slots.count * 2))
        for entry in keys.indices { place(entry) }
    }

    private mutating func place(_ entry: Int) {
        var slot = Self.slot(of: keys[entry], count: slots.count)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry + 1)
    }

    private static func slot(of key: Key, count: Int) -> Int {
        let mixed = (key.low &* 0x9E37_79B9_7F4A_7C15) ^ (key.high &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) & UInt64(count - 1))
    }

    private static func key(_ text: some StringProtocol) -> Key? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Key? in
            guard bytes.count <= 15 else { return nil }
            var key = Key(low: 0, high: UInt64(bytes.count) << 56)
            var index = 0
            while index < bytes.count {
                if index < 8 {
                    key.low |= UInt64(bytes[index]) << (8 * index)
                } else {
                    key.high |= UInt64(bytes[index]) << (8 * (index - 8))
                }
                index += 1
            }
            return key
        }
        return found ?? nil
    }
}
