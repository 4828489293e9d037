import Diagnostics
import Expressions

/// Tables and collection views show their cell templates as the rows and items the app's data
/// source would dequeue: a template is registered, not added as a subview, and each
/// row is the template laid out with its own state (`CellList`). A table stacks its rows below
/// its header view (its first other child) and puts its footer view (the second) below them; a
/// collection view places its items with its flow layout.
extension Renderer {
    /// The cell templates `node` keeps: the cell children of a table or collection view, or
    /// of a table or collection view controller given cells directly; empty for other views.
    static func cellTemplates(of node: LayoutNode) -> [LayoutNode] {
        guard node.listsCells else { return [] }
        return node.children.filter { $0.viewClass.isCell }
    }

    /// The children a list shows: its other children, then a row or item per entry of its
    /// `$cells` (each template once without it), placed as the list places them.
    static func listChildren(_ list: LayoutNode, templates: [LayoutNode], origin: (x: Double, y: Double)) -> [RenderedNode] {
        var others = list.children.filter { !$0.viewClass.isCell }.map { render($0, parentFrames: nil, parentOrigin: origin) }
        let entries = resolvedEntries(list, templates: templates)
        let pass = list.pass
        pass.listsRows = true
        let state = pass.options.state
        // A name only some rows give reads, in the others, the first value a row gives.
        let rowDefaults = CellList.stateForCompiling(state)
        var rows: [RenderedNode] = []
        for (index, entry) in entries.enumerated() {
            pass.options.state = entry.state.isEmpty ? rowDefaults : rowDefaults.merging(entry.state) { $1 }
            pass.resetValues(of: entry.template)
            var row = render(entry.template, parentFrames: nil, parentOrigin: origin)
            addDrawnText(to: &row, from: entry.template)
            row.cell = RenderedCell(identifier: entry.identifier, index: index)
            rows.append(row)
        }
        pass.options.state = state
        // The templates' values are the last row's: anything read from them later sees the list's state.
        for template in templates { pass.resetValues(of: template) }

        if list.viewClass.isCollectionView || list.viewClass.isCollectionViewController {
            let layout = flowLayout(of: list)
            let origins = layout.origins(of: rows.map { Size(width: $0.frame.width, height: $0.frame.height) })
            for index in rows.indices {
                rows[index].frame.x = origins[index].x
                rows[index].frame.y = origins[index].y
            }
        } else {
            let isTable = list.viewClass.isTableView
            var y = isTable ? others.first.map { $0.frame.y + $0.frame.height } ?? 0 : 0
            if isTable, !rows.isEmpty, isGrouped(list) { y += Self.groupedSectionHeaderHeight }
            for index in rows.indices {
                rows[index].frame.x = 0
                rows[index].frame.y = y
                y += rows[index].frame.height
            }
            if isTable, others.count > 1 { others[1].frame.y = y }
            // The table scrolls its content out from under the status bar: what it places
            // (header, rows, footer) shows that far down at the initial scroll position.
            let shift = safeAreaContentInsetTop(of: list, origin: origin, contentHeight: y)
            if shift != 0 {
                for index in rows.indices { rows[index].frame.y += shift }
                if isTable { for index in others.indices.prefix(2) { others[index].frame.y += shift } }
            }
        }
        return others + rows
    }

    /// The space a grouped table (`style="grouped"`) leaves above its section's rows for the
    /// section's untitled header, approximated (UIKit's depends on the iOS version; MarkupKit's
    /// tables use the same figure).
    public static let groupedSectionHeaderHeight = 38.0

    /// Whether a table is in UIKit's grouped style.
    static func isGrouped(_ list: LayoutNode) -> Bool {
        guard list.expression("style") != nil, case let .enumCase(value)? = try? list.value(forSymbol: "style") else { return false }
        return value.name == "grouped"
    }

    /// The part of a table's adjusted content inset the safe area adds at the top (UIKit's
    /// `contentInsetAdjustmentBehavior`, R-LL-TABLE-INSET): the safe-area inset the table's frame
    /// overlaps, when the behaviour adjusts the vertical axis — `automatic` (the default) and
    /// `always` do, `scrollableAxes` when the content is taller than the table or it always
    /// bounces vertically, `never` (or a controller's `automaticallyAdjustsScrollViewInsets`
    /// set false) does not. `origin` is the table's origin in the root's coordinates.
    static func safeAreaContentInsetTop(of list: LayoutNode, origin: (x: Double, y: Double), contentHeight: Double) -> Double {
        let overlap = max(0, list.pass.options.device.insets.top - origin.y)
        guard overlap > 0 else { return 0 }
        func flag(_ name: String) -> Bool? {
            guard list.expression(name) != nil, let value = try? list.value(forSymbol: name) else { return nil }
            if case let .bool(set) = value { return set }
            if case let .number(number) = value { return number != 0 }
            return nil
        }
        if flag("automaticallyAdjustsScrollViewInsets") == false { return 0 }
        var behaviour = "automatic"
        if list.expression("contentInsetAdjustmentBehavior") != nil,
           case let .enumCase(value)? = try? list.value(forSymbol: "contentInsetAdjustmentBehavior") {
            behaviour = value.name
        }
        switch behaviour {
        case "never":
            return 0
        case "scrollableAxes":
            let height = (try? list.dimension(.height)) ?? 0
            return contentHeight > height || flag("alwaysBounceVertical") == true ? overlap : 0
        default:
            return overlap
        }
    }

    /// Each row's template, reuse identifier and own state; what cannot be read is reported at
    /// the list and leaves the row out.
    private static func resolvedEntries(_ list: LayoutNode, templates: [LayoutNode])
        -> [(template: LayoutNode, identifier: String?, state: [String: Value])] {
        let identifiers: [String?] = templates.map { template in
            guard template.hasExpression("reuseIdentifier"), case let .string(name)? = try? template.value(forSymbol: "reuseIdentifier")
            else { return nil }
            return name
        }
        var names = [list.template.id].compactMap { $0 }
        if case let .string(outlet)? = try? list.value(forSymbol: "outlet"), list.hasExpression("outlet") { names.insert(outlet, at: 0) }
        switch CellList.entries(in: list.pass.options.state, listNames: names) {
        case nil:
            return templates.indices.map { (templates[$0], identifiers[$0], [:]) }
        case let .failure(error)?:
            report(error.message, at: list)
            return []
        case let .success(entries)?:
            // A row that names no template is made from the first cell template (not a section header's).
            let first = templates.firstIndex { !$0.viewClass.isTableViewHeaderFooterView } ?? 0
            var resolved: [(template: LayoutNode, identifier: String?, state: [String: Value])] = []
            for entry in entries {
                guard let name = entry.identifier else {
                    resolved.append((templates[first], identifiers[first], entry.state))
                    continue
                }
                guard let index = identifiers.firstIndex(of: name) else {
                    // Layout's own message for a reuse identifier no template registered.
                    report("No cell layout has been registered for \(name)", at: list)
                    continue
                }
                resolved.append((templates[index], name, entry.state))
            }
            return resolved
        }
    }

    private static func report(_ message: String, at list: LayoutNode) {
        list.pass.report(Diagnostic(message: message, file: list.template.file, range: list.template.classRange,
                                    node: list.path, attribute: CellList.stateKey),
                         includeChain: list.template.includeChain)
    }

    /// The collection view's flow layout, with UIKit's defaults for what the template leaves out.
    private static func flowLayout(of list: LayoutNode) -> FlowLayout {
        func number(_ name: String, _ otherwise: Double) -> Double {
            guard list.expression(name) != nil, let value = try? list.dimension(name) else { return otherwise }
            return value
        }
        var inset = EdgeInsets.zero
        if list.expression("collectionViewLayout.sectionInset") != nil,
           case let .insets(whole)? = try? list.value(forSymbol: "collectionViewLayout.sectionInset") {
            inset = whole
        }
        inset = EdgeInsets(top: number("collectionViewLayout.sectionInset.top", inset.top),
                           left: number("collectionViewLayout.sectionInset.left", inset.left),
                           bottom: number("collectionViewLayout.sectionInset.bottom", inset.bottom),
                           right: number("collectionViewLayout.sectionInset.right", inset.right))
        var horizontal = false
        if list.expression("collectionViewLayout.scrollDirection") != nil,
           let direction = try? list.value(forSymbol: "collectionViewLayout.scrollDirection") {
            horizontal = direction.swiftDescription.hasSuffix("horizontal")
        }
        let content = (try? list.contentInsets()) ?? .zero
        let width = (try? list.dimension(.width)) ?? 0, height = (try? list.dimension(.height)) ?? 0
        return FlowLayout(
            scrollsHorizontally: horizontal,
            itemSpacing: number("collectionViewLayout.minimumInteritemSpacing", 10),
            lineSpacing: number("collectionViewLayout.minimumLineSpacing", 10),
            sectionInset: inset,
            breadth: horizontal ? height - content.top - content.bottom : width - content.left - content.right)
    }
}
