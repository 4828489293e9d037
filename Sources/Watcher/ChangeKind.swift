/// What happened to a regular file since the previous change set that named it.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    case created
    case modified
    case removed
}
