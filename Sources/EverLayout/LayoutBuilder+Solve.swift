import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine

extension LayoutBuilder {
    /// The frame tree, the views left ambiguous and the constraints as records.
    struct Solved {
        var tree: RenderedNode
        var ambiguous: [String: [AutoLayout.Axis]]
        var constraints: [ConstraintRecord]
    }

    /// Hands the placed views and the established constraints to the one Auto Layout stage
    /// and logs what it found, at the constraint or view that caused it.
    mutating func solve(position: (SourceSpan) -> SourcePosition) -> Solved {
        let (scene, models) = makeScene(position: position)
        return solve(scene, models: models)
    }

    /// `solve(position:)` of a scene already made (`makeScene`): a saved file's last scene
    /// with its numbers patched (`EverLayoutRenders`), `changed` the constraints patched.
    mutating func solve(_ scene: ConstraintScene, models: [Int], changed: [LayoutConstraintID]? = nil) -> Solved {
        let layout = ConstraintStage.run(scene, solved: options.solvedSystems.map { ($0, file) }, changed: changed) { narrower in
            narrower.compactMap { view, width in
                scene.views[view].item.map { item in
                    let size = intrinsicSize(of: models[view], wrapWidth: width)
                    return (item, IntrinsicSize(width: size.width, height: size.height))
                }
            }
        }
        for problem in layout.problems {
            let span = switch problem.place {
            case .constraint(let index): built[index].valueSpan
            case .view(let index): document.views[models[index]].keySpan
            }
            log.warning(.layout(problem.message), at: span, notes: problem.involved.map { ($0.equation, built[$0.constraint].valueSpan) },
                        finding: problem.finding)
        }
        var ambiguous: [String: [AutoLayout.Axis]] = [:]
        for (name, axes) in layout.ambiguous { ambiguous[name] = axes }
        return Solved(tree: layout.tree, ambiguous: ambiguous, constraints: layout.constraints)
    }

    /// A system with every placed view (pre-order, so items come out in the tree's order) and
    /// every active constraint; the scene's views with the model each stands for.
    func makeScene(position: (SourceSpan) -> SourcePosition) -> (ConstraintScene, models: [Int]) {
        var system = LayoutSystem(rootSize: Size(width: options.rootWidth, height: options.rootHeight),
                                  host: Host(layoutDirection: options.layoutDirection), scale: options.scale)
        // By model index: arrays, not hash maps (every constraint looks up both its items).
        var items: [ItemID?] = Array(repeating: nil, count: document.views.count)
        items[0] = system.root
        // Sized once (a scene view is large: regrowing copies every one before it).
        var sceneViews: [SceneView] = []
        sceneViews.reserveCapacity(document.views.count)
        sceneViews.append(sceneView(0, item: system.root, position: position))
        var models = [0]
        models.reserveCapacity(document.views.count)
        var sceneIndex: [Int?] = Array(repeating: nil, count: document.views.count)
        sceneIndex[0] = 0
        var pending: [(Int, ItemID)] = []
        for child in views[0].children.reversed() { pending.append((child, system.root)) }
        while let (index, parent) = pending.popLast() {
            var viewOptions = ViewOptions(name: document.views[index].id, parent: parent, contentHugging: contentHugging(of: index))
            let size = intrinsicSize(of: index, wrapWidth: nil)
            viewOptions.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
            viewOptions.scrollsContent = views[index].ancestry.contains("UIScrollView")
            let item = system.addView(viewOptions)
            items[index] = item
            sceneIndex[index] = sceneViews.count
            var view = sceneView(index, item: item, position: position)
            if isWrappingLabel(index) { view.oneLineWidth = size.width }
            sceneViews.append(view)
            models.append(index)
            for child in views[index].children.reversed() { pending.append((child, item)) }
        }
        for (index, model) in models.enumerated() where !views[model].children.isEmpty {
            sceneViews[index].children = views[model].children.compactMap { sceneIndex[$0] }
        }
        var constraints: [SceneConstraint] = []
        constraints.reserveCapacity(built.count)
        // By index, each read in place (a copy retains its strings).
        for index in built.indices {
            var id: LayoutConstraintID?
            if built[index].isActive, let item = items[built[index].item] {
                let layoutConstraint = LayoutConstraint(
                    item: item, attribute: built[index].attribute, relation: built[index].relation,
                    toItem: built[index].toItem.flatMap { items[$0] }, toAttribute: built[index].toAttribute,
                    multiplier: built[index].multiplier, constant: built[index].constant, priority: built[index].priority,
                    identifier: built[index].identifier)
                // Checked before: what the system refuses was reported and never reaches it.
                id = try? system.add(layoutConstraint)
            }
            // Positioned here, not in `record`: a closure handed on was specialised into it and
            // copied what it captured (the source text's tables) at every call.
            let source = position(built[index].valueSpan)
            constraints.append(SceneConstraint(record: built[index].record(file: file, source: source), id: id))
        }
        return (ConstraintScene(system: system, views: sceneViews, constraints: constraints), models)
    }

    private func sceneView(_ index: Int, item: ItemID, position: (SourceSpan) -> SourcePosition) -> SceneView {
        var node = RenderedNode(
            className: views[index].className, id: document.views[index].id, frame: Rect(x: 0, y: 0, width: 0, height: 0),
            props: DrawnProperties.of(views[index].properties, ancestry: views[index].ancestry),
            file: file, position: position(document.views[index].keySpan), children: [])
        node.constraintItem = document.views[index].id
        return SceneView(node: node, item: item, text: sceneText(of: index))
    }
}
