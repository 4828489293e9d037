import AutoLayout
import Expressions

/// Intrinsic sizes of controls whose size follows their content: page controls, segmented
/// controls and text fields (R-ICS-CAT, `UIKitDefaults`), at the
/// generation Layout templates take (`generation`).
public enum ControlMetrics {
    /// Layout templates' controls: the sizes of R-LL-INTRINSIC ("UIStepper ≈ 94×29"),
    /// R-ICS-CAT's earlier column.
    public static let generation = UIKitDefaults.Generation.iOS12

    /// A page control's size for `pages` pages (`UIKitDefaults.pageControlSize`).
    public static func pageControlSize(pages: Int) -> Size {
        let size = UIKitDefaults.pageControlSize(pages: pages, generation: generation)
        return Size(width: size.width ?? 0, height: size.height ?? 0)
    }

    /// The segment titles' font: the system font at 13 points, medium.
    public static let segmentFont = FontDescriptor(size: 13, weight: "medium")
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

    /// The height of a text field with the border style named `style` (`roundedRect`, `line`,
    /// `bezel`), at least its text's line height.
    public static func borderedTextFieldHeight(style: String) -> Double {
        style == "roundedRect" ? UIKitDefaults.roundedRectTextFieldHeight(generation) : UIKitDefaults.borderedTextFieldHeight
    }
}
