import Diagnostics
import LayoutEngine

extension CodeLayout {
    /// The layout of a rendered view tree (views named by id, else by outlet, else by class),
    /// placed by `constraints` (the render's constraint records) in `.constraints` mode, else by constraints synthesised from
    /// the frames. `notes` says what the code cannot say as the render did. A view
    /// controller is printed as its view, a `UIView`. `fromSwiftLayout`: the render is of
    /// SwiftLayout code, so a stack view's subviews are its arranged subviews (the stack, not
    /// constraints, places them), and a view no constraint mentions is printed bare, as
    /// ViewPrinter prints it; else (and from frames) a stack view's subviews are printed in
    /// `GroupLayout(option: .isNotArranged)`, and a view no constraint mentions is pinned to
    /// its frame (a hidden view MarkupKit leaves out, a view of the app's own). `deviceSize`: the frame SwiftLayout
    /// gives the top view; from frames, a top view rendered at another size fixes its own
    /// (as a custom view fixing its height does). `topSafeArea` (top, left, bottom, right): the
    /// safe area the top view's margins are measured from.
    public init(
        tree: RenderedNode, constraints records: [ConstraintRecord]?, mode: ExportMode, classes: ClassLookup = .exactNames, fromSwiftLayout: Bool = false,
        deviceSize: (width: Double, height: Double)? = nil, topSafeArea: [Double] = [0, 0, 0, 0]
    ) {
        var nodes: [RenderedNode] = []
        var parents: [Int?] = []
        func collect(_ node: RenderedNode, parent: Int?) {
            let index = nodes.count
            nodes.append(node)
            parents.append(parent)
            for child in node.children { collect(child, parent: index) }
        }
        collect(tree, parent: nil)
        let names = SwiftNames.names(ids: nodes.map { $0.id ?? $0.outlet }, classNames: nodes.map(\.className))
        views = nodes.indices.map { index in
            let node = nodes[index]
            var view = View(
                name: names[index], className: classes.declaredClass(node.className),
                frame: Frame(x: node.frame.x, y: node.frame.y, width: node.frame.width, height: node.frame.height),
                parent: parents[index])
            view.configuration = ViewConfiguration.statements(for: node, classes: classes, framesAsRendered: mode != .constraints)
            view.scrollsContent = classes.isKind(node.className, "UIScrollView")
            return view
        }
        self.constraints = []
        notes = []
        linkChildren()
        let stacks = views.indices.filter { classes.isKind(nodes[$0].className, "UIStackView") }
        if mode == .constraints {
            var names = ConstraintNames(nodes)
            for record in records ?? [] { add(record, names: &names) }
            if !fromSwiftLayout {
                for stack in stacks { views[stack].childrenNotArranged = true }
                pinUnconstrainedViews()
            }
            let margins = LayoutMargins.declared(in: self, classes: classes, classNames: nodes.map(\.className), topSafeArea: topSafeArea)
            for (view, insets) in margins { views[view].configuration.append("layoutMargins = " + LayoutMargins.code(insets)) }
        } else {
            for stack in stacks { views[stack].childrenNotArranged = true }
            synthesiseConstraints(mode: mode)
            let top = views[0].frame
            if let deviceSize, top.width != deviceSize.width || top.height != deviceSize.height {
                for (attribute, size) in [(AnchorAttribute.width, top.width), (.height, top.height)] {
                    constraints.append(AnchorConstraint(item: 0, attribute: attribute, target: nil, targetAttribute: .notAnAttribute,
                                                        constant: size))
                }
                notes.append("the top view rendered at \(SwiftNumber.text(top.width))×\(SwiftNumber.text(top.height)), "
                    + "not the device's size: its anchors fix that size")
            }
            if top.x != 0 || top.y != 0 {
                notes.append("the top view rendered at (\(SwiftNumber.text(top.x)), \(SwiftNumber.text(top.y))); SwiftLayout puts it at the origin")
            }
        }
    }

    /// One constraint of the render's list, or a note saying why it cannot be printed. A
    /// constraint from a layout guide to a view is turned around (`guide.left == view.left + c`
    /// becomes `view.left == guide.left - c`): SwiftLayout gives anchors to views only.
    private mutating func add(_ record: ConstraintRecord, names: inout ConstraintNames) {
        guard record.isActive else { return }
        let equation = Self.equation(record)
        guard let attribute = AnchorAttribute(name: record.attribute.rawValue), attribute != .notAnAttribute,
              let relation = AnchorRelation(symbol: record.relation.rawValue)
        else {
            notes.append("not printed, not a constraint SwiftLayout can make: \(equation)")
            return
        }
        var targetAttribute = AnchorAttribute.notAnAttribute
        let targetName = record.toItem
        if targetName != nil {
            guard let attribute = record.toAttribute.flatMap({ AnchorAttribute(name: $0.rawValue) }), attribute != .notAnAttribute else {
                notes.append("not printed, not a constraint SwiftLayout can make: \(equation)")
                return
            }
            targetAttribute = attribute
        } else if !attribute.isDimension {
            notes.append("not printed, a position cannot equal a constant: \(equation)")
            return
        }
        let resolved: (first: AnchorReference, second: AnchorReference?)
        switch names.resolve(record.item, targetName, occurrence: equation, in: self) {
        case .found(let first, let second): resolved = (first, second)
        case .unknownFirst:
            notes.append("not printed, its first item is not a view of the tree: \(equation)")
            return
        case .unknownSecond:
            notes.append("not printed, its second item is not a view of the tree: \(equation)")
            return
        }
        let multiplier = Double(record.multiplier)
        let constant = record.constant
        let priority = Double(record.priority)
        switch resolved {
        case let (.view(item), target):
            constraints.append(AnchorConstraint(
                item: item, attribute: attribute, relation: relation, target: target, targetAttribute: targetAttribute,
                multiplier: multiplier, constant: constant, priority: priority))
        case let (.guide, .view(item)?) where multiplier == 1:
            let turned: AnchorRelation = switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            constraints.append(AnchorConstraint(
                item: item, attribute: targetAttribute, relation: turned, target: resolved.first, targetAttribute: attribute,
                constant: constant == 0 ? 0 : -constant, priority: priority))
        case (.guide, _):
            notes.append("not printed, a layout guide's constraint SwiftLayout cannot write: \(equation)")
        }
    }

    /// `a.top == b.bottom × 1 + 8 @1000`, for notes.
    private static func equation(_ record: ConstraintRecord) -> String {
        let right = record.toItem.map { "\($0).\(record.toAttribute?.rawValue ?? "notAnAttribute") × \(SwiftNumber.text(Double(record.multiplier))) + \(SwiftNumber.text(record.constant))" }
            ?? SwiftNumber.text(record.constant)
        return "\(record.item).\(record.attribute.rawValue) \(record.relation.rawValue) \(right) @\(SwiftNumber.text(Double(record.priority)))"
    }

    /// Views below the top that no constraint mentions were not placed by Auto Layout (a hidden
    /// view MarkupKit leaves out, a view of an app's own): they are pinned to their frames.
    private mutating func pinUnconstrainedViews() {
        var mentioned = Set(constraints.map(\.item))
        mentioned.formUnion(constraints.compactMap { $0.target?.view })
        let pinned = views.indices.filter { $0 != 0 && !mentioned.contains($0) }
        guard !pinned.isEmpty else { return }
        let synthesised = FrameSynthesis.constraints(for: self, mode: .absolute)
        constraints += synthesised.filter { pinned.contains($0.item) }
        notes.append("no constraint places \(pinned.map { views[$0].name }.joined(separator: ", ")): pinned to the frame rendered")
    }
}
