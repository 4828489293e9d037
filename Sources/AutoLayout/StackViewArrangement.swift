/// A `UIStackView` and its arranged subviews: what `LayoutSystem.addStackView` turns into the
/// constraints UIKit installs (R-SV-IDS). The stack and its items are views the
/// caller has added; the stack's own `margins` are its `layoutMargins` (zero unless set, R-SV-0).
public struct StackViewArrangement: Sendable {
    /// `UIStackView.Distribution`, along the axis (R-SV-DIST-*).
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`, across the axis (R-SV-ALIGN).
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// One arranged subview.
    public struct Item: Sendable {
        public var view: ItemID
        /// A hidden item stays in both arrangements but collapses and loses its spacing (R-SV-HIDDEN).
        public var isHidden: Bool
        /// `setCustomSpacing(_:after:)`; nil is `spacingUseDefault`.
        public var customSpacingAfter: Double?
        /// The length `.fillProportionally` reads instead of the intrinsic size: UIKit asks a
        /// container item (a nested stack) for its fitting size (R-SV-DIST-FILLPROP).
        public var proportionalLength: Double?
        /// The views whose first and last baselines stand for this item's in baseline
        /// alignment and baseline-relative spacing: a nested stack's
        /// `forFirstBaselineLayout`/`forLastBaselineLayout` (R-SV-BASELINE-VEND); nil is the item.
        public var firstBaselineView: ItemID?
        public var lastBaselineView: ItemID?
        /// A label whose `numberOfLines` is not 1: a horizontal stack keeps its width to a share
        /// of the canvas ('UISV-text-width-disambiguation', R-SV-DIST-FILL).
        public var isMultilineText: Bool

        public init(view: ItemID, isHidden: Bool = false, customSpacingAfter: Double? = nil,
                    proportionalLength: Double? = nil, firstBaselineView: ItemID? = nil,
                    lastBaselineView: ItemID? = nil, isMultilineText: Bool = false) {
            self.view = view
            self.isHidden = isHidden
            self.customSpacingAfter = customSpacingAfter
            self.proportionalLength = proportionalLength
            self.firstBaselineView = firstBaselineView
            self.lastBaselineView = lastBaselineView
            self.isMultilineText = isMultilineText
        }

        /// The view `attribute` is read from: the vending view for a baseline.
        public func view(for attribute: LayoutAttribute) -> ItemID {
            switch attribute {
            case .firstBaseline: firstBaselineView ?? view
            case .lastBaseline: lastBaselineView ?? view
            default: view
            }
        }
    }

    public var stack: ItemID
    public var items: [Item]
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// The arrangement fills the stack's layout margins guide instead of its bounds (R-SV-MARGINS).
    public var isLayoutMarginsRelativeArrangement: Bool
    /// A vertical stack measures its spacing from baseline to baseline (R-SV-SPACING).
    public var isBaselineRelativeArrangement: Bool
    /// Copied into the `tag` of every constraint the stack installs.
    public var tag: Int
    /// The stack's `effectiveUserInterfaceLayoutDirection` (its `semanticContentAttribute`);
    /// nil is the host's. Right-to-left, a horizontal stack arranges from the right.
    public var layoutDirection: LayoutDirection?

    /// A stack with UIKit's defaults (R-SV-0): horizontal, fill, fill, spacing 0.
    public init(stack: ItemID, items: [Item] = [], axis: Axis = .horizontal, distribution: Distribution = .fill,
                alignment: Alignment = .fill, spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false,
                isBaselineRelativeArrangement: Bool = false, tag: Int = 0) {
        self.stack = stack
        self.items = items
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.tag = tag
    }
}

/// What installing a stack view added to a `LayoutSystem`.
public struct StackViewInstallation: Sendable {
    /// In the order they were added (the order R-AL-UNSAT-1's choice of a broken one reads).
    public var constraints: [LayoutConstraintID] = []
    /// The margins guide, spacer, gap guides and alignment spanner the stack owns.
    public var guides: [ItemID] = []
    public var warnings: [StackViewWarning] = []
}

/// A stack configuration UIKit accepts but documents as meaningless.
public enum StackViewWarning: Hashable, Sendable, CustomStringConvertible {
    /// Baseline alignments are only valid for horizontal stacks (DOC); laid out as `.leading`
    /// (R-SV-ALIGN-BASELINE's recommendation).
    case baselineAlignmentOnVerticalStack(StackViewArrangement.Alignment)

    public var description: String {
        switch self {
        case .baselineAlignmentOnVerticalStack(let alignment):
            "alignment \(alignment.rawValue) is only valid for horizontal stack views; laid out as leading"
        }
    }
}

/// Priorities of the stack's helper constraints (R-SV-IDS), as `Float`s.
enum StackPriority {
    /// 'UISV-hiding': `0x4479FFF0`, just above the 999 of typical size constraints.
    static let hiding = Float(bitPattern: 0x4479_FFF0)
    static let pinnedSpannerSide: Float = 999.5
    static let spanningFit: Float = 51
    static let spanningFitAllHidden: Float = 0.001
    static let spacingHidden: Float = 50
    static let canvasFit: Float = 49
    static let ambiguitySuppression: Float = 25
    /// 'UISV-text-width-disambiguation' of the first multi-line label (current SDKs).
    static let textWidthDisambiguation: Float = 950
}
