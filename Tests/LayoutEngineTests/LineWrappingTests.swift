import Expressions
import Testing
import LayoutEngine

/// Word wrapping, hard breaks and `numberOfLines`, as UILabel's `byWordWrapping`.
@Suite struct LineWrappingTests {
    let measurer = TextMeasurer(scale: 3)
    let system17 = FontDescriptor(size: 17)
    let pangram = "The quick brown fox jumps over the lazy dog"

    @Test func pangramWrapsIntoFourLinesAt100Points() {
        // "The quick" 73.70 / "brown fox" 73.70 / "jumps over" 83.14 / "the lazy dog" 91.67.
        let result = measurer.measure(pangram, font: system17, maxWidth: 100, numberOfLines: 0)
        #expect(result.lineCount == 4)
        #expect(result.exactSize == Size(width: 91.673828125, height: 4 * 19.54833984375))
        #expect(result.size == Size(width: 92, height: 235.0 / 3))
        #expect(!result.isTruncated)
    }

    @Test func numberOfLinesCapsTheLinesAndFillsTheTruncatedOne() {
        let result = measurer.measure(pangram, font: system17, maxWidth: 100, numberOfLines: 2)
        #expect(result.lineCount == 2)
        #expect(result.isTruncated)
        #expect(result.size == Size(width: 100, height: 118.0 / 3))
    }

    @Test func oneLineNeverWraps() {
        let result = measurer.measure(pangram, font: system17, maxWidth: 100, numberOfLines: 1)
        #expect(result.lineCount == 1)
        #expect(result.exactSize.width == 336.38916015625)
        #expect(!result.isTruncated)
    }

    @Test func textThatFitsStaysOnOneLine() {
        let result = measurer.measure("Hello World", font: system17, maxWidth: 100, numberOfLines: 0)
        #expect(result.lineCount == 1)
        #expect(result.exactSize.width == 87.54833984375)
    }

    @Test func aWordWiderThanTheLineBreaksByCharacter() {
        // "Supercalifra" 90.71 / "gilisticexpiali" 94.48 / "docious" 58.60.
        let result = measurer.measure("Supercalifragilisticexpialidocious", font: system17, maxWidth: 100, numberOfLines: 0)
        #expect(result.lineCount == 3)
        #expect(result.exactSize.width == 94.4794921875)
    }

    @Test func aWrappedLineDropsTheKerningAgainstTheSpaceBeforeIt() {
        // " T" kerns by −37 units; at the start of the second line "Tomorrow" is its own 8990 units.
        let result = measurer.measure("Hello Tomorrow", font: system17, maxWidth: 80, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 74.6240234375)
    }

    @Test func linesMayBreakAfterAHyphen() {
        // "well-" 34.95 / "known" 49.14.
        let result = measurer.measure("well-known", font: system17, maxWidth: 60, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 49.140625)
    }

    @Test func noBreakBetweenAHyphenAndADigit() {
        // Not "a version-" 74.64 / "2", but "a" / "version-2" 69.92.
        let result = measurer.measure("a version-2", font: system17, maxWidth: 80, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 69.91748046875)
    }

    @Test func noBreakAtANoBreakSpace() {
        // The whole "Hello World" is one word, broken by character: "Hello W" 59.51 / "orld".
        let result = measurer.measure("Hello\u{A0}World", font: system17, maxWidth: 60, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 59.50830078125)
    }

    @Test func aZeroWidthSpaceIsABreakOpportunity() {
        let result = measurer.measure("Hello\u{200B}World", font: system17, maxWidth: 60, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 44.08544921875)  // "World"
    }

    @Test func aNonPositiveMaxWidthMeansNoLimit() {
        let result = measurer.measure(pangram, font: system17, maxWidth: 0, numberOfLines: 0)
        #expect(result.lineCount == 1)
        #expect(result.exactSize.width == 336.38916015625)
    }

    @Test func newlinesForceBreaks() {
        let result = measurer.measure("Hello\nWorld", font: system17, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 44.08544921875)  // "World"
        #expect(measurer.measure("Hello\r\nWorld", font: system17, numberOfLines: 0).lineCount == 2)
        #expect(measurer.measure("a\n\nb", font: system17, numberOfLines: 0).lineCount == 3)
        #expect(measurer.measure("Hello\n", font: system17, numberOfLines: 0).lineCount == 1)
    }

    @Test func oneLineLabelShowsOnlyTheFirstParagraph() {
        let result = measurer.measure("Hello\nWorld", font: system17, numberOfLines: 1)
        #expect(result.lineCount == 1)
        #expect(result.exactSize.width == 38.73974609375)
        #expect(result.isTruncated)
        let two = measurer.measure("Hello\nWorld\nagain", font: system17, numberOfLines: 2)
        #expect(two.lineCount == 2)
        #expect(two.exactSize.width == 44.08544921875)
        #expect(two.isTruncated)
    }

    @Test func tabsAdvanceToTheNext28PointStop() {
        // "a" ends at 9.45 pt; the tab reaches 28; "b" adds 1139 units.
        let width = measurer.measure("a\tb", font: system17).exactSize.width
        #expect(abs(width - (28 + 1139 * 17 / 2048.0)) < 1e-9)
    }
}
