import Expressions
import LayoutEngine
import Testing

/// The lines a client draws (`TextMeasurer.lines`): the same breaks as the measurement, as text.
@Suite struct DrawnLinesTests {
    let measurer = TextMeasurer(scale: 3)
    let system17 = ResolvedFont(FontDescriptor(size: 17))
    let pangram = "The quick brown fox jumps over the lazy dog"

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var width: Double
        var numberOfLines: Int
        var lines: [String]
        var testDescription: String { "\(text.debugDescription) at \(width), \(numberOfLines) lines" }
    }

    static let cases: [Case] = [
        Case(text: "The quick brown fox jumps over the lazy dog", width: 100, numberOfLines: 0,
             lines: ["The quick", "brown fox", "jumps over", "the lazy dog"]),
        Case(text: "The quick brown fox jumps over the lazy dog", width: 100, numberOfLines: 2,
             lines: ["The quick", "brown fox jumps over the lazy dog"]),
        Case(text: "The quick brown fox jumps over the lazy dog", width: 100, numberOfLines: 1,
             lines: ["The quick brown fox jumps over the lazy dog"]),
        Case(text: "Supercalifragilisticexpialidocious", width: 100, numberOfLines: 0,
             lines: ["Supercalifra", "gilisticexpiali", "docious"]),
        Case(text: "Hello Tomorrow", width: 80, numberOfLines: 0, lines: ["Hello", "Tomorrow"]),
        Case(text: "well-known", width: 60, numberOfLines: 0, lines: ["well-", "known"]),
        Case(text: "one\ntwo\r\nthree\n", width: 300, numberOfLines: 0, lines: ["one", "two", "three"]),
        Case(text: "a\n\nb", width: 300, numberOfLines: 0, lines: ["a", "", "b"]),
        Case(text: "first line\nsecond line", width: 300, numberOfLines: 1, lines: ["first line"]),
        Case(text: "  indented words wrap here", width: 90, numberOfLines: 0, lines: ["  indented", "words wrap", "here"]),
        Case(text: "tabs\tand  spaces", width: 300, numberOfLines: 0, lines: ["tabs\tand  spaces"]),
        Case(text: "héllo wörld", width: 50, numberOfLines: 0, lines: ["héllo", "wörld"]),
    ]

    @Test(arguments: cases)
    func linesAreTheMeasuredBreaks(_ example: Case) {
        let lines = measurer.lines(of: example.text, font: system17, maxWidth: example.width, numberOfLines: example.numberOfLines)
        #expect(lines == example.lines)
        let measured = measurer.measure(example.text, font: system17, maxWidth: example.width, numberOfLines: example.numberOfLines)
        #expect(lines.count == measured.lineCount)
    }

    @Test func theRenderObjectCarriesALabelsLines() {
        let text = DrawnText(pangram, font: system17, width: 100, numberOfLines: 0, measurer: measurer)
        #expect(text.json.encoded
            == #"{"face":"LiberationSans-Regular","size":17,"line_height":19.54833984375,"lines":["The quick","brown fox","jumps over","the lazy dog"]}"#)
        #expect(MetricFace(family: .serif, isBold: true, isItalic: true).fileName == "LiberationSerif-BoldItalic")
    }
}
