import Diagnostics
import Expressions
import Templates

/// The result of laying out one template: the frame tree (when it has no
/// errors) and every diagnostic found.
public struct LayoutResult: Sendable {
    public var tree: RenderedNode?
    public var errors: [Diagnostic]
    public var warnings: [Diagnostic]
    /// `strings.` keys the template's expressions use (found or missing).
    public var stringKeys: Set<String>
}

/// Lays out a resolved template tree with no UIKit: compiles every
/// expression, evaluates frames on demand and measures text (spec §3).
public enum Renderer {
    /// `sources` maps project-relative paths to their text, for excerpts.
    public static func layout(_ template: TemplateNode, options: LayoutOptions, sources: [String: SourceText] = [:]) -> LayoutResult {
        let pass = LayoutPass(options: options, sources: sources)
        pass.build(template)
        pass.root.setUp()
        pass.root.reportRedundantExpressions()
        pass.reportDuplicateOutlets()
        let tree = render(pass.root, parentFrames: nil)
        let errors = pass.diagnostics.filter { $0.severity == .error }
        let warnings = pass.diagnostics.filter { $0.severity != .error }
        return LayoutResult(tree: errors.isEmpty ? tree : nil, errors: errors, warnings: warnings, stringKeys: stringKeys(pass.root))
    }

    private static func render(_ node: LayoutNode, parentFrames: [ObjectIdentifier: Rect]?) -> RenderedNode {
        var frame: Rect
        if let arranged = parentFrames?[ObjectIdentifier(node)] {
            frame = arranged
        } else {
            frame = Rect(x: component(node, "left"), y: component(node, "top"),
                         width: component(node, "width"), height: component(node, "height"))
        }
        var props: [(name: String, value: Value)] = []
        var outlet: String?
        for (name, entry) in node.expressions.sorted(by: { $0.key < $1.key }) {
            guard let entry, entry.attribute != nil || name == node.viewClass.bodyProperty, !name.hasPrefix("macro:") else { continue }
            guard let value = try? node.value(forSymbol: name) else { continue }
            if name == "outlet", case let .string(text) = value { outlet = text }
            props.append((name, value))
        }
        let arranged = node.viewClass.isStackView ? (try? node.arrangedFrames()) : nil
        let position = node.template.classRange.start
        return RenderedNode(
            className: node.template.className, id: node.template.id, outlet: outlet, frame: frame, props: props,
            file: node.template.file, position: SourcePosition(line: position.line, column: max(1, position.column - 1)),
            children: node.children.filter { !((try? $0.isHidden()) ?? false) || true }.map { render($0, parentFrames: arranged) })
    }

    private static func stringKeys(_ node: LayoutNode) -> Set<String> {
        var keys: Set<String> = []
        for case let entry? in node.expressions.values {
            for name in entry.expression.referencedSymbols where name.hasPrefix("strings.") {
                keys.insert(String(name.dropFirst("strings.".count)))
            }
        }
        for child in node.children { keys.formUnion(stringKeys(child)) }
        return keys
    }

    /// A frame component; one that fails (already reported) counts as 0.
    private static func component(_ node: LayoutNode, _ name: String) -> Double {
        (try? node.dimension(name)) ?? 0
    }
}
