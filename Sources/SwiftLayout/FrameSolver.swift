import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine
import Synchronization

/// Lays an activated layout out on the project's Auto Layout engine: the root's frame is the
/// host's, every other placed view gets its content size, stacks their arrangement, and every
/// constraint whose views share an ancestor is installed. Frames are the solver's exact values.
struct FrameSolver {
    let activation: Activation
    let content: ContentSize
    let rootSize: Size
    let host: Host
    let scale: Double
    let declaredSizes: [ObjectIdentifier: (Double?, Double?)]
    let position: (String, SourceSpan) -> SourcePosition
    var problems: [Problem] = []
    /// Views left ambiguous, by render id.
    var ambiguous: [String: [AutoLayout.Axis]] = [:]

    /// The activation's constraints as the render lists them (`render`'s `constraints`).
    var records: [ConstraintRecord] = []
    /// Where the last solve of this layout is kept (`ConstraintStage.run`).
    var solved: (systems: SolvedSystems, key: String)?
    /// What the last solve of this layout built (in: the evaluation's, from its last render;
    /// out: this solve's, for the next).
    var kept: KeptFrames?

    /// A solve's system and scene with what they were built from, so that the next solve of the
    /// same evaluation — a save that changed constraint constants only (`LayoutEvaluation.take`)
    /// — sets the new constants in them instead of building both again, and hands the stage
    /// just those constraints (`ConstraintStage.run`'s `changed`).
    struct KeptFrames {
        fileprivate var built: Built
        fileprivate var scene: ConstraintScene
        /// The constraints the scene was built from, in order.
        fileprivate var constraints: [ResolvedConstraint]
        /// Each scene view's position's span (its placement's, else its own), in scene order.
        fileprivate var viewSpans: [SourceSpan]
        fileprivate var rootSize: Size
        fileprivate var scale: Double
        fileprivate var host: Host
        /// The token the solve kept its system with (`SolvedSystems`).
        fileprivate var stamp: Int
    }

    /// Tokens of solves, unique in the process.
    private static let stamps = Atomic<Int>(0)

    fileprivate struct Built {
        var system: LayoutSystem
        var items: [ObjectIdentifier: ItemID]
        /// The placed views, parents before children (the item order).
        var order: [ViewEntity]
        /// Activation constraint index → its id in the system (nil: not installed). An array:
        /// a dictionary of thousands grew (and was hashed) one constraint at a time.
        var installed: [LayoutConstraintID?]
    }

    init(activation: Activation, content: ContentSize, rootSize: Size, host: Host, scale: Double,
         declaredSizes: [ObjectIdentifier: (Double?, Double?)], position: @escaping (String, SourceSpan) -> SourcePosition) {
        self.position = position
        self.activation = activation
        self.content = content
        self.rootSize = rootSize
        self.host = host
        self.scale = scale
        self.declaredSizes = declaredSizes
    }

    /// The frame tree: the placed views and installed constraints handed to the one Auto Layout
    /// stage, its conflicts and ambiguities logged where the constraint or view was written.
    mutating func solve(root: ViewEntity) -> RenderedNode {
        let built: Built, scene: ConstraintScene
        var changed: [LayoutConstraintID]?
        let stamp = Self.stamps.add(1, ordering: .relaxed).newValue
        let patchedFrom = kept?.stamp
        // Taken out, so that the constants are set in the one copy.
        var frames = kept
        kept = nil
        if frames != nil, let ids = patch(&frames!, root: root), let frames {
            (built, scene, changed) = (frames.built, frames.scene, ids)
        } else {
            let reported = problems.count
            built = build(root: root)
            scene = self.scene(built)
            // A build that reported a problem is not kept: patching would not report it again.
            guard problems.count == reported else {
                kept = nil
                return solve(built, scene, changed: nil, stamp: nil)
            }
        }
        kept = KeptFrames(built: built, scene: scene, constraints: activation.constraints,
                          viewSpans: built.order.map { activation.placements[ObjectIdentifier($0)]?.span ?? $0.span },
                          rootSize: rootSize, scale: scale, host: host, stamp: stamp)
        return solve(built, scene, changed: changed, stamp: (patchedFrom, stamp))
    }

    /// Sets this activation's constants and positions in `kept`, when it was built from the same
    /// views and constraints but for their constants, for the same root size, scale and host;
    /// returns the ids of the constraints whose constants changed (nil: `kept` is of no use, and
    /// may be left half patched).
    private func patch(_ kept: inout KeptFrames, root: ViewEntity) -> [LayoutConstraintID]? {
        guard kept.built.order.first === root, kept.rootSize == rootSize, kept.scale == scale, kept.host == host,
              kept.constraints.count == activation.constraints.count else { return nil }
        var changed: [LayoutConstraintID] = []
        for (index, constraint) in activation.constraints.enumerated() {
            let was = kept.constraints[index]
            guard was.item === constraint.item, was.attribute == constraint.attribute, was.relation == constraint.relation,
                  was.toItem == constraint.toItem, was.toAttribute == constraint.toAttribute, was.multiplier == constraint.multiplier,
                  was.priority == constraint.priority, was.identifier == constraint.identifier, was.file == constraint.file else { return nil }
            if was.constant.bitPattern != constraint.constant.bitPattern {
                kept.scene.constraints[index].record.constant = constraint.constant
                if let id = kept.built.installed[index] {
                    kept.scene.system.setConstant(of: id, to: constraint.constant)
                    changed.append(id)
                }
            }
            if was.span != constraint.span { kept.scene.constraints[index].record.source = position(constraint.file, constraint.span) }
        }
        for (index, view) in kept.built.order.enumerated() {
            let placement = activation.placements[ObjectIdentifier(view)]
            let span = placement?.span ?? view.span
            if span != kept.viewSpans[index] { kept.scene.views[index].node.position = position(placement?.file ?? view.file, span) }
        }
        return changed
    }

    /// Hands `scene` to the one stage and reads its result back into this layout's terms.
    private mutating func solve(_ built: Built, _ scene: ConstraintScene, changed: [LayoutConstraintID]?,
                                stamp: (after: Int?, new: Int)?) -> RenderedNode {
        let layout = ConstraintStage.run(scene, solved: solved, changed: changed, stamp: stamp) { narrower in
            narrower.compactMap { index, width in
                let view = built.order[index]
                let size = content.intrinsicSize(of: view, wrapWidth: width, declared: declaredSizes[ObjectIdentifier(view)])
                return scene.views[index].item.map { ($0, IntrinsicSize(width: size.width, height: size.height)) }
            }
        }
        records = layout.constraints
        for problem in layout.problems {
            var file: String, span: SourceSpan?
            switch problem.place {
            case .constraint(let index):
                (file, span) = (activation.constraints[index].file, activation.constraints[index].span)
            case .view(let index):
                let view = built.order[index]
                let placement = activation.placements[ObjectIdentifier(view)]
                (file, span) = (placement?.file ?? view.file, placement?.span ?? view.span)
            }
            let notes = problem.involved.map { ($0.equation, activation.constraints[$0.constraint].file, activation.constraints[$0.constraint].span) }
            problems.append(Problem(severity: .warning, message: .layout(problem.message), file: file, span: span, notes: notes,
                                    finding: problem.finding))
        }
        ambiguous.merge(layout.ambiguous) { first, _ in first }
        var tree = layout.tree
        var kinds: [String: ScrollContentInset.Kind] = [:]
        for view in built.order where content.isKind(view, "UIScrollView") && !content.isKind(view, "UITextView") {
            kinds[view.tag] = content.isKind(view, "UITableView") ? .tableView : .scrollView
        }
        if !kinds.isEmpty {
            ScrollContentInset.apply(to: &tree, safeTop: host.safeArea.top) { node in node.constraintItem.flatMap { kinds[$0] } }
        }
        return tree
    }

    /// A constraint as the render lists it.
    static func record(_ constraint: ResolvedConstraint, position: (String, SourceSpan) -> SourcePosition) -> ConstraintRecord {
        withUnsafePointer(to: constraint) { record($0, position: position) }
    }

    /// `record(_:position:)` of the constraint at `constraint`, its fields read where they are
    /// (an element of the activation's list passed by value was copied, its views and strings retained).
    static func record(_ constraint: UnsafePointer<ResolvedConstraint>, position: (String, SourceSpan) -> SourcePosition) -> ConstraintRecord {
        ConstraintRecord(
            item: constraint.pointee.item.tag, attribute: constraint.pointee.attribute, relation: constraint.pointee.relation,
            toItem: constraint.pointee.toItem?.tag, toAttribute: constraint.pointee.toAttribute, multiplier: constraint.pointee.multiplier,
            constant: constraint.pointee.constant, priority: constraint.pointee.priority, identifier: constraint.pointee.identifier,
            file: constraint.pointee.file, source: position(constraint.pointee.file, constraint.pointee.span))
    }

    private func scene(_ built: Built) -> ConstraintScene {
        var sceneIndex: [ObjectIdentifier: Int] = [:]
        sceneIndex.reserveCapacity(built.order.count)
        for (index, view) in built.order.enumerated() { sceneIndex[ObjectIdentifier(view)] = index }
        // Each view made in its place and finished there: a node or scene view made in a local
        // and then stored was copied, every string and array retained again.
        var views: [SceneView] = []
        views.reserveCapacity(built.order.count)
        for view in built.order {
            let id = ObjectIdentifier(view)
            let placement = activation.placements[id]
            let file = placement?.file ?? view.file
            views.append(SceneView(
                node: RenderedNode(className: view.className, id: view.tag, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                   props: view.props, file: file, position: position(file, placement?.span ?? view.span), children: []),
                item: built.items[id], children: activation.children(of: view).compactMap { sceneIndex[ObjectIdentifier($0)] },
                text: content.sceneText(of: view)))
            let last = views.count - 1
            views[last].node.constraintItem = view.tag
            views[last].node.contentPriorities = content.contentPriorities(of: view)
            if content.isWrappingLabel(view) {
                views[last].oneLineWidth = content.intrinsicSize(of: view, wrapWidth: nil, declared: declaredSizes[id]).width
            }
        }
        // By index, borrowed from the array: an enumerated copy of each constraint retained its views and strings.
        var constraints: [SceneConstraint] = []
        constraints.reserveCapacity(activation.constraints.count)
        activation.constraints.withUnsafeBufferPointer { resolved in
            for index in resolved.indices {
                constraints.append(SceneConstraint(record: Self.record(resolved.baseAddress! + index, position: position), id: built.installed[index]))
            }
        }
        return ConstraintScene(system: built.system, views: views, constraints: constraints)
    }

    private mutating func build(root: ViewEntity) -> Built {
        var system = LayoutSystem(rootSize: rootSize, host: host, scale: scale)
        var built = Built(system: system, items: [ObjectIdentifier(root): system.root], order: [root],
                          installed: Array(repeating: nil, count: activation.constraints.count))
        // Room for every view the layout adds at once (grown one view at a time, the items'
        // dictionary was hashed again at each doubling).
        built.items.reserveCapacity(activation.components.count + 1)
        built.order.reserveCapacity(activation.components.count + 1)
        content.memo?.reserve(activation.components.count + 1)
        var pending = activation.children(of: root).reversed().map { ($0, system.root) }
        while let (view, parent) = pending.popLast() {
            let id = ObjectIdentifier(view)
            let size = content.intrinsicSize(of: view, wrapWidth: nil, declared: declaredSizes[id])
            var options = ViewOptions(name: view.tag, parent: parent, intrinsicSize: IntrinsicSize(width: size.width, height: size.height),
                                      contentHugging: view.contentPriorities.hugging.applied(to: content.contentHugging(of: view)),
                                      compressionResistance: view.contentPriorities.compressionResistance.applied(to: UIKitDefaults.compressionResistance))
            if content.isKind(view, "UIStackView") { options.margins = .zero }
            if content.isKind(view, "UIScrollView") { options.scrollsContent = true }
            if let margins = Self.layoutMargins(of: view) { options.margins = margins }
            if let baselines = content.baselineOffsets(of: view) {
                options.firstBaselineOffset = baselines.first
                options.lastBaselineOffset = baselines.last
            }
            let item = system.addView(options)
            built.items[id] = item
            built.order.append(view)
            pending += activation.children(of: view).reversed().map { ($0, item) }
        }
        var guides: [AnchorObject: ItemID] = [:]
        // Each constraint read where it is, through a pointer (a copy retained its views and strings).
        activation.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                let constraint = constraints.baseAddress! + index
                guard let item = built.items[ObjectIdentifier(constraint.pointee.item)] else { continue }
                var toItem: ItemID?
                if let object = constraint.pointee.toItem {
                    guard let owner = built.items[ObjectIdentifier(object.view)] else {
                        problems.append(Problem(severity: .error, message: .noCommonAncestor(constraint.pointee.item.tag, object.view.tag),
                                                file: constraint.pointee.file, span: constraint.pointee.span))
                        continue
                    }
                    toItem = object.guide.map { guide(AnchorObject(view: object.view, guide: $0), owner: owner, &system, &guides) } ?? owner
                }
                let layoutConstraint = LayoutConstraint(
                    item: item, attribute: constraint.pointee.attribute, relation: constraint.pointee.relation, toItem: toItem,
                    toAttribute: constraint.pointee.toAttribute, multiplier: constraint.pointee.multiplier,
                    constant: constraint.pointee.constant, priority: constraint.pointee.priority,
                    identifier: constraint.pointee.identifier, tag: index)
                do throws(LayoutConstraintError) {
                    let id = try system.add(layoutConstraint)
                    built.installed[index] = id
                } catch {
                    problems.append(Problem(severity: .error, message: .notStatic(error.description),
                                            file: constraint.pointee.file, span: constraint.pointee.span))
                }
            }
        }
        for view in built.order where content.isKind(view, "UIStackView") {
            guard let item = built.items[ObjectIdentifier(view)] else { continue }
            let arranged = activation.arrangedSubviews(of: view).compactMap { child in
                built.items[ObjectIdentifier(child)].map {
                    StackViewArrangement.Item(view: $0, isHidden: child.prop("isHidden") == .bool(true),
                                              isMultilineText: content.isWrappingLabel(child))
                }
            }
            guard !arranged.isEmpty else { continue }
            let arrangement = Self.arrangement(of: view, stack: item, items: arranged)
            _ = try? system.addStackView(arrangement)
        }
        built.system = system
        return built
    }

    /// `root.safeAreaLayoutGuide` is the host's; other guides are made on first use (R-SL-GUIDES).
    private func guide(_ object: AnchorObject, owner: ItemID, _ system: inout LayoutSystem, _ guides: inout [AnchorObject: ItemID]) -> ItemID {
        if object.guide == .safeAreaLayoutGuide, owner == system.root { return system.safeAreaGuide }
        if let known = guides[object] { return known }
        if object.guide == .contentLayoutGuide {
            // One content area however it is reached: the guide or the scroll view's edges (R-AL-SCROLL).
            let guide = system.contentLayoutGuide(of: owner)
            guides[object] = guide
            return guide
        }
        let guide = system.addGuide(name: object.tag, owner: owner)
        let root = owner == system.root
        func pin(_ attribute: LayoutAttribute, _ toAttribute: LayoutAttribute, _ constant: Double = 0) {
            _ = try? system.add(LayoutConstraint(item: guide, attribute: attribute, toItem: owner, toAttribute: toAttribute, constant: constant))
        }
        switch object.guide! {
        case .safeAreaLayoutGuide:
            for side in [LayoutAttribute.left, .right, .top, .bottom] { pin(side, side) }
        case .layoutMarginsGuide, .readableContentGuide:
            for (side, margin) in [(LayoutAttribute.left, LayoutAttribute.leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin)] {
                pin(side, margin)
            }
        case .contentLayoutGuide:
            break  // made above
        case .frameLayoutGuide:
            for side in [LayoutAttribute.left, .right, .top, .bottom] { pin(side, side) }
        case .keyboardLayoutGuide:
            // The keyboard is hidden: the guide is the strip below the safe area.
            for side in [LayoutAttribute.left, .right, .bottom] { pin(side, side) }
            pin(.top, .bottom, root ? -host.safeArea.bottom : 0)
        }
        guides[object] = guide
        return guide
    }

    /// The `layoutMargins` a view's configuration sets, if any.
    static func layoutMargins(of view: ViewEntity) -> EdgeInsets? {
        guard case .insets(let margins)? = view.prop("layoutMargins") else { return nil }
        return EdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }

    /// A stack's configuration from its literal properties (UIKit's defaults otherwise).
    static func arrangement(of view: ViewEntity, stack: ItemID, items: [StackViewArrangement.Item]) -> StackViewArrangement {
        var arrangement = StackViewArrangement(stack: stack, items: items)
        if case .string(let axis)? = view.prop("axis") { arrangement.axis = axis == "vertical" ? .vertical : .horizontal }
        if case .string(let name)? = view.prop("distribution"), let distribution = StackViewArrangement.Distribution(rawValue: name) {
            arrangement.distribution = distribution
        }
        if case .string(let name)? = view.prop("alignment"), let alignment = StackViewArrangement.Alignment(rawValue: name) {
            arrangement.alignment = alignment
        }
        if case .number(let spacing)? = view.prop("spacing") { arrangement.spacing = spacing }
        if case .bool(let flag)? = view.prop("isLayoutMarginsRelativeArrangement") { arrangement.isLayoutMarginsRelativeArrangement = flag }
        if case .bool(let flag)? = view.prop("isBaselineRelativeArrangement") { arrangement.isBaselineRelativeArrangement = flag }
        // A stack arranges in its own direction: `forceRightToLeft` flips it; `playback` and
        // `spatial` never flip (R-AL-ATTR-1); unspecified is the app's, left-to-right.
        switch view.prop("semanticContentAttribute") {
        case .string("forceRightToLeft")?: arrangement.layoutDirection = .rightToLeft
        case .string("forceLeftToRight")?, .string("playback")?, .string("spatial")?: arrangement.layoutDirection = .leftToRight
        default: break
        }
        return arrangement
    }
}
