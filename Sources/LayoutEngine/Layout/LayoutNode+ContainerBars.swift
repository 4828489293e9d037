import Expressions

/// Container controllers lay out their bars as iOS does: a tab bar controller's tab
/// bar at the bottom, 49 pt plus the bottom safe-area inset, with the tabs' views above it; a
/// navigation controller's bar below the status bar, 44 pt, with the content under it (the
/// default `edgesForExtendedLayout = .all` under a translucent bar) or below it.
extension LayoutNode {
    /// A tab bar's height without the safe area (iOS 7–12 metrics, as the catalog's).
    static let tabBarHeight = 49.0
    /// A navigation bar's height in portrait.
    static let navigationBarHeight = 44.0

    /// The default expression for a frame symbol of a bar or child of a container controller
    /// the template does not place itself; nil for every other node and symbol.
    func containerBarExpressionSource(_ name: String) -> String? {
        guard let parent, ["left", "top", "width", "height"].contains(name), !placesItself(name) else { return nil }
        let tabBar = "\(Self.tabBarHeight) + safeAreaInsets.bottom"
        let navigationBar = "safeAreaInsets.top + \(Self.navigationBarHeight)"
        if parent.viewClass.is(.tabBarController) {
            if viewClass.is(.tabBar) {
                return ["left": "0", "width": "100%", "height": tabBar, "top": "100% - (\(tabBar))"][name]
            }
            if viewClass.isViewController {
                return ["left": "0", "top": "0", "width": "100%", "height": "100% - (\(tabBar))"][name]
            }
        }
        if let cell = cellExpressionSource(name, in: parent) { return cell }
        if parent.viewClass.is(.navigationController) {
            if viewClass.is(.navigationBar) {
                return ["left": "0", "width": "100%", "height": "\(Self.navigationBarHeight)", "top": "safeAreaInsets.top"][name]
            }
            if viewClass.isViewController {
                guard extendsUnderTopBar else {
                    return ["left": "0", "top": navigationBar, "width": "100%", "height": "100% - (\(navigationBar))"][name]
                }
                return ["left": "0", "top": "0", "width": "100%", "height": "100%"][name]
            }
        }
        return nil
    }

    /// A cell template in its table or collection view: a table cell is as wide as the table
    /// and as tall as the table's `rowHeight`, else its content (44 pt without children, UIKit's
    /// default row height) — never as tall as the table; a collection cell takes the flow
    /// layout's `itemSize`.
    private func cellExpressionSource(_ name: String, in parent: LayoutNode) -> String? {
        if viewClass.isTableViewCell, parent.viewClass.isTableView {
            switch name {
            case "left", "top": return "0"
            case "width": return "100%"
            default:
                if parent.hasExpression("rowHeight") { return "parent.rowHeight" }
                return children.isEmpty ? "44" : "auto"
            }
        }
        if viewClass.isCollectionViewCell, parent.viewClass.isCollectionView {
            switch name {
            case "left", "top": return "0"
            case "width": return "parent.collectionViewLayout.itemSize.width"
            default: return "parent.collectionViewLayout.itemSize.height"
            }
        }
        return nil
    }

    /// Whether the template positions this axis itself (then Layout's own defaults apply).
    private func placesItself(_ name: String) -> Bool {
        let symbols = ["left", "width"].contains(name)
            ? ["left", "right", "leading", "trailing", "width", "center.x"]
            : ["top", "bottom", "height", "center.y", "firstBaseline", "lastBaseline"]
        return symbols.contains { hasExpression($0) }
    }

    /// A child of a navigation controller extends under the bar unless its
    /// `edgesForExtendedLayout` leaves out the top edge (a constant written in the template).
    private var extendsUnderTopBar: Bool {
        guard let entry = expressions["edgesForExtendedLayout"] ?? nil,
              let value = try? entry.expression.constantValue() else { return true }
        let names = value.swiftDescription
        return names.contains("top") || names.contains("all")
    }
}
