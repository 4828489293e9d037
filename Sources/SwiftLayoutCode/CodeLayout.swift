import Geometry

/// A view tree ready to print as SwiftLayout code: the views in pre-order (the first is the
/// top view), each with the name it is printed as, and the constraints among them.
public struct CodeLayout: Sendable {
    public var views: [View]
    public var constraints: [AnchorConstraint]
    /// What the code cannot say as the source did (constraints left out, views pinned), for
    /// the printed file's header.
    public var notes: [String] = []

    public init(views: [View], constraints: [AnchorConstraint] = []) {
        self.views = views
        self.constraints = constraints
        linkChildren()
    }

    /// One view: the name it goes by in the code, its class and frame, its place in the tree.
    public struct View: Sendable {
        /// A Swift identifier, unique in the layout (`SwiftNames`).
        public var name: String
        public var className: String
        /// x, y, width, height relative to the parent.
        public var frame: Frame
        public var parent: Int?
        public var children: [Int] = []
        /// Statements that configure the view, each written after `view.` (`text = "Hi"`,
        /// `setTitle("Go", for: .normal)`): what affects its intrinsic size, so that the code
        /// reads back to the same frames.
        public var configuration: [String] = []
        /// Whether the children are added with `addSubview` only, not as a stack view's arranged
        /// subviews: printed inside `GroupLayout(option: .isNotArranged)`.
        public var childrenNotArranged = false
        /// A scroll view: its children's trailing and bottom edges are pinned to its
        /// `frameLayoutGuide` when placed from frames (its own edges are its content area's).
        public var scrollsContent = false

        public init(name: String, className: String, frame: Frame, parent: Int?) {
            self.name = name
            self.className = className
            self.frame = frame
            self.parent = parent
        }
    }

    /// A rectangle in points (the one `Rect`).
    public typealias Frame = Rect

    /// Fills every view's `children` from the parents, in view order.
    mutating func linkChildren() {
        for index in views.indices { views[index].children = [] }
        for index in views.indices {
            if let parent = views[index].parent { views[parent].children.append(index) }
        }
    }
}

/// One constraint, `item.attribute relation multiplier × target.targetAttribute + constant`
/// at `priority`, as `NSLayoutConstraint` holds it.
public struct AnchorConstraint: Hashable, Sendable {
    /// The first item: an index into `CodeLayout.views`.
    public var item: Int
    public var attribute: AnchorAttribute
    public var relation: AnchorRelation
    /// nil for a constant (then `targetAttribute` is `notAnAttribute`).
    public var target: AnchorReference?
    public var targetAttribute: AnchorAttribute
    /// In `Float` precision, as `NSLayoutConstraint` stores it.
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(
        item: Int, attribute: AnchorAttribute, relation: AnchorRelation = .equal, target: AnchorReference?,
        targetAttribute: AnchorAttribute, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.targetAttribute = target == nil ? .notAnAttribute : targetAttribute
        self.multiplier = Double(Float(multiplier))
        self.constant = constant
        self.priority = priority
    }
}

/// What a constraint's second item is: a view, or one of a view's layout guides.
public enum AnchorReference: Hashable, Sendable {
    case view(Int)
    case guide(Int, LayoutGuideKind)

    /// The view the target is, or owns.
    public var view: Int {
        switch self {
        case let .view(index), let .guide(index, _): index
        }
    }
}

/// The layout guides of a view (a scroll view's two too), by property name.
public enum LayoutGuideKind: String, Hashable, Sendable, CaseIterable {
    case safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide, keyboardLayoutGuide, contentLayoutGuide, frameLayoutGuide
}
