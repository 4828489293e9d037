import Expressions
import Testing
import LayoutEngine

/// A classic system button's intrinsic size from its title.
@Suite struct ButtonMetricsTests {
    let measurer = TextMeasurer(scale: 3)

    @Test func zeroInsetsPadTheTitleBySixPointsAboveAndBelow() {
        // "Button" at 15 pt: 5918 units → 43.35 pt wide; line height 17.25 → 17.333.
        let size = ButtonMetrics.intrinsicSize(title: "Button", measurer: measurer)
        #expect(size == Size(width: 131.0 / 3, height: 52.0 / 3 + 12))
    }

    @Test func explicitInsetsReplaceThePadding() {
        let insets = EdgeInsets(top: 1, left: 8, bottom: 1, right: 8)
        let size = ButtonMetrics.intrinsicSize(title: "Button", contentInsets: insets, measurer: measurer)
        #expect(size == Size(width: 131.0 / 3 + 16, height: 52.0 / 3 + 2))
    }

    @Test func anEmptyButtonHasUIKitsFixedSize() {
        #expect(ButtonMetrics.intrinsicSize(title: "", measurer: measurer) == Size(width: 30, height: 34))
    }

    @Test func titlesNeverWrap() {
        let size = ButtonMetrics.intrinsicSize(title: "Sign in\nnow", font: FontDescriptor(size: 17), measurer: measurer)
        #expect(size.height == 59.0 / 3 + 12)
    }
}
