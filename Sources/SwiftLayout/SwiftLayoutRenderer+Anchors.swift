import Diagnostics
import SwiftSyntax

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
        let finder = AnchorsBuilderFinder(viewMode: .sourceAccurate)
        finder.walk(source.tree)
        let scope = Scope(parent: evaluator.fileScope(source))
        scope.define(locals: finder.locals, source: source)
        let itemView = ViewEntity(name: item, className: "UIView", file: file, span: SourceSpan(0, 0))
        let superviewEntity = ViewEntity(name: superview, className: "UIView", file: file, span: SourceSpan(0, 0))
        scope.define(item, .value(.view(itemView)))
        scope.define(superview, .value(.view(superviewEntity)))
        let properties = evaluator.anchorsBlock(finder.statements ?? source.tree.statements, scope, source) ?? []
        let node = LayoutValueNode(.view, view: superviewEntity, span: SourceSpan(0, 0), file: file)
        let child = LayoutValueNode(.view, view: itemView, span: SourceSpan(0, 0), file: file)
        child.anchors = properties
        node.sublayouts = [child]
        let activation = Activation { _ in false }
        activation.add(node)
        activation.resolve(unique: false)
        return (activation.constraints, diagnostics(evaluator.problems + activation.problems, project: project))
    }
}

/// The first `@AnchorsBuilder` property's body, and the statements before it in its function.
private final class AnchorsBuilderFinder: SyntaxVisitor {
    var statements: CodeBlockItemListSyntax?
    var locals: [CodeBlockItemSyntax] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard statements == nil, node.attributes.attributeNames.contains("AnchorsBuilder"),
              let binding = node.bindings.first else { return .skipChildren }
        statements = VariableBinding(name: "", binding: binding, decl: node, source: SwiftSource(file: "", text: "")).getter
        if let body = node.parent?.parent?.as(CodeBlockItemListSyntax.self) {
            locals = body.filter { $0.position.utf8Offset < node.position.utf8Offset }
        }
        return .skipChildren
    }
}
