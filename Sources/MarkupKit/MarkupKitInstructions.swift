import LayoutEngine

/// The processing instructions a MarkupKit 4 document may hold inside a view, and the classes
/// whose `processMarkupInstruction:data:` reads each (R-PI-PROPERTIES, R-PI-CASE and the
/// classes' own instructions in docs/RULES.md): what the reader accepts and what an editor offers.
public enum MarkupKitInstructions {
    /// Each instruction with the classes it is read inside (empty: inside any view).
    public static let all: [(name: String, within: [String])] = [
        ("properties", []), ("case", []), ("end", []),
        ("sectionBreak", ["LMTableView"]), ("sectionName", ["LMTableView"]), ("sectionSelectionMode", ["LMTableView"]),
        ("ignoreLayoutMargins", ["LMTableViewCell", "LMCollectionViewCell", "LMTableViewHeaderFooterView"]),
        ("backgroundView", ["LMTableView", "LMTableViewCell", "LMCollectionViewCell", "LMTableViewHeaderFooterView"]),
        ("tableHeaderView", ["LMTableView"]), ("tableFooterView", ["LMTableView"]),
        ("sectionHeaderView", ["LMTableView"]), ("sectionFooterView", ["LMTableView"]),
        ("selectedBackgroundView", ["LMTableViewCell", "LMCollectionViewCell", "LMTableViewHeaderFooterView"]),
        ("multipleSelectionBackgroundView", ["LMTableViewCell", "LMCollectionViewCell", "LMTableViewHeaderFooterView"]),
        ("leftView", ["UITextField"]), ("rightView", ["UITextField"]),
        ("refreshControl", ["UIScrollView"]), ("overlayContent", ["UIImageView"]),
        ("componentSeparator", ["LMPickerView"]), ("componentName", ["LMPickerView"]),
    ]

    /// The instructions read inside a view of `ancestry` (its class chain, most derived first),
    /// in the table's order.
    public static func names(within ancestry: [String]) -> [String] {
        all.filter { entry in entry.within.isEmpty || entry.within.contains(where: ancestry.contains) }.map(\.name)
    }

    /// The class chain of the MarkupKit or UIKit class `name` (MarkupKit 4), most derived first.
    public static func ancestry(of name: String, catalog: UIKitCatalog) -> [String] {
        MarkupKitClasses.ancestry(of: name, version: .v4, catalog: catalog) ?? [name]
    }
}
