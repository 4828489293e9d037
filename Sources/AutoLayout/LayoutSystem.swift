import Constraints

/// Views, layout guides and `NSLayoutConstraint`s over one solver: what UIKit's engine holds
/// for a window. Frames live in root coordinates (R-AL-EQ-2's recommendation); the root's frame
/// is fixed by required host constraints (R-AL-HOST) whose constants `setRootSize` edits.
public struct LayoutSystem: Sendable {
    private(set) var items: [LayoutItem] = []
    private(set) var constraints: [StoredConstraint] = []
    private var solver = ConstraintSolver()
    /// Each solver constraint's `LayoutConstraintID`, by the solver id's raw value (both count
    /// up as constraints are stored, so this is an array, not a hash map).
    private var owner: [LayoutConstraintID] = []
    private var rootSizeConstraints: [ConstraintID] = []
    /// Each view's content-size constraints (R-ICS-2), by item index, for `setIntrinsicSize`: a
    /// view has at most two an axis, held in place (a map of arrays hashed every view's index and
    /// made an array for each view with an intrinsic size).
    private var contentSizeConstraints: [ContentSizeConstraints] = []
    /// Optional content-size constraints not yet handed to the solver: `solve` installs them
    /// after every other constraint (see `deferredToSolve`).
    private var deferredContentSize: [LayoutConstraintID] = []
    /// Each scroll view's content layout guide, by the scroll view's item index, made on first use.
    var contentGuides: [Int: ItemID] = [:]
    /// How many views scroll their content: none, and no constraint is looked at for it.
    var scrollViewCount = 0
    public private(set) var host: Host
    /// Points per pixel: 1, 2 or 3 (R-AL-ROUND-4).
    public let scale: Double

    /// The host's root view.
    public let root = ItemID(index: 0)
    /// `root.safeAreaLayoutGuide`: the root's bounds inset by the host's safe area (R-MARG-4).
    public let safeAreaGuide = ItemID(index: 1)

    /// What kind of constraint a stored one is, for diagnostics.
    enum Origin: Sendable { case caller, host, contentSize }

    struct StoredConstraint: Sendable {
        var constraint: LayoutConstraint
        var origin: Origin
        var solverID: ConstraintID?
    }

    public init(rootSize: Size, host: Host = Host(), scale: Double = 2) {
        self.host = host
        self.scale = scale
        _ = makeItem(ViewOptions(name: "root", margins: host.effectiveRootMargins), isGuide: false)
        _ = makeItem(ViewOptions(name: "root.safeAreaLayoutGuide", parent: root, margins: .zero), isGuide: true)
        // The identifiers spelled out: an interpolated one is a new string for every system.
        let frame = [(LayoutAttribute.left, 0.0, "UIView-Encapsulated-Layout-left"), (.top, 0, "UIView-Encapsulated-Layout-top"),
                     (.width, rootSize.width, "UIView-Encapsulated-Layout-width"),
                     (.height, host.fitsHeight ? 0 : rootSize.height, "UIView-Encapsulated-Layout-height")]
        for (attribute, value, identifier) in frame {
            let fitted = host.fitsHeight && attribute == .height
            let id = addHost(LayoutConstraint(item: root, attribute: attribute, constant: value,
                                              priority: fitted ? Priority.fittingSizeLevel : Priority.required, identifier: identifier))
            if attribute.isDimension { rootSizeConstraints.append(constraints[id.rawValue].solverID!) }
        }
        let inset = host.safeArea
        for (attribute, constant, identifier) in [(LayoutAttribute.left, inset.left, "UIView-safeAreaLayoutGuide-left"),
                                                  (.right, -inset.right, "UIView-safeAreaLayoutGuide-right"),
                                                  (.top, inset.top, "UIView-safeAreaLayoutGuide-top"),
                                                  (.bottom, -inset.bottom, "UIView-safeAreaLayoutGuide-bottom")] {
            _ = addHost(LayoutConstraint(item: safeAreaGuide, attribute: attribute, toItem: root, toAttribute: attribute,
                                         constant: constant, identifier: identifier))
        }
    }

    /// Adds a view; its intrinsic size becomes content-size constraints at once (R-ICS-2).
    public mutating func addView(_ options: ViewOptions) -> ItemID {
        var options = options
        options.parent = options.parent ?? root
        let id = makeItem(options, isGuide: false)
        if options.scrollsContent { scrollViewCount += 1 }
        // Both axes in `Axis.allCases`' order, without making that array for every view.
        addContentSize(of: id, .horizontal)
        addContentSize(of: id, .vertical)
        return id
    }

    /// A view's intrinsic size changed (a wrapping label measured at its solved width): its
    /// content-size constraints are edited in place, added or removed, so the next `solve`
    /// starts from the last one's tableau instead of a new system.
    public mutating func setIntrinsicSize(of item: ItemID, to size: IntrinsicSize) {
        let old = items[item.index].options.intrinsicSize
        items[item.index].options.intrinsicSize = size
        for axis in Axis.allCases where old[axis] != size[axis] {
            let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
            let existing = contentSizeConstraints[item.index].ids(axis)
            if let value = size[axis], value >= 0, !existing.isEmpty {
                for id in existing {
                    constraints[id.rawValue].constraint.constant = value
                    if let solverID = constraints[id.rawValue].solverID { solver.setConstant(of: solverID, to: value) }
                }
                continue
            }
            for id in existing { remove(id) }
            contentSizeConstraints[item.index].clear(axis)
            addContentSize(of: item, axis)
        }
    }

    /// The hugging and compression-resistance constraints of one axis, when the view has an
    /// intrinsic size on it.
    private mutating func addContentSize(of item: ItemID, _ axis: Axis) {
        // The size read in place first: most views have none, and a copy of the options
        // retains their strings.
        guard let size = items[item.index].options.intrinsicSize[axis], size >= 0 else { return }
        let hugging = items[item.index].options.contentHugging[axis]
        let resistance = items[item.index].options.compressionResistance[axis]
        let shrinking = addContentSize(of: item, axis, .lessThanOrEqual, size, priority: hugging)
        let growing = addContentSize(of: item, axis, .greaterThanOrEqual, size, priority: resistance)
        contentSizeConstraints[item.index].set(axis, shrinking, growing)
    }

    private mutating func addContentSize(of item: ItemID, _ axis: Axis, _ relation: Relation, _ size: Double,
                                         priority: Float) -> LayoutConstraintID {
        let constraint = LayoutConstraint(item: item, attribute: axis == .horizontal ? .width : .height, relation: relation,
                                          constant: size, priority: priority, identifier: "NSContentSizeLayoutConstraint")
        return priority < Priority.required ? storeDeferred(constraint) : store(constraint, origin: .contentSize)
    }

    /// Adds a layout guide owned by `owner` (a `UILayoutGuide`: a frame without content).
    public mutating func addGuide(name: String, owner: ItemID, margins: EdgeInsets = .zero) -> ItemID {
        makeItem(ViewOptions(name: name, parent: owner, margins: margins), isGuide: true)
    }

    /// Installs a constraint after checking UIKit's validity rules (R-AL-EQ-4).
    ///
    /// UIKit also throws for leading/trailing paired with left/right; left-to-right the pair
    /// still means one thing, so it is installed and listed in `warnings` instead — the render
    /// goes on and the diagnostic still points at the constraint.
    @discardableResult
    public mutating func add(_ constraint: consuming LayoutConstraint) throws(LayoutConstraintError) -> LayoutConstraintID {
        let warning = try constraint.validate()
        // Stored as given unless a scroll view re-targets it (a conditional expression made a copy of it).
        let id = scrollViewCount == 0 ? store(constraint, origin: .caller) : store(attachingToContentArea(constraint), origin: .caller)
        if let warning { warnings.append(LayoutWarning(constraint: id, problem: warning)) }
        return id
    }

    /// Constraints UIKit would refuse that were installed anyway.
    public private(set) var warnings: [LayoutWarning] = []

    public mutating func remove(_ id: LayoutConstraintID) {
        deferredContentSize.removeAll { $0 == id }
        guard let solverID = constraints[id.rawValue].solverID else { return }
        solver.remove(solverID)
        constraints[id.rawValue].solverID = nil
    }

    /// A constraint's constant changed (a saved document's number): edited in place, as
    /// `add` would have installed it with that constant.
    public mutating func setConstant(of id: LayoutConstraintID, to constant: Double) {
        constraints[id.rawValue].constraint.constant = constant
        guard let solverID = constraints[id.rawValue].solverID else { return }
        let (lhs, _, rhs) = Self.sides(of: Relationship(constraints[id.rawValue].constraint), items: items, hostDirection: host.layoutDirection)
        var expression = lhs
        expression.add(rhs, times: -1)
        solver.setConstant(of: solverID, to: -expression.constant)
    }

    /// A new host size (another device, a rotation): an edit of the root's host constraints.
    /// (A self-sizing root's height constant is the height it settles at when its content fixes none.)
    public mutating func setRootSize(_ size: Size) {
        solver.setConstant(of: rootSizeConstraints[0], to: size.width)
        solver.setConstant(of: rootSizeConstraints[1], to: size.height)
    }

    /// Whether `solve` looks for ambiguous items and settles them by the tie-break
    /// (R-AL-AMBIG); off when only values are needed (a fitting size), which is much faster on
    /// large degenerate systems, and ambiguous values then follow the solver's pivot order.
    public var detectsAmbiguity: Bool {
        get { solver.detectsAmbiguity }
        set { solver.detectsAmbiguity = newValue }
    }

    public func name(of item: ItemID) -> String { items[item.index].options.name }
    public func parent(of item: ItemID) -> ItemID? { items[item.index].options.parent }
    public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint { constraints[id.rawValue].constraint }
    /// Whether the host made the constraint (the root's frame, the safe area guide's edges).
    public func isHostConstraint(_ id: LayoutConstraintID) -> Bool { constraints[id.rawValue].origin == .host }
    public var itemCount: Int { items.count }
    /// Constraints stored (installed or not, the host's and content sizes' included).
    public var constraintCount: Int { constraints.count }

    // MARK: Building

    private mutating func makeItem(_ options: ViewOptions, isGuide: Bool) -> ItemID {
        let scrollingAncestor = options.parent.flatMap { parent in
            items[parent.index].options.scrollsContent ? parent : items[parent.index].scrollingAncestor
        }
        let item = LayoutItem(options: options, isGuide: isGuide, scrollingAncestor: scrollingAncestor,
                              x: solver.makeVariable(), y: solver.makeVariable(),
                              width: solver.makeVariable(), height: solver.makeVariable())
        items.append(item)
        contentSizeConstraints.append(ContentSizeConstraints())
        return ItemID(index: items.count - 1)
    }

    private mutating func addHost(_ constraint: LayoutConstraint) -> LayoutConstraintID {
        store(constraint, origin: .host)
    }

    mutating func store(_ constraint: consuming LayoutConstraint, origin: Origin) -> LayoutConstraintID {
        let id = LayoutConstraintID(rawValue: constraints.count)
        constraints.append(StoredConstraint(constraint: constraint, origin: origin, solverID: nil))
        handToSolver(id)
        return id
    }

    /// An optional content-size constraint, stored now and handed to the solver by `solve`,
    /// after the constraints that place the view. Its errors then enter a tableau whose
    /// required rows already fix what they fix, so each one is a short row of its own; handed
    /// over first, every required equality between two views' sizes (a grid's columns) turns
    /// into a phase-one pivot on errors that a whole column of rows shares. Only optional ones
    /// wait: required constraints keep their order, so a conflict breaks the same member.
    private mutating func storeDeferred(_ constraint: consuming LayoutConstraint) -> LayoutConstraintID {
        let id = LayoutConstraintID(rawValue: constraints.count)
        constraints.append(StoredConstraint(constraint: constraint, origin: .contentSize, solverID: nil))
        deferredContentSize.append(id)
        return id
    }

    private mutating func handToSolver(_ id: LayoutConstraintID) {
        // Read in place, through a pointer: the element read from the array (`constraints[i]`)
        // was a copy of the stored constraint, its identifier retained and released.
        let direction = host.layoutDirection
        let (difference, relation, priority, isHost) = constraints.withUnsafeBufferPointer { stored in
            let entry = stored.baseAddress! + id.rawValue
            let (difference, relation) = Self.difference(of: Relationship(entry.pointer(to: \.constraint)!), items: items, hostDirection: direction)
            return (difference, relation, entry.pointee.constraint.priority, entry.pointee.origin == .host)
        }
        // `lhs − rhs relation 0`: what the solver makes of `lhs relation rhs`, in one array.
        let solverID = solver.add(difference, relation, LinearExpression(), priority: priority, isHost: isHost)
        if owner.count == solverID.rawValue {
            owner.append(id)
        } else if owner.count < solverID.rawValue {
            owner.append(contentsOf: repeatElement(id, count: solverID.rawValue + 1 - owner.count))
        }
        owner[solverID.rawValue] = id
        constraints[id.rawValue].solverID = solverID
    }

    /// Both sides as linear expressions in root coordinates, and the relation between them. A
    /// location is first taken into the container's space — the nearest common ancestor, or the
    /// item's superview for a one-item constraint (R-AL-EQ-2) — so a multiplier scales what
    /// UIKit scales. Right-to-left, a constraint on leading or trailing is read in mirrored
    /// coordinates (R-AL-ATTR-1): its constant flips sign, so a positive one still points
    /// towards the trailing side, and an inequality turns round with it.
    ///
    /// Static over the items, so that a mutating caller (`handToSolver`) hands over its
    /// items rather than a copy of the whole system (solver included).
    private static func sides(of constraint: Relationship, items: [LayoutItem], hostDirection: LayoutDirection)
        -> (LinearExpression, Relation, LinearExpression) {
        let (first, relation, constant, rightToLeft) = firstSide(of: constraint, items: items, hostDirection: hostDirection)
        var lhs = first
        guard let toItem = constraint.toItem, let toAttribute = constraint.toAttribute else {
            return (lhs, relation, LinearExpression(constant: constant))
        }
        var second = expression(toItem, toAttribute, rightToLeft: rightToLeft, items: items)
        let multiplier = Double(constraint.multiplier)
        if !constraint.attribute.isDimension, multiplier != 1,
           let container = commonAncestor(constraint.item, toItem, items: items) {
            let origin = items[container.index].location(constraint.attribute.axis)
            lhs.add(origin, times: -1)
            second.add(origin, times: -1)
        }
        // `constant + multiplier × second`, scaled in `second`'s own terms (no new array),
        // each number as `LinearExpression.add` computes it.
        for index in second.terms.indices { second.terms[index].coefficient = second.terms[index].coefficient * multiplier }
        second.constant = constant + second.constant * multiplier
        return (lhs, relation, second)
    }

    /// What `sides(of:)` and `difference(of:)` read of a constraint: its numbers and items, no
    /// identifier, so that passing it copies no string (a constraint handed over by value, read
    /// from the stored list, was copied with its identifier retained).
    private struct Relationship {
        var item: ItemID
        var attribute: LayoutAttribute
        var relation: Relation
        var toItem: ItemID?
        var toAttribute: LayoutAttribute?
        var multiplier: Float
        var constant: Double
        var layoutDirection: LayoutDirection?

        init(_ constraint: UnsafePointer<LayoutConstraint>) {
            item = constraint.pointee.item
            attribute = constraint.pointee.attribute
            relation = constraint.pointee.relation
            toItem = constraint.pointee.toItem
            toAttribute = constraint.pointee.toAttribute
            multiplier = constraint.pointee.multiplier
            constant = constraint.pointee.constant
            layoutDirection = constraint.pointee.layoutDirection
        }

        init(_ constraint: LayoutConstraint) {
            self = withUnsafePointer(to: constraint) { Relationship($0) }
        }
    }

    /// What `sides(of:)` and `difference(of:)` read first: the first item's side in root
    /// coordinates, and the relation and constant as the constraint's direction turns them
    /// (R-AL-ATTR-1), with whether it is right-to-left.
    @inline(__always)
    private static func firstSide(of constraint: Relationship, items: [LayoutItem], hostDirection: LayoutDirection)
        -> (side: LinearExpression, relation: Relation, constant: Double, rightToLeft: Bool) {
        let rightToLeft = (constraint.layoutDirection ?? hostDirection) == .rightToLeft
        let side = expression(constraint.item, constraint.attribute, rightToLeft: rightToLeft, items: items)
        guard rightToLeft, constraint.attribute.isLeadingTrailing || constraint.toAttribute?.isLeadingTrailing == true else {
            return (side, constraint.relation, constraint.constant, rightToLeft)
        }
        return (side, constraint.relation.reversed, -constraint.constant, rightToLeft)
    }

    /// `sides(of:)` as the solver takes them (`ConstraintSolver.add`): `lhs − rhs`, each
    /// number computed as `lhs.add(rhs, times: -1)` computes it, the right side's terms
    /// appended to the left side's array instead of made in one of their own.
    private static func difference(of constraint: Relationship, items: [LayoutItem], hostDirection: LayoutDirection)
        -> (LinearExpression, Relation) {
        let (first, relation, constant, rightToLeft) = firstSide(of: constraint, items: items, hostDirection: hostDirection)
        var difference = first
        guard let toItem = constraint.toItem, let toAttribute = constraint.toAttribute else {
            difference.constant += constant * -1
            return (difference, relation)
        }
        let second = terms(toItem, toAttribute, rightToLeft: rightToLeft, items: items)
        let multiplier = Double(constraint.multiplier)
        var origin: Variable?
        if !constraint.attribute.isDimension, multiplier != 1,
           let container = commonAncestor(constraint.item, toItem, items: items) {
            origin = items[container.index].location(constraint.attribute.axis)
            difference.add(origin!, times: -1)
        }
        difference.terms.append(Term(second.first.variable, second.first.coefficient * multiplier * -1))
        if let other = second.other { difference.terms.append(Term(other.variable, other.coefficient * multiplier * -1)) }
        if let origin { difference.terms.append(Term(origin, -1 * multiplier * -1)) }
        difference.constant += (constant + second.constant * multiplier) * -1
        return (difference, relation)
    }

    /// `item.attribute` over the frame variables (R-AL-ATTR-1…3); right-to-left, leading is
    /// the right edge and trailing the left one.
    func expression(_ id: ItemID, _ attribute: LayoutAttribute, rightToLeft: Bool = false) -> LinearExpression {
        Self.expression(id, attribute, rightToLeft: rightToLeft, items: items)
    }

    private static func expression(_ id: ItemID, _ attribute: LayoutAttribute, rightToLeft: Bool, items: [LayoutItem]) -> LinearExpression {
        let found = terms(id, attribute, rightToLeft: rightToLeft, items: items)
        // Room for the other side's terms: the solver appends them to this array in place.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        terms.append(found.first)
        if let other = found.other { terms.append(other) }
        return LinearExpression(terms, constant: found.constant)
    }

    /// `expression(_:_:rightToLeft:items:)`'s one or two terms and its constant, without an array.
    private static func terms(_ id: ItemID, _ attribute: LayoutAttribute, rightToLeft: Bool, items: [LayoutItem])
        -> (first: Term, other: Term?, constant: Double) {
        // The frame's variables only, not a copy of the item (its options hold strings); the
        // options are read in place by the cases that need them.
        let item = (x: items[id.index].x, y: items[id.index].y, width: items[id.index].width, height: items[id.index].height)
        var margins: EdgeInsets { items[id.index].options.margins }
        func edge(_ location: Variable, _ size: Variable, sizeFactor: Double, offset: Double) -> (first: Term, other: Term?, constant: Double) {
            (Term(location, 1), Term(size, sizeFactor), offset)
        }
        func single(_ variable: Variable) -> (first: Term, other: Term?, constant: Double) {
            (Term(variable, 1), nil, 0)
        }
        switch attribute {
        case .leading where rightToLeft: return edge(item.x, item.width, sizeFactor: 1, offset: 0)
        case .trailing where rightToLeft: return single(item.x)
        case .leadingMargin where rightToLeft: return edge(item.x, item.width, sizeFactor: 1, offset: -margins.right)
        case .trailingMargin where rightToLeft: return edge(item.x, item.width, sizeFactor: 0, offset: margins.left)
        case .left, .leading: return single(item.x)
        case .top: return single(item.y)
        case .right, .trailing: return edge(item.x, item.width, sizeFactor: 1, offset: 0)
        case .bottom: return edge(item.y, item.height, sizeFactor: 1, offset: 0)
        case .width: return single(item.width)
        case .height: return single(item.height)
        case .centerX: return edge(item.x, item.width, sizeFactor: 0.5, offset: 0)
        case .centerY: return edge(item.y, item.height, sizeFactor: 0.5, offset: 0)
        case .firstBaseline: return edge(item.y, item.height, sizeFactor: 0, offset: items[id.index].options.firstBaselineOffset ?? 0)
        case .lastBaseline: return edge(item.y, item.height, sizeFactor: 1, offset: -(items[id.index].options.lastBaselineOffset ?? 0))
        case .leftMargin, .leadingMargin: return edge(item.x, item.width, sizeFactor: 0, offset: margins.left)
        case .rightMargin, .trailingMargin: return edge(item.x, item.width, sizeFactor: 1, offset: -margins.right)
        case .topMargin: return edge(item.y, item.height, sizeFactor: 0, offset: margins.top)
        case .bottomMargin: return edge(item.y, item.height, sizeFactor: 1, offset: -margins.bottom)
        case .centerXWithinMargins: return edge(item.x, item.width, sizeFactor: 0.5, offset: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return edge(item.y, item.height, sizeFactor: 0.5, offset: (margins.top - margins.bottom) / 2)
        }
    }

    private static func ancestors(_ item: ItemID, items: [LayoutItem]) -> [ItemID] {
        var chain = [item]
        while let parent = items[chain.last!.index].options.parent { chain.append(parent) }
        return chain
    }

    /// The nearest common ancestor of two items (the item's superview when they are one item).
    private static func commonAncestor(_ first: ItemID, _ second: ItemID, items: [LayoutItem]) -> ItemID? {
        if first == second { return items[first.index].options.parent }
        let firstChain = Set(ancestors(first, items: items))
        return ancestors(second, items: items).first { firstChain.contains($0) }
    }

    // MARK: Solving again

    /// `fresh`, a system just built, as `previous` (solved) becomes when its constants are
    /// moved to `fresh`'s — when the two have the same shape: the same items (names, parents,
    /// guides) and the same constraints in the same order, alike in everything but their
    /// constants (margins and baseline offsets enter as constants too). The solver then
    /// starts from `previous`'s tableau and re-solves with its edit path (a dual simplex)
    /// instead of installing every constraint again: a saved document whose numbers changed.
    /// Its solution is a fresh solve's (the solver's values do not depend on the path taken:
    /// `Solution.values`). Nil when the shapes differ.
    public static func resuming(_ previous: consuming LayoutSystem, with fresh: borrowing LayoutSystem) -> LayoutSystem? {
        // Taken over, not copied: a copy of the solver's tableau would cost what it saves.
        var system = previous
        guard system.deferredContentSize.isEmpty, system.items.count == fresh.items.count,
              system.constraints.count == fresh.constraints.count, system.scale == fresh.scale,
              system.host.kind == fresh.host.kind, system.host.layoutDirection == fresh.host.layoutDirection,
              system.warnings.map(\.constraint) == fresh.warnings.map(\.constraint),
              system.solver.constraintCount == fresh.solver.constraintCount + fresh.deferredContentSize.count
        else { return nil }
        for index in fresh.items.indices {
            let old = system.items[index], new = fresh.items[index]
            guard old.isGuide == new.isGuide, old.options.name == new.options.name, old.options.parent == new.options.parent else {
                return nil
            }
        }
        // Looked up only for a constraint the solver does not hold yet (rare): no set otherwise.
        var deferred: Set<LayoutConstraintID>?
        for index in fresh.constraints.indices {
            let old = system.constraints[index], new = fresh.constraints[index]
            guard old.origin == new.origin, let solverID = old.solverID, sameShape(old.constraint, new.constraint) else { return nil }
            let constant: Double
            if let newID = new.solverID {
                guard newID == solverID, let found = system.solver.rightHandConstant(of: solverID, ifShapedAs: fresh.solver) else {
                    return nil
                }
                constant = found
            } else {
                // An optional content-size constraint `size ≤ or ≥ constant`, handed over at solve.
                if deferred == nil { deferred = Set(fresh.deferredContentSize) }
                guard deferred?.contains(LayoutConstraintID(rawValue: index)) == true else { return nil }
                constant = new.constraint.constant
            }
            system.solver.setConstant(of: solverID, to: constant)
            system.constraints[index].constraint = new.constraint
        }
        for index in fresh.items.indices { system.items[index].options = fresh.items[index].options }
        system.warnings = fresh.warnings
        system.host = fresh.host
        return system
    }

    /// Whether two constraints differ at most in their constants.
    private static func sameShape(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.item == b.item && a.attribute == b.attribute && a.relation == b.relation && a.toItem == b.toItem
            && a.toAttribute == b.toAttribute && a.multiplier == b.multiplier && a.priority == b.priority
            && a.identifier == b.identifier && a.tag == b.tag && a.layoutDirection == b.layoutDirection
    }

    /// The solver's longest tableau row and deepest chain of definitions (for tests).
    func solverShape() -> (longestRow: Int, widestColumn: Int, deepestDefinition: Int, substitutions: Int) { solver.shape() }

    // MARK: Solving

    /// Solves, rounds to the pixel grid and names what went wrong.
    public mutating func solve() -> LayoutSolution {
        for id in deferredContentSize { handToSolver(id) }
        deferredContentSize.removeAll()
        solver.setTieBreakOrder(rounds: tieBreakRounds())
        let solution = solver.solve()
        let exact = items.map { item in
            Rect(x: solution.value(of: item.x), y: solution.value(of: item.y),
                 width: solution.value(of: item.width), height: solution.value(of: item.height))
        }
        let conflicts = solution.conflicts.map { conflict in
            let members = conflict.constraints.map { owner[$0.rawValue] }
            return LayoutConflict(constraints: members, broken: conflict.broken.map { owner[$0.rawValue] },
                                  items: involvedItems(members))
        }
        return LayoutSolution(exactFrames: exact, parents: items.map(\.options.parent), scale: scale,
                            conflicts: conflicts, ambiguous: ambiguousItems(solution.ambiguous))
    }

    /// R-AL-AMBIG-2: when views tie, sizes settle from the last view back (so the earliest
    /// stretches and the latest is compressed), then positions from the first view on.
    /// In two rounds: positions are pulled only where the settled sizes leave them free.
    private func tieBreakRounds() -> [[Variable]] {
        // Appended to arrays sized once: a two-element array per item for `flatMap` to join was
        // an allocation per item and round.
        var sizes: [Variable] = []
        var positions: [Variable] = []
        sizes.reserveCapacity(2 * max(items.count - 1, 0))
        positions.reserveCapacity(2 * max(items.count - 1, 0))
        for index in items.indices.dropFirst().reversed() {
            sizes.append(items[index].width)
            sizes.append(items[index].height)
        }
        for index in items.indices.dropFirst() {
            positions.append(items[index].x)
            positions.append(items[index].y)
        }
        return [sizes, positions]
    }

    private func involvedItems(_ members: [LayoutConstraintID]) -> [ItemID] {
        var involved = Set<ItemID>()
        for member in members {
            let stored = constraints[member.rawValue]
            if stored.origin == .host {
                involved.insert(root)
                continue
            }
            involved.insert(stored.constraint.item)
            if let toItem = stored.constraint.toItem { involved.insert(toItem) }
        }
        return involved.sorted()
    }

    private func ambiguousItems(_ variables: [Variable]) -> [AmbiguousItem] {
        let free = Set(variables)
        return items.indices.compactMap { index in
            let item = items[index]
            // `hasAmbiguousLayout` is a view's question: a stack's gap guides and spanner are
            // free across their own axis by design, and a view they leave free is reported.
            if item.isGuide { return nil }
            let axes = Axis.allCases.filter { free.contains(item.location($0)) || free.contains(item.size($0)) }
            return axes.isEmpty ? nil : AmbiguousItem(item: ItemID(index: index), axes: axes)
        }
    }
}

extension Relation {
    /// The relation with its sides swapped: `<=` for `>=`.
    var reversed: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

/// One view's content-size constraints (R-ICS-2): for each axis none, or hugging (≤) then
/// compression resistance (≥), as `LayoutConstraintID` raw values (−1 for none). Plain fields:
/// a `SIMD4<Int32>` would have its first use look up `Int32: SIMDScalar` at run time.
struct ContentSizeConstraints: Sendable {
    private var horizontal: (hugging: Int32, resistance: Int32) = (-1, -1)
    private var vertical: (hugging: Int32, resistance: Int32) = (-1, -1)

    /// The axis's constraints, hugging first; empty when it has none.
    func ids(_ axis: Axis) -> [LayoutConstraintID] {
        let pair = axis == .horizontal ? horizontal : vertical
        guard pair.hugging >= 0 else { return [] }
        return [LayoutConstraintID(rawValue: Int(pair.hugging)), LayoutConstraintID(rawValue: Int(pair.resistance))]
    }

    mutating func set(_ axis: Axis, _ hugging: LayoutConstraintID, _ resistance: LayoutConstraintID) {
        let pair = (Int32(hugging.rawValue), Int32(resistance.rawValue))
        if axis == .horizontal { horizontal = pair } else { vertical = pair }
    }

    mutating func clear(_ axis: Axis) {
        if axis == .horizontal { horizontal = (-1, -1) } else { vertical = (-1, -1) }
    }
}
