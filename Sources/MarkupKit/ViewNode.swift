import AutoLayout
import Diagnostics
import Expressions

/// How a view hangs off its parent: as a subview, or in a slot the parent gives it after an
/// instruction (`<?rightView?>`, `<?sectionHeaderView?>`) or by its kind (a cell's accessory).
enum ViewRole: Hashable, Sendable {
    case subview
    /// Pinned to the parent's (or its content view's) margins: cell, custom button, include container content.
    case content
    /// `UITableViewCell.accessoryView`, `UITextField.leftView`/`rightView`: sized to fit.
    case accessory(String)
    /// An `LMTableView` row in section `section`.
    case cell(section: Int)
    /// A table's section header/footer view, table header/footer or background view.
    case tableSlot(String, section: Int)
    /// Set on the parent but not laid out by MarkupKit (`backgroundView`, `inputView`…).
    case property(String)
}

/// One `LMTableView` section as the instructions built it (R-TABLE-1).
struct TableSection: Hashable, Sendable {
    var name: String?
    var selectionMode = "default"
    var headerTitle: String?
    var footerTitle: String?
}

/// A view of the document: its class, what its attributes set, and its children.
final class ViewNode {
    var className: String
    var ancestry: [String] { didSet { keyCache = nil } }
    var id: String?
    var file: String
    /// The element's `<`.
    var position: SourcePosition
    var role: ViewRole = .subview
    /// Properties set, in the order applied (the later wins), as `render` lists them.
    var properties: [(name: String, value: Value)] = []
    /// `$` bindings: property → expression.
    var bindings: [(name: String, expression: String)] = []
    var layout = LayoutProperties()
    var children: [ViewNode] = []
    /// The view it was appended to.
    weak var parent: ViewNode?
    /// For tables: sections in order.
    var sections: [TableSection] = []
    /// A `UIButton` made by `new` (no `style`): the only kind that takes content.
    var isCustomButton = false
    /// A `<root>` whose class the project did not name: a plain view stands in, and the error
    /// already said so — its children are not reported again as a plain view's.
    var standsInForUndefinedRoot = false
    /// An MK3 include container (an anonymous plain view).
    var isIncludeContainer = false
    /// `<?ignoreLayoutMargins?>` on a cell.
    var ignoresLayoutMargins = false

    init(className: String, ancestry: [String], file: String, position: SourcePosition) {
        self.className = className
        self.ancestry = ancestry
        self.file = file
        self.position = position
    }

    func isKind(of name: String) -> Bool { ancestry.contains(name) }

    /// The keys MarkupKit adds to this view's classes in `version`, worked out once per view
    /// (every attribute asks; building the set each time was a quarter of a render).
    func markupKitKeys(_ version: MarkupKitVersion) -> Set<String> {
        if let keyCache, keyCache.version == version { return keyCache.keys }
        let keys = MarkupKitClasses.keys(of: ancestry, version: version)
        keyCache = (version, keys)
        return keys
    }

    private var keyCache: (version: MarkupKitVersion, keys: Set<String>)?

    var isRow: Bool { isKind(of: "LMRowView") }
    var isColumn: Bool { isKind(of: "LMColumnView") }
    var isBox: Bool { isRow || isColumn }
    /// `LMLayoutView`s: rows, columns, anchor, root and layer views (their margins start at 0).
    var isLayoutView: Bool { isBox || isKind(of: "LMAnchorView") || isKind(of: "LMRootView") || isKind(of: "LMLayerView") }
    var isSpacer: Bool { isKind(of: "LMSpacer") }

    func property(_ name: String) -> Value? { properties.last { $0.name == name }?.value }

    func string(_ name: String) -> String? {
        if case .string(let text)? = property(name) { return text }
        return nil
    }

    func set(_ name: String, _ value: Value) {
        if let index = properties.firstIndex(where: { $0.name == name }) {
            properties[index].value = value
        } else {
            properties.append((name, value))
        }
    }

    /// Subviews a layout view arranges: visible ones, in document order.
    var arranged: [ViewNode] { children.filter { $0.role == .subview && !$0.layout.hidden } }
}

/// The per-view properties MarkupKit's layout reads (R-EXT-SIZE, R-ROW-2, R-COL-2): UIView
/// extensions and the container views' own.
struct LayoutProperties: Sendable {
    var width = Double.nan, height = Double.nan
    var minimumWidth = Double.nan, maximumWidth = Double.nan
    var minimumHeight = Double.nan, maximumHeight = Double.nan
    var aspectRatio = Double.nan
    var weight = Double.nan
    var anchor: Set<String> = []
    var topSpacing = 0.0, bottomSpacing = 0.0, leadingSpacing = 0.0, trailingSpacing = 0.0
    /// nil until set: UIView's default 8 on every edge, 0 for layout views.
    var margins: EdgeInsets?
    var hidden = false
    // Boxes.
    var horizontalAlignment = "fill"
    var verticalAlignment = "fill"
    var spacing: Double?
    var alignToBaseline = false
    var baseline = "first"
    var alignToGrid = false
    /// MK1's single `alignment` (R1-BOX).
    var alignment: String?
    /// MK1–MK3 `layoutMarginsRelativeArrangement` (default YES).
    var marginsRelative = true
    // LMRootView.
    var topPadding = 0.0, bottomPadding = 0.0
    // LMScrollView.
    var fitToWidth = false, fitToHeight = false
}
