/// Names every node answers itself (R-LL-SCOPE, R-LL-FRAME).
enum LayoutSymbols {
    /// The positional symbols; `previous.`/`next.` skip hidden siblings for these.
    static let positional: Set<String> = [
        "left", "right", "leading", "trailing", "width", "top", "bottom", "height",
        "center", "center.x", "center.y", "firstBaseline", "lastBaseline",
    ]

    /// Computed symbols readable on any node.
    static let computed: Set<String> = [
        "containerSize", "containerSize.width", "containerSize.height",
        "inferredSize", "inferredSize.width", "inferredSize.height",
        "contentSize", "contentSize.width", "contentSize.height",
        "inferredContentSize", "inferredContentSize.width", "inferredContentSize.height",
        "firstBaselineOffset", "lastBaselineOffset",
    ]

    static func isLayout(_ name: String) -> Bool { positional.contains(name) || computed.contains(name) }

    /// Properties whose `%` is a share of the parent's width (R-LL-PERCENT).
    static let horizontal: Set<String> = ["left", "right", "leading", "trailing", "center.x", "width"]
    /// Properties whose `%` is a share of the parent's height.
    static let vertical: Set<String> = ["top", "bottom", "center.y", "firstBaseline", "lastBaseline", "height"]

    /// The symbol `N%` multiplies in property `name`, if `%` is defined there.
    static func percentSymbol(for name: String, isCGFloat: Bool) -> String? {
        if name == "contentSize.width" { return "containerSize.width" }
        if name == "contentSize.height" { return "containerSize.height" }
        if horizontal.contains(name) { return "parent.containerSize.width" }
        if vertical.contains(name) { return "parent.containerSize.height" }
        guard isCGFloat else { return nil }
        // Other CGFloat properties get `%` by the last key-path component.
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if ["left", "right", "x", "width"].contains(last) { return "parent.containerSize.width" }
        if ["top", "bottom", "y", "height"].contains(last) { return "parent.containerSize.height" }
        return nil
    }

    /// The symbol `auto` stands for in property `name`.
    static func autoSymbol(for name: String) -> String? {
        switch name {
        case "width": return "inferredSize.width"
        case "height": return "inferredSize.height"
        case "contentSize.width": return "inferredContentSize.width"
        case "contentSize.height": return "inferredContentSize.height"
        default: return nil
        }
    }
}
