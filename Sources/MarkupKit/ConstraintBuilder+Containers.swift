import AutoLayout
import LayoutEngine

extension ConstraintBuilder {
    /// R-ANCHOR-1: each side named in `anchor` pinned to the margin, else centred on the bounds.
    mutating func installAnchor(_ anchorView: ViewNode) {
        let relative = anchorView.layout.marginsRelative || version == .v4
        let spacing = version == .v3 ? anchorView.layout : LayoutProperties()
        for view in anchorView.arranged where item(view) != nil {
            let anchor = view.layout.anchor
            let pins: [(String, LayoutAttribute, LayoutAttribute, Double)] = [
                ("top", .top, relative ? .topMargin : .top, spacing.topSpacing),
                ("bottom", .bottom, relative ? .bottomMargin : .bottom, -spacing.bottomSpacing),
                ("left", .left, relative ? .leftMargin : .left, spacing.leadingSpacing),
                ("right", .right, relative ? .rightMargin : .right, -spacing.trailingSpacing),
                ("leading", .leading, relative ? .leadingMargin : .leading, spacing.leadingSpacing),
                ("trailing", .trailing, relative ? .trailingMargin : .trailing, -spacing.trailingSpacing),
            ]
            for (name, attribute, target, constant) in pins where anchor.contains(name) {
                add(view, attribute, .equal, anchorView, target, constant: constant, identifier: "LMAnchorView-\(name)", owner: anchorView)
            }
            if anchor.isDisjoint(with: ["top", "bottom"]) {
                add(view, .centerY, .equal, anchorView, .centerY, identifier: "LMAnchorView-centerY", owner: anchorView)
            }
            if anchor.isDisjoint(with: ["left", "right", "leading", "trailing"]) {
                add(view, .centerX, .equal, anchorView, .centerX, identifier: "LMAnchorView-centerX", owner: anchorView)
            }
        }
    }

    /// R-ROOT-1: every subview fills the root's edges between the paddings.
    mutating func installRoot(_ root: ViewNode) {
        for view in root.arranged where item(view) != nil {
            add(view, .top, .equal, root, .top, constant: root.layout.topPadding, identifier: "LMRootView-top", owner: root)
            add(view, .bottom, .equal, root, .bottom, constant: -root.layout.bottomPadding, identifier: "LMRootView-bottom", owner: root)
            add(view, .leading, .equal, root, .leading, identifier: "LMRootView-leading", owner: root)
            add(view, .trailing, .equal, root, .trailing, identifier: "LMRootView-trailing", owner: root)
        }
    }

    /// R-LAYER-1 (MK1–MK3): every subview fills the margins (or edges), inset by the edge spacings.
    mutating func installLayer(_ layer: ViewNode) {
        let relative = layer.layout.marginsRelative
        let spacing = version == .v3 ? layer.layout : LayoutProperties()
        for view in layer.arranged where item(view) != nil {
            add(view, .top, .equal, layer, relative ? .topMargin : .top, constant: spacing.topSpacing,
                identifier: "LMLayerView-top", owner: layer)
            add(view, .bottom, .equal, layer, relative ? .bottomMargin : .bottom, constant: -spacing.bottomSpacing,
                identifier: "LMLayerView-bottom", owner: layer)
            add(view, .leading, .equal, layer, relative ? .leadingMargin : .leading, constant: spacing.leadingSpacing,
                identifier: "LMLayerView-leading", owner: layer)
            add(view, .trailing, .equal, layer, relative ? .trailingMargin : .trailing, constant: -spacing.trailingSpacing,
                identifier: "LMLayerView-trailing", owner: layer)
        }
    }

    /// A scroll view's content area at content offset zero: a guide whose origin is the
    /// scroll view's and whose size (the content size) its content decides.
    private mutating func contentGuide(of scrollView: ViewNode) -> ItemID? {
        guard let scrollItem = item(scrollView) else { return nil }
        let guide = system.addGuide(name: "\(Self.name(scrollView)).contentLayoutGuide", owner: scrollItem)
        add(LayoutConstraint(item: guide, attribute: .left, toItem: scrollItem, toAttribute: .left, identifier: "contentOffset"),
            owner: scrollView)
        add(LayoutConstraint(item: guide, attribute: .top, toItem: scrollItem, toAttribute: .top, identifier: "contentOffset"),
            owner: scrollView)
        return guide
    }

    private mutating func pin(_ view: ViewNode, _ attribute: LayoutAttribute, to guide: ItemID, _ guideAttribute: LayoutAttribute,
                              identifier: String, owner: ViewNode) {
        guard let viewItem = item(view) else { return }
        add(LayoutConstraint(item: viewItem, attribute: attribute, toItem: guide, toAttribute: guideAttribute, identifier: identifier),
            owner: owner)
    }

    /// R-SCROLL-1: the last content view pinned to the content area; `fitToWidth`/`fitToHeight`
    /// tie its size to the scroll view's.
    mutating func installScrollContent(_ scrollView: ViewNode) {
        guard let content = scrollView.children.last(where: { $0.role == .content && item($0) != nil }),
              let guide = contentGuide(of: scrollView) else { return }
        for attribute in [LayoutAttribute.top, .bottom, .left, .right] {
            pin(content, attribute, to: guide, attribute, identifier: "LMScrollView-\(attribute.rawValue)", owner: scrollView)
        }
        if scrollView.layout.fitToWidth {
            add(content, .width, .equal, scrollView, .width, identifier: "LMScrollView-fitToWidth", owner: scrollView)
        }
        if scrollView.layout.fitToHeight {
            add(content, .height, .equal, scrollView, .height, identifier: "LMScrollView-fitToHeight", owner: scrollView)
        }
    }

    /// R-PAGE-1: pages side by side, each the page view's size.
    mutating func installPages(_ pageView: ViewNode) {
        let pages = pageView.children.filter { $0.role == .content && item($0) != nil }
        guard let guide = contentGuide(of: pageView) else { return }
        var previous: ViewNode?
        for page in pages {
            if let previous {
                add(page, .left, .equal, previous, .right, identifier: "LMPageView-left", owner: pageView)
            } else {
                pin(page, .left, to: guide, .left, identifier: "LMPageView-left", owner: pageView)
            }
            pin(page, .top, to: guide, .top, identifier: "LMPageView-top", owner: pageView)
            pin(page, .bottom, to: guide, .bottom, identifier: "LMPageView-bottom", owner: pageView)
            add(page, .width, .equal, pageView, .width, identifier: "LMPageView-width", owner: pageView)
            add(page, .height, .equal, pageView, .height, identifier: "LMPageView-height", owner: pageView)
            previous = page
        }
        if let last = pages.last { pin(last, .right, to: guide, .right, identifier: "LMPageView-right", owner: pageView) }
    }

    /// R-CELL-CONTENT, R-BUTTON-CONTENT, R-PI-INCLUDE: a content view pinned to its parent's
    /// margins (a cell's content view margins, approximated), or edges.
    mutating func installContent(_ content: ViewNode, in parent: ViewNode) {
        let isCell = parent.isKind(of: "LMTableViewCell") || parent.isKind(of: "LMCollectionViewCell")
            || parent.isKind(of: "LMTableViewHeaderFooterView")
        let edges = parent.isIncludeContainer || (isCell && parent.ignoresLayoutMargins)
        // A cell's content view has its own margins (iOS 11+ on iPhone: about 11 top and bottom,
        // 16 leading and trailing); measured here from the cell's edges unless the document sets them.
        let approximated = isCell && !edges && parent.layout.margins == nil
        let inset = approximated ? EdgeInsets(top: 11, left: 16, bottom: 11, right: 16) : .zero
        let name = parent.isIncludeContainer ? "include" : parent.className
        let sides: [(LayoutAttribute, LayoutAttribute, Double)] = edges || approximated
            ? [(.top, .top, inset.top), (.bottom, .bottom, -inset.bottom), (.left, .left, inset.left), (.right, .right, -inset.right)]
            : [(.top, .topMargin, 0), (.bottom, .bottomMargin, 0), (.left, .leftMargin, 0), (.right, .rightMargin, 0)]
        for (attribute, target, constant) in sides {
            add(content, attribute, .equal, parent, target, constant: constant, identifier: "\(name)-content-\(attribute.rawValue)",
                owner: parent)
        }
    }

    /// R-CELL-ACCESSORY and text field side views: sized to fit, placed as UIKit places them
    /// (approximately: 16 points from a cell's right edge, at a text field's ends), centred vertically.
    mutating func installAccessory(_ view: ViewNode, slot: String, in parent: ViewNode) {
        let size = intrinsicSize(of: view)
        add(view, .width, .equal, constant: size.width ?? 0, identifier: "\(slot)-sizeToFit", owner: parent)
        add(view, .height, .equal, constant: size.height ?? 0, identifier: "\(slot)-sizeToFit", owner: parent)
        add(view, .centerY, .equal, parent, .centerY, identifier: "\(slot)-centerY", owner: parent)
        switch slot {
        case "leftView": add(view, .left, .equal, parent, .left, identifier: "leftView-left", owner: parent)
        case "rightView": add(view, .right, .equal, parent, .right, identifier: "rightView-right", owner: parent)
        default: add(view, .right, .equal, parent, .right, constant: -16, identifier: "accessoryView-right", owner: parent)
        }
    }

    /// R-TABLE-1, approximated: sections' header views and rows stacked in a content
    /// area as wide as the table; a titled or grouped section header 38 points. Rows size
    /// themselves (R-CELL-CONTENT: `LMTableView` sets estimated heights, so
    /// `UITableView.automaticDimension` applies): `LMTableViewCell`s as tall as their content,
    /// plain cells as tall as their built-in labels at the render's text size plus the content
    /// view's 11-point top and bottom margins, never under UIKit's standard 44-point row (what
    /// they are at the default text size).
    mutating func installTable(_ table: ViewNode) {
        let rows = table.children.filter { item($0) != nil }
        guard !rows.isEmpty, let guide = contentGuide(of: table) else { return }
        log.warning(.approximateTable(Self.name(table)), file: table.file, at: .init(at: table.position))
        let grouped = table.string("style") == "groupedTableView"
        var previous: ViewNode?
        var gap = 0.0
        var section = -1
        func stack(_ view: ViewNode) {
            if let previous {
                add(view, .top, .equal, previous, .bottom, constant: gap, identifier: "UITableView-row", owner: table)
            } else {
                pin(view, .top, to: guide, .top, identifier: "UITableView-row", owner: table)
            }
            pin(view, .left, to: guide, .left, identifier: "UITableView-left", owner: table)
            add(view, .width, .equal, table, .width, identifier: "UITableView-width", owner: table)
            previous = view
            gap = 0
        }
        for row in rows {
            let rowSection: Int
            switch row.role {
            case .cell(let number): rowSection = number
            case .tableSlot(let slot, let number) where slot == "sectionHeaderView" || slot == "sectionFooterView": rowSection = number
            default: continue
            }
            if rowSection != section {
                section = rowSection
                let titled = table.sections.indices.contains(section) && table.sections[section].headerTitle != nil
                let hasHeaderView = rows.contains { if case .tableSlot("sectionHeaderView", section) = $0.role { true } else { false } }
                if !hasHeaderView, titled || grouped { gap += Renderer.groupedSectionHeaderHeight }
            }
            stack(row)
            if !row.isKind(of: "LMTableViewCell"), !row.isKind(of: "LMTableViewHeaderFooterView"), row.layout.height.isNaN {
                let height = row.isKind(of: "UITableViewHeaderFooterView") ? 38.0 : Self.selfSizedHeight(of: row, options: options)
                add(row, .height, .equal, constant: height, priority: 999, identifier: "UITableView-rowHeight", owner: table)
            }
        }
        if let previous { pin(previous, .bottom, to: guide, .bottom, identifier: "UITableView-contentSize", owner: table) }
    }

    /// A plain cell's self-sized height: its built-in labels (measured as they are drawn, at
    /// the render's text size) within the content view's 11-point top and bottom margins (the
    /// approximation `installContent` uses for a cell's content), at least 44 points.
    static func selfSizedHeight(of row: ViewNode, options: MarkupKitOptions) -> Double {
        let labels = CellLabels.height(of: row, measurer: TextMeasurer(scale: options.scale), category: options.contentSizeCategory)
        return max(Self.standardRowHeight, labels + 2 * Self.cellContentMargin)
    }

    /// UIKit's standard row height: a plain cell at the default text size.
    static let standardRowHeight = 44.0
    /// A cell content view's top and bottom margin (iOS 11 and later, approximately).
    static let cellContentMargin = 11.0
}
