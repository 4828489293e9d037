import Expressions
@testable import LayoutEngine
import Testing

/// Text split into words once must wrap exactly as the scalar-by-scalar breaker
/// does, at every width and line limit.
@Suite struct PreparedTextTests {
    static let texts = [
        "0. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
        "The quick brown fox jumps over the lazy dog",
        "Hello Tomorrow, AVATAR To Yo Wa LT P.",
        "well-known co-operative x-5 -5 a--b end-",
        "Supercalifragilisticexpialidocious and more",
        "   leading spaces and trailing   ",
        "double  spaces  between  words",
        "Crème brûlée à la carte, naïve façade",
        "em\u{2003}space and thin\u{2009}space between words that wrap",
        "x",
        " ",
    ]
    static let fonts = [
        ResolvedFont(FontDescriptor(size: 17)),
        ResolvedFont(face: MetricFace(family: .serif, isBold: true), size: 13),
        ResolvedFont(face: MetricFace(family: .mono, isItalic: true), size: 21),
    ]

    @Test(arguments: texts)
    func wrapsAsTheLineBreakerDoes(_ text: String) {
        for font in Self.fonts {
            let prepared = PreparedText(text, font: font)
            #expect(prepared.pieces != nil)
            let tabInterval = TextMeasurer.tabInterval / font.pointsPerUnit
            for points in stride(from: 0.5, through: 420, by: 0.5) {
                let limit = points / font.pointsPerUnit * (1 + 1e-12)
                for maxLines in [0, 1, 2, 3] {
                    let expected = LineBreaker.wrap(text, metrics: font.metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
                    let actual = prepared.wrap(metrics: font.metrics, limit: limit, maxLines: maxLines, tabInterval: tabInterval)
                    #expect(actual.lineCount == expected.lineCount && actual.widest == expected.widest
                            && actual.isTruncated == expected.isTruncated, "\(text) at \(points) pt, \(maxLines) lines")
                }
            }
        }
    }

    /// Printable ASCII is split by its own loop: into exactly the pieces the scalar-by-scalar
    /// reading finds, kerning and hyphen breaks included.
    @Test(arguments: texts + ["A-5 AV-Wa ~` {|} T.,Yo", "-", "--", "a-", " -b", "LT AV yT", "x-y-z 12-34"])
    func printableASCIIMakesThePiecesTheScalarReadingMakes(_ text: String) {
        for font in Self.fonts {
            let prepared = PreparedText(text, font: font)
            #expect(prepared.pieces == PreparedText.piecesReadByScalar(of: text, metrics: font.metrics), "\(text)")
        }
    }

    @Test func aWordSplitAfterAHyphenButNotBeforeADigit() throws {
        let pieces = try #require(PreparedText("co-op x-5", font: Self.fonts[0]).pieces)
        #expect(pieces.map(\.end) == [3, 5, 6, 9])
        #expect(pieces.map(\.isSpace) == [false, false, true, false])
    }

    /// A piece keeps its width, its end, a word's leading kerning and whether it is a space in
    /// 16 bytes, and a text keeps exactly its pieces.
    @Test func piecesAreCompactAndStoredAtTheirCount() throws {
        #expect(MemoryLayout<PreparedText.Piece>.stride == 16)
        let font = ResolvedFont(FontDescriptor(size: 17))
        let pieces = try #require(PreparedText(Self.texts[0], font: font).pieces)
        // 20 words and 19 spaces.
        #expect(pieces.count == 39)
        // Stored at their count: malloc may round the block up by up to two pieces (its
        // alignment, and a free chunk up to 31 bytes larger is handed out whole); an array
        // grown by doubling would hold 64.
        #expect(pieces.capacity <= 41)
        // A word keeps the kerning of its first glyph against the space before it, in font
        // units: "A" after a space (Liberation Sans), not "W".
        let kerned = try #require(PreparedText("LT AV Wa", font: font).pieces)
        #expect(kerned.map(\.end) == [2, 3, 5, 6, 8])
        #expect(kerned.map(\.leadingKern) == [0, 0, -113, 0, 0])
        #expect(font.metrics.kerning(0x20, 0x41) == -113)
        #expect(PreparedText("", font: font).pieces == [])
    }

    @Test(arguments: texts)
    func breaksIntoTheLinesTheBreakerDraws(_ text: String) {
        let measurer = TextMeasurer(scale: 3)
        for font in Self.fonts {
            let prepared = PreparedText(text, font: font)
            #expect(prepared.lines(limit: .infinity, maxLines: 0) != nil)
            for points in stride(from: 0.5, through: 420, by: 0.5) {
                for maxLines in [0, 1, 2, 3] {
                    let limit = TextMeasurer.limit(font: font, maxWidth: points, numberOfLines: maxLines)
                    // Nil where a word breaks by character: the breaker's lines are drawn then.
                    guard let actual = prepared.lines(limit: limit, maxLines: maxLines) else { continue }
                    let expected = measurer.lines(of: text, font: font, maxWidth: points, numberOfLines: maxLines)
                    #expect(actual == expected, "\(text) at \(points) pt, \(maxLines) lines")
                }
            }
        }
    }

    @Test func aWideLabelIsDrawnInTheLinesOfItsWords() {
        let font = ResolvedFont(FontDescriptor(size: 17))
        let text = "0. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        let limit = TextMeasurer.limit(font: font, maxWidth: 373, numberOfLines: 0)
        #expect(PreparedText(text, font: font).lines(limit: limit, maxLines: 0) == [
            "0. Lorem ipsum dolor sit amet, consectetur", "adipiscing elit, sed do eiusmod tempor incididunt",
            "ut labore et dolore magna aliqua.",
        ])
        #expect(PreparedText(text, font: font).lines(limit: limit, maxLines: 2) == [
            "0. Lorem ipsum dolor sit amet, consectetur",
            "adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
        ])
    }

    @Test(arguments: ["Two\nlines", "tab\there", "ideographs 漢字", "zero\u{200B}width", "flag 🇫🇷", "e\u{301}"])
    func textOtherThanWordsAndSpacesIsReadScalarByScalar(_ text: String) {
        let font = ResolvedFont(FontDescriptor(size: 17))
        let prepared = PreparedText(text, font: font)
        #expect(prepared.pieces == nil)
        let limit = 40 / font.pointsPerUnit
        let expected = LineBreaker.wrap(text, metrics: font.metrics, limit: limit, maxLines: 0, tabInterval: 28 / font.pointsPerUnit)
        let actual = prepared.wrap(metrics: font.metrics, limit: limit, maxLines: 0, tabInterval: 28 / font.pointsPerUnit)
        #expect(actual.lineCount == expected.lineCount && actual.widest == expected.widest)
    }
}

extension PreparedText {
    /// The lines `lineRanges` cuts, as text.
    fileprivate func lines(limit: Double, maxLines: Int) -> [String]? {
        lineRanges(limit: limit, maxLines: maxLines)?.map { String(text.utf8Line($0)) }
    }
}
