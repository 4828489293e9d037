import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine
import SwiftTree

/// What one render of a SwiftLayout file depends on besides the project's Swift files.
public struct SwiftLayoutOptions: Sendable {
    /// The host's size: the device's.
    public var rootWidth: Double
    public var rootHeight: Double
    public var scale: Double
    /// The root's safe area (the device's insets).
    public var safeArea: EdgeInsets
    public var catalog: UIKitCatalog
    /// The point size of a project image `UIImage(named:)` finds, when known.
    public var imageSize: @Sendable (String) -> Size?
    /// The colour `UIColor(named:)` finds in the project's asset catalogs, when there is one.
    public var namedColor: @Sendable (String) -> Color? = { _ in nil }
    /// The text size `UIFont.preferredFont(forTextStyle:)` takes (`DynamicTypeSizes`).
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The app's layout direction: leading and trailing, and the order of horizontal stacks.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The project's values for what only the running app knows (R-SL-STAND-IN).
    public var placeholders = SwiftLayoutPlaceholders()
    /// The systems of earlier renders, to solve a layout again from its last solve when only
    /// its numbers changed; nil solves every render from nothing.
    public var solvedSystems: SolvedSystems?
    /// The evaluations of earlier renders, to take the last one again when only a constraint's
    /// constant changed; nil evaluates every render. One serves one catalog (a new catalog
    /// comes with a new one, or `removeAll()`).
    public var evaluations: SwiftLayoutEvaluations?

    public init(rootWidth: Double, rootHeight: Double, scale: Double = 2, safeArea: EdgeInsets = .zero,
                catalog: UIKitCatalog = .standard, imageSize: @escaping @Sendable (String) -> Size? = { _ in nil }) {
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.scale = scale
        self.safeArea = safeArea
        self.catalog = catalog
        self.imageSize = imageSize
    }
}

/// SwiftLayout layouts read statically from Swift source (R-SL-STATIC) and laid out on the
/// project's Auto Layout engine.
public enum SwiftLayoutRenderer {
    /// Whether `text` may hold a SwiftLayout layout: a cheap look for its words, then its entry points.
    public static func looksLikeLayout(_ text: String, file: String = "") -> Bool {
        parsedIfLayoutWords(text, file: file)?.hasLayout ?? false
    }

    /// The file parsed when its text has a SwiftLayout word (nil without one: it holds no layout);
    /// `hasLayout` then tells whether it has an entry point. A file too nested to parse, or
    /// with a syntax error (a `}` missing while it is being typed), counts as a layout, so that
    /// its error shows where it is instead of the file dropping out of the project.
    public static func parsedIfLayoutWords(_ text: String, file: String) -> ParsedSwiftFile? {
        guard Self.hasLayoutWord(text) else { return nil }
        return ParsedSwiftFile(file: file, text: text)
    }

    /// Whether `text` has one of SwiftLayout's words, by its bytes (Foundation's `contains`
    /// took a save's hundredth).
    static func hasLayoutWord(_ text: String) -> Bool {
        let words: [[UInt8]] = ["sublayout", "anchors", "LayoutBuilder", "Layoutable", "some Layout", "ModularLayout", "updateLayout"].map { Array($0.utf8) }
        var text = text
        return text.withUTF8 { bytes in
            words.contains { word in
                guard bytes.count >= word.count else { return false }
                var start = 0
                while start + word.count <= bytes.count {
                    if bytes[start] == word[0], (1..<word.count).allSatisfy({ bytes[start + $0] == word[$0] }) { return true }
                    start += 1
                }
                return false
            }
        }
    }

    /// Renders `file`, one of `project`'s files. With `options.evaluations`, a file saved with
    /// one number changed where it is only a constraint's constant takes its last evaluation
    /// with that constant set (`SwiftLayoutEvaluations`) instead of evaluating its layouts again.
    public static func render(_ file: String, project: ProjectDeclarations, options: SwiftLayoutOptions) -> SwiftLayoutRender {
        guard let entry = project.files[file] else {
            var render = SwiftLayoutRender()
            render.dependencies = [file]
            return render
        }
        let source = entry.source
        // The file's declarations are read only to evaluate it.
        let evaluation = options.evaluations?.take(file, source: source, project: project, options: options)
            ?? evaluate(file, source: source, declarations: entry.declarations, project: project, options: options)
        let render = place(evaluation, file: file, typeNames: entry.outline.typeNames, project: project, options: options)
        options.evaluations?.keep(evaluation, file: file, source: source, project: project, options: options)
        return render
    }

    /// Reads `file`'s layouts: every root's activated views and constraints, with what was
    /// evaluated to size them. Everything that reads the Swift code happens here.
    static func evaluate(_ file: String, source: SwiftSource, declarations: FileDeclarations, project: ProjectDeclarations,
                         options: SwiftLayoutOptions) -> LayoutEvaluation {
        let syntaxProblems = source.syntaxErrors().map { Problem(severity: .error, message: .syntaxError($0.0), file: file, span: $0.1) }
        let evaluator = Evaluator(project: project, catalog: options.catalog)
        let evaluation = LayoutEvaluation(evaluator: evaluator, syntaxProblems: syntaxProblems)
        evaluator.namedColor = { [namedColor = options.namedColor, asked = evaluation.namedColors] name in
            let color = namedColor(name)
            asked.names.append((name, color))
            return color
        }
        evaluator.contentSizeCategory = options.contentSizeCategory
        evaluator.placeholders = options.placeholders
        // Room for the file's numeric literals up front (about one in a hundred bytes of a layout
        // with constants): grown one by one, the table was copied again at each doubling.
        evaluator.literalUses.reserveCapacity(source.text.bytes.count / 64)
        // A class of this file that inherits from itself is an error at its declaration, used or not.
        for (name, type) in declarations.types.sorted(by: { $0.key < $1.key }) where type.isClass { evaluator.inheritsFromItself(name) }
        var roots: [(EntryPoint, LayoutValueNode)] = []
        var merged: Set<ObjectIdentifier> = []
        for entry in declarations.entryPoints {
            guard let node = layout(of: entry, evaluator) else { continue }
            // Statements of one list are one layout, as a builder's statements are
            // (R-SL-TRAVERSAL).
            if let group = entry.group, let (previous, last) = roots.last, previous.group == group {
                if merged.contains(ObjectIdentifier(last)) {
                    last.sublayouts.append(node)
                } else {
                    let list = LayoutValueNode(.list, span: last.span, file: last.file, sublayouts: [last, node])
                    merged.insert(ObjectIdentifier(list))
                    roots[roots.count - 1].1 = list
                }
                continue
            }
            roots.append((entry, node))
        }
        roots.removeAll { evaluator.referencedBuilders.contains($0.0.id) }
        evaluation.hasNoEntryPoint = declarations.entryPoints.isEmpty
        for (entry, node) in roots {
            let activation = Activation { view in evaluator.ancestry(ofView: view).contains("UIStackView") }
            activation.add(node)
            readOwnLayouts(activation, evaluator)
            activation.resolve()
            var root = LayoutEvaluation.Root(node: node, activation: activation)
            if activation.root != nil {
                root.isController = entry.type.map { evaluator.ancestry(of: $0.name).contains { $0.hasSuffix("Controller") } || $0.inherited.contains { $0.hasSuffix("Controller") } } ?? false
                // A cell's own layout, or a top-level layout whose root view is a cell.
                let cellClasses = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView"]
                let chain = entry.type.map { evaluator.ancestry(of: $0.name) + $0.inherited }
                    ?? activation.root.map { evaluator.ancestry(ofView: $0) } ?? []
                root.isCell = chain.contains { cellClasses.contains($0) }
                root.declaredSizes = declaredSizes(activation, evaluator)
            }
            evaluation.roots.append(root)
        }
        return evaluation
    }

    /// Lays an evaluation out: frames, constraint records and every problem, positioned in the
    /// project's files as they are now. `typeNames`: the types the file declares.
    static func place(_ evaluation: LayoutEvaluation, file: String, typeNames: Set<String>, project: ProjectDeclarations,
                      options: SwiftLayoutOptions) -> SwiftLayoutRender {
        var render = SwiftLayoutRender()
        render.dependencies = [file]
        let evaluator = evaluation.evaluator
        var problems = evaluation.syntaxProblems
        if evaluation.hasNoEntryPoint, problems.isEmpty { problems.append(Problem(severity: .error, message: .noLayout, file: file, span: nil)) }
        // Most positions are in the file itself: its source is not looked up for each.
        let own = project.source(file)
        // The views, then the constraints, are asked in the order they are written: each
        // position's search starts at the line of the one before (a binary search over every
        // line of the file was a tenth of building the scene).
        var ownLine = 0
        let position = { (other: String, span: SourceSpan) -> SourcePosition in
            if other == file, let own { return own.position(span, line: &ownLine) }
            return (other == file ? own : project.source(other))?.position(span) ?? SourcePosition(line: 1, column: 1)
        }
        var trees: [RenderedNode] = []
        for index in evaluation.roots.indices {
            // What the root's last solve built is taken out first: the solver patches the one copy.
            let kept = evaluation.roots[index].frames
            evaluation.roots[index].frames = nil
            let evaluated = evaluation.roots[index]
            let activation = evaluated.activation
            problems += activation.problems
            render.layouts.append(evaluated.node)
            render.constraints.appendTaking(activation.constraints)
            guard let root = activation.root else {
                render.records += activation.constraints.map { FrameSolver.record($0, position: position) }
                continue
            }
            for component in activation.components where !activation.isPlaced(component.view) {
                problems.append(Problem(severity: .warning, message: .notInHierarchy(component.view.tag), file: component.node.file, span: component.node.span))
            }
            let ancestry = { (view: ViewEntity) -> [String] in evaluator.ancestry(ofView: view) }
            let content = ContentSize(measurer: TextMeasurer(scale: options.scale), ancestry: ancestry, imageSize: options.imageSize,
                                      memo: evaluation.contentMemo(scale: options.scale))
            // A view that fixes its own size (a custom button's height) is previewed at that size.
            var rootSize = Size(width: options.rootWidth, height: options.rootHeight)
            for constraint in activation.constraints where constraint.item === root && constraint.toItem == nil && constraint.relation == .equal
                && constraint.priority == 1000 {
                if constraint.attribute == .width { rootSize.width = constraint.constant } else { rootSize.height = constraint.constant }
            }
            var solver = FrameSolver(
                activation: activation, content: content, rootSize: rootSize,
                host: Host(kind: evaluated.isController ? .viewController : .bare, safeArea: evaluated.isCell ? .zero : EdgeInsets(
                    top: options.safeArea.top, left: options.safeArea.left, bottom: options.safeArea.bottom, right: options.safeArea.right),
                    rootMargins: FrameSolver.layoutMargins(of: root), layoutDirection: options.layoutDirection,
                    fitsHeight: evaluated.isCell), scale: options.scale,
                declaredSizes: evaluated.declaredSizes, position: position)
            solver.solved = options.solvedSystems.map { ($0, "\(file)#\(trees.count)") }
            solver.kept = kept
            trees.append(solver.solve(root: root))
            evaluation.roots[index].frames = solver.kept
            problems += solver.problems
            render.records.appendTaking(solver.records)
            render.ambiguous.merge(solver.ambiguous) { first, _ in first }
        }
        render.tree = combine(trees, file: file, options: options)
        problems += evaluator.problems
        render.dependencies.formUnion(evaluator.usedFiles)
        render.usedNames = evaluator.usedNames.union(typeNames)
        render.diagnostics = diagnostics(problems, project: project)
        return render
    }

    /// An entry point's layout value.
    static func layout(of entry: EntryPoint, _ evaluator: Evaluator) -> LayoutValueNode? {
        let source = entry.source
        var scope = evaluator.fileScope(source)
        if let type = entry.type {
            scope = instanceScope(of: type, evaluator)
        }
        if !entry.locals.isEmpty {
            scope = Scope(parent: scope)
            scope.define(locals: entry.locals, source: source)
            // `titleLabel.text = "…"` before `view.sl.sublayout { … }`: read for configuration.
            for item in entry.locals {
                guard case .expr(let expression) = item, !LayoutSyntax.isLayoutCall(LayoutSyntax.strippingActivation(expression)) else { continue }
                let reported = evaluator.problems.count
                evaluator.configure(statement: expression, scope, source)
                evaluator.keepStandInsAndTypos(from: reported)
            }
        }
        switch entry.kind {
        case .property(let variable):
            guard let getter = variable.getter, evaluator.evaluating.insert(variable.id).inserted else { return nil }
            defer { evaluator.evaluating.remove(variable.id) }
            return evaluator.block(getter, Scope(parent: scope), source)
        case .function(let function):
            return evaluator.builderFunctionLayout(function, source, call: nil, scope)
        case .statement(let expression):
            return evaluator.layout(expression, scope, source)
        case .updateLayout(let expression):
            guard let call = expression.asCall, let (_, base) = LayoutSyntax.member(of: call), let base else { return nil }
            let receiver = base.asMember.flatMap { $0.name.text == "sl" ? $0.base : nil } ?? base
            guard case .view(let view)? = evaluator.evaluate(receiver, scope, source), let type = view.customType,
                  let variable = type.variables["layout"], let getter = variable.getter, let instance = evaluator.instanceScope(of: view) else { return nil }
            view.ownLayoutRead = true
            return evaluator.block(getter, Scope(parent: instance), variable.source)
        }
    }

    /// The members of `type` with `self`, shared by every entry point of the type in one render.
    private static func instanceScope(of type: TypeDeclaration, _ evaluator: Evaluator) -> Scope {
        let key = "instance:" + type.name
        if case .view(let view)? = evaluator.fileScope(evaluator.project.source(type.file)!).memo[key], let scope = evaluator.instanceScope(of: view) { return scope }
        let isView = evaluator.isViewClass(type.name)
        let view = ViewEntity(name: "self", className: isView ? type.name : "UIView", file: type.file, span: type.span)
        let scope = evaluator.attach(type, to: view)
        view.ownLayoutRead = true
        evaluator.fileScope(evaluator.project.source(type.file)!).memo[key] = .view(view)
        return scope
    }

    /// Views of project classes that are `Layoutable` bring their own layout (with themselves as `self`).
    private static func readOwnLayouts(_ activation: Activation, _ evaluator: Evaluator) {
        var index = 0
        while index < activation.components.count {
            let view = activation.components[index].view
            index += 1
            // A class that holds an instance of itself would never end: 16 levels are read, and
            // at most 4,096 views (two such instances double at each level).
            guard !view.ownLayoutRead, let type = view.customType, let instance = evaluator.instanceScope(of: view),
                  view.name.split(separator: ".").count <= 16 else { continue }
            guard activation.components.count <= 4_096 else {
                let placement = activation.components[index - 1].node
                activation.problems.append(Problem(severity: .error, message: .tooManyViews, file: placement.file, span: placement.span))
                return
            }
            view.ownLayoutRead = true
            var chain: TypeDeclaration? = type
            while let current = chain, current.variables["layout"]?.getter == nil {
                chain = evaluator.superclass(of: current)
            }
            guard let variable = chain?.variables["layout"], let getter = variable.getter else { continue }
            activation.add(evaluator.block(getter, Scope(parent: instance), variable.source))
        }
    }

    /// `intrinsicContentSize` overrides of the project classes in the layout.
    private static func declaredSizes(_ activation: Activation, _ evaluator: Evaluator) -> [ObjectIdentifier: (Double?, Double?)] {
        var sizes: [ObjectIdentifier: (Double?, Double?)] = [:]
        for component in activation.components {
            let view = component.view
            guard sizes[ObjectIdentifier(view)] == nil, let instance = evaluator.instanceScope(of: view),
                  case .variable(let variable)? = instance.lookup("intrinsicContentSize")?.0, let getter = variable.getter,
                  let last = getter.items.last else { continue }
            let expression: SwiftExpr?
            switch last {
            case .expr(let value): expression = value
            case .stmt(let statement):
                if case .return(let value) = statement.kind { expression = value } else { expression = nil }
            case .decl: expression = nil
            }
            guard let expression, case .size(let width, let height)? = evaluator.evaluate(expression, Scope(parent: instance), variable.source) else { continue }
            sizes[ObjectIdentifier(view)] = (width < 0 ? nil : width, height < 0 ? nil : height)
        }
        return sizes
    }

    /// Several layouts in one file are shown one below the other, each at the device's size.
    private static func combine(_ trees: [RenderedNode], file: String, options: SwiftLayoutOptions) -> RenderedNode? {
        guard trees.count > 1 else { return trees.first }
        var children: [RenderedNode] = []
        var y = 0.0
        for tree in trees {
            var child = tree
            child.frame.y = y
            y += tree.frame.height
            children.append(child)
        }
        let name = String(file.split(separator: "/").last ?? Substring(file))
        return RenderedNode(className: "UIView", id: name, frame: Rect(x: 0, y: 0, width: options.rootWidth, height: y),
                            props: [], file: file, position: SourcePosition(line: 1, column: 1), children: children)
    }

    static func diagnostics(_ problems: [Problem], project: ProjectDeclarations) -> [Diagnostic] {
        var seen: Set<String> = []
        return problems.compactMap { problem in
            let key = "\(problem.file):\(problem.span.map { "\($0.lower)-\($0.upper)" } ?? ""):\(problem.message)"
            guard seen.insert(key).inserted else { return nil }
            var diagnostic = Diagnostic(severity: problem.severity, message: problem.message.description, file: problem.file,
                                        suggestions: problem.suggestions)
            diagnostic.layoutFinding = problem.finding
            if let span = problem.span, let source = project.source(problem.file) {
                diagnostic.range = source.text.range(of: span)
                diagnostic = diagnostic.withExcerpt(from: source.text)
            }
            diagnostic.notes = problem.notes.map { note in
                Diagnostic.Note(message: note.message, file: note.file,
                                range: note.span.flatMap { span in project.source(note.file).map { $0.text.range(of: span) } })
            }
            return diagnostic
        }
    }
}
