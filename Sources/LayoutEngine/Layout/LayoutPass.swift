import Diagnostics
import Expressions
import Templates

/// The state of one layout of one template: options, nodes, the evaluation
/// stack (for cycles) and the diagnostics found.
final class LayoutPass {
    /// The device and state change between renders; the rest is fixed at compile time.
    var options: LayoutOptions {
        // Unknown-symbol suggestions offer the state's and the constants' names.
        didSet { suggestionCache.removeAll() }
    }
    /// A file's text, for excerpts.
    let sources: @Sendable (String) -> SourceText?
    private(set) var root: LayoutNode!
    private(set) var diagnostics: [Diagnostic] = []
    /// (node, symbol) pairs being evaluated, innermost last.
    var stack: [EvaluationFrame] = []
    var nodesByID: [String: [LayoutNode]] = [:]
    /// Set when a re-entrancy guard answered 0 (R-LL-EVALUATION): values computed by
    /// frames deeper than this index are not cached.
    var uncachedAbove: Int?
    /// Which values read which, once the layout is updated in place.
    var reads = ReadGraph()
    /// A list laid out rows from its cell templates (their values are forgotten per row).
    var listsRows = false
    var textMeasurer: TextMeasurer
    /// Fonts resolved to metric faces (resolution matches names; do it once).
    var fonts: [FontDescriptor: ResolvedFont] = [:]
    /// The font resolved last and what it was resolved from, checked before `fonts` is hashed
    /// into (two fields, not a tuple: checking does not copy the pair out).
    var lastFontDescriptor: FontDescriptor?
    var lastResolvedFont: ResolvedFont?
    /// What earlier nodes compiled, by (property, type, text): one table, so a
    /// node's attribute is hashed once.
    var compiledForms: [CompileKey: CompiledForms] = [:]
    /// The slot table of constant expressions, which read no slots.
    private(set) lazy var emptySlots = NodeSlots(node: root)
    /// Type names resolved once per pass (`CGFloat`, `UIViewContentMode`…).
    private var propertyTypes: [String: PropertyType] = [:]
    /// The class the last node built was of, by the name it was looked up with.
    private var lastClass: (name: String, viewClass: ViewClass)?
    /// Problems found while compiling (they hold for every render).
    var compileDiagnostics: [Diagnostic] = []
    /// `strings.` keys an expression asked for that the table lacks: the expression did
    /// not compile, so only this records that the template depends on them.
    var missingStringKeys: Set<String> = []
    /// Some expression compiled in this pass reads a `strings.` key (every other one was
    /// copied from a compilation that does or does not): without one, no walk collects them.
    private(set) var readsStrings = false
    /// The diagnostics reported so far, to drop a repeat without comparing it to each of them.
    private var reported: Set<Diagnostic> = []
    /// How many diagnostics were reported, repeats included (a node whose set-up reported
    /// nothing may lend its compiled expressions to its next sibling).
    private(set) var reportCount = 0
    /// Did-you-mean lists already computed, by what they depend on: 10,000 nodes with the same
    /// misspelling rank the candidates once.
    var suggestionCache: [SuggestionKey: [String]] = [:]
    /// The weight each literal font text drops, by text (nil inside: none): 5,000 labels with
    /// one font read it once.
    var ignoredFontWeights: [String: IgnoredFontWeight?] = [:]

    init(options: LayoutOptions, sources: @escaping @Sendable (String) -> SourceText?) {
        self.options = options
        self.sources = sources
        self.textMeasurer = TextMeasurer(scale: options.device.scale)
    }

    /// Builds the node tree; unknown classes are reported and laid out as `UIView`.
    func build(_ template: TemplateNode) {
        root = makeNode(template, parent: nil)
    }

    private func makeNode(_ template: TemplateNode, parent: LayoutNode?) -> LayoutNode {
        let catalog = options.catalog
        // Siblings are mostly of one class: look it up once for a run of them.
        var viewClass: ViewClass?
        if let last = lastClass, last.name == template.className {
            viewClass = last.viewClass
        } else {
            viewClass = catalog.viewClass(named: template.className)
            lastClass = viewClass.map { (template.className, $0) }
        }
        let isUnknownClass = viewClass == nil
        if isUnknownClass {
            report(Diagnostic(message: "Unknown class \(template.className)", file: template.file,
                              range: template.classRange,
                              suggestions: Suggestions.bestMatches(for: template.className, in: catalog.classNames)),
                   includeChain: template.includeChain)
            viewClass = catalog.assumedClass(named: template.className)
        }
        let node = LayoutNode(template: template, viewClass: viewClass!, pass: self, parent: parent)
        node.isUnknownClass = isUnknownClass
        if let id = template.id { nodesByID[id, default: []].append(node) }
        let children = template.children
        node.children.reserveCapacity(children.count)
        for offset in children.indices {
            let made = makeNode(children[offset], parent: node)
            made.index = offset
            node.children.append(made)
        }
        return node
    }

    /// Adds a diagnostic, with its excerpt cut from the file it points into.
    func report(_ diagnostic: Diagnostic, includeChain: [String]) {
        reportCount += 1
        var diagnostic = diagnostic
        diagnostic.message = Diagnostic.capped(diagnostic.message)
        if let expression = diagnostic.expression { diagnostic.expression = Diagnostic.capped(expression, limit: 1_000) }
        diagnostic.includeChain = includeChain
        if let file = diagnostic.file, let source = sources(file) { diagnostic = diagnostic.withExcerpt(from: source) }
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    /// Reports an expression error at the exact characters of `attribute`'s
    /// value (or at the element, for default expressions).
    func report(_ error: ExpressionError, node: LayoutNode, name: String, attribute: TemplateAttribute?, severity: Diagnostic.Severity = .error) {
        let range = attribute?.range(ofValueOffsets: error.span.range) ?? node.template.classRange
        report(Diagnostic(
            severity: severity, message: error.message, file: attribute?.file ?? node.template.file, range: range,
            node: node.path, attribute: name, expression: attribute?.value, suggestions: error.suggestions
        ), includeChain: node.template.includeChain)
    }
}

/// What a did-you-mean list depends on: the misspelt name, the class, and for an unknown
/// symbol the node's own attribute names (they are candidates too) and whether the state's
/// and constants' names are.
struct SuggestionKey: Hashable {
    var name: String
    var className: String
    var attributeNames: [String]?
    var inOwnScope = true
}

extension LayoutPass {
    /// `compute`'s suggestions for `key`, computed once per pass.
    func suggestions(for key: SuggestionKey, _ compute: () -> [String]) -> [String] {
        if let known = suggestionCache[key] { return known }
        let suggestions = compute()
        suggestionCache[key] = suggestions
        return suggestions
    }
}

/// One symbol being evaluated. The node is not retained: the pass owns every
/// node, and a frame lives only while its evaluation runs (this is pushed and
/// popped for every symbol computed).
struct EvaluationFrame {
    unowned(unsafe) let node: LayoutNode
    let symbol: String
    /// The value's `ReadCell` key while reads are noted, else -1.
    let key: Int
}

/// The compilations of one (property, type, text) that later nodes can reuse.
struct CompiledForms {
    /// The text compiled to a constant (200 labels with `font="helvetica 17"`), with the
    /// resolutions of its names: a node where a name resolves otherwise — a macro
    /// shadowing a constant — compiles it again.
    var constant: (expression: PropertyExpression, resolutions: [(name: String, resolution: SymbolResolution)])?
    /// The first compilation that reads slots, with the resolutions it was compiled under.
    var shape: (expression: PropertyExpression, resolutions: [(name: String, resolution: SymbolResolution)])?
}

/// What makes two compilations interchangeable (with the same resolutions).
struct CompileKey: Hashable {
    var name: String
    var type: PropertyType
    var source: String
}

extension LayoutPass {
    /// Notes what a new compilation reads that the whole layout answers for: `strings.` keys.
    func noteCompiled(_ expression: PropertyExpression) {
        if !readsStrings, expression.referencedSymbols.contains(where: { $0.hasPrefix("strings.") }) { readsStrings = true }
    }

    /// The property type a catalog type name stands for (`.any` if unknown).
    func propertyType(named name: String) -> PropertyType {
        if let known = propertyTypes[name] { return known }
        let type = PropertyType(named: name) ?? .any
        propertyTypes[name] = type
        return type
    }

    /// Screen values for the root's `parent.` symbols and safe-area insets.
    func deviceValue(_ symbol: String) -> Value {
        let device = options.device
        switch symbol {
        case "width": return .number(device.width)
        case "height": return .number(device.height)
        case "center.x": return .number(device.width / 2)
        case "center.y": return .number(device.height / 2)
        case "safeAreaInsets": return .insets(device.insets)
        case "safeAreaInsets.top": return .number(device.insets.top)
        case "safeAreaInsets.left": return .number(device.insets.left)
        case "safeAreaInsets.bottom": return .number(device.insets.bottom)
        case "safeAreaInsets.right": return .number(device.insets.right)
        default: return .null
        }
    }

    /// Forgets every value of the last render (not the compiled expressions).
    func resetValues() {
        resetValues(of: root)
        diagnostics = compileDiagnostics
        reported = Set(compileDiagnostics)
        stack.removeAll(keepingCapacity: true)
        uncachedAbove = nil
    }
}

extension LayoutPass {
    /// Forgets the values of `node` and its subtree: a cell template is laid out again for
    /// each row, with that row's state.
    func resetValues(of node: LayoutNode) {
        node.forgottenValues += 1
        node.values.removeAll(keepingCapacity: true)
        for index in node.hot.indices { node.hot[index].value = nil }
        node.failures.removeAll(keepingCapacity: true)
        node.evaluating.removeAll(keepingCapacity: true)
        if !node.readers.isEmpty { node.readers.removeAll(keepingCapacity: true) }
        for child in node.children { resetValues(of: child) }
    }
}

extension LayoutPass {
    /// Breaks the reference cycles of the node tree (slots hold the nodes they
    /// read, and nodes hold their expressions' slots), so it can be freed.
    func releaseNodes() {
        func visit(_ node: LayoutNode) {
            node.expressions.removeAll()
            node.hot.removeAll()
            node.children.forEach(visit)
        }
        visit(root)
    }
}

extension LayoutPass {
    /// Two nodes bound to one outlet of the same owner (R-LL-OUTLET, a simulator check). Outlets
    /// bind to their owner: a view-controller node owns its subtree (each tab of a tab bar
    /// controller binds its own `titleLabel`), and so does a cell template (each cell made from
    /// it is its own owner). The owning node's own outlet belongs to the owner above it.
    func reportDuplicateOutlets() {
        func visit(_ node: LayoutNode, _ seen: inout Set<String>) {
            if let entry = node.expressions["outlet"] ?? nil, case let .string(name)? = try? node.value(forSymbol: "outlet"), !name.isEmpty {
                if !seen.insert(name).inserted {
                    let attribute = entry.attribute(in: node)
                    report(ExpressionError("Duplicate outlet reference '\(name)'", span: SourceSpan(0, attribute?.value.utf8.count ?? 0)),
                           node: node, name: "outlet", attribute: attribute)
                }
            }
            if node.viewClass.isViewController || node.viewClass.isCell {
                var owned: Set<String> = []
                for child in node.children { visit(child, &owned) }
            } else {
                for child in node.children { visit(child, &seen) }
            }
        }
        var seen: Set<String> = []
        visit(root, &seen)
    }
}

extension ExpressionError {
    /// Thrown upward once an error has been reported where it arose, so the
    /// expressions that depend on it fail quietly instead of repeating it.
    static let alreadyReported = ExpressionError("", span: SourceSpan(0, 0))

    var isAlreadyReported: Bool { message.isEmpty }
}
