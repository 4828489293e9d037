import Expressions
import Testing
import TestSupport

/// Runs every `format` case of the conformance fixture through `FormatString`.
@Suite struct FormatConformanceTests {
    /// Cases whose Sprinter expectation holds only on macOS, with the reason and
    /// what this iOS-semantics implementation gives instead (asserted below).
    static let notApplicable: [String: (reason: String, types: [String])] = [
        "format-types-testParseFloat80Placeholder-51": (
            reason: "Float80 exists only on Intel macOS; on iOS (arm64) `long double` is a Double, so %Lf reads a Double",
            types: ["Double"]
        ),
    ]

    @Test func fixtureHoldsAllFormatCases() {
        #expect(FormatConformanceCase.all.count == 144)
    }

    /// The suite runs its selection (`ConformanceLedger.formatStrings`), the cases not
    /// applicable with their own assertion.
    @Test func runsItsWholeSelection() {
        let selection = ConformanceLedger.formatStrings
        #expect(FormatConformanceCase.all.map(\.id) == selection.selected.compactMap(\.id))
        #expect(Set(Self.notApplicable.keys) == Set(selection.notRun.keys))
    }

    @Test func notApplicableCasesExistInFixture() {
        let ids = Set(FormatConformanceCase.all.map(\.id))
        for id in Self.notApplicable.keys {
            #expect(ids.contains(id), "stale not-applicable entry \(id)")
        }
    }

    @Test(arguments: FormatConformanceCase.all)
    func conformance(_ testCase: FormatConformanceCase) throws {
        let locale = testCase.locale.map(FormatLocale.init(identifier:))
        if let exception = Self.notApplicable[testCase.id] {
            #expect(try FormatString(testCase.format, locale: locale).types.map(\.name) == exception.types)
            return
        }
        switch testCase.expectation {
        case let .types(expected):
            #expect(try FormatString(testCase.format).types.map(\.name) == expected)
        case let .output(expected):
            let arguments = try SwiftArgumentText.arguments(testCase.argumentText ?? "")
            #expect(try FormatString(testCase.format, locale: locale).print(arguments) == expected)
        case let .error(expected):
            let arguments = try SwiftArgumentText.arguments(testCase.argumentText ?? "")
            let error = #expect(throws: FormatError.self) {
                try FormatString(testCase.format, locale: locale).print(arguments)
            }
            if let expected {
                #expect(error == expected)
            }
        }
    }
}
