import Diagnostics

/// One check `layout-serve check --audit` runs over a rendered frame tree (docs/AUDITS.md).
public enum AuditRule: String, CaseIterable, Sendable {
    /// The text needs more lines than `numberOfLines` allows, or a one-line text is wider than its label.
    case textTruncated = "text-truncated"
    /// The view is shorter than the lines of text it draws.
    case textClipped = "text-clipped"
    /// Two sibling views that draw content overlap.
    case overlap
    /// A view reaches outside a superview that clips it (the screen always does).
    case outsideParent = "outside-parent"
    /// A view lies wholly outside the screen.
    case offscreen
    /// A control sits under the status bar, the notch or the home indicator.
    case underUnsafeArea = "under-unsafe-area"
    /// A control smaller than 44 × 44 pt.
    case touchTarget = "touch-target"
    /// A view that draws content is 0 pt wide or high.
    case zeroSize = "zero-size"
    /// Required constraints that cannot all hold: the engine breaks one, as UIKit does at run
    /// time (the Auto Layout engine's finding, reported by a render as a warning).
    case conflict
    /// A view whose frame its constraints leave free on some axis (the Auto Layout engine's
    /// finding, reported by a render as a warning).
    case ambiguous

    /// What it says, for `--help` and the docs.
    public var summary: String {
        switch self {
        case .textTruncated: "text cut short: more lines than numberOfLines allows, or one line wider than the label"
        case .textClipped: "a view shorter than the lines of text it draws"
        case .overlap: "sibling views that draw content (text, images, controls) overlap"
        case .outsideParent: "a view reaching outside a superview that clips it (the screen always does)"
        case .offscreen: "a view wholly outside the screen"
        case .underUnsafeArea: "a control under the status bar, the notch or the home indicator"
        case .touchTarget: "a button, stepper or segmented control smaller than 44 × 44 pt"
        case .zeroSize: "a view with text or an image that is 0 pt wide or high"
        case .conflict: "required constraints that cannot all hold: one is broken, as UIKit does, and the frames depend on which"
        case .ambiguous: "a view whose frame its constraints leave undetermined on some axis"
        }
    }

    /// The level when `audit.rules` does not name the rule: `conflict` is an error — UIKit
    /// treats unsatisfiable constraints as a programmer's mistake (it logs them and breaks one,
    /// and which one decides the frames), so no project means to ship one; every other rule
    /// is a warning, a judgement a project may make either way.
    public var defaultLevel: AuditLevel {
        self == .conflict ? .error : .warning
    }

    /// Whether the rule reports the Auto Layout engine's findings (which a render reports as
    /// warnings) rather than reading the frame tree.
    public var isEngineFinding: Bool {
        self == .conflict || self == .ambiguous
    }

    /// The rule that reports an engine finding of `kind`.
    public init(_ kind: LayoutFinding.Kind) {
        switch kind {
        case .conflict: self = .conflict
        case .ambiguous: self = .ambiguous
        }
    }
}

/// What `layout-serve.json`'s `audit.rules` makes of a rule: not run, a warning or an error,
/// which makes `check --audit` exit 1 (each rule's default is `AuditRule.defaultLevel`).
public enum AuditLevel: String, CaseIterable, Sendable {
    case off, warning, error
}
