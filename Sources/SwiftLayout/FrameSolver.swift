import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine

/// Lays an activated layout out on the project's Auto Layout engine: the root's frame is the
/// host's, every other placed view gets its content size, stacks their arrangement, and every
/// constraint whose views share an ancestor is installed. Frames are the solver's exact values.
struct FrameSolver {
    let activation: Activation
    let content: ContentSize
    let rootSize: AutoLayout.Size
    let host: Host
    let scale: Double
    let declaredSizes: [ObjectIdentifier: (Double?, Double?)]
    let position: (String, SourceSpan) -> SourcePosition
    var problems: [Problem] = []
    /// Views left ambiguous, by render id.
    var ambiguous: [String: [AutoLayout.Axis]] = [:]

    private struct Built {
        var system: LayoutSystem
        var items: [ObjectIdentifier: ItemID]
        var views: [ItemID: ViewEntity]
        var installed: [LayoutConstraintID: Int]
    }

    init(activation: Activation, content: ContentSize, rootSize: AutoLayout.Size, host: Host, scale: Double,
         declaredSizes: [ObjectIdentifier: (Double?, Double?)], position: @escaping (String, SourceSpan) -> SourcePosition) {
        self.position = position
        self.activation = activation
        self.content = content
        self.rootSize = rootSize
        self.host = host
        self.scale = scale
        self.declaredSizes = declaredSizes
    }

    /// The frame tree: wrapping labels are measured again at the width the first solve gave them.
    mutating func solve(root: ViewEntity) -> RenderedNode {
        var wrapWidths: [ObjectIdentifier: Double] = [:]
        var built = build(root: root, wrapWidths: wrapWidths, reporting: true)
        var result = built.system.solve()
        var changed = false
        for (id, item) in built.items where built.views[item].map(content.isWrappingLabel) == true {
            let view = built.views[item]!
            let width = result.exactFrames[item.index].width
            if width < content.intrinsicSize(of: view, wrapWidth: nil, declared: declaredSizes[id]).width ?? 0 {
                wrapWidths[id] = width
                changed = true
            }
        }
        if changed {
            built = build(root: root, wrapWidths: wrapWidths, reporting: false)
            result = built.system.solve()
        }
        for conflict in result.conflicts {
            let members = conflict.constraints.map { describe($0, built) }
            let broken = conflict.broken.flatMap { built.installed[$0] }.map { activation.constraints[$0] }
            let placement = activation.placements[ObjectIdentifier(root)]
            problems.append(Problem(severity: .warning, message: .unsatisfiable(members), file: broken?.file ?? placement?.file ?? "",
                                    span: broken?.span ?? placement?.span))
        }
        for item in result.ambiguous {
            guard let view = built.views[item.item], view !== root else { continue }
            ambiguous[view.tag] = item.axes
            let placement = activation.placements[ObjectIdentifier(view)]
            problems.append(Problem(severity: .warning, message: .ambiguous(view: view.tag, axes: item.axes.map(\.rawValue).joined(separator: " and ")),
                                    file: placement?.file ?? view.file, span: placement?.span ?? view.span))
        }
        return node(root, result, built, parentOrigin: (0, 0))
    }

    private func describe(_ id: LayoutConstraintID, _ built: Built) -> String {
        if let index = built.installed[id] { return activation.constraints[index].equation }
        let constraint = built.system.constraint(id)
        return "\(built.system.name(of: constraint.item)).\(constraint.attribute.rawValue) (\(constraint.identifier ?? "UIKit"))"
    }

    private mutating func build(root: ViewEntity, wrapWidths: [ObjectIdentifier: Double], reporting: Bool) -> Built {
        var system = LayoutSystem(rootSize: rootSize, host: host, scale: scale)
        var built = Built(system: system, items: [ObjectIdentifier(root): system.root], views: [system.root: root], installed: [:])
        var pending = activation.children(of: root).reversed().map { ($0, system.root) }
        while let (view, parent) = pending.popLast() {
            let id = ObjectIdentifier(view)
            let size = content.intrinsicSize(of: view, wrapWidth: wrapWidths[id], declared: declaredSizes[id])
            var options = ViewOptions(name: view.tag, parent: parent, intrinsicSize: IntrinsicSize(width: size.width, height: size.height),
                                      contentHugging: view.contentPriorities.hugging.applied(to: content.contentHugging(of: view)),
                                      compressionResistance: view.contentPriorities.compressionResistance.applied(to: UIKitDefaults.compressionResistance))
            if content.isKind(view, "UIStackView") { options.margins = .zero }
            if let margins = Self.layoutMargins(of: view) { options.margins = margins }
            if let baselines = content.baselineOffsets(of: view) {
                options.firstBaselineOffset = baselines.first
                options.lastBaselineOffset = baselines.last
            }
            let item = system.addView(options)
            built.items[id] = item
            built.views[item] = view
            pending += activation.children(of: view).reversed().map { ($0, item) }
        }
        var guides: [AnchorObject: ItemID] = [:]
        for (index, constraint) in activation.constraints.enumerated() {
            guard let item = built.items[ObjectIdentifier(constraint.item)] else { continue }
            var toItem: ItemID?
            if let object = constraint.toItem {
                guard let owner = built.items[ObjectIdentifier(object.view)] else {
                    if reporting {
                        problems.append(Problem(severity: .error, message: .noCommonAncestor(constraint.item.tag, object.view.tag),
                                                file: constraint.file, span: constraint.span))
                    }
                    continue
                }
                toItem = object.guide.map { guide(AnchorObject(view: object.view, guide: $0), owner: owner, &system, &guides) } ?? owner
            }
            let layoutConstraint = LayoutConstraint(
                item: item, attribute: constraint.attribute, relation: constraint.relation, toItem: toItem,
                toAttribute: constraint.toAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
                priority: constraint.priority, identifier: constraint.identifier, tag: index)
            do {
                let id = try system.add(layoutConstraint)
                built.installed[id] = index
            } catch {
                if reporting { problems.append(Problem(severity: .error, message: .notStatic(error.description), file: constraint.file, span: constraint.span)) }
            }
        }
        for (id, item) in built.items {
            guard let view = built.views[item], content.isKind(view, "UIStackView") else { continue }
            let arranged = activation.arrangedSubviews(of: view).compactMap { child in
                built.items[ObjectIdentifier(child)].map {
                    StackViewArrangement.Item(view: $0, isHidden: child.prop("isHidden") == .bool(true),
                                              isMultilineText: content.isWrappingLabel(child))
                }
            }
            _ = id
            guard !arranged.isEmpty else { continue }
            let arrangement = Self.arrangement(of: view, stack: item, items: arranged)
            _ = try? system.addStackView(arrangement)
        }
        built.system = system
        return built
    }

    /// `root.safeAreaLayoutGuide` is the host's; other guides are made on first use (§8.4).
    private func guide(_ object: AnchorObject, owner: ItemID, _ system: inout LayoutSystem, _ guides: inout [AnchorObject: ItemID]) -> ItemID {
        if object.guide == .safeAreaLayoutGuide, owner == system.root { return system.safeAreaGuide }
        if let known = guides[object] { return known }
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
            // A scroll view's content at content offset zero: it starts at the scroll view's
            // origin; its size is what the content's constraints make it.
            for side in [LayoutAttribute.left, .top] { pin(side, side) }
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
    static func layoutMargins(of view: ViewEntity) -> AutoLayout.EdgeInsets? {
        guard case .insets(let margins)? = view.prop("layoutMargins") else { return nil }
        return AutoLayout.EdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
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

    private func node(_ view: ViewEntity, _ result: AutoLayout.LayoutResult, _ built: Built, parentOrigin: (Double, Double)) -> RenderedNode {
        let exact = result.exactFrames[built.items[ObjectIdentifier(view)]!.index]
        let frame = Expressions.Rect(x: exact.x - parentOrigin.0, y: exact.y - parentOrigin.1, width: exact.width, height: exact.height)
        let children = activation.children(of: view).map { node($0, result, built, parentOrigin: (exact.x, exact.y)) }
        let placement = activation.placements[ObjectIdentifier(view)]
        let file = placement?.file ?? view.file
        let position = self.position(file, placement?.span ?? view.span)
        var rendered = RenderedNode(className: view.className, id: view.tag, frame: frame, props: view.props, file: file,
                                    position: position, children: children)
        rendered.text = content.drawnText(of: view, width: frame.width)
        rendered.constraintItem = view.tag
        rendered.contentPriorities = content.contentPriorities(of: view)
        return rendered
    }
}
