/// Paths that may have changed and when to look at them again.
///
/// Nothing here says *what* changed: when a path falls due its file is read and
/// compared with the index, so create-then-delete cancels out and delete-then-create
/// becomes one modification, whatever the events in between.
struct PendingPaths {
    /// When a path is due, and whether only rescans (no kernel event) named it.
    struct Entry {
        var due: UInt64
        var fromRescan: Bool
    }

    private(set) var entries: [String: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// Marks `path` due at `due`, replacing any earlier deadline: a write that starts
    /// after a close pushes the path back until it settles or closes again.
    mutating func mark(_ path: String, due: UInt64, fromRescan: Bool) {
        let wasRescanOnly = entries[path]?.fromRescan ?? true
        entries[path] = Entry(due: due, fromRescan: wasRescanOnly && fromRescan)
    }

    /// The earliest deadline, if any.
    var earliestDue: UInt64? { entries.values.lazy.map(\.due).min() }

    /// Whether some path is due at `now`.
    func hasDue(at now: UInt64) -> Bool { entries.values.contains { $0.due <= now } }

    /// Removes and returns the paths due at `now` (all of them when `everything`).
    mutating func takeDue(at now: UInt64, everything: Bool = false) -> [(path: String, fromRescan: Bool)] {
        let due = entries.filter { everything || $0.value.due <= now }
        for path in due.keys { entries[path] = nil }
        return due.map { ($0.key, $0.value.fromRescan) }
    }
}
