import Diagnostics
import Foundation
import TestSupport
import Testing

/// One case of `layout-cases.json`, for the type-system tests that run the
/// cases as data.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    let id: String
    let input: JSON
    let expected: JSON

    var testDescription: String { id }

    /// The expression cases whose id starts with one of `prefixes`.
    static func load(prefixes: [String]) -> [ConformanceCase] {
        guard let data = try? Data(contentsOf: FixturePaths.conformanceCases),
              let text = String(data: data, encoding: .utf8),
              let root = try? JSON.parse(text),
              let cases = root["cases"]?.arrayValue else { return [] }
        return cases.compactMap { item -> ConformanceCase? in
            guard let id = item["id"]?.stringValue, prefixes.contains(where: id.hasPrefix),
                  let input = item["input"], let expected = item["expected"] else { return nil }
            return ConformanceCase(id: id, input: input, expected: expected)
        }
    }
}

@Suite struct ConformanceFixtureTests {
    /// Guards the data-driven suites against silently running zero cases.
    @Test func typeSystemCasesAreFound() {
        #expect(ConformanceCase.load(prefixes: ["rt-"]).count == 14)
        #expect(ConformanceCase.load(prefixes: ["util-"]).count == 4)
        #expect(ConformanceCase.load(prefixes: ["props-"]).count == 3)
        #expect(ConformanceCase.load(prefixes: ["font-"]).count == 24)
    }
}
