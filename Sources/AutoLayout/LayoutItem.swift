import Constraints

/// A view or layout guide of a `LayoutSystem`, by creation order (0 is the root).
public struct ItemID: Hashable, Comparable, Sendable {
    public let index: Int

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.index < rhs.index }
}

/// What a view brings to the layout besides constraints.
public struct ViewOptions: Sendable {
    public var name: String
    public var parent: ItemID?
    /// Effective layout margins (R-MARG-1); the margin attributes read them.
    public var margins: EdgeInsets
    public var intrinsicSize: IntrinsicSize
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    /// Distance from the top to the first baseline; nil for a view without text (R-AL-ATTR-3:
    /// its first baseline is its top).
    public var firstBaselineOffset: Double?
    /// Distance from the last baseline to the bottom; nil makes the last baseline the bottom.
    public var lastBaselineOffset: Double?
    /// A scroll view (`UIScrollView` and its subclasses): a constraint between one of its edges
    /// and a view inside it attaches to its content area (`LayoutSystem.contentLayoutGuide(of:)`).
    public var scrollsContent = false

    public init(name: String, parent: ItemID? = nil, margins: EdgeInsets = .defaultMargins,
                intrinsicSize: IntrinsicSize = IntrinsicSize(width: nil, height: nil),
                contentHugging: AxisPriorities = UIKitDefaults.contentHugging,
                compressionResistance: AxisPriorities = UIKitDefaults.compressionResistance,
                firstBaselineOffset: Double? = nil, lastBaselineOffset: Double? = nil) {
        self.name = name
        self.parent = parent
        self.margins = margins
        self.intrinsicSize = intrinsicSize
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.firstBaselineOffset = firstBaselineOffset
        self.lastBaselineOffset = lastBaselineOffset
    }
}

/// An item's state: its options and its frame variables in root coordinates.
struct LayoutItem: Sendable {
    var options: ViewOptions
    var isGuide: Bool
    /// The nearest ancestor that scrolls its content (R-AL-SCROLL), if any: whether a view is
    /// inside a scroll view's content is then a walk over scroll views only, not over every
    /// ancestor.
    var scrollingAncestor: ItemID?
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    func location(_ axis: Axis) -> Variable { axis == .horizontal ? x : y }
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }
}

/// `UIUserInterfaceSizeClass`: a trait of the root's size (`unspecified` where a condition
/// does not care, as EverLayout's size-class constraints use it).
public enum SizeClass: String, Hashable, Sendable {
    case unspecified, compact, regular

    /// The size classes of a full-screen root of this size: an iPad's are regular both ways,
    /// an iPhone's compact across and regular along its height in portrait, compact both ways
    /// in landscape.
    public static func forRoot(width: Double, height: Double) -> (horizontal: SizeClass, vertical: SizeClass) {
        if min(width, height) >= 768 { return (.regular, .regular) }
        return width < height ? (.compact, .regular) : (.compact, .compact)
    }
}

/// Who set up the view hierarchy's root (R-AL-HOST, R-MARG-1).
public struct Host: Equatable, Sendable {
    public enum Kind: String, Sendable { case bare, viewController }

    public var kind: Kind
    public var safeArea: EdgeInsets
    public var horizontalSizeClass: SizeClass
    /// The root's own margins: default 8 for a bare root, 0 for a view controller's (whose
    /// system minimum then applies).
    public var rootMargins: EdgeInsets?
    /// The app's layout direction (its language's): every view's unless a constraint says
    /// otherwise (`LayoutConstraint.layoutDirection`).
    public var layoutDirection: LayoutDirection
    /// A self-sizing root (a table or collection view cell, R-AL-HOST-FIT): as tall as its
    /// content, its height held at zero only at `fittingSizeLevel` as `systemLayoutSizeFitting`
    /// holds it; the root's width stays the host's.
    public var fitsHeight = false

    public init(kind: Kind = .bare, safeArea: EdgeInsets = .zero, horizontalSizeClass: SizeClass = .compact,
                rootMargins: EdgeInsets? = nil, layoutDirection: LayoutDirection = .leftToRight, fitsHeight: Bool = false) {
        self.fitsHeight = fitsHeight
        self.kind = kind
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.rootMargins = rootMargins
        self.layoutDirection = layoutDirection
    }

    /// The root's effective margins: measured from the safe area (R-MARG-3); a view
    /// controller's root takes at least the system minimum on each edge (R-MARG-2).
    var effectiveRootMargins: EdgeInsets {
        switch kind {
        case .bare:
            return (rootMargins ?? .defaultMargins) + safeArea
        case .viewController:
            let side: Double = horizontalSizeClass == .compact ? 16 : 20
            let own = rootMargins ?? .zero
            let minimum = EdgeInsets(top: max(own.top, 0), left: max(own.left, side),
                                     bottom: max(own.bottom, 0), right: max(own.right, side))
            return minimum + safeArea
        }
    }
}
