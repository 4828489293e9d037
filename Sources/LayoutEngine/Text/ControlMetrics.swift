import Expressions

/// Intrinsic sizes of controls whose size follows their content: page controls, segmented
/// controls and text fields (spec `autolayout.md` R-ICS-CAT). The era is the rest of the
/// catalog's (`IntrinsicSizeKind.table`: iOS 7–13 metrics); later systems differ by a few
/// points (a 26 pt page control platter, 32 pt segments, 34 pt rounded text fields).
public enum ControlMetrics {
    /// A page control's width: `pitch` per page less one gap (7 pt dots, 9 pt gaps, so 16 a
    /// page); 0 without pages.
    public static func pageControlWidth(pages: Int, pitch: Double, spacing: Double) -> Double {
        pages > 0 ? Double(pages) * pitch - spacing : 0
    }

    /// The segment titles' font: the system font at 13 points.
    public static let segmentFont = FontDescriptor(size: 13)
    /// Space on each side of a segment's title.
    public static let segmentPadding = 10.0

    /// A segmented control's width: equal segments as wide as the widest title plus padding
    /// (UIKit's default, `apportionsSegmentWidthsByContent = false`).
    public static func segmentedControlWidth(titles: [String], measurer: TextMeasurer) -> Double {
        guard !titles.isEmpty else { return 0 }
        let widest = titles.map { measurer.measure($0, font: segmentFont, numberOfLines: 1).size.width }.max() ?? 0
        return Double(titles.count) * (widest + 2 * segmentPadding)
    }

    /// Extra width of a text field with a border (`roundedRect`, `line`, `bezel`): 7 pt each side.
    public static let borderedTextFieldPadding = 14.0
    /// The height of a bordered text field (iOS 7–12 `roundedRect`, `line`, `bezel`).
    public static let borderedTextFieldHeight = 30.0
}
