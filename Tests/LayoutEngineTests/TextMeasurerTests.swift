import Expressions
import Testing
import LayoutEngine

/// Single-line widths, heights and pixel rounding, against values worked out by
/// hand from the Liberation advance and kerning tables.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer(scale: 3)
    let system17 = FontDescriptor(size: 17)

    @Test func helloIsTheSumOfItsAdvances() {
        // H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667 units × 17 / 2048.
        let result = measurer.measure("Hello", font: system17)
        #expect(result.exactSize == Size(width: 38.73974609375, height: 19.54833984375))
        #expect(result.size == Size(width: 39, height: 59.0 / 3))
        #expect(result.lineCount == 1)
        #expect(!result.isTruncated)
    }

    @Test func boldIsWiderThanRegular() {
        let bold = measurer.measure("Hello", font: FontDescriptor(size: 17, weight: "bold"))
        #expect(bold.exactSize.width == 41.56201171875)  // 5007 units
        #expect(bold.exactSize.width > measurer.measure("Hello", font: system17).exactSize.width)
    }

    @Test func serifAndMonoUseTheirOwnAdvances() {
        #expect(measurer.measure("Hello", font: FontDescriptor(name: "Times New Roman", size: 17)).exactSize.width == 37.7685546875)
        #expect(measurer.measure("Hello", font: FontDescriptor(name: "Courier", size: 17)).exactSize
            == Size(width: 51.00830078125, height: 19.2578125))
    }

    @Test func kerningTightensPairs() {
        // T 1251 + o 1139 − 227 (To) + m 1706 + o + r 682 + r + o + w 1479 = 8990 units.
        #expect(measurer.measure("Tomorrow", font: system17).exactSize.width == 74.6240234375)
        // A 1366 + V 1366 − 152.
        #expect(measurer.measure("AV", font: system17).exactSize.width == 2580 * 17 / 2048.0)
    }

    @Test func emptyTextIsZeroByZero() {
        let result = measurer.measure("", font: system17, maxWidth: 100, numberOfLines: 0)
        #expect(result.size == Size(width: 0, height: 0))
        #expect(result.lineCount == 0)
    }

    @Test func trailingSpacesDoNotCountButLeadingOnesDo() {
        #expect(measurer.measure("Hello   ", font: system17).exactSize.width == 38.73974609375)
        // Two spaces of 569 units before "Hello".
        #expect(measurer.measure("  Hello", font: system17).exactSize.width == 48.18603515625)
    }

    @Test(arguments: [(1.0, 75.0, 20.0), (2.0, 75.0, 20.0), (3.0, 224.0 / 3, 59.0 / 3)])
    func sizesRoundUpToThePixelGrid(scale: Double, width: Double, height: Double) {
        // "Tomorrow" is 74.624 × 19.548 points.
        let result = TextMeasurer(scale: scale).measure("Tomorrow", font: system17)
        #expect(result.size == Size(width: width, height: height))
    }

    @Test func pixelGridIgnoresFloatingPointNoise() {
        #expect(PixelGrid.ceil(20.000000000001, scale: 3) == 20)
        #expect(PixelGrid.ceil(20.001, scale: 3) == 61.0 / 3)
        #expect(PixelGrid.ceil(0, scale: 2) == 0)
    }

    @Test func baselinesFollowTheFontMetrics() {
        let one = measurer.measure("Hello", font: system17)
        #expect(one.firstBaselineOffset == 16)  // ceil(15.39)
        #expect(one.lastBaselineOffset == 16)  // floor(19.667 − 3.603)
        let four = measurer.measure("The quick brown fox jumps over the lazy dog", font: system17, maxWidth: 100, numberOfLines: 0)
        #expect(four.firstBaselineOffset == 16)
        #expect(four.lastBaselineOffset == 74)  // floor(78.333 − 3.603)
        #expect(ResolvedFont(system17).lastBaselineOffset(height: 30) == 26)
    }
}
