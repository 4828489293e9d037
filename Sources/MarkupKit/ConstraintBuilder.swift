import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine

/// Installs the constraints MarkupKit's views install (R-EXT-SIZE, R-ROW-2, R-COL-2, R-ANCHOR-1,
/// R-SCROLL-1, …) for one view tree on an AutoLayout `LayoutSystem`, with the content
/// priorities each container forces on its children (R-PRIO) and the intrinsic sizes UIKit
/// would report (R-UIK-HEADLESS).
struct ConstraintBuilder {
    let options: MarkupKitOptions
    var system: LayoutSystem
    /// Node → its item; absent for views not laid out (hidden, or set as a property).
    var items: [ObjectIdentifier: ItemID] = [:]
    /// Every node in the system, pre-order (the item order).
    var nodes: [ViewNode] = []
    /// The constraints installed, with the node whose rule made them.
    var installed: [(id: LayoutConstraintID, owner: ViewNode)] = []
    var log: ProblemLog
    /// The content priorities a container forced on a node, where they differ from its class's.
    var contentPriorities: [ObjectIdentifier: ContentPriorities] = [:]
    /// Labels that wrap, re-measured at the width the last solve gave them.
    var wrapWidths: [ObjectIdentifier: Double]

    var version: MarkupKitVersion { options.version }

    init(root: ViewNode, options: MarkupKitOptions, log: ProblemLog, wrapWidths: [ObjectIdentifier: Double]) {
        self.options = options
        self.log = log
        self.wrapWidths = wrapWidths
        let host: Host
        let safeArea = Self.safeArea(of: root, options: options)
        // A cell or a list's header or footer with a content view sizes itself to it
        // (R-CELL-CONTENT, R-AL-HOST-FIT): the host gives it the device's width and leaves its
        // height to the content's constraints.
        let fitsHeight = Self.isListOwned(root) && root.children.contains { $0.role == .content && !$0.layout.hidden }
        // A plain table cell (UIKit draws its built-in labels, no content view to fit) is the row
        // a table gives it: the device's width and as tall as its labels, at least 44 points.
        let rowHeight = !fitsHeight && Self.isListOwned(root) && root.isKind(of: "UITableViewCell")
            ? Self.selfSizedHeight(of: root, options: options) : options.rootHeight
        switch options.host {
        case .bare:
            host = Host(kind: .bare, safeArea: safeArea, rootMargins: root.layout.margins ?? (root.isLayoutView ? .zero : .defaultMargins),
                        layoutDirection: options.layoutDirection, fitsHeight: fitsHeight)
        case .viewController:
            let sizeClass = SizeClass.forRoot(width: options.rootWidth, height: options.rootHeight).horizontal
            host = Host(kind: .viewController, safeArea: safeArea, horizontalSizeClass: sizeClass, rootMargins: root.layout.margins,
                        layoutDirection: options.layoutDirection, fitsHeight: fitsHeight)
        }
        system = LayoutSystem(rootSize: Size(width: options.rootWidth, height: rowHeight), host: host,
                              scale: options.scale)
        items[ObjectIdentifier(root)] = system.root
        nodes.append(root)
    }

    func item(_ node: ViewNode) -> ItemID? { items[ObjectIdentifier(node)] }

    /// The safe area the root's margins are measured from (R-UIK-HOST, R-MARG-3): the device's,
    /// as UIKit gives it to any view that fills the screen, a view controller's or a bare one;
    /// none for a cell or a table's header or footer view, which a list keeps clear of the
    /// status bar and home indicator.
    static func safeArea(of root: ViewNode, options: MarkupKitOptions) -> EdgeInsets {
        isListOwned(root) ? .zero : options.safeArea
    }

    /// Whether the root is a view a list owns and sizes to its content: a table or collection
    /// view cell, or a table's section header or footer view.
    static func isListOwned(_ root: ViewNode) -> Bool {
        ["UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"].contains(where: root.isKind(of:))
    }

    /// The name a view goes by in constraints and messages: its id, else its class and position.
    static func name(_ node: ViewNode) -> String {
        node.id ?? "\(node.className)@\(node.position.line):\(node.position.column)"
    }

    /// Adds every laid-out view under `node` (pre-order), then every container's constraints.
    mutating func build(_ root: ViewNode) {
        addChildren(of: root)
        for node in nodes { install(node) }
    }

    private mutating func addChildren(of parent: ViewNode) {
        guard let parentItem = item(parent) else { return }
        for child in parent.children where !child.layout.hidden {
            if case .property = child.role { continue }
            let priorities = Self.priorities(of: child, in: parent, version: version)
            let size = intrinsicSize(of: child)
            var viewOptions = ViewOptions(
                name: Self.name(child), parent: parentItem,
                margins: child.layout.margins ?? (child.isLayoutView ? .zero : .defaultMargins),
                intrinsicSize: IntrinsicSize(width: size.width, height: size.height),
                contentHugging: priorities.hugging, compressionResistance: priorities.compression)
            if let baselines = baselineOffsets(of: child, height: size.height) {
                viewOptions.firstBaselineOffset = baselines.first
                viewOptions.lastBaselineOffset = baselines.last
            }
            items[ObjectIdentifier(child)] = system.addView(viewOptions)
            let defaults = Self.defaultPriorities(of: child)
            let forced = ContentPriorities(hugging: .init(priorities.hugging, differingFrom: defaults.hugging),
                                           compressionResistance: .init(priorities.compression, differingFrom: defaults.compression))
            if !forced.isEmpty { contentPriorities[ObjectIdentifier(child)] = forced }
            nodes.append(child)
            addChildren(of: child)
        }
    }

    /// One view's own constraints (R-EXT-SIZE) and, for a container, its children's.
    private mutating func install(_ node: ViewNode) {
        if node !== nodes[0] { installSize(node) }
        if node.isRow {
            installRow(node)
        } else if node.isColumn {
            installColumn(node)
        } else if node.isKind(of: "LMAnchorView") {
            installAnchor(node)
        } else if node.isKind(of: "LMRootView") {
            installRoot(node)
        } else if node.isKind(of: "LMLayerView") {
            installLayer(node)
        } else if node.isKind(of: "LMPageView") {
            installPages(node)
        } else if node.isKind(of: "LMScrollView") {
            installScrollContent(node)
        } else if node.isKind(of: "UITableView") {
            installTable(node)
        }
        for child in node.children where item(child) != nil {
            switch child.role {
            case .content where !node.isKind(of: "UIScrollView"): installContent(child, in: node)
            case .accessory(let slot): installAccessory(child, slot: slot, in: node)
            default: break
            }
        }
    }

    /// R-EXT-SIZE: width, height, min/max and aspect ratio, each one required constraint.
    private mutating func installSize(_ node: ViewNode) {
        let layout = node.layout
        let sizes: [(Double, LayoutAttribute, Relation, String)] = [
            (layout.width, .width, .equal, "width"), (layout.height, .height, .equal, "height"),
            (layout.minimumWidth, .width, .greaterThanOrEqual, "minimumWidth"),
            (layout.maximumWidth, .width, .lessThanOrEqual, "maximumWidth"),
            (layout.minimumHeight, .height, .greaterThanOrEqual, "minimumHeight"),
            (layout.maximumHeight, .height, .lessThanOrEqual, "maximumHeight"),
        ]
        for (value, attribute, relation, name) in sizes where !value.isNaN {
            add(node, attribute, relation, constant: value, identifier: name, owner: node)
        }
        if !layout.aspectRatio.isNaN {
            add(node, .width, .equal, node, .height, multiplier: Float(layout.aspectRatio), identifier: "aspectRatio", owner: node)
        }
    }

    // MARK: Installing

    /// `first.attribute relation second.attribute × multiplier + constant @priority`.
    mutating func add(_ first: ViewNode, _ attribute: LayoutAttribute, _ relation: Relation = .equal, _ second: ViewNode? = nil,
                      _ secondAttribute: LayoutAttribute? = nil, multiplier: Float = 1, constant: Double = 0,
                      priority: Float = Priority.required, identifier: String, owner: ViewNode) {
        guard let firstItem = item(first) else { return }
        let secondItem = second.flatMap(item)
        if second != nil, secondItem == nil { return }
        add(LayoutConstraint(item: firstItem, attribute: attribute, relation: relation, toItem: secondItem,
                             toAttribute: secondItem == nil ? nil : secondAttribute, multiplier: multiplier, constant: constant,
                             priority: priority, identifier: identifier), owner: owner)
    }

    mutating func add(_ constraint: LayoutConstraint, owner: ViewNode) {
        guard constraint.constant.isFinite, let id = try? system.add(constraint) else { return }
        installed.append((id, owner))
    }

    /// The item a baseline attribute of `node` refers to: layout views forward it to their
    /// first (last) subview's (R-UIK-BASELINE).
    func baselineView(_ node: ViewNode, last: Bool) -> ViewNode {
        guard node.isLayoutView else { return node }
        let candidates = node.children.filter { item($0) != nil && $0.role == .subview }
        guard let next = last ? candidates.last : candidates.first else { return node }
        return baselineView(next, last: last)
    }
}
