import Diagnostics
import Expressions
import Templates

/// A node of the tree being laid out: its template, class, compiled
/// expressions and the values computed in the current pass.
final class LayoutNode {
    /// Replaced only by `CompiledLayout.update(to:)`, with a template of the same shape.
    var template: TemplateNode
    let viewClass: ViewClass
    unowned(unsafe) let pass: LayoutPass
    unowned(unsafe) var parent: LayoutNode?
    var children: [LayoutNode] = []
    /// Position among the parent's children.
    var index = 0
    /// `UIView > UIScrollView > UILabel#title`, for diagnostics (built only for them).
    private(set) lazy var path: String = parent.map { "\($0.path) > \(shortName)" } ?? shortName
    /// How the class sizes itself (looked up once: the catalog computes it).
    let intrinsicKind: IntrinsicSizeKind
    /// Keeps cell templates and shows them as rows: a table or collection view, or their
    /// controllers (looked up once: every render asks).
    let listsCells: Bool
    /// A table cell or section header view: draws its built-in labels.
    let hasCellLabels: Bool

    /// Compiled expressions by property name: attributes, parameter values and
    /// (added lazily) default expressions. `nil` records that a name has none.
    var expressions = ExpressionTable()
    /// Parameter types declared on this node.
    var parameters: [String: PropertyType] = [:]
    /// Macros declared on this node.
    var macros: [String: TemplateMacro] = [:]
    /// Values computed in this pass, by symbol.
    var values: [String: Value] = [:]
    /// The same for the hot symbols, with their expression look-ups and `dependsOnParent`
    /// answers, by `HotSymbol` index (one array: a node is made with one allocation for them).
    var hot = [HotSlot](repeating: HotSlot(), count: HotSymbol.allCases.count)
    /// Symbols whose evaluation failed in this pass (already reported).
    var failures: Set<String> = []
    /// Symbols of this node being evaluated right now (cycle checks without
    /// scanning the whole stack).
    var evaluating: [String] = []
    /// The values that read each of this node's values (`ReadGraph`), by key.
    var readers: [Int: [ReadCell]] = [:]
    /// Its reads are noted (`ReadGraph.isRecording`), kept here so that a read does not touch
    /// the pass (each use of `pass` retains it) while nothing is noted.
    var notesReads = false
    /// `dependsOnParent` answers; they depend only on the compiled expressions.
    var parentDependence: [String: Bool] = [:]
    /// Names of the properties a render lists in `props` (written attributes
    /// and the body), sorted, each with its hot symbol if it is one; fixed once
    /// the node is compiled.
    var propertyNames: [(name: String, hot: HotSymbol?)] = []
    /// The template's class is not known (reported once, laid out as a plain view).
    var isUnknownClass = false
    /// Every attribute of the node is compiled (`setUp` ran).
    var isSetUp = false
    /// Its set-up reported nothing (no error or warning depends on where its attributes are).
    var setUpWithoutReports = false
    /// The previous sibling when this node was set up exactly like it (`setUpAttributes(like:)`):
    /// the two make the same default expressions.
    unowned(unsafe) var alikeModel: LayoutNode?
    /// Whether it writes a symbol `reportRedundantExpressions` checks (known once it ran).
    var writesRedundancyCandidates = true
    /// Set while `width` is evaluated with `auto` meaning the unconstrained size.
    var measuringMaximumWidth = false
    /// The font resolved for the last text measurement, and what it was resolved from
    /// (two fields, not a tuple: checking it then copies only the descriptor compared).
    var lastFontDescriptor: FontDescriptor?
    var lastResolvedFont: ResolvedFont?
    /// The last text measurement: its text, wrap width, lines, face, point size and the screen
    /// scale it was rounded for, and the size.
    var lastMeasuredText: String?
    var lastMeasuredWidth = 0.0
    var lastMeasuredLines = 0
    var lastMeasuredFace: MetricFace?
    var lastMeasuredFontSize = 0.0
    var lastMeasuredScale = 0.0
    var lastMeasuredSize = Size(width: 0, height: 0)
    /// The text drawn at the last render, with what it was broken for: a re-render with new
    /// state (or anything that leaves text, font, width and line limit alone) reuses it.
    var lastDrawnText: (key: DrawnText.Key, text: DrawnText)?
    /// The label's text split into words for its face, kept across renders.
    var preparedText: PreparedText?
    /// How many times this node's values have been forgotten (a render from scratch, a row of a
    /// list, a save's changes reaching one of them): what a render made from its values at an
    /// older count may have changed. A save's partial render keeps the rest (docs/DESIGN.md,
    /// "Laying out only what a save moved").
    var forgottenValues = 0
    /// The props (and outlet) the last render read, and `forgottenValues` then.
    var lastProps: (forgotten: Int, props: [(name: String, value: Value)], outlet: String?)?
    /// `forgottenValues`, the width and the screen scale when `lastDrawnText` was made or last
    /// found current.
    var lastDrawnForgotten = -1
    var lastDrawnWidth = 0.0
    var lastDrawnScale = 0.0

    init(template: TemplateNode, viewClass: ViewClass, pass: LayoutPass, parent: LayoutNode?) {
        self.template = template
        self.viewClass = viewClass
        self.pass = pass
        self.parent = parent
        self.intrinsicKind = viewClass.intrinsicSizeKind
        listsCells = viewClass.isTableView || viewClass.isCollectionView || viewClass.isTableViewController
            || viewClass.isCollectionViewController
        hasCellLabels = viewClass.isTableViewCell || viewClass.isTableViewHeaderFooterView
    }

    var isRoot: Bool { parent == nil }

    /// `UILabel#title` or `UILabel`, for cycle chains.
    var shortName: String { template.id.map { "\(template.className)#\($0)" } ?? template.className }

    /// The compiled expression for `name`, if the node has one (attribute,
    /// parameter value or default expression).
    func expression(_ name: String) -> NodeExpression? {
        expression(name, hash: ExpressionTable.hash(name))
    }

    /// `expression(_:)` for a name whose `ExpressionTable.hash` the caller has.
    func expression(_ name: String, hash: UInt32) -> NodeExpression? {
        noteRead(named: name)
        if let known = expressions[name, hash: hash] { return known }
        let made: NodeExpression?
        if let like = defaultExpressionLikeModel(name) { made = like } else { made = makeDefaultExpression(name) }
        expressions[name, hash: hash] = made
        return made
    }

    /// True when the template sets `name` (an attribute with a non-empty value).
    func hasExpression(_ name: String) -> Bool {
        if let known = expressions[name] { return known?.isWritten ?? false }
        return false
    }
}

/// One compiled expression of a node and where it came from. Nothing in it belongs to one
/// node: siblings written alike share it (`setUpAttributes(like:)`), its slots name the node
/// that reads them only as "the reader", and its attribute is found by index in the template of
/// the node that asks.
final class NodeExpression {
    /// Where an expression was written.
    enum Origin {
        /// A default expression, or the body.
        case none
        /// The attribute at this index of the node's template.
        case attribute(Int)
        /// A macro's value.
        case macro(TemplateAttribute)

        /// The attribute, as it stands in `node`'s template.
        func attribute(in node: LayoutNode) -> TemplateAttribute? {
            switch self {
            case .none: return nil
            case let .attribute(index): return node.template.attributes[index]
            case let .macro(attribute): return attribute
            }
        }
    }

    let name: String
    let expression: PropertyExpression
    let origin: Origin
    /// Written in the template (an attribute or a macro), not a default or the body.
    let isWritten: Bool
    let slots: NodeSlots

    init(name: String, expression: PropertyExpression, origin: Origin, slots: NodeSlots) {
        self.name = name
        self.expression = expression
        self.origin = origin
        if case .none = origin { isWritten = false } else { isWritten = true }
        self.slots = slots
    }

    /// The attribute it was written in, as it stands in `node`'s template; nil for a default
    /// expression or the body.
    func attribute(in node: LayoutNode) -> TemplateAttribute? { origin.attribute(in: node) }
}
