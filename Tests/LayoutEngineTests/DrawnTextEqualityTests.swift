import Expressions
@testable import LayoutEngine
import Testing

/// A drawn text keeps the text it was cut from and its lines' UTF-8 ranges: two are equal when
/// their lines and font are, whatever the texts around the lines.
@Suite struct DrawnTextEqualityTests {
    let font = ResolvedFont(FontDescriptor(size: 17))

    @Test func linesCutFromDifferentTextsAreEqualWhenTheyReadTheSame() {
        let cut = DrawnText("one two", font: font, lineRanges: [0..<3, 4..<7])
        let fromLonger = DrawnText("» one two «", font: font, lineRanges: [3..<6, 7..<10])
        #expect(cut.lines == ["one", "two"])
        #expect(fromLonger.lines == ["one", "two"])
        #expect(cut == fromLonger)
        #expect(cut.lineCount == 2)
        #expect(cut.linesUTF8Count == 6)
    }

    @Test func aDifferentLineBreakTextOrFontIsNotEqual() {
        let cut = DrawnText("one two", font: font, lineRanges: [0..<3, 4..<7])
        #expect(cut != DrawnText("one two", font: font, lineRanges: [0..<7]))
        #expect(cut != DrawnText("one too", font: font, lineRanges: [0..<3, 4..<7]))
        #expect(cut != DrawnText("one two", font: ResolvedFont(FontDescriptor(size: 18)), lineRanges: [0..<3, 4..<7]))
    }

    @Test func theMeasurersLinesAreCutFromTheText() {
        let text = DrawnText("héllo wörld", font: font, width: 50, numberOfLines: 0, measurer: TextMeasurer(scale: 3))
        #expect(text.lines == ["héllo", "wörld"])
        var bytes: [[UInt8]] = []
        text.forEachLine { bytes.append(Array($0)) }
        #expect(bytes == [Array("héllo".utf8), Array("wörld".utf8)])
    }
}
