import Expressions

/// A face at a point size, with the metrics UIFont reports, in points.
///
/// Line height model: `ascender − descender + leading` from the `hhea` table,
/// unrounded per line (UIKit rounds only the final size to pixels). Core Text on
/// Apple platforms takes a TrueType font's ascent, descent and leading from `hhea`
/// (Liberation does not set OS/2 USE_TYPO_METRICS, so the typo values would not be
/// used either), and Liberation's `hhea` values equal those of Arial, Times New Roman
/// and Courier New — so `lineHeight` should match what UIFont reports for those fonts
/// (Sans 17 pt: 19.548). The typo values would give 18.50 at 17 pt, a line no Apple
/// font reproduces. The system font's real 17 pt line (SF Pro, about 20.29) is
/// 0.74 pt taller: the known cost of standing in for SF with Helvetica metrics.
public struct ResolvedFont: Sendable {
    public let face: MetricFace
    /// Point size (UIFont `pointSize`).
    public let size: Double
    let metrics: FaceMetrics
    /// Points per font unit: size / unitsPerEm.
    let pointsPerUnit: Double

    /// The stand-in for `UIFont(descriptor)`.
    public init(_ descriptor: FontDescriptor) {
        self.init(face: MetricFace(descriptor), size: descriptor.size)
    }

    /// `face` at `size` points.
    public init(face: MetricFace, size: Double) {
        self.face = face
        self.size = size
        metrics = face.metrics
        pointsPerUnit = size / Double(metrics.unitsPerEm)
    }

    /// Height above the baseline (UIFont `ascender`, from `hhea`).
    public var ascender: Double { Double(metrics.ascender) * pointsPerUnit }
    /// Depth below the baseline, negative (UIFont `descender`).
    public var descender: Double { Double(metrics.descender) * pointsPerUnit }
    /// Extra space between lines (UIFont `leading`, the `hhea` line gap).
    public var leading: Double { Double(metrics.lineGap) * pointsPerUnit }
    /// The height of one line of text: ascender − descender + leading (UIFont `lineHeight`).
    public var lineHeight: Double { Double(metrics.ascender - metrics.descender + metrics.lineGap) * pointsPerUnit }
    /// UIFont `capHeight`.
    public var capHeight: Double { Double(metrics.capHeight) * pointsPerUnit }
    /// UIFont `xHeight`.
    public var xHeight: Double { Double(metrics.xHeight) * pointsPerUnit }

    /// A label's first baseline below its top: `ceil(ascender)` (R-LL-FRAME).
    public var firstBaselineOffset: Double { (ascender).rounded(.up) }

    /// A label's last baseline below its top for a frame `height`: `floor(height + descender)`
    /// (R-LL-FRAME).
    public func lastBaselineOffset(height: Double) -> Double {
        (height + descender).rounded(.down)
    }
}
