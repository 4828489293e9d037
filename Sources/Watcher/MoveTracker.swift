/// `IN_MOVED_FROM` halves waiting for their `IN_MOVED_TO`.
///
/// The kernel queues both halves of a rename back to back, but a read can split them,
/// so an unpaired half waits one settle interval before it counts as a move out of
/// the tree.
struct MoveTracker {
    /// A path that left its directory, and until when its partner may still arrive.
    struct Departure {
        let path: String
        let isDirectory: Bool
        let expires: UInt64
    }

    private var departures: [UInt32: Departure] = [:]

    /// Records the first half of a rename.
    mutating func depart(cookie: UInt32, path: String, isDirectory: Bool, expires: UInt64) {
        departures[cookie] = Departure(path: path, isDirectory: isDirectory, expires: expires)
    }

    /// The first half matching a `IN_MOVED_TO`, if it was seen.
    mutating func arrive(cookie: UInt32) -> Departure? {
        departures.removeValue(forKey: cookie)
    }

    /// Removes and returns departures whose partner never came (all when `everything`).
    mutating func takeExpired(at now: UInt64, everything: Bool = false) -> [Departure] {
        let expired = departures.filter { everything || $0.value.expires <= now }
        for cookie in expired.keys { departures[cookie] = nil }
        return expired.values.sorted { $0.path < $1.path }
    }

    /// The earliest expiry, if any.
    var earliestExpiry: UInt64? { departures.values.lazy.map(\.expires).min() }

    /// Forgets every departure (after a queue overflow nothing pairs reliably).
    mutating func removeAll() { departures.removeAll() }
}
