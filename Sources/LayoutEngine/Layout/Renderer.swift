import Diagnostics
import Expressions
import Foundation
import Templates

/// The result of laying out one template: the frame tree (when it has no
/// errors) and every diagnostic found.
public struct LayoutResult: Sendable {
    public var tree: RenderedNode?
    public var errors: [Diagnostic]
    public var warnings: [Diagnostic]
    /// `strings.` keys the template's expressions use (found or missing).
    public var stringKeys: Set<String>
    /// Only the values the last update reached were evaluated again (`ReadGraph`).
    public var isPartial = false
}

/// A template compiled for layout: every expression parsed, typed and
/// resolved to slots once. `render` evaluates it for a device and state —
/// the compiled form is reused, so re-rendering costs evaluation only.
public final class CompiledLayout: @unchecked Sendable {
    let pass: LayoutPass
    let lock = NSLock()
    /// `strings.` keys the template's expressions use (found or missing).
    public internal(set) var stringKeys: Set<String>
    /// Levels of nesting: deep templates compile and render on a thread with a larger stack.
    let depth: Int

    /// Compiles `template`. Constants, strings, the catalog and the
    /// environment in `options` are fixed now; device and state are per render.
    /// `sources` maps project-relative paths to their text, for excerpts.
    public convenience init(_ template: TemplateNode, options: LayoutOptions, sources: [String: SourceText] = [:]) {
        self.init(template, options: options, sourceLookup: { sources[$0] })
    }

    /// Compiles `template`; `sourceLookup` gives a file's text when a
    /// diagnostic needs an excerpt (so texts are indexed only then).
    public init(_ template: TemplateNode, options: LayoutOptions, sourceLookup: @escaping @Sendable (String) -> SourceText?) {
        var compiling = options
        // Names the rows of a list give are state too (read per row, with each row's values).
        compiling.state = CellList.stateForCompiling(options.state)
        let pass = LayoutPass(options: compiling, sources: sourceLookup)
        depth = template.depth
        stringKeys = DeepStack.run(depth: depth) {
            pass.build(template)
            pass.root.setUp()
            pass.root.reportRedundantExpressions()
            pass.reportDuplicateOutlets()
            pass.compileDiagnostics = pass.diagnostics
            return (pass.readsStrings ? Renderer.stringKeys(pass.root) : []).union(pass.missingStringKeys)
        }
        self.pass = pass
    }

    deinit {
        DeepStack.run(depth: depth) { pass.releaseNodes() }
    }

    /// Lays the compiled template out for `device` with `state`.
    public func render(device: Device, state: [String: Value], rootFrame: Rect? = nil) -> LayoutResult {
        lock.withLock {
            pass.options.device = device
            pass.options.state = state
            pass.options.rootFrame = rootFrame
            pass.textMeasurer = TextMeasurer(scale: device.scale)
            let inputs = RenderInputs(device: device, state: state, rootFrame: rootFrame)
            var full = !pass.beginRender(inputs)
            var tree = DeepStack.run(depth: depth) { Self.layOut(pass) }
            if !full, pass.diagnostics.count != pass.compileDiagnostics.count {
                // What the save broke is reported as a render from scratch reports it, in its order.
                pass.redoInFull()
                full = true
                tree = DeepStack.run(depth: depth) { Self.layOut(pass) }
            }
            pass.endRender(inputs, full: full)
            let errors = pass.diagnostics.filter { $0.severity == .error }
            let warnings = pass.diagnostics.filter { $0.severity != .error }
            return LayoutResult(
                tree: errors.isEmpty ? tree : nil, errors: errors, warnings: warnings, stringKeys: stringKeys, isPartial: !full)
        }
    }

    /// The frame tree of the values the pass holds, with the text each view draws.
    private static func layOut(_ pass: LayoutPass) -> RenderedNode {
        var tree = Renderer.render(pass.root, parentFrames: nil)
        Renderer.addDrawnText(to: &tree, from: pass.root)
        return tree
    }
}

/// Lays out a resolved template tree with no UIKit: compiles every
/// expression, evaluates frames on demand and measures text (R-LL-FRAME).
public enum Renderer {
    /// Compiles and renders once. `sources` maps paths to text, for excerpts.
    public static func layout(_ template: TemplateNode, options: LayoutOptions, sources: [String: SourceText] = [:]) -> LayoutResult {
        CompiledLayout(template, options: options, sources: sources)
            .render(device: options.device, state: options.state, rootFrame: options.rootFrame)
    }

    /// `parentOrigin`: the parent's origin in root (window) coordinates, where a stack rounds
    /// its arranged frames (R-AL-ROUND-3).
    static func render(_ node: LayoutNode, parentFrames: [ObjectIdentifier: Rect]?,
                       parentOrigin: (x: Double, y: Double) = (0, 0)) -> RenderedNode {
        var frame: Rect
        if let arranged = parentFrames?[ObjectIdentifier(node)] {
            frame = arranged
        } else {
            frame = Rect(x: component(node, .left), y: component(node, .top),
                         width: component(node, .width), height: component(node, .height))
        }
        let (props, outlet) = self.props(of: node)
        let origin = (x: parentOrigin.x + frame.x, y: parentOrigin.y + frame.y)
        let arranged = node.viewClass.isStackView ? node.arrangedFrames(inherited: parentFrames, origin: origin) : nil
        let position = node.template.classRange.start
        let templates = cellTemplates(of: node)
        var children = templates.isEmpty
            ? node.children.map { render($0, parentFrames: arranged, parentOrigin: origin) }
            : listChildren(node, templates: templates, origin: origin)
        // After the template's own children, so each of those keeps its index.
        if node.hasCellLabels { children += cellLabelNodes(of: node, size: Size(width: frame.width, height: frame.height)) }
        return RenderedNode(
            className: node.template.className, id: node.template.id, outlet: outlet, frame: frame, props: props,
            file: node.template.file, position: SourcePosition(line: position.line, column: max(1, position.column - 1)),
            children: children)
    }

    /// The node's props and outlet: the last render's when none of its values was forgotten
    /// since (shared, so the event's encoder finds them the same without comparing them).
    private static func props(of node: LayoutNode) -> (props: [(name: String, value: Value)], outlet: String?) {
        if let last = node.lastProps, last.forgotten == node.forgottenValues { return (last.props, last.outlet) }
        var props: [(name: String, value: Value)] = []
        props.reserveCapacity(node.propertyNames.count)
        var outlet: String?
        for (name, hot) in node.propertyNames {
            guard let value = try? node.value(forSymbol: name, hot: hot) else { continue }
            if name == "outlet", case let .string(text) = value { outlet = text }
            props.append((name, value))
        }
        node.lastProps = (node.forgottenValues, props, outlet)
        return (props, outlet)
    }

    /// Gives every view that draws text its lines, once the whole tree is laid out (its
    /// frames are final, and measuring never runs in the middle of a stack's solve).
    static func addDrawnText(to rendered: inout RenderedNode, from node: LayoutNode) {
        rendered.text = node.drawnText(width: rendered.frame.width)
        // A list's rows got their text as each was laid out (their templates' values are gone);
        // its other children come first, in order.
        let children = cellTemplates(of: node).isEmpty ? node.children : node.children.filter { !$0.viewClass.isCell }
        for index in rendered.children.indices where index < children.count && rendered.children[index].cell == nil {
            addDrawnText(to: &rendered.children[index], from: children[index])
        }
    }

    static func stringKeys(_ node: LayoutNode) -> Set<String> {
        var keys: Set<String> = []
        for item in node.expressions.items {
            guard let entry = item.entry else { continue }
            for name in entry.expression.referencedSymbols where name.hasPrefix("strings.") {
                keys.insert(String(name.dropFirst("strings.".count)))
            }
        }
        for child in node.children { keys.formUnion(stringKeys(child)) }
        return keys
    }

    /// A frame component; one that fails (already reported) counts as 0.
    private static func component(_ node: LayoutNode, _ symbol: HotSymbol) -> Double {
        (try? node.dimension(symbol)) ?? 0
    }
}
