/// A view or view-controller class as templates see it: its place in the hierarchy and,
/// through extensions, what it accepts. Cheap to copy; all tables are shared.
public struct ViewClass: Sendable {
    /// The two roots every template class descends from.
    public enum Root: String, Hashable, Sendable {
        case view = "UIView"
        case viewController = "UIViewController"
    }

    let lineage: Lineage
    let tables: CatalogTables

    init(lineage: Lineage, tables: CatalogTables) {
        self.lineage = lineage
        self.tables = tables
    }

    /// The class name (`UILabel`, `BoxesViewController`).
    public var name: String { lineage.chain[0].name }

    /// The direct superclass; nil for `UIView` and `UIViewController`.
    public var superclassName: String? { lineage.chain[0].superclassName }
    /// The superclass a custom class was declared with, where the catalog did not know it and
    /// assumed `superclassName` instead (a MarkupKit class, another framework's).
    public var declaredSuperclassName: String? { lineage.chain[0].declaredSuperclassName }

    /// The class itself, then each superclass up to its root (`UIButton`, `UIControl`, `UIView`).
    public var ancestry: [String] { lineage.chain.map(\.name) }

    /// `UIView` or `UIViewController`.
    public var root: Root {
        lineage.chain.last?.name == Root.viewController.rawValue ? .viewController : .view
    }

    /// Whether nodes of this class manage a view controller (R-LL-CONTROLLER).
    public var isViewController: Bool { root == .viewController }

    /// Whether the class was added with `UIKitCatalog.adding(customClasses:)`.
    public var isCustom: Bool { lineage.chain[0].kind == .custom }

    /// Whether `className` is this class or one of its superclasses.
    public func isSubclass(of className: String) -> Bool {
        lineage.chain.contains { $0.name == className }
    }

    /// Whether the class is or descends from the UIKit class of `kind`.
    func `is`(_ kind: ViewKinds) -> Bool { lineage.kinds.contains(kind) }

    /// `UIScrollView` and subclasses (`UITextView`, `UITableView`, `UICollectionView`): content
    /// insets, no default `auto` size.
    public var isScrollView: Bool { lineage.kinds.contains(.scrollView) }
    /// Children become arranged subviews; default size `auto`.
    public var isStackView: Bool { lineage.kinds.contains(.stackView) }
    /// Cell children are templates; other children become header and footer.
    public var isTableView: Bool { lineage.kinds.contains(.tableView) }
    /// Cell children are templates; the first other child becomes the background view.
    public var isCollectionView: Bool { lineage.kinds.contains(.collectionView) }
    /// A table cell template (needs a `reuseIdentifier` inside a table).
    public var isTableViewCell: Bool { lineage.kinds.contains(.tableViewCell) }
    /// A table section header/footer template.
    public var isTableViewHeaderFooterView: Bool { lineage.kinds.contains(.tableViewHeaderFooterView) }
    /// A collection cell template; only a collection view can create it.
    public var isCollectionViewCell: Bool { lineage.kinds.contains(.collectionViewCell) }
    /// Any cell or header/footer template: sized by the node's height, children go in `contentView`.
    public var isCell: Bool { isTableViewCell || isTableViewHeaderFooterView || isCollectionViewCell }
    /// Takes a table view child as its main view, and cell templates directly.
    public var isTableViewController: Bool { lineage.kinds.contains(.tableViewController) }
    /// Takes a collection view child as its main view, and cell templates directly.
    public var isCollectionViewController: Bool { lineage.kinds.contains(.collectionViewController) }
}

extension ViewClass: Equatable {
    /// Same name and same superclasses (a custom class may replace a catalog one).
    public static func == (lhs: ViewClass, rhs: ViewClass) -> Bool { lhs.ancestry == rhs.ancestry }
}
