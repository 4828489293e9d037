/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A frame in points: origin and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Insets in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// UIKit's default layout margins for a view that is not a view controller's root (R-MARG-1).
    public static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

/// The two layout axes; constraints of one never mention the other's locations.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}

/// A per-axis pair of priorities (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Float
    public var vertical: Float

    public init(horizontal: Float, vertical: Float) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Float { axis == .horizontal ? horizontal : vertical }
}

/// `intrinsicContentSize`: nil on an axis is `UIView.noIntrinsicMetric` (R-ICS-1).
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
}
