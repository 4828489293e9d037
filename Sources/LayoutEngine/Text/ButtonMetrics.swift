import Expressions

/// The intrinsic size of a classic UIButton (`UIButton(type: .system)` without a
/// `UIButton.Configuration`), from its title.
///
/// The rule modelled here: the title is measured on one line (a button's title
/// label has `numberOfLines = 1`); the width is the title width plus the left and
/// right content insets; the height is the title height plus the top and bottom
/// insets — except that with all-zero `contentEdgeInsets` UIKit pads the title by
/// 6 points above and below (a system button with a 15 pt title is 30 points tall).
/// That padding disappearing as soon as any inset is set is the well-known reason
/// for the `contentEdgeInsets = (0.01, 0, 0.01, 0)` trick. A button without title
/// reports UIKit's fixed 30×34. Sizes with an image are not modelled.
public enum ButtonMetrics {
    /// A system button's title font: the system font at 15 points.
    public static let defaultTitleFont = FontDescriptor(size: 15)
    /// The padding UIKit adds above and below the title when the content insets are zero.
    public static let implicitVerticalPadding = 6.0
    /// The intrinsic size of a button with neither title nor image.
    public static let emptySize = Size(width: 30, height: 34)

    /// The intrinsic content size of a button showing `title`.
    public static func intrinsicSize(
        title: String, font: FontDescriptor = defaultTitleFont, contentInsets: EdgeInsets = .zero, measurer: TextMeasurer
    ) -> Size {
        guard !title.isEmpty else { return emptySize }
        let titleSize = measurer.measure(title, font: font, numberOfLines: 1).size
        let vertical = contentInsets == .zero
            ? 2 * implicitVerticalPadding
            : contentInsets.top + contentInsets.bottom
        return Size(
            width: titleSize.width + contentInsets.left + contentInsets.right,
            height: titleSize.height + vertical
        )
    }
}
