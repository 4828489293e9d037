/// The layout margins printed code declares (`layoutMargins = UIEdgeInsets(…)`) for views whose
/// margin attributes the constraints use, where they are not UIKit's default 8 on every edge.
///
/// A render lists constraints and frames, not margins, so each edge is read back from a
/// required `==` constraint with multiplier 1 against it, which the frames satisfy:
/// `child.top == parent.topMargin + c` puts `parent`'s top margin at the child's top − c −
/// the parent's top. An edge no such constraint shows takes the class's default
/// (`ClassLookup.defaultLayoutMargin`). The top view's margins are measured from its safe
/// area (UIKit's `insetsLayoutMarginsFromSafeArea`), so its safe area is taken off.
enum LayoutMargins {
    /// Top, left, bottom, right.
    typealias Insets = [Double]

    static func declared(in layout: CodeLayout, classes: ClassLookup, classNames: [String], topSafeArea: Insets) -> [Int: Insets] {
        let origins = absoluteOrigins(layout)
        var known: [Int: [Double?]] = [:]
        for constraint in layout.constraints {
            guard let target = constraint.target, let edge = edge(of: constraint.targetAttribute, target) else { continue }
            let owner = target.view
            if known[owner] == nil { known[owner] = [nil, nil, nil, nil] }
            guard known[owner]![edge] == nil, constraint.relation == .equal, constraint.multiplier == 1, constraint.priority == 1000,
                  let value = position(constraint.attribute, of: constraint.item, layout, origins) else { continue }
            let guideValue = value - constraint.constant
            let frame = layout.views[owner].frame
            let origin = origins[owner]
            let inset = switch edge {
            case 0: guideValue - origin.y
            case 1: guideValue - origin.x
            case 2: origin.y + frame.height - guideValue
            default: origin.x + frame.width - guideValue
            }
            let own = owner == 0 ? inset - topSafeArea[edge] : inset
            known[owner]![edge] = (own * 1_000_000).rounded() / 1_000_000
        }
        var declared: [Int: Insets] = [:]
        for (view, edges) in known {
            let fallback = classes.defaultLayoutMargin(classNames[view])
            let insets = edges.map { $0 ?? fallback }
            if insets != [8, 8, 8, 8] { declared[view] = insets }
        }
        return declared
    }

    /// `UIEdgeInsets(top: 0.0, left: 16.0, bottom: 0.0, right: 16.0)`, `.zero`.
    static func code(_ insets: Insets) -> String {
        if insets.allSatisfy({ $0 == 0 }) { return ".zero" }
        return "UIEdgeInsets(top: \(SwiftNumber.text(insets[0])), left: \(SwiftNumber.text(insets[1])), "
            + "bottom: \(SwiftNumber.text(insets[2])), right: \(SwiftNumber.text(insets[3])))"
    }

    /// Which margin edge (top 0, left 1, bottom 2, right 3) an attribute of a target is, if any.
    private static func edge(of attribute: AnchorAttribute, _ target: AnchorReference) -> Int? {
        if case .guide(_, let kind) = target {
            guard kind == .layoutMarginsGuide else { return nil }
            switch attribute {
            case .top: return 0
            case .left, .leading: return 1
            case .bottom: return 2
            case .right, .trailing: return 3
            default: return nil
            }
        }
        switch attribute {
        case .topMargin: return 0
        case .leftMargin, .leadingMargin: return 1
        case .bottomMargin: return 2
        case .rightMargin, .trailingMargin: return 3
        default: return nil
        }
    }

    /// Every view's origin in the top view's coordinates (left to right).
    private static func absoluteOrigins(_ layout: CodeLayout) -> [(x: Double, y: Double)] {
        var origins: [(x: Double, y: Double)] = []
        for view in layout.views {
            guard let parent = view.parent else {
                origins.append((0, 0))
                continue
            }
            origins.append((origins[parent].x + view.frame.x, origins[parent].y + view.frame.y))
        }
        return origins
    }

    /// An attribute's value for a view in the top view's coordinates; nil for margins and baselines.
    private static func position(_ attribute: AnchorAttribute, of view: Int, _ layout: CodeLayout,
                                 _ origins: [(x: Double, y: Double)]) -> Double? {
        let origin = origins[view]
        let frame = layout.views[view].frame
        switch attribute {
        case .left, .leading: return origin.x
        case .right, .trailing: return origin.x + frame.width
        case .top: return origin.y
        case .bottom: return origin.y + frame.height
        case .centerX: return origin.x + frame.width / 2
        case .centerY: return origin.y + frame.height / 2
        default: return nil
        }
    }
}
