import Expressions
@testable import LayoutEngine
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
        // One-line labels: printable ASCII is taken whole without the breaker's walk, whatever
        // the width; the rest goes through the breaker.
        Case(text: "Label 12", width: 20, numberOfLines: 1, lines: ["Label 12"]),
        Case(text: "  well-known, wide-open  text!", width: 30, numberOfLines: 1, lines: ["  well-known, wide-open  text!"]),
        Case(text: "trailing space ", width: 300, numberOfLines: 1, lines: ["trailing space"]),
        Case(text: "tab\there", width: 300, numberOfLines: 1, lines: ["tab\there"]),
        Case(text: "naïve café", width: 30, numberOfLines: 1, lines: ["naïve café"]),
    ]

    @Test func aPrintableASCIILineIsTakenWhole() {
        #expect(TextMeasurer.oneLine("Label 12") == 0..<8)
        #expect(TextMeasurer.oneLine(" x") == 0..<2)
        for refused in ["", "x ", "a\nb", "a\tb", "café", "a\u{7F}"] {
            #expect(TextMeasurer.oneLine(refused) == nil, "\(refused.debugDescription)")
        }
    }

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
