import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine

extension LayoutBuilder {
    /// The frame tree and the views left ambiguous.
    struct Solved {
        var tree: RenderedNode
        var ambiguous: [String: [AutoLayout.Axis]]
    }

    /// Lays the placed views out: one solve with labels at their one-line size, then, when a
    /// wrapping label got a width its text wraps at, another with its height at that width
    /// (what `preferredMaxLayoutWidth` does). Logs conflicts and ambiguity of the last solve.
    mutating func solve(position: (SourceSpan) -> SourcePosition) -> Solved {
        var wrapWidths: [Int: Double] = [:]
        var (system, items, installed) = makeSystem(wrapWidths: wrapWidths)
        var result = system.solve()
        var changed = false
        for index in items.keys.sorted() where isWrappingLabel(index) {
            let width = result.exactFrames[items[index]!.index].width
            if wrapWidths[index] != width, width < intrinsicSize(of: index, wrapWidth: nil).width ?? 0 {
                wrapWidths[index] = width
                changed = true
            }
        }
        if changed {
            (system, items, installed) = makeSystem(wrapWidths: wrapWidths)
            result = system.solve()
        }
        let modelOf = Dictionary(uniqueKeysWithValues: items.map { ($0.value, $0.key) })
        for conflict in result.conflicts {
            let members = conflict.constraints.map { describe($0, system: system, installed: installed) }
            let broken = conflict.broken.flatMap { installed[$0] }.map { built[$0] }
            log.warning(.unsatisfiable(members), at: broken?.valueSpan ?? document.views[0].keySpan)
        }
        var ambiguous: [String: [AutoLayout.Axis]] = [:]
        for item in result.ambiguous {
            guard let model = modelOf[item.item] else { continue }
            let id = document.views[model].id
            ambiguous[id] = item.axes
            log.warning(.ambiguous(view: id, axes: item.axes.map(\.rawValue).joined(separator: " and ")), at: document.views[model].keySpan)
        }
        let tree = node(0, result: result, items: items, parentOrigin: (0, 0), position: position)
        return Solved(tree: tree, ambiguous: ambiguous)
    }

    private func describe(_ id: LayoutConstraintID, system: LayoutSystem, installed: [LayoutConstraintID: Int]) -> String {
        if let index = installed[id] { return built[index].constraint(file: file, position: { _ in SourcePosition(line: 0, column: 0) }).equation }
        let constraint = system.constraint(id)
        return "\(system.name(of: constraint.item)).\(constraint.attribute.rawValue) (\(constraint.identifier ?? "UIKit"))"
    }

    /// A solver with every placed view (pre-order, so items come out in the tree's order)
    /// and every active constraint.
    private func makeSystem(wrapWidths: [Int: Double]) -> (LayoutSystem, [Int: ItemID], [LayoutConstraintID: Int]) {
        var system = LayoutSystem(rootSize: AutoLayout.Size(width: options.rootWidth, height: options.rootHeight),
                                  scale: options.scale)
        var items: [Int: ItemID] = [0: system.root]
        var pending = views[0].children.reversed().map { ($0, system.root) }
        while let (index, parent) = pending.popLast() {
            var viewOptions = ViewOptions(name: document.views[index].id, parent: parent,
                                          contentHugging: contentHugging(of: index))
            let size = intrinsicSize(of: index, wrapWidth: wrapWidths[index])
            viewOptions.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
            let item = system.addView(viewOptions)
            items[index] = item
            pending += views[index].children.reversed().map { ($0, item) }
        }
        var installed: [LayoutConstraintID: Int] = [:]
        for (number, constraint) in built.enumerated() where constraint.isActive {
            guard let item = items[constraint.item] else { continue }
            let layoutConstraint = LayoutConstraint(
                item: item, attribute: constraint.attribute, relation: constraint.relation,
                toItem: constraint.toItem.flatMap { items[$0] }, toAttribute: constraint.toAttribute,
                multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
                identifier: constraint.identifier, tag: number)
            // Checked before: what the system refuses was reported and never reaches it.
            if let id = try? system.add(layoutConstraint) { installed[id] = number }
        }
        return (system, items, installed)
    }

    private func node(_ index: Int, result: AutoLayout.LayoutResult, items: [Int: ItemID], parentOrigin: (Double, Double),
                      position: (SourceSpan) -> SourcePosition) -> RenderedNode {
        let exact = result.exactFrames[items[index]!.index]
        let frame = Expressions.Rect(x: exact.x - parentOrigin.0, y: exact.y - parentOrigin.1, width: exact.width, height: exact.height)
        let children = views[index].children.map {
            node($0, result: result, items: items, parentOrigin: (exact.x, exact.y), position: position)
        }
        var rendered = RenderedNode(
            className: views[index].className, id: document.views[index].id, frame: frame,
            props: views[index].properties.map { ($0.name, Value.string($0.value)) },
            file: file, position: position(document.views[index].keySpan), children: children)
        rendered.text = drawnText(of: index, width: frame.width)
        rendered.constraintItem = document.views[index].id
        return rendered
    }
}
