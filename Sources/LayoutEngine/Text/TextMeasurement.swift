import Expressions

/// The size and baselines of a measured piece of text, as UILabel would report them.
public struct TextMeasurement: Hashable, Sendable {
    /// The bounding size, rounded up to the pixel grid (UILabel `sizeThatFits`).
    public var size: Size
    /// The bounding size before rounding, for callers that round differently.
    public var exactSize: Size
    /// Lines shown (after `numberOfLines`); 0 for empty text.
    public var lineCount: Int
    /// Whether `numberOfLines` cut off part of the text (UIKit would show an ellipsis).
    public var isTruncated: Bool
    /// Distance from the top to the first baseline: `ceil(ascender)`.
    public var firstBaselineOffset: Double
    /// Distance from the top to the last baseline: `floor(size.height + descender)`.
    public var lastBaselineOffset: Double

    /// A measurement with the given parts.
    public init(size: Size, exactSize: Size, lineCount: Int, isTruncated: Bool, firstBaselineOffset: Double, lastBaselineOffset: Double) {
        self.size = size
        self.exactSize = exactSize
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaselineOffset = firstBaselineOffset
        self.lastBaselineOffset = lastBaselineOffset
    }
}
