/// What marks a diagnostic as one of the Auto Layout engine's own findings — required
/// constraints that cannot all hold, or views their constraints leave free — with the views it
/// is about. A render reports it as a warning; `check --audit` reports it under its audit rule
/// instead (`conflict`, `ambiguous`; docs/AUDITS.md).
public struct LayoutFinding: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Required constraints that cannot all hold: the engine breaks one (UIKit's "Unable to
        /// simultaneously satisfy constraints").
        case conflict
        /// Views whose frame the constraints leave free on some axis.
        case ambiguous
    }

    /// Where a view is written: the file and position its rendered node carries.
    public struct View: Hashable, Sendable {
        public var file: String
        public var position: SourcePosition

        public init(file: String, position: SourcePosition) {
            self.file = file
            self.position = position
        }
    }

    public var kind: Kind
    /// The views involved, in the engine's order: the ambiguous views, or the views the
    /// conflicting constraints place (their common superview only when it is the sole one).
    public var views: [View]

    public init(kind: Kind, views: [View]) {
        self.kind = kind
        self.views = views
    }
}
