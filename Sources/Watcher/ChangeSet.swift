/// Changes that happened together, delivered at once so a caller re-renders once.
///
/// Each path appears at most once, and the set is sorted by path.
public struct ChangeSet: Sendable, Hashable, CustomStringConvertible {
    public let changes: [FileChange]

    /// Makes a change set; sorts the changes by path.
    public init(_ changes: [FileChange]) {
        self.changes = changes.sorted { $0.path < $1.path }
    }

    /// The paths of changes of `kind`, in path order.
    public func paths(_ kind: ChangeKind) -> [String] {
        changes.filter { $0.kind == kind }.map(\.path)
    }

    public var isEmpty: Bool { changes.isEmpty }

    public var description: String {
        changes.map(\.description).joined(separator: ", ")
    }
}
