import AutoLayout
import Diagnostics

/// What the Auto Layout engine found wrong with a stack's constraints, as a warning's text
/// (the render goes on with the frames UIKit would pick).
enum StackLayoutProblem: Hashable, CustomStringConvertible {
    /// Required constraints that cannot hold together (R-AL-UNSAT-1): the one broken (it
    /// still pulls above every optional priority); the minimal set goes into notes.
    case conflict(stack: String, broken: String?)
    /// Views whose frame the constraints leave free on some axes (R-AL-AMBIG-1).
    case ambiguous(stack: String, views: [String], axes: [Axis])

    var description: String {
        switch self {
        case let .conflict(stack, broken):
            let breaking = broken.map { "; breaking \($0)" } ?? ""
            return "Unable to simultaneously satisfy the constraints of \(stack)\(breaking)"
        case let .ambiguous(stack, views, axes):
            let dimensions = axes.map { $0 == .horizontal ? "x and width" : "y and height" }.joined(separator: ", ")
            return "Ambiguous layout in \(stack): \(views.joined(separator: ", ")) \(views.count == 1 ? "has" : "have")"
                + " no unique \(dimensions); give them sizes, intrinsic sizes or different hugging priorities"
        }
    }

    /// The problems of a solved stack, in a stable order: conflicts, each with its minimal set
    /// of constraints (at the element each constraint's view comes from), then one entry for
    /// the ambiguous views (each named once, with the axes any of them is free on).
    static func problems(in result: LayoutSolution, of layout: StackLayout)
        -> [(problem: StackLayoutProblem, notes: [Diagnostic.Note], finding: LayoutFinding)]
    {
        let stack = layout.node(for: layout.stack)!
        var problems = result.conflicts.map { conflict in
            let notes = conflict.constraints.map { id in
                let owner = layout.node(for: layout.system.constraint(id).item) ?? stack
                return Diagnostic.Note(message: layout.describe(id), file: owner.template.file, range: owner.template.classRange)
            }
            // The arranged views the constraints place; the stack when they place only it.
            var placed: [LayoutNode] = []
            for id in conflict.constraints {
                let constraint = layout.system.constraint(id)
                for item in [constraint.item] + (constraint.toItem.map { [$0] } ?? []) {
                    if let node = layout.node(for: item), !placed.contains(where: { $0 === node }) { placed.append(node) }
                }
            }
            let views = placed.contains { $0 !== stack } ? placed.filter { $0 !== stack } : [stack]
            return (StackLayoutProblem.conflict(stack: stack.shortName, broken: conflict.broken.map(layout.describe)), notes,
                    LayoutFinding(kind: .conflict, views: views.map(place)))
        }
        let views = result.ambiguous.compactMap { entry in layout.node(for: entry.item).map { (node: $0, axes: entry.axes) } }
        if !views.isEmpty {
            let axes = Axis.allCases.filter { axis in views.contains { $0.axes.contains(axis) } }
            problems.append((.ambiguous(stack: stack.shortName, views: views.map(\.node.shortName), axes: axes), [],
                             LayoutFinding(kind: .ambiguous, views: views.map { place($0.node) })))
        }
        return problems
    }

    /// Where a node's view is written, as the rendered tree gives it (`Renderer.render`: the
    /// element's `<`, a column before its class name).
    static func place(_ node: LayoutNode) -> LayoutFinding.View {
        let start = node.template.classRange.start
        return LayoutFinding.View(file: node.template.file, position: SourcePosition(line: start.line, column: max(1, start.column - 1)))
    }
}
