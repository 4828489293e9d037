import AutoLayout

extension ConstraintBuilder {
    /// The spacing between siblings: the box's, or the standard 8 points for system
    /// spacing (R-UIK-SYSSPACE; NaN spacing on iOS 11+).
    private func spacing(_ box: ViewNode) -> Double {
        let value = box.layout.spacing ?? version.defaultSpacing
        return value.isNaN ? 8 : value
    }

    /// Whether the box arranges against its margins (MK1–MK3 `layoutMarginsRelativeArrangement`).
    private func edge(_ box: ViewNode, _ margin: LayoutAttribute, _ plain: LayoutAttribute) -> LayoutAttribute {
        box.layout.marginsRelative || version == .v4 ? margin : plain
    }

    /// MK1's one `alignment` as the row's vertical or the column's horizontal alignment;
    /// nil (after an error, at layout) when the value belongs to the other axis.
    private mutating func crossAlignment(_ box: ViewNode, row: Bool, arranged: [ViewNode]) -> String? {
        guard version == .v1 else { return row ? box.layout.verticalAlignment : box.layout.horizontalAlignment }
        let value = box.layout.alignment ?? "fill"
        let accepted = row ? ["top", "bottom", "center", "baseline", "fill"] : ["left", "right", "leading", "trailing", "center", "fill"]
        if accepted.contains(value) { return value == "left" ? "leading" : value == "right" ? "trailing" : value }
        if !arranged.isEmpty {
            log.error(.unexpectedAlignment, file: box.file, at: .init(at: box.position))
        }
        return nil
    }

    /// R-ROW-2…7 (MK4), R-LEGACY-EDGE-SPACING (MK3), R1-BOX (MK1).
    mutating func installRow(_ row: ViewNode) {
        let views = row.arranged.filter { item($0) != nil }
        guard let cross = crossAlignment(row, row: true, arranged: views) else { return }
        let baseline = version == .v1 ? cross == "baseline" : row.layout.alignToBaseline
        let vertical = version == .v1 ? (cross == "baseline" ? "fill" : cross) : cross
        let horizontal = version == .v1 ? "fill" : row.layout.horizontalAlignment
        let edges = version == .v3 ? row.layout : LayoutProperties()
        let leading = edge(row, .leadingMargin, .leading), trailing = edge(row, .trailingMargin, .trailing)
        let top = edge(row, .topMargin, .top), bottom = edge(row, .bottomMargin, .bottom)
        var previous: ViewNode?
        var previousWeighted: ViewNode?
        for view in views {
            if let previous {
                var gap = spacing(row)
                if version == .v4 { gap += previous.layout.trailingSpacing + view.layout.leadingSpacing }
                add(view, .leading, .equal, previous, .trailing, constant: gap, identifier: "LMRowView-spacing", owner: row)
            } else if horizontal != "trailing" {
                add(view, .leading, .equal, row, leading, constant: edges.leadingSpacing, identifier: "LMRowView-leading", owner: row)
            }
            if !view.layout.weight.isNaN, view.layout.width.isNaN {
                if let previousWeighted {
                    add(view, .width, .equal, previousWeighted, .width,
                        multiplier: Float(view.layout.weight / previousWeighted.layout.weight), identifier: "LMRowView-weight", owner: row)
                }
                previousWeighted = view
            }
            if baseline, version == .v1 {
                if let previous {
                    add(view, .lastBaseline, .equal, previous, .lastBaseline, identifier: "LMRowView-baseline", owner: row)
                }
                add(view, .bottom, .lessThanOrEqual, row, bottom, identifier: "LMRowView-bottom", owner: row)
            } else {
                installCross(view, in: row, alignment: vertical, baseline: baseline, start: (.top, top, edges.topSpacing),
                             end: (.bottom, bottom, edges.bottomSpacing), center: .centerY, name: "LMRowView")
                if baseline, let previous {
                    let last = row.layout.baseline == "last"
                    let attribute: LayoutAttribute = last ? .lastBaseline : .firstBaseline
                    add(baselineView(view, last: last), attribute, .equal, baselineView(previous, last: last), attribute,
                        identifier: "LMRowView-baseline", owner: row)
                }
            }
            previous = view
        }
        if let last = views.last, horizontal != "leading" {
            add(last, .trailing, .equal, row, trailing, constant: -edges.trailingSpacing, identifier: "LMRowView-trailing", owner: row)
        }
    }

    /// R-COL-2…7 (MK4), R-LEGACY-EDGE-SPACING (MK3), R1-BOX and R1-COLUMN-SPACING (MK1).
    mutating func installColumn(_ column: ViewNode) {
        let views = column.arranged.filter { item($0) != nil }
        guard let cross = crossAlignment(column, row: false, arranged: views) else { return }
        let vertical = version == .v1 ? "fill" : column.layout.verticalAlignment
        let baseline = column.layout.alignToBaseline
        let edges = version == .v3 ? column.layout : LayoutProperties()
        let leading = edge(column, .leadingMargin, .leading), trailing = edge(column, .trailingMargin, .trailing)
        let top = edge(column, .topMargin, .top), bottom = edge(column, .bottomMargin, .bottom)
        // MK1's topSpacing/bottomSpacing: the bottom one with the sign of 1.x (R1-COLUMN-SPACING).
        let topInset = version == .v1 ? column.layout.topSpacing : edges.topSpacing
        let bottomInset = version == .v1 ? column.layout.bottomSpacing : -edges.bottomSpacing
        var previous: ViewNode?
        var previousWeighted: ViewNode?
        var previousRow: ViewNode?
        for view in views {
            if let previous {
                if baseline {
                    let numeric = column.layout.spacing ?? version.defaultSpacing
                    let gap = numeric.isNaN ? 8 : (version == .v4 ? 0 : numeric)
                    add(baselineView(view, last: false), .firstBaseline, .equal, baselineView(previous, last: true), .lastBaseline,
                        constant: gap, identifier: "LMColumnView-baseline", owner: column)
                } else {
                    var gap = spacing(column)
                    if version == .v4 { gap += previous.layout.bottomSpacing + view.layout.topSpacing }
                    add(view, .top, .equal, previous, .bottom, constant: gap, identifier: "LMColumnView-spacing", owner: column)
                }
            } else if vertical != "bottom" {
                add(view, .top, .equal, column, top, constant: topInset, identifier: "LMColumnView-top", owner: column)
            }
            if !view.layout.weight.isNaN, view.layout.height.isNaN {
                if let previousWeighted {
                    add(view, .height, .equal, previousWeighted, .height,
                        multiplier: Float(view.layout.weight / previousWeighted.layout.weight), identifier: "LMColumnView-weight",
                        owner: column)
                }
                previousWeighted = view
            }
            installCross(view, in: column, alignment: cross, baseline: false, start: (.leading, leading, edges.leadingSpacing),
                         end: (.trailing, trailing, edges.trailingSpacing), center: .centerX, name: "LMColumnView")
            if column.layout.alignToGrid, view.isRow {
                if let previousRow { installGrid(view, previousRow, in: column) }
                previousRow = view
            } else if version != .v4 {
                previousRow = nil
            }
            previous = view
        }
        if let last = views.last, vertical != "top" {
            add(last, .bottom, .equal, column, bottom, constant: bottomInset, identifier: "LMColumnView-bottom", owner: column)
        }
    }

    /// R-ROW-5/R-COL-3 (with R-ROW-7's inequalities under baseline alignment).
    private mutating func installCross(_ view: ViewNode, in box: ViewNode, alignment: String, baseline: Bool,
                                       start: (LayoutAttribute, LayoutAttribute, Double),
                                       end: (LayoutAttribute, LayoutAttribute, Double), center: LayoutAttribute, name: String) {
        let pinsStart = alignment == "fill" || alignment == "top" || alignment == "leading"
        let pinsEnd = alignment == "fill" || alignment == "bottom" || alignment == "trailing"
        if pinsStart {
            add(view, start.0, baseline ? .greaterThanOrEqual : .equal, box, start.1, constant: start.2,
                identifier: "\(name)-\(start.0.rawValue)", owner: box)
        }
        if pinsEnd {
            add(view, end.0, baseline ? .lessThanOrEqual : .equal, box, end.1, constant: -end.2,
                identifier: "\(name)-\(end.0.rawValue)", owner: box)
        }
        if alignment == "center" {
            add(view, center, .equal, box, center, identifier: "\(name)-\(center.rawValue)", owner: box)
        }
    }

    /// R-COL-7: cell j of a row as wide as cell j of the previous row (all subviews, hidden too).
    private mutating func installGrid(_ row: ViewNode, _ previous: ViewNode, in column: ViewNode) {
        let cells = row.children.filter { $0.role == .subview }, above = previous.children.filter { $0.role == .subview }
        for (cell, reference) in zip(cells, above) {
            add(cell, .width, .equal, reference, .width, identifier: "LMColumnView-grid", owner: column)
        }
    }
}
