import AutoLayout

extension ConstraintBuilder {
    /// R-PRIO: the content hugging and compression resistance a container sets on a child
    /// in its `layoutSubviews` (what the user set on the child has no effect).
    static func priorities(of child: ViewNode, in parent: ViewNode, version: MarkupKitVersion)
        -> (hugging: AxisPriorities, compression: AxisPriorities) {
        let defaults = defaultPriorities(of: child)
        // (compression, hugging) per axis.
        typealias Pair = (Float, Float)
        func make(_ horizontal: Pair?, _ vertical: Pair?) -> (hugging: AxisPriorities, compression: AxisPriorities) {
            let h = horizontal ?? (defaults.compression.horizontal, defaults.hugging.horizontal)
            let v = vertical ?? (defaults.compression.vertical, defaults.hugging.vertical)
            return (AxisPriorities(horizontal: h.1, vertical: v.1), AxisPriorities(horizontal: h.0, vertical: v.0))
        }
        let weighted = !child.layout.weight.isNaN
        let layout = parent.layout
        if child.role == .subview, parent.isRow {
            switch version {
            case .v4, .v3:
                let fill = layout.verticalAlignment == "fill"
                let vertical: Pair? = fill ? (750, 250) : (version == .v4 ? (1000, 1000) : nil)
                return make(weighted ? (250, 250) : (1000, 750), vertical)
            case .v1:
                let grid = parent.parent.map { $0.isColumn && $0.layout.alignToGrid } ?? false
                return make(weighted ? (250, 250) : (grid ? (1000, 250) : (1000, 1000)), (1000, 250))
            }
        }
        if child.role == .subview, parent.isColumn {
            switch version {
            case .v4, .v3:
                let fill = layout.horizontalAlignment == "fill"
                let horizontal: Pair? = fill ? (750, 250) : (version == .v4 ? (1000, 1000) : nil)
                return make(horizontal, weighted ? (250, 250) : (1000, 750))
            case .v1:
                return make((1000, 250), weighted ? (250, 250) : (1000, 1000))
            }
        }
        if child.role == .subview, parent.isKind(of: "LMAnchorView") {
            let anchor = child.layout.anchor
            let vertical: Pair = anchor.contains("top") && anchor.contains("bottom") ? (750, 250) : (1000, 1000)
            let stretches = (anchor.contains("left") && anchor.contains("right")) || (anchor.contains("leading") && anchor.contains("trailing"))
            return make(stretches ? (750, 250) : (1000, 1000), vertical)
        }
        if child.role == .subview, parent.isKind(of: "LMRootView") { return make((750, 250), (750, 250)) }
        if child.role == .subview, parent.isKind(of: "LMLayerView") {
            return version == .v1 ? make((250, 250), (250, 250)) : make((750, 250), (750, 250))
        }
        if child.role == .content {
            if parent.isKind(of: "LMPageView") { return make((250, 250), (250, 250)) }
            if parent.isKind(of: "LMScrollView") {
                return make(layout.fitToWidth ? (250, 250) : (1000, 1000), layout.fitToHeight ? (250, 250) : (1000, 1000))
            }
            if parent.isKind(of: "UIButton") { return make((1000, 1000), (1000, 1000)) }
            if parent.isKind(of: "LMCollectionViewCell") { return make((250, 250), (250, 250)) }
            if parent.isKind(of: "LMTableViewCell") || parent.isKind(of: "LMTableViewHeaderFooterView") {
                return make((250, 250), (1000, 1000))
            }
        }
        return make(nil, nil)
    }

    /// The priorities of the child's class in code (UIKit's table), before any container sets them.
    static func defaultPriorities(of child: ViewNode) -> (hugging: AxisPriorities, compression: AxisPriorities) {
        (UIKitDefaults.contentHugging(forClass: child.ancestry.first { UIKitDefaults.contentHugging(forClass: $0) != UIKitDefaults.contentHugging }
            ?? "UIView"), UIKitDefaults.compressionResistance)
    }
}
