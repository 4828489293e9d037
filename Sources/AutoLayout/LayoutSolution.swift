/// Frames after a solve, rounded the way UIKit applies them, with what went wrong.
public struct LayoutSolution: Sendable {
    /// The solver's values in root coordinates, before rounding (R-AL-ROUND-4: keep them for
    /// further layout such as measuring text at a solved width).
    public let exactFrames: [Rect]
    /// Per item, in root (window) coordinates, each edge rounded to the pixel grid (R-AL-ROUND).
    public let frames: [Rect]
    private let parents: [ItemID?]
    public let scale: Double
    /// Required constraints that could not hold together; one of each was broken.
    public let conflicts: [LayoutConflict]
    /// Items whose frame is not unique at the optimum (R-AL-AMBIG-1), before the tie-break.
    public let ambiguous: [AmbiguousItem]

    init(exactFrames: [Rect], parents: [ItemID?], scale: Double, conflicts: [LayoutConflict], ambiguous: [AmbiguousItem]) {
        self.exactFrames = exactFrames
        self.parents = parents
        self.scale = scale
        self.conflicts = conflicts
        self.ambiguous = ambiguous
        frames = exactFrames.map { PixelRounding.round($0, scale: scale) }
    }

    /// No constraint was broken: the frames are what the constraints say.
    public var isExact: Bool { conflicts.isEmpty }

    public func frame(of item: ItemID) -> Rect { frames[item.index] }

    /// The rounded frame in its superview's space: minus the superview's rounded origin
    /// (R-AL-ROUND-3), counted in pixels so that a whole number of pixels stays exact.
    public func frameInParent(of item: ItemID) -> Rect {
        var frame = frames[item.index]
        if let parent = parents[item.index] {
            frame.x = PixelRounding.difference(frame.x, frames[parent.index].x, scale: scale)
            frame.y = PixelRounding.difference(frame.y, frames[parent.index].y, scale: scale)
        }
        return frame
    }
}

/// A minimal set of required constraints that cannot hold together (R-AL-UNSAT-1).
public struct LayoutConflict: Hashable, Sendable {
    public let constraints: [LayoutConstraintID]
    /// The one made optional (it still pulls above every optional priority).
    public let broken: LayoutConstraintID?
    /// The items the constraints mention; the root stands for the host-set root frame.
    public let items: [ItemID]
}

/// An item with a frame left free on some axes (UIKit's `hasAmbiguousLayout`).
public struct AmbiguousItem: Hashable, Sendable {
    public let item: ItemID
    public let axes: [Axis]
}

/// How UIKit snaps solved frames (R-AL-ROUND).
public enum PixelRounding {
    /// Rounds to the nearest pixel, ties away from zero (R-AL-ROUND-2). Done by truncating to
    /// an integer, which is exact and keeps the module free of libm (no Foundation here).
    public static func round(_ value: Double, scale: Double) -> Double {
        pixels(value, scale: scale).map { $0 / scale } ?? value
    }

    /// `value` in whole pixels, ties away from zero; nil beyond 10^15 pixels (left unrounded).
    static func pixels(_ value: Double, scale: Double) -> Double? {
        let pixels = value * scale
        guard abs(pixels) < 1e15 else { return nil }
        let whole = Double(Int64(pixels))
        let fraction = pixels - whole
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    /// `value − origin` for two values on the pixel grid, as a whole number of pixels over the scale.
    public static func difference(_ value: Double, _ origin: Double, scale: Double) -> Double {
        guard let first = pixels(value, scale: scale), let second = pixels(origin, scale: scale) else { return value - origin }
        return (first - second) / scale
    }

    /// Rounds both edges of each axis, not the size (R-AL-ROUND-1). The size is the difference
    /// of the edges counted in pixels, so a whole number of pixels stays exact (1,000 points
    /// at 3x from 131⅓, not 999.9999999999999).
    public static func round(_ rect: Rect, scale: Double) -> Rect {
        func edges(_ lower: Double, _ length: Double) -> (Double, Double) {
            guard let first = pixels(lower, scale: scale), let last = pixels(lower + length, scale: scale) else {
                return (round(lower, scale: scale), round(lower + length, scale: scale) - round(lower, scale: scale))
            }
            return (first / scale, (last - first) / scale)
        }
        let (x, width) = edges(rect.x, rect.width)
        let (y, height) = edges(rect.y, rect.height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}

/// A constraint UIKit would refuse, installed with its left-to-right meaning.
public struct LayoutWarning: Hashable, Sendable {
    public let constraint: LayoutConstraintID
    public let problem: LayoutConstraintError
}
