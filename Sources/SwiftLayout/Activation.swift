import AutoLayout
import Constraints
import Diagnostics

/// One view of the traversal (R-SL-TRAVERSAL): where it goes and the anchors given to it there.
struct Component {
    var superview: ViewEntity?
    var view: ViewEntity
    var anchors: [AnchorProperty]
    var isNotArranged: Bool
    var node: LayoutValueNode
}

/// An `NSLayoutConstraint` as activation makes it (R-SL-CONSTRAINT), with where it was written.
public struct ResolvedConstraint {
    public var item: ViewEntity
    public var attribute: LayoutAttribute
    public var relation: Relation
    public var toItem: AnchorObject?
    public var toAttribute: LayoutAttribute?
    public var multiplier: Float
    public var constant: Double
    public var priority: Float
    public var identifier: String?
    public var file: String
    public var span: SourceSpan

    /// R-SL-CONSTRAINTS: what `WeakConstraint` hashes, so identical constraints are activated once.
    struct Key: Hashable {
        var item: ObjectIdentifier
        var attribute: LayoutAttribute
        var toItem: AnchorObject?
        var toAttribute: LayoutAttribute?
        var relation: Relation
        var constant: Double
        var multiplier: Float
        var priority: Float

        /// By the item, attribute, second view and constant (equal keys have them equal): two
        /// constraints of a layout that differ mostly differ there, and hashing every field was
        /// most of activating a constraint.
        func hash(into hasher: inout Hasher) {
            hasher.combine(item)
            hasher.combine(attribute)
            hasher.combine(toItem.map { ObjectIdentifier($0.view) })
            hasher.combine(constant)
        }
    }

    var key: Key {
        Key(item: ObjectIdentifier(item), attribute: attribute, toItem: toItem, toAttribute: toAttribute, relation: relation,
            constant: constant, multiplier: multiplier, priority: priority)
    }

    /// `lhs.key == rhs.key`, field by field where they are, the numbers first: no key made and
    /// no constraint copied (each retains its views).
    static func haveSameKey(_ lhs: UnsafePointer<ResolvedConstraint>, _ rhs: UnsafePointer<ResolvedConstraint>) -> Bool {
        lhs.pointee.attribute == rhs.pointee.attribute && lhs.pointee.relation == rhs.pointee.relation
            && lhs.pointee.constant == rhs.pointee.constant && lhs.pointee.multiplier == rhs.pointee.multiplier
            && lhs.pointee.priority == rhs.pointee.priority && lhs.pointee.toAttribute == rhs.pointee.toAttribute
            && lhs.pointee.item === rhs.pointee.item && lhs.pointee.toItem == rhs.pointee.toItem
    }
}

/// What activating a layout does (R-SL-ADD-VIEWS, R-SL-CONSTRAINTS): the views added where, in
/// order, and the constraints.
final class Activation {
    private(set) var components: [Component] = []
    private(set) var root: ViewEntity?
    /// Superview of each added view, and each view's subviews back to front.
    private(set) var parents: [ObjectIdentifier: ViewEntity] = [:]
    private(set) var subviews: [ObjectIdentifier: [ViewEntity]] = [:]
    /// A stack view's arranged subviews, in order.
    private(set) var arranged: [ObjectIdentifier: [ViewEntity]] = [:]
    /// Where each view was first placed.
    private(set) var placements: [ObjectIdentifier: LayoutValueNode] = [:]
    private(set) var constraints: [ResolvedConstraint] = []
    private var identifiers: [String: ViewEntity] = [:]
    /// Stacks whose `init(arrangedSubviews:)` views were added.
    private var seededStacks: Set<ObjectIdentifier> = []
    var problems: [Problem] = []
    /// Where the problems of the last `resolve` start among `problems` (it runs again after a
    /// patch of the constants).
    private var resolvedProblemsStart: Int?
    /// The component and anchor each constraint of the last `resolve` came from, when it
    /// dropped no duplicate (nil otherwise): `resolveConstants()` then sets their constants.
    private var constraintSources: [(component: Int, anchor: Int)]?
    private let isStackView: (ViewEntity) -> Bool

    init(isStackView: @escaping (ViewEntity) -> Bool) {
        self.isStackView = isStackView
    }

    /// Adds a layout's components: the top views have no superview.
    func add(_ layout: LayoutValueNode) {
        traverse(layout, superview: nil, isNotArranged: false)
        if root == nil { root = components.first?.view }
    }

    private func traverse(_ node: LayoutValueNode, superview: ViewEntity?, isNotArranged: Bool) {
        if let view = node.view {
            components.append(Component(superview: superview, view: view, anchors: node.anchors, isNotArranged: isNotArranged, node: node))
            if placements[ObjectIdentifier(view)] == nil { placements[ObjectIdentifier(view)] = node }
            if let superview {
                if isAncestor(view, of: superview) {
                    // UIKit raises ("Can't add self as subview"), or loops, for an ancestor.
                    problems.append(Problem(severity: .error, message: .addedToItself(view: view.tag, superview: superview.tag),
                                            file: node.file, span: node.span))
                } else {
                    place(view, in: superview, isNotArranged: isNotArranged)
                }
            }
            addArrangedAtInit(of: view, node: node)
        }
        let option = node.kind == .group ? node.isNotArranged : node.view != nil ? false : isNotArranged
        for child in node.sublayouts { traverse(child, superview: node.view ?? superview, isNotArranged: option) }
    }

    /// A stack made with `init(arrangedSubviews:)` holds those views from the start, in order:
    /// they are added once, the first time the stack is placed, before its layout's own views.
    private func addArrangedAtInit(of stack: ViewEntity, node: LayoutValueNode) {
        guard !stack.arrangedAtInit.isEmpty, seededStacks.insert(ObjectIdentifier(stack)).inserted else { return }
        for view in stack.arrangedAtInit {
            let placement = LayoutValueNode(.view, view: view, span: view.span, file: view.file)
            components.append(Component(superview: stack, view: view, anchors: [], isNotArranged: false, node: placement))
            if placements[ObjectIdentifier(view)] == nil { placements[ObjectIdentifier(view)] = placement }
            if isAncestor(view, of: stack) {
                problems.append(Problem(severity: .error, message: .addedToItself(view: view.tag, superview: stack.tag),
                                        file: node.file, span: node.span))
            } else {
                place(view, in: stack, isNotArranged: false)
            }
        }
    }

    /// R-SL-ADD-VIEWS: `addSubview` moves a view to the front; a stack also arranges it.
    private func place(_ view: ViewEntity, in superview: ViewEntity, isNotArranged: Bool) {
        let id = ObjectIdentifier(view)
        if let old = parents[id] {
            subviews[ObjectIdentifier(old)]?.removeAll { $0 === view }
            if old !== superview { arranged[ObjectIdentifier(old)]?.removeAll { $0 === view } }
        }
        parents[id] = superview
        subviews[ObjectIdentifier(superview), default: []].append(view)
        if isStackView(superview), !isNotArranged, !(arranged[ObjectIdentifier(superview)]?.contains { $0 === view } ?? false) {
            arranged[ObjectIdentifier(superview), default: []].append(view)
        }
    }

    /// Whether `view` is `other` or one of its superviews.
    private func isAncestor(_ view: ViewEntity, of other: ViewEntity) -> Bool {
        var current: ViewEntity? = other
        while let next = current {
            if next === view { return true }
            current = superview(of: next)
        }
        return false
    }

    /// Changes every component's anchors in place (`resolve()` makes the constraints again).
    func updateAnchors(_ body: (inout AnchorProperty) -> Void) {
        for index in components.indices {
            for anchor in components[index].anchors.indices { body(&components[index].anchors[anchor]) }
        }
    }

    func children(of view: ViewEntity) -> [ViewEntity] { subviews[ObjectIdentifier(view)] ?? [] }
    func arrangedSubviews(of view: ViewEntity) -> [ViewEntity] { arranged[ObjectIdentifier(view)] ?? [] }
    func superview(of view: ViewEntity) -> ViewEntity? { parents[ObjectIdentifier(view)] }

    /// Whether `view` is in the root's tree.
    func isPlaced(_ view: ViewEntity) -> Bool {
        var current: ViewEntity? = view
        while let next = current {
            if next === root { return true }
            current = superview(of: next)
        }
        return false
    }

    /// The nearest common ancestor of two views (the item's superview for one view).
    func commonAncestor(_ first: ViewEntity, _ second: ViewEntity) -> ViewEntity? {
        var chain: [ViewEntity] = []
        var current: ViewEntity? = first
        while let next = current {
            chain.append(next)
            current = superview(of: next)
        }
        current = second
        while let next = current {
            if chain.contains(where: { $0 === next }) { return next }
            current = superview(of: next)
        }
        return nil
    }

    /// R-SL-CONSTRAINT for every component, then R-SL-CONSTRAINTS's deduplication; `unique` false
    /// keeps duplicates (`Anchors.constraints(item:toItem:)` without activation).
    func resolve(unique: Bool = true) {
        if let resolvedProblemsStart { problems.removeSubrange(resolvedProblemsStart...) }
        resolvedProblemsStart = problems.count
        identifiers = [:]
        // Equal constraints have the same first item: when each view is one component's and no
        // component has many anchors, a duplicate can only be among the constraints its own
        // component made, compared one by one; otherwise every key goes into one set.
        var count = 0
        var views: Set<ObjectIdentifier> = []
        views.reserveCapacity(components.count)
        var duplicatesStayInComponents = true
        components.withUnsafeBufferPointer { components in
            for index in components.indices {
                let component = components.baseAddress! + index
                let view = component.pointee.view
                if let identifier = view.identifier, identifiers[identifier] == nil { identifiers[identifier] = view }
                count += component.pointee.anchors.count
                if component.pointee.anchors.count > Self.pairwiseDeduplicationLimit || !views.insert(ObjectIdentifier(view)).inserted {
                    duplicatesStayInComponents = false
                }
            }
        }
        constraints = []
        constraints.reserveCapacity(count)
        var sources: [(component: Int, anchor: Int)]? = unique ? [] : nil
        sources?.reserveCapacity(count)
        var seen: Set<ResolvedConstraint.Key>?
        if unique, !duplicatesStayInComponents {
            seen = []
            seen?.reserveCapacity(count)
        }
        // Components and anchors read where they are, through pointers: a copy of each (an
        // element read from an array, or from its buffer) retained its views, targets and strings.
        components.withUnsafeBufferPointer { components in
            for index in components.indices {
                let component = components.baseAddress! + index
                let componentStart = constraints.count
                component.pointee.anchors.withUnsafeBufferPointer { anchors in
                    for anchor in anchors.indices {
                        guard let constraint = resolve(anchors.baseAddress! + anchor, of: component) else { continue }
                        if seen != nil, !seen!.insert(constraint.key).inserted {
                            sources = nil
                            continue
                        }
                        constraints.append(consume constraint)
                        if unique, seen == nil, constraints.count - componentStart > 1, isLastDuplicate(since: componentStart) {
                            constraints.removeLast()
                            sources = nil
                            continue
                        }
                        sources?.append((index, anchor))
                    }
                }
            }
        }
        constraintSources = sources
    }

    /// Whether the last constraint has the key of one made since `start`.
    private func isLastDuplicate(since start: Int) -> Bool {
        constraints.withUnsafeBufferPointer { made in
            let last = made.baseAddress! + made.count - 1
            return (start..<made.count - 1).contains { ResolvedConstraint.haveSameKey(made.baseAddress! + $0, last) }
        }
    }

    /// Anchors a component may have for its duplicates to be found by comparing them pairwise
    /// (a view's anchors block is mostly a few lines).
    static let pairwiseDeduplicationLimit = 16

    /// After `updateAnchors` changed constants and spans only: the constraints as `resolve()`
    /// makes them — their constants and spans set in place when no duplicate was dropped and
    /// none appears, resolved again otherwise.
    func resolveConstants() {
        guard let sources = constraintSources, sources.count == constraints.count else {
            resolve()
            return
        }
        var changed: [Int] = []
        // Fields read in place and written only when they differ: a copy of each anchor, or a
        // write to every constraint, copied the array a render still shares on every save.
        for (index, source) in sources.enumerated() {
            let constant = components[source.component].anchors[source.anchor].constant
            if constraints[index].constant.bitPattern != constant.bitPattern {
                constraints[index].constant = constant
                changed.append(index)
            }
            let span = components[source.component].anchors[source.anchor].span
            if constraints[index].span != span { constraints[index].span = span }
        }
        for index in changed {
            let key = constraints[index].key
            if constraints.indices.contains(where: { $0 != index && constraints[$0].key == key }) {
                resolve()
                return
            }
        }
    }

    /// The constraint `property` of `component` makes, both read where they are (`resolve()`).
    private func resolve(_ property: UnsafePointer<AnchorProperty>, of component: UnsafePointer<Component>) -> ResolvedConstraint? {
        let superview = component.pointee.superview.map { AnchorObject(view: $0) }
        var to: AnchorObject?
        switch property.pointee.target {
        case .object(let object): to = object
        case .identifier(let name):
            if let view = identifiers[name] {
                to = AnchorObject(view: view)
            } else {
                problems.append(Problem(severity: .warning, message: .unknownIdentifier(name), file: component.pointee.node.file, span: property.pointee.span))
                to = superview
            }
        case .transparent: to = superview
        case .deny: to = property.pointee.attribute.isDimension ? nil : superview
        }
        if to == nil, !property.pointee.attribute.isDimension {
            problems.append(Problem(severity: .error, message: .locationWithoutSuperview(view: component.pointee.view.tag, attribute: property.pointee.attribute.rawValue),
                                    file: component.pointee.node.file, span: property.pointee.span))
            return nil
        }
        return ResolvedConstraint(
            item: component.pointee.view, attribute: property.pointee.attribute, relation: property.pointee.relation, toItem: to,
            toAttribute: to == nil ? nil : property.pointee.toAttribute ?? property.pointee.attribute, multiplier: Float(property.pointee.multiplier),
            constant: property.pointee.constant, priority: property.pointee.priority, identifier: property.pointee.identifier,
            file: component.pointee.node.file, span: property.pointee.span)
    }
}
