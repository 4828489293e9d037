/// A node's compiled expressions by property name: attributes, body, parameter values and
/// (added as they are first asked for) default expressions, with `nil` recorded for a name
/// looked up and found to have none.
///
/// A node holds a dozen names and looks them up many times a render. `Dictionary` hashes a
/// name with SipHash at every look-up and insertion; this table hashes it with FNV-1a over its
/// UTF-8 bytes (a few instructions a byte for names of a few bytes) into an open-addressed
/// index (or, for the dozen names of an ordinary node, a scan of the hashes), and compares a name
/// only when its hash matches. Names and entries are kept in the order they were added.
struct ExpressionTable {
    struct Item {
        let name: String
        let hash: UInt32
        var entry: NodeExpression?
    }

    /// In the order the names were added.
    private(set) var items: [Item] = []
    /// Past `linearLimit` names, an open-addressed index with linear probing: a position in
    /// `items` plus one, 0 for an empty slot, its count a power of two at least twice the number
    /// of names. Below it (every ordinary node) the hashes are scanned, one array for the whole
    /// table.
    private var slots: [Int32] = []
    static let linearLimit = 16

    var count: Int { items.count }

    /// The entry for `name`: nil when the table has none, `.some(nil)` when the name was
    /// looked up and has no expression. Setting nil removes the name.
    subscript(name: String) -> NodeExpression?? {
        get { self[name, hash: Self.hash(name)] }
        set { self[name, hash: Self.hash(name)] = newValue }
    }

    /// The same, for a name whose hash the caller has (`hash(name)`): a name looked up in two
    /// tables, or one of the few every node asks for, is hashed once.
    subscript(name: String, hash hash: UInt32) -> NodeExpression?? {
        get {
            guard let position = position(of: name, hash: hash) else { return nil }
            return .some(items[position].entry)
        }
        set {
            if let position = position(of: name, hash: hash) {
                if case let .some(entry) = newValue { items[position].entry = entry } else { remove(at: position) }
            } else if case let .some(entry) = newValue {
                append(Item(name: name, hash: hash, entry: entry))
            }
        }
    }

    /// Room for `count` names without growing.
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(count)
    }

    mutating func removeAll() {
        items.removeAll()
        slots.removeAll()
    }

    /// FNV-1a of the name's UTF-8 bytes, read in place (iterating `utf8` would decide the
    /// string's kind again for every byte).
    @inline(__always)
    static func hash(_ name: String) -> UInt32 {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
    }

    @inline(__always)
    private func position(of name: String, hash: UInt32) -> Int? {
        items.withUnsafeBufferPointer { items in
            guard !slots.isEmpty else {
                for position in items.indices where items[position].hash == hash && items[position].name == name {
                    return position
                }
                return nil
            }
            return slots.withUnsafeBufferPointer { slots in
                let mask = slots.count &- 1
                var index = Int(hash) & mask
                while true {
                    let slot = Int(slots[index])
                    if slot == 0 { return nil }
                    let position = slot &- 1
                    if items[position].hash == hash, items[position].name == name { return position }
                    index = (index &+ 1) & mask
                }
            }
        }
    }

    private mutating func append(_ item: Item) {
        items.append(item)
        if !slots.isEmpty, slots.count >= 2 * items.count {
            insertSlot(position: items.count - 1, hash: item.hash)
        } else if items.count > Self.linearLimit {
            rebuildSlots()
        }
    }

    /// Rare (an attribute compiled again by `CompiledLayout.update`): the index is rebuilt.
    private mutating func remove(at position: Int) {
        items.remove(at: position)
        rebuildSlots()
    }

    private mutating func rebuildSlots() {
        guard items.count > Self.linearLimit else {
            slots = []
            return
        }
        slots = [Int32](repeating: 0, count: (2 * items.count).nextPowerOfTwo)
        for position in items.indices { insertSlot(position: position, hash: items[position].hash) }
    }

    private mutating func insertSlot(position: Int, hash: UInt32) {
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = Int32(position + 1)
    }
}

private extension Int {
    /// The least power of two not below this (positive) number.
    var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
