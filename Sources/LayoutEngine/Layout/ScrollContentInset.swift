import Expressions

/// Scroll and table views that start under the safe area's top, in the formats placed by Auto
/// Layout (R-MK-SCROLL-INSET): UIKit adds the part of the inset their frame overlaps to their
/// adjusted content inset, so at the initial scroll position their content shows that far
/// down — a root `LMScrollView` or table view on a phone with a Dynamic Island puts its first
/// view below the island, not under it. Whether a view adjusts follows its
/// `contentInsetAdjustmentBehavior` prop: `always` does, `never` does not, `scrollableAxes` when
/// its content is taller than it or `alwaysBounceVertical` is set, and `automatic` (the
/// default) as `scrollableAxes`, except that a table view always bounces vertically and so
/// always adjusts. Layout templates' tables follow the same rule (R-LL-TABLE-INSET).
public enum ScrollContentInset {
    /// What a view is, for this rule: text views are scroll views UIKit does not move this way.
    public enum Kind: Sendable {
        case scrollView
        case tableView
    }

    /// Moves the content of every adjusting scroll view in `rendered` down by its overlap with
    /// the top inset `safeTop`; `kind` tells which nodes are scroll or table views. `originY` is
    /// the node's parent's top in the root's coordinates.
    public static func apply(to rendered: inout RenderedNode, safeTop: Double, originY: Double = 0,
                             kind: (RenderedNode) -> Kind?) {
        guard safeTop > 0 else { return }
        let top = originY + rendered.frame.y
        // Below the inset: neither this view nor anything inside it can overlap it.
        guard top < safeTop else { return }
        if let viewKind = kind(rendered), adjusts(rendered, viewKind) {
            let overlap = safeTop - top
            for index in rendered.children.indices { rendered.children[index].frame.y += overlap }
        }
        for index in rendered.children.indices {
            apply(to: &rendered.children[index], safeTop: safeTop, originY: top, kind: kind)
        }
    }

    private static func adjusts(_ rendered: RenderedNode, _ kind: Kind) -> Bool {
        var behaviour = "automatic"
        switch prop(rendered, "contentInsetAdjustmentBehavior") {
        case .enumCase(let value)?: behaviour = value.name
        case .string(let name)?: behaviour = name
        default: break
        }
        switch behaviour {
        case "never": return false
        case "always": return true
        case "automatic" where kind == .tableView: return true
        default:
            let contentHeight = rendered.children.map { $0.frame.y + $0.frame.height }.max() ?? 0
            return contentHeight > rendered.frame.height || flag(prop(rendered, "alwaysBounceVertical"))
        }
    }

    private static func prop(_ rendered: RenderedNode, _ name: String) -> Value? {
        rendered.props.last { $0.name == name }?.value
    }

    private static func flag(_ value: Value?) -> Bool {
        switch value {
        case .bool(let set)?: set
        case .number(let number)?: number != 0
        case .string(let text)?: ["true", "yes", "1"].contains(text.lowercased())
        default: false
        }
    }
}
