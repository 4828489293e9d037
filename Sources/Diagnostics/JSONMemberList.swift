/// An object's members while a `JSONTreeBuilder` reads them, finding an earlier member of the
/// same key without scanning the others: a table of positions once the object is past a few
/// members (`{"k0": …, …, "k39999": …}` was quadratic). A dropped member is only marked, so
/// dropping one costs no shifting, and an object without duplicates (nearly all) hands its
/// members over as they are. Inlinable, so each builder gets a copy specialised to its members
/// (unspecialised, looking up generic metadata took a fifth of reading a layout).
public struct JSONMemberList<Member> {
    @usableFromInline var entries: [Member] = []
    /// Positions in `entries` of members dropped for a later one of the same key.
    @usableFromInline var dropped: Set<Int> = []
    @usableFromInline var positions: [String: Int] = [:]
    /// Objects this small are searched: a table for each would cost more than it saves.
    @usableFromInline static var tableThreshold: Int { 16 }

    @inlinable
    public init() {}

    /// A list with room for `capacity` members before it grows: an object of a few members
    /// (a view's four constraints) then takes one allocation, not one per doubling.
    @inlinable
    public init(reservingCapacity capacity: Int) { entries.reserveCapacity(capacity) }

    /// The position of `key`'s member, if there is one.
    @inlinable
    mutating func position(of key: String, keyOf: (Member) -> String) -> Int? {
        if positions.isEmpty, entries.count < Self.tableThreshold {
            // Nearly every object has no duplicate: then nothing is dropped to look up.
            if dropped.isEmpty {
                for index in entries.indices where keyOf(entries[index]) == key { return index }
                return nil
            }
            for index in entries.indices where !dropped.contains(index) && keyOf(entries[index]) == key { return index }
            return nil
        }
        if positions.isEmpty {
            for index in entries.indices where !dropped.contains(index) { positions[keyOf(entries[index])] = index }
        }
        return positions[key]
    }

    /// Adds `member`; an earlier member with its key takes its value in place
    /// (`replacingInPlace`) or is dropped, the new one going last.
    @inlinable
    public mutating func add(_ member: Member, key: String, keyOf: (Member) -> String, replacingInPlace: Bool) {
        let existing = position(of: key, keyOf: keyOf)
        if let existing, replacingInPlace {
            entries[existing] = member
            return
        }
        if let existing { dropped.insert(existing) }
        entries.append(member)
        // Once made, the table follows; before, the first search past the threshold makes it.
        if !positions.isEmpty { positions[key] = entries.count - 1 }
    }

    /// The members in order.
    @inlinable
    public var elements: [Member] {
        if dropped.isEmpty { return entries }
        return entries.indices.filter { !dropped.contains($0) }.map { entries[$0] }
    }
}
