/// The MarkupKit release whose semantics a document is read with (R-VERSIONS): frames and
/// errors for the same document differ between them.
public enum MarkupKitVersion: String, Sendable, CaseIterable {
    /// 4.5.1, the default: the last release with its layout code in the repository.
    case v4 = "4.5.1"
    /// 3.4.2: the last with `<?include?>`, `LMLayerView` and `layoutMarginsRelativeArrangement`.
    case v3 = "3.4.2"
    /// 1.3.4: the dialect of the seed README (`alignment`, `<?strings?>`, no `width`/`height`).
    case v1 = "1.3.4"

    /// `"4.5.1"`, `"4.5"` or `"4"` name 4.5.1, and so on.
    public init?(name: String) {
        switch name {
        case "4.5.1", "4.5", "4": self = .v4
        case "3.4.2", "3.4", "3": self = .v3
        case "1.3.4", "1.3", "1": self = .v1
        default: return nil
        }
    }

    /// Unknown elements, instructions and children raise (4.0.1+); before, they were no-ops.
    var raisesForUnexpectedMarkup: Bool { self == .v4 }
    /// `<?include?>`, `LMLayerView`, `layoutMarginsRelativeArrangement` (removed in 4.0).
    var isLegacy: Bool { self != .v4 }
    /// Default row/column spacing: system spacing (NaN) on iOS 11+ since 3.4, 8 before.
    var defaultSpacing: Double { self == .v1 ? 8 : .nan }
}
