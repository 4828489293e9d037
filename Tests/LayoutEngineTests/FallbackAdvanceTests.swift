import Expressions
import Testing
import LayoutEngine

/// Scalars the Liberation tables do not cover, and multi-scalar clusters.
@Suite struct FallbackAdvanceTests {
    let measurer = TextMeasurer(scale: 3)
    let system17 = FontDescriptor(size: 17)

    func width(_ text: String) -> Double {
        measurer.measure(text, font: system17, numberOfLines: 0).exactSize.width
    }

    @Test func uncoveredScalarsTakeTheAverageAdvance() {
        #expect(width("ب") == 1187 * 17 / 2048.0)  // OS/2 xAvgCharWidth
    }

    @Test func ideographsAndEmojiAreOneEmWide() {
        #expect(width("日本語") == 51)
        #expect(width("👍") == 17)
    }

    @Test func emojiSequencesDrawAsOneGlyph() {
        #expect(width("👨‍👩‍👧") == 17)  // ZWJ sequence
        #expect(width("👍🏽") == 17)  // skin-tone modifier
        #expect(width("❤️") == 17)  // variation selector
        #expect(width("🇫🇷🇩🇪") == 34)  // two flags of two regional indicators each
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(width("e\u{301}") == width("e"))
        #expect(width("e\u{301}") == 1139 * 17 / 2048.0)
    }

    @Test func ideographsWrapBetweenCharacters() {
        let result = measurer.measure("日本語日本語", font: system17, maxWidth: 60, numberOfLines: 0)
        #expect(result.lineCount == 2)
        #expect(result.exactSize.width == 51)
    }
}
