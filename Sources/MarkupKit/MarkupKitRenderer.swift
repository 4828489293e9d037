import AutoLayout
import Diagnostics
import Expressions
import LayoutEngine
import Templates

/// One document rendered: the view tree with frames, the constraints as installed, and
/// every problem found, positioned in the file it is in.
public struct MarkupKitRender: Sendable {
    /// nil when MarkupKit would load nothing (malformed XML, an unknown root element).
    public var tree: RenderedNode?
    public var diagnostics: [Diagnostic] = []
    /// The constraints the layout views installed, positioned at the view whose rule made them.
    public var constraints: [ConstraintRecord] = []
    /// `@` keys read (found or not: adding a missing one changes the render).
    public var stringKeys: Set<String> = []
    /// The document and every include it reached or tried.
    public var dependencies: Set<String> = []
    /// Views whose frame the constraints leave free, by name.
    public var ambiguous: [String] = []
    /// Whether some required constraints could not all hold.
    public var isUnsatisfiable = false
    /// Table sections as the instructions built them, by table name (for tools and tests).
    public var sections: [String: [(name: String?, selectionMode: String, headerView: String?, rows: [String])]] = [:]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }
}

/// MarkupKit documents (R-DOC-LOAD, R-SOLVE-UNSAT) without UIKit: reads the document as
/// `LMViewBuilder` would, installs the layout views' constraints on an AutoLayout
/// `LayoutSystem`, solves.
public enum MarkupKitRenderer {
    /// Whether parsed XML is a MarkupKit document: a `<root>` element, an `LM` class, or one
    /// of MarkupKit's processing instructions (the cheap check a format claims `.xml` by).
    public static func looksLikeDocument(_ xml: XMLFile) -> Bool {
        if xml.root.name == "root" { return true }
        if xml.instructions.contains(where: { instructionTargets.contains($0.target) }) { return true }
        // Element by element, stopping at the first `LM` class: a Layout template of 200 views
        // (which has none) is read once, without collecting its names.
        func hasMarkupKitClass(_ tag: XMLTag) -> Bool {
            if isMarkupKitClass(tag.name) { return true }
            for case let .element(child) in tag.children where hasMarkupKitClass(child) { return true }
            return false
        }
        return hasMarkupKitClass(xml.root)
    }

    /// The processing instructions only MarkupKit writes.
    private static let instructionTargets: Set<String> = [
        "properties", "case", "end", "include", "strings", "sectionBreak", "sectionName", "sectionHeaderView", "sectionFooterView",
        "sectionSelectionMode", "leftView", "rightView", "backgroundView", "ignoreLayoutMargins", "tableHeaderView", "tableFooterView",
    ]

    /// `LMColumnView`, `LMScrollView`…: `LM` and a capital letter, by bytes.
    private static func isMarkupKitClass(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "L"), bytes.next() == UInt8(ascii: "M"), let third = bytes.next() else { return false }
        if third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z") { return true }
        // A capital beyond ASCII (rare, but a capital all the same).
        return third >= 0x80 && name.dropFirst(2).first?.isUppercase == true
    }

    /// `name` in the folder of the document at `file` (a project path without extension).
    public static func sibling(_ name: String, of file: String) -> String {
        let directory = file.split(separator: "/").dropLast().joined(separator: "/")
        return (directory.isEmpty ? "" : directory + "/") + name
    }

    /// MK3's size-class names, as `~` suffixes of documents and properties files.
    public static let sizeClassNames = ["normal", "horizontal", "vertical", "minimal"]

    /// MK3's name for the size classes of a full-screen root of this size (R-DOC-LOAD):
    /// `normal` (regular both ways), `horizontal` (regular width, compact height), `vertical`
    /// (compact width, regular height) or `minimal` (compact both ways).
    public static func sizeClassName(width: Double, height: Double) -> String {
        switch SizeClass.forRoot(width: width, height: height) {
        case (.regular, .regular): "normal"
        case (.regular, _): "horizontal"
        case (_, .regular): "vertical"
        default: "minimal"
        }
    }

    /// The document MK3 tries first for `path` under a size class (`Name~sizeClass.xml`);
    /// nil for a path that is itself a variant.
    public static func variant(of path: String, sizeClass: String) -> String? {
        guard path.hasSuffix(".xml"), !path.contains("~") else { return nil }
        return String(path.dropLast(4)) + "~" + sizeClass + ".xml"
    }

    /// The superclass of one of the classes MarkupKit adds to UIKit (`LMRowView` → `LMBoxView`),
    /// in the latest release that has it; nil for any other name.
    public static func superclass(ofMarkupKitClass name: String) -> String? {
        MarkupKitClasses.superclass(of: name, version: .v4) ?? MarkupKitClasses.superclass(of: name, version: .v3)
    }

    public static func render(_ bytes: [UInt8], file: String, options: MarkupKitOptions) -> MarkupKitRender {
        // Reading, building and solving recurse once per level of nesting: deep documents run on
        // a thread with the stack for it (3.4.2 includes may add up to the reader's limit).
        let includes = options.version == .v3 && bytes.firstRange(of: Array("<?include".utf8)) != nil
        return DeepStack.run(depth: includes ? XMLLimits.maximumDepth : nestingEstimate(bytes)) {
            renderOnThisThread(bytes, file: file, options: options)
        }
    }

    /// An upper bound of the element nesting of an XML document, from its tags alone (enough
    /// to choose a stack; the reader finds the real structure).
    static func nestingEstimate(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count {
                switch bytes[index + 1] {
                case UInt8(ascii: "/"): depth -= 1
                case UInt8(ascii: "?"), UInt8(ascii: "!"): break
                default:
                    depth += 1
                    deepest = max(deepest, depth)
                }
            } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                depth -= 1
            }
            index += 1
        }
        return min(deepest, XMLLimits.maximumDepth)
    }

    private static func renderOnThisThread(_ bytes: [UInt8], file: String, options: MarkupKitOptions) -> MarkupKitRender {
        guard let renders = options.renders else { return renderOnThisThread(bytes, file: file, options: options, keeping: nil) }
        if var next = renders.take(file), next.patch(to: bytes, options: options) {
            var render = MarkupKitRender()
            render.stringKeys = next.stringKeys
            render.dependencies = next.dependencies
            render.sections = next.sections
            var log = next.log
            log.register(file, SourceText(utf8: bytes))
            var solved = solve(next.prepared, root: next.root, options: options, log: &log, changed: next.changed)
            CellLabels.add(to: &solved.tree, from: next.root, measurer: TextMeasurer(scale: options.scale), category: options.contentSizeCategory)
            render.tree = solved.tree
            render.constraints = solved.constraints
            render.ambiguous = solved.ambiguous
            render.isUnsatisfiable = solved.isUnsatisfiable
            render.diagnostics = log.diagnostics
            renders.keep(next, file: file, reused: true)
            return render
        }
        return renderOnThisThread(bytes, file: file, options: options, keeping: renders)
    }

    /// A render from nothing; with `renders`, what the next save renders from is kept when
    /// the document read nothing but its own text.
    private static func renderOnThisThread(_ bytes: [UInt8], file: String, options: MarkupKitOptions,
                                           keeping renders: MarkupKitRenders?) -> MarkupKitRender {
        var options = options
        options.renders = nil
        let reads = renders.map { _ in MarkupKitRenders.Reads() }
        if let reads {
            let (load, imageLookup) = (options.load, options.imageLookup)
            options.load = { name in
                reads.note()
                return load(name)
            }
            options.imageLookup = { name in
                reads.note()
                return imageLookup(name)
            }
        }
        var render = MarkupKitRender()
        var reader = DocumentReader(options: options)
        let root = reader.read(bytes, file: file)
        render.stringKeys = reader.stringKeys
        render.dependencies = reader.dependencies
        var log = reader.log
        if let root {
            for node in allNodes(root) where node.isKind(of: "LMTableView") {
                render.sections[ConstraintBuilder.name(node)] = sections(of: node)
            }
            let prepared = prepare(root, options: options, log: &log)
            if let renders, let reads, !reads.any, render.dependencies == [file], MarkupKitRenders.isPlain(bytes) {
                renders.keep(MarkupKitRenders.Last(bytes: bytes, options: .init(options), root: root, prepared: prepared, log: log,
                                                   stringKeys: render.stringKeys, dependencies: render.dependencies,
                                                   sections: render.sections), file: file, reused: false)
            }
            var solved = solve(prepared, root: root, options: options, log: &log)
            CellLabels.add(to: &solved.tree, from: root, measurer: TextMeasurer(scale: options.scale), category: options.contentSizeCategory)
            render.tree = solved.tree
            render.constraints = solved.constraints
            render.ambiguous = solved.ambiguous
            render.isUnsatisfiable = solved.isUnsatisfiable
        }
        render.diagnostics = log.diagnostics
        return render
    }

    private static func allNodes(_ root: ViewNode) -> [ViewNode] {
        [root] + root.children.flatMap(allNodes)
    }

    private static func sections(of table: ViewNode) -> [(name: String?, selectionMode: String, headerView: String?, rows: [String])] {
        table.sections.indices.map { index in
            let header = table.children.first { if case .tableSlot("sectionHeaderView", index) = $0.role { true } else { false } }
            let rows = table.children.filter { $0.role == .cell(section: index) }.map(ConstraintBuilder.name)
            return (table.sections[index].name, table.sections[index].selectionMode, header.map(ConstraintBuilder.name), rows)
        }
    }

    struct Solved {
        var tree: RenderedNode
        var constraints: [ConstraintRecord]
        var ambiguous: [String]
        var isUnsatisfiable: Bool
    }

    /// The constraints installed and the scene made of them, not solved yet.
    struct Prepared {
        var builder: ConstraintBuilder
        /// Every node of the document, pre-order: the scene's views, in its order.
        var nodes: [ViewNode]
        var scene: ConstraintScene
    }

    /// Installs the layout views' constraints, then hands them to the one Auto Layout stage and
    /// logs what it found at the view whose rule made the constraint.
    static func solve(_ root: ViewNode, options: MarkupKitOptions, log: inout ProblemLog) -> Solved {
        solve(prepare(root, options: options, log: &log), root: root, options: options, log: &log)
    }

    /// Installs the layout views' constraints and makes the scene the stage solves.
    static func prepare(_ root: ViewNode, options: MarkupKitOptions, log: inout ProblemLog) -> Prepared {
        var builder = ConstraintBuilder(root: root, options: options, log: log, wrapWidths: [:])
        builder.build(root)
        log = builder.log
        let nodes = preOrder(root)
        var sceneIndex: [ObjectIdentifier: Int] = [:]
        for (index, node) in nodes.enumerated() { sceneIndex[ObjectIdentifier(node)] = index }
        let views = nodes.map { node -> SceneView in
            var view = SceneView(node: self.node(node, builder: builder, isRoot: node === root), item: builder.item(node),
                                 children: node.children.compactMap { sceneIndex[ObjectIdentifier($0)] })
            if builder.isWrappingLabel(node) { view.oneLineWidth = builder.intrinsicSize(of: node).width }
            if view.item != nil { view.text = builder.sceneText(of: node) }
            return view
        }
        let system = builder.system
        let constraints = builder.installed.map { entry in
            let constraint = system.constraint(entry.id)
            let record = ConstraintRecord(
                item: system.name(of: constraint.item), attribute: constraint.attribute, relation: constraint.relation,
                toItem: constraint.toItem.map(system.name(of:)), toAttribute: constraint.toAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier,
                file: entry.owner.file, source: entry.owner.position)
            return SceneConstraint(record: record, id: entry.id)
        }
        return Prepared(builder: builder, nodes: nodes, scene: ConstraintScene(system: system, views: views, constraints: constraints))
    }

    /// Hands a prepared scene to the one Auto Layout stage and logs what it found at the view
    /// whose rule made the constraint; `changed`: the constraints a save patched into the last
    /// render's scene.
    static func solve(_ prepared: Prepared, root: ViewNode, options: MarkupKitOptions, log: inout ProblemLog,
                      changed: [LayoutConstraintID]? = nil) -> Solved {
        var builder = prepared.builder
        let nodes = prepared.nodes
        let layout = ConstraintStage.run(prepared.scene, solved: options.solvedSystems.map { ($0, root.file) }, changed: changed) { narrower in
            for (index, width) in narrower { builder.wrapWidths[ObjectIdentifier(nodes[index])] = width }
            // MK1's boxes report their arranged views' sizes added up: every box is measured again.
            let measured = narrower.keys.map { nodes[$0] } + (options.version == .v1 ? nodes.filter(\.isBox) : [])
            return measured.compactMap { node in
                builder.item(node).map { item in
                    let size = builder.intrinsicSize(of: node)
                    return (item, IntrinsicSize(width: size.width, height: size.height))
                }
            }
        }
        func owner(_ place: ConstraintProblem.Place) -> ViewNode {
            switch place {
            case .constraint(let index): builder.installed[index].owner
            case .view(let index): nodes[index]
            }
        }
        var ambiguous: [String] = []
        for problem in layout.problems {
            let node = owner(problem.place)
            if case .view(let index) = problem.place, index != 0 { ambiguous.append(ConstraintBuilder.name(nodes[index])) }
            let notes = problem.involved.map { involved in
                let source = builder.installed[involved.constraint].owner
                return Diagnostic.Note(message: involved.equation, file: source.file, range: .init(at: source.position))
            }
            log.warning(.layout(problem.message), file: node.file, at: .init(at: node.position), notes: notes, finding: problem.finding)
        }
        // Scroll and table views under the safe area's top show their content below it (text
        // views are scroll views the rule leaves alone), by the name each renders under.
        var kinds: [String: ScrollContentInset.Kind] = [:]
        for node in nodes where node.isKind(of: "UIScrollView") && !node.isKind(of: "UITextView") {
            if let item = builder.item(node) {
                kinds[builder.system.name(of: item)] = node.isKind(of: "UITableView") ? .tableView : .scrollView
            }
        }
        var tree = layout.tree
        if !kinds.isEmpty {
            ScrollContentInset.apply(to: &tree, safeTop: ConstraintBuilder.safeArea(of: root, options: options).top) { node in
                node.constraintItem.flatMap { kinds[$0] }
            }
        }
        return Solved(tree: tree, constraints: layout.constraints, ambiguous: ambiguous, isUnsatisfiable: layout.isUnsatisfiable)
    }

    /// Every node of the document, parents before children, without recursion.
    private static func preOrder(_ root: ViewNode) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            nodes.append(node)
            pending += node.children.reversed()
        }
        return nodes
    }

    /// One view as rendered, but for its frame and children (the stage's).
    private static func node(_ view: ViewNode, builder: ConstraintBuilder, isRoot: Bool) -> RenderedNode {
        var props = view.properties
        if !view.bindings.isEmpty {
            props.append(("$bindings", .dictionary(Dictionary(view.bindings.map { ($0.name, Value.string($0.expression)) },
                                                              uniquingKeysWith: { _, last in last }))))
        }
        switch view.role {
        case .subview, .content, .cell: break
        case .accessory(let slot), .property(let slot): props.append(("$role", .string(slot)))
        case .tableSlot(let slot, _): props.append(("$role", .string(slot)))
        }
        if isRoot {
            // Which host the render assumed, and the safe area the root's margins start from.
            props.append(("$host", .string(builder.options.host.rawValue)))
            props.append(("$safeArea", .insets(ConstraintBuilder.safeArea(of: view, options: builder.options))))
        }
        props.sort { $0.name < $1.name }
        var rendered = RenderedNode(className: view.className, id: view.id, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                    props: props, file: view.file, position: view.position, children: [])
        if let item = builder.item(view) { rendered.constraintItem = builder.system.name(of: item) }
        rendered.contentPriorities = builder.contentPriorities[ObjectIdentifier(view)]
        return rendered
    }
}
