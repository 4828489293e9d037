/// An object's members while a `JSONTreeBuilder` reads them, finding an earlier member of the
/// same key without scanning the others: a table of positions once the object is past a few
/// members (`{"k0": …, …, "k39999": …}` was quadratic). A replaced member leaves a hole that
/// `elements` skips, so dropping one costs no shifting.
public struct JSONMemberList<Member> {
    private var entries: [Member?] = []
    private var positions: [String: Int] = [:]
    /// Objects this small are searched: a table for each would cost more than it saves.
    private static var tableThreshold: Int { 16 }

    public init() {}

    /// The position of `key`'s member, if there is one.
    private mutating func position(of key: String, keyOf: (Member) -> String) -> Int? {
        if positions.isEmpty, entries.count < Self.tableThreshold {
            return entries.firstIndex { $0.map(keyOf) == key }
        }
        if positions.isEmpty {
            for (index, entry) in entries.enumerated() {
                if let entry { positions[keyOf(entry)] = index }
            }
        }
        return positions[key]
    }

    /// Adds `member`; an earlier member with its key takes its value in place
    /// (`replacingInPlace`) or is dropped, the new one going last.
    public mutating func add(_ member: Member, key: String, keyOf: (Member) -> String, replacingInPlace: Bool) {
        let existing = position(of: key, keyOf: keyOf)
        if let existing, replacingInPlace {
            entries[existing] = member
            return
        }
        if let existing { entries[existing] = nil }
        entries.append(member)
        // Once made, the table follows; before, the first search past the threshold makes it.
        if !positions.isEmpty { positions[key] = entries.count - 1 }
    }

    /// The members in order.
    public var elements: [Member] { entries.compactMap { $0 } }
}
