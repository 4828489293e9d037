/// The layout value tree of printed code, as SwiftLayout's `LayoutPrinter` draws it
/// (R-SL-LAYOUT-PRINTER, R-SL-EXPORT-TREE): a view with one child holds it directly, with more
/// a `ListLayout`; with
/// `anchors`, each view's anchor lines under it. Views print by name, not by pointer.
public enum LayoutTreeText {
    public static func text(of layout: CodeLayout, anchors: Bool = false) -> String {
        guard !layout.views.isEmpty else { return "" }
        var lines: [String] = []
        draw(node(0, layout), anchors: anchors, layout: layout, indent: "", sublayoutIndent: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    /// A node of the value tree the printed builder code makes.
    private struct Node {
        var typeName: String
        var view: Int?
        var sublayouts: [Node]
    }

    private static func node(_ view: Int, _ layout: CodeLayout) -> Node {
        let children = layout.views[view].children.map { node($0, layout) }
        var block = self.block(children)
        if layout.views[view].childrenNotArranged, let group = block {
            block = Node(typeName: "GroupLayout", view: nil, sublayouts: [group])
        }
        return Node(typeName: "ViewLayout", view: view, sublayouts: block.map { [$0] } ?? [])
    }

    /// A builder block's value: its one statement, or a `ListLayout` of them (R-SL-BUILDER).
    private static func block(_ statements: [Node]) -> Node? {
        statements.count > 1 ? Node(typeName: "ListLayout", view: nil, sublayouts: statements) : statements.first
    }

    private static func draw(
        _ node: Node, anchors: Bool, layout: CodeLayout, indent: String, sublayoutIndent: String, into lines: inout [String]
    ) {
        lines.append(indent + node.typeName + (node.view.map { " - view: " + layout.views[$0].name } ?? ""))
        if anchors, let view = node.view {
            let lead = sublayoutIndent + (node.sublayouts.isEmpty ? "      " : "│     ")
            let parent = layout.views[view].parent
            for group in AnchorLines.groups(of: view, in: layout) {
                for constraint in group { lines.append(lead + anchorLine(constraint, parent: parent, layout: layout)) }
            }
        }
        for (index, child) in node.sublayouts.enumerated() {
            let isLast = index == node.sublayouts.count - 1
            draw(child, anchors: anchors, layout: layout, indent: sublayoutIndent + (isLast ? "└─ " : "├─ "),
                 sublayoutIndent: sublayoutIndent + (isLast ? "   " : "│  "), into: &lines)
        }
    }

    /// `.leading == superview.leading + 16.0`, `.height == + 80.0` (R-SL-LAYOUT-PRINTER; priorities
    /// omitted).
    private static func anchorLine(_ constraint: AnchorConstraint, parent: Int?, layout: CodeLayout) -> String {
        var words = ["." + constraint.attribute.name, constraint.relation.symbol]
        if let target = constraint.target {
            let name = AnchorLines.form(of: constraint, parent: parent) == .named
                ? AnchorLines.targetName(target, layout) : "superview"
            words.append(name + "." + constraint.targetAttribute.name)
        }
        if constraint.multiplier != 1 { words.append("x " + SwiftNumber.text(constraint.multiplier)) }
        if constraint.constant > 0 { words.append("+ " + SwiftNumber.text(constraint.constant)) }
        if constraint.constant < 0 { words.append("- " + SwiftNumber.text(-constraint.constant)) }
        return words.joined(separator: " ")
    }
}
