import Expressions
import Testing
import TestSupport

/// Runs the parse-related cases of `layout-cases.json` as data: the parse-only
/// operations exactly, and every AnyExpression or Layout property case that must
/// at least parse (or fail to parse with the expected message).
@Suite struct ParsingConformanceTests {
    @Test(arguments: ParsingConformanceCase.all)
    func conformanceCase(_ testCase: ParsingConformanceCase) {
        let failures = testCase.failures()
        if let reason = ParsingConformanceCase.believedWrong[testCase.id] {
            #expect(!failures.isEmpty, "\(testCase.id) is listed as wrong (\(reason)) but now passes")
        } else {
            #expect(failures.isEmpty, "\(testCase.id) `\(testCase.input)`: \(failures.joined(separator: "; "))")
        }
    }

    /// Every case of the suite's selection (`ConformanceLedger.parsing`) is run.
    @Test func runsItsWholeSelection() {
        #expect(ParsingConformanceCase.all.map(\.id) == ConformanceLedger.parsing.ids)
    }

    /// Records the pass count, and guards against the fixture silently losing cases.
    @Test func passCount() {
        let cases = ParsingConformanceCase.all
        let passing = cases.filter { $0.failures().isEmpty }.count
        print("Parsing conformance: \(passing)/\(cases.count) cases pass")
        #expect(cases.filter { $0.operation != "AnyExpression" }.count >= 46)
        #expect(cases.filter { $0.operation == "AnyExpression" }.count >= 85)
        #expect(cases.filter { $0.operation.hasPrefix("parses as") }.count >= 80)
        #expect(passing == cases.count - ParsingConformanceCase.believedWrong.count)
    }
}
