import Constraints

/// `NSLayoutConstraint.Attribute` (R-AL-ATTR-1…3): leading and trailing are left and right
/// edges left-to-right, right and left edges right-to-left.
public enum LayoutAttribute: String, HashedByCase, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Width and height; every other attribute is a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// Leading or trailing, of the edge or the margin: the edges that follow the layout direction.
    public var isLeadingTrailing: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left or right, of the edge or the margin: the edges that do not.
    public var isLeftRight: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
}

/// `UIUserInterfaceLayoutDirection`: which way leading and trailing point (R-AL-ATTR-1).
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight, rightToLeft
}
