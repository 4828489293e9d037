import Diagnostics
import LayoutEngine

extension CodeLayout {
    /// The layout of a rendered view tree (views named by id, else by outlet, else by class),
    /// placed by `constraints` (the render's constraint list, `{item, attr, rel, toItem, toAttr,
    /// mult, const, priority, …}`) in `.constraints` mode, else by constraints synthesised from
    /// the frames. `notes` says what the code cannot say as the render did. A view
    /// controller is printed as its view, a `UIView`.
    public init(tree: RenderedNode, constraints json: [JSON]?, mode: ExportMode, classes: ClassLookup = .exactNames) {
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
            view.configuration = ViewConfiguration.statements(for: node, classes: classes)
            return view
        }
        self.constraints = []
        notes = []
        linkChildren()
        if mode == .constraints {
            let keys = Self.constraintKeys(nodes)
            for entry in json ?? [] { add(entry, keys: keys) }
            pinUnconstrainedViews()
            let margins = LayoutMargins.declared(in: self, classes: classes, classNames: nodes.map(\.className))
            for (view, insets) in margins { views[view].configuration.append("layoutMargins = " + LayoutMargins.code(insets)) }
        } else {
            for index in views.indices where classes.isKind(nodes[index].className, "UIStackView") {
                views[index].childrenNotArranged = true
            }
            synthesiseConstraints(mode: mode)
        }
    }

    /// The names constraints call each view by: its id, and `Class@line:column` (MarkupKit's
    /// name for a view without one); the top view is also `root`. The first view with a name keeps it.
    private static func constraintKeys(_ nodes: [RenderedNode]) -> [String: Int] {
        var keys: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if let id = node.id, keys[id] == nil { keys[id] = index }
            let key = "\(node.className)@\(node.position.line):\(node.position.column)"
            if keys[key] == nil { keys[key] = index }
        }
        if keys["root"] == nil { keys["root"] = 0 }
        return keys
    }

    /// One constraint of the render's list, or a note saying why it cannot be printed. A
    /// constraint from a layout guide to a view is turned around (`guide.left == view.left + c`
    /// becomes `view.left == guide.left - c`): SwiftLayout gives anchors to views only.
    private mutating func add(_ entry: JSON, keys: [String: Int]) {
        if case .bool(false)? = entry["active"] { return }
        let equation = Self.equation(entry)
        guard let attribute = entry["attr"]?.stringValue.flatMap(AnchorAttribute.init(name:)), attribute != .notAnAttribute,
              let relation = entry["rel"]?.stringValue.flatMap(AnchorRelation.init(symbol:))
        else {
            notes.append("not printed, not a constraint SwiftLayout can make: \(equation)")
            return
        }
        guard let first = entry["item"]?.stringValue.flatMap({ Self.target($0, keys: keys) }) else {
            notes.append("not printed, its first item is not a view of the tree: \(equation)")
            return
        }
        var target: AnchorTarget?
        var targetAttribute = AnchorAttribute.notAnAttribute
        if let name = entry["toItem"]?.stringValue {
            guard let resolved = Self.target(name, keys: keys),
                  let attribute = entry["toAttr"]?.stringValue.flatMap(AnchorAttribute.init(name:)), attribute != .notAnAttribute
            else {
                notes.append("not printed, its second item is not a view of the tree: \(equation)")
                return
            }
            target = resolved
            targetAttribute = attribute
        } else if !attribute.isDimension {
            notes.append("not printed, a position cannot equal a constant: \(equation)")
            return
        }
        let multiplier = entry["mult"]?.numberValue ?? 1
        let constant = entry["const"]?.numberValue ?? 0
        let priority = entry["priority"]?.numberValue ?? 1000
        switch (first, target) {
        case let (.view(item), _):
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
                item: item, attribute: targetAttribute, relation: turned, target: first, targetAttribute: attribute,
                constant: constant == 0 ? 0 : -constant, priority: priority))
        case (.guide, _):
            notes.append("not printed, a layout guide's constraint SwiftLayout cannot write: \(equation)")
        }
    }

    /// A view by name, or `name.safeAreaLayoutGuide` (and the other guides) of one.
    private static func target(_ name: String, keys: [String: Int]) -> AnchorTarget? {
        if let view = keys[name] { return .view(view) }
        for kind in LayoutGuideKind.allCases where name.hasSuffix("." + kind.rawValue) {
            if let view = keys[String(name.dropLast(kind.rawValue.count + 1))] { return .guide(view, kind) }
        }
        return nil
    }

    /// `a.top == b.bottom × 1 + 8 @1000`, for notes.
    private static func equation(_ entry: JSON) -> String {
        func text(_ key: String) -> String {
            switch entry[key] {
            case let .string(value)?: value
            case let .number(value)?: SwiftNumber.text(value)
            default: "?"
            }
        }
        let right = entry["toItem"]?.stringValue == nil ? text("const") : "\(text("toItem")).\(text("toAttr")) × \(text("mult")) + \(text("const"))"
        return "\(text("item")).\(text("attr")) \(text("rel")) \(right) @\(text("priority"))"
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
