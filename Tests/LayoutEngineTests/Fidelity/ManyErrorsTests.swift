import Diagnostics
import LayoutEngine
import Testing

/// A template with 10,000 errors reports each once, with the suggestions one error of its kind
/// gets (before, each error was compared with every earlier one and ranked its
/// suggestions again, 13.8 s).
@Suite struct ManyErrorsTests {
    @Test func tenThousandElementsWithErrorsReportEachOnce() throws {
        let elements = (0..<10_000).map { #"    <UIView top="previous.bottom" height="10" widht="10" alpha="unknownName\#($0 % 50)"/>"# }
        let run = TemplateRun(["A.xml": "<UIView>\n" + elements.joined(separator: "\n") + "\n</UIView>\n"])
        #expect(run.errors.count == 20_000)
        let single = TemplateRun(["A.xml": "<UIView>\n" + elements[0] + "\n</UIView>\n"])
        #expect(single.errors.map(\.message) == ["Unknown property widht of UIView", "Unknown property unknownName0"])
        let first = Array(run.errors.prefix(2))
        #expect(first.map(\.message) == single.errors.map(\.message))
        #expect(first.map(\.suggestions) == single.errors.map(\.suggestions))
        #expect(first[0].suggestions.prefix(2) == ["width", "right"])
        let last = try #require(run.errors.last)
        #expect(last.message == "Unknown property unknownName49")
        #expect(last.range?.start == SourcePosition(line: 10_001, column: 65))
        #expect(run.errors.filter { $0.message == "Unknown property widht of UIView" }.count == 10_000)
    }
}
