import Constraints

/// `LayoutPrinter(layout, withAnchors:)` of SwiftLayoutUtil (R-SL-LAYOUT-PRINTER): the layout value
/// tree with box-drawing branches, views by their identifier or declared name instead of an
/// address.
public struct LayoutPrinter {
    public var withAnchors: Bool
    /// `ListLayout` (2.8 and later) or `TupleLayout` (2.7 and earlier) for a block of several statements.
    public var listName: String

    public init(withAnchors: Bool = false, listName: String = "ListLayout") {
        self.withAnchors = withAnchors
        self.listName = listName
    }

    /// The lines joined with newlines, without a trailing one.
    public func description(of layout: LayoutValueNode) -> String {
        var lines: [String] = []
        describe(layout, indent: "", sublayoutIndent: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private func describe(_ node: LayoutValueNode, indent: String, sublayoutIndent: String, into lines: inout [String]) {
        var line = indent + typeName(node.kind)
        if let view = node.view { line += " - view: " + view.tag }
        lines.append(line)
        if withAnchors {
            for property in node.anchors {
                lines.append(sublayoutIndent + (node.sublayouts.isEmpty ? "      " : "│     ") + Self.anchorLine(property))
            }
        }
        for (index, child) in node.sublayouts.enumerated() {
            if index == node.sublayouts.count - 1 {
                describe(child, indent: sublayoutIndent + "└─ ", sublayoutIndent: sublayoutIndent + "   ", into: &lines)
            } else {
                describe(child, indent: sublayoutIndent + "├─ ", sublayoutIndent: sublayoutIndent + "│  ", into: &lines)
            }
        }
    }

    private func typeName(_ kind: LayoutValueNode.Kind) -> String {
        switch kind {
        case .view: "ViewLayout"
        case .list: listName
        case .optional: "OptionalLayout"
        case .conditional: "ConditionalLayout"
        case .array: "ArrayLayout"
        case .any: "AnyLayout"
        case .group: "GroupLayout"
        case .empty: "EmptyLayout"
        case .modular(let name): name
        }
    }

    /// R-SL-LAYOUT-PRINTER: `.top == superview.top + 8.0`, `.width == + 70.0`; priorities are not printed.
    public static func anchorLine(_ property: AnchorProperty) -> String {
        var tokens = ["." + property.attribute.rawValue, Self.relation(property.relation)]
        let toAttribute = (property.toAttribute ?? property.attribute).rawValue
        switch property.target {
        case .object(let object): tokens.append(object.tag + "." + toAttribute)
        case .identifier(let name): tokens.append(name + "." + toAttribute)
        case .transparent: tokens.append("superview." + toAttribute)
        case .deny: if !property.attribute.isDimension { tokens.append("superview." + property.attribute.rawValue) }
        }
        if property.multiplier != 1 { tokens += ["x", String(property.multiplier)] }
        if property.constant > 0 { tokens += ["+", String(property.constant)] }
        if property.constant < 0 { tokens += ["-", String(-property.constant)] }
        return tokens.joined(separator: " ")
    }

    static func relation(_ relation: Relation) -> String {
        switch relation {
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        }
    }
}
