@_exported import Geometry
import Constraints

/// The two layout axes; constraints of one never mention the other's locations.
public enum Axis: String, HashedByCase, Sendable, CaseIterable {
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
