import Diagnostics
import SwiftTree

extension SwiftLayoutRenderer {
    /// `anchors.constraints(item:toItem:)`: the constraints of an `@AnchorsBuilder` block (the
    /// first `@AnchorsBuilder` property of `text`, else its top-level statements) for views
    /// named `item` and `superview`, without activation (duplicates kept).
    public static func anchorsConstraints(_ text: String, file: String = "Anchors.swift", item: String, superview: String)
        -> (constraints: [ResolvedConstraint], diagnostics: [Diagnostic])
    {
        let project = ProjectDeclarations(files: [(file, text)])
        let source = project.source(file)!
        let evaluator = Evaluator(project: project, catalog: .standard)
        let found = firstAnchorsBuilder(in: source.tree.statements)
        let scope = Scope(parent: evaluator.fileScope(source))
        scope.define(locals: found?.locals ?? [], source: source)
        let itemView = ViewEntity(name: item, className: "UIView", file: file, span: SourceSpan(0, 0))
        let superviewEntity = ViewEntity(name: superview, className: "UIView", file: file, span: SourceSpan(0, 0))
        scope.define(item, .value(.view(itemView)))
        scope.define(superview, .value(.view(superviewEntity)))
        let properties = evaluator.anchorsBlock(found?.statements ?? source.tree.statements, scope, source) ?? []
        let node = LayoutValueNode(.view, view: superviewEntity, span: SourceSpan(0, 0), file: file)
        let child = LayoutValueNode(.view, view: itemView, span: SourceSpan(0, 0), file: file)
        child.anchors = properties
        node.sublayouts = [child]
        let activation = Activation { _ in false }
        activation.add(node)
        activation.resolve(unique: false)
        return (activation.constraints, diagnostics(evaluator.problems + activation.problems, project: project))
    }

    /// The first `@AnchorsBuilder` property's body (in source order, types and function bodies
    /// searched), and the statements before it in its function.
    private static func firstAnchorsBuilder(in block: SwiftBlock) -> (statements: SwiftBlock, locals: [SwiftItem])? {
        for (index, item) in block.items.enumerated() {
            guard case .decl(let decl) = item else { continue }
            if let found = firstAnchorsBuilder(in: decl, before: Array(block.items[..<index])) { return found }
        }
        return nil
    }

    private static func firstAnchorsBuilder(in decl: SwiftDecl, before locals: [SwiftItem]) -> (statements: SwiftBlock, locals: [SwiftItem])? {
        switch decl.kind {
        case .variable(let variable):
            guard decl.attributes.contains("AnchorsBuilder"), let getter = variable.bindings.first?.accessors?.getter else { return nil }
            return (getter, locals)
        case .type(let type):
            for member in type.members {
                if let found = firstAnchorsBuilder(in: member, before: []) { return found }
            }
            return nil
        case .function(let function):
            return function.body.flatMap { firstAnchorsBuilder(in: $0) }
        case .enumCase, .other:
            return nil
        }
    }
}
