/// One regular file that changed, named by its path relative to the watched root.
public struct FileChange: Sendable, Hashable, CustomStringConvertible {
    /// Path relative to the root, `/`-separated, never starting with `./` or `/`.
    public let path: String
    public let kind: ChangeKind
    /// True when a rescan (queue overflow, new or moved directory, new ignore rules)
    /// found the change rather than a kernel event naming the file.
    public let fromRescan: Bool

    /// Makes a change; `fromRescan` defaults to an event-driven change.
    public init(path: String, kind: ChangeKind, fromRescan: Bool = false) {
        self.path = path
        self.kind = kind
        self.fromRescan = fromRescan
    }

    public var description: String {
        "\(kind.rawValue) \(path)\(fromRescan ? " (rescan)" : "")"
    }
}
