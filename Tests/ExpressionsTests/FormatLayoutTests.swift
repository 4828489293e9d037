import Expressions
import Foundation
import TestSupport
import Testing

/// Layout's glue for `strings.key(args)`: exact arity, then a cast of each
/// template value to its placeholder's type.
@Suite struct FormatLayoutTests {
    @Test(arguments: [
        ("Hello %s", [Value.string("World")], "Hello World"),
        ("Hello %% World", [], "Hello % World"),
        // Casting a number to String gives Swift's description, `5.0`.
        ("%s items", [.number(5)], "5.0 items"),
        ("%@ items", [.number(5)], "5.0 items"),
        ("%@", [.string("plain")], "plain"),
        ("%s", [.bool(true)], "true"),
        ("%d", [.number(5.9)], "5"),
        ("%i", [.number(-5.9)], "-5"),
        ("%d", [.bool(true)], "1"),
        ("%.1f", [.bool(false)], "0.0"),
        ("%.2f", [.number(0.125)], "0.12"),
        ("%x", [.number(255)], "ff"),
        ("%u", [.number(-1)], "18446744073709551615"),
        ("%hhd", [.number(300)], "44"),
        ("%c!", [.string("x")], "x!"),
        ("%2$@ %1$d", [.number(5), .string("foo")], "foo 5"),
        ("%1$s %3$s", [.string("a"), .number(1), .string("c")], "a c"),
        ("%*d", [.number(4), .number(7)], "   7"),
        ("%'d", [.number(1234567)], "1,234,567"),
    ])
    func formats(_ format: String, _ arguments: [Value], _ expected: String) throws {
        #expect(try FormatString.layoutFormat(format, arguments: arguments, key: "strings.key") == expected)
    }

    @Test(arguments: [
        ("Hello %s", [Value.string("World"), .string("Universe")],
         "Too many arguments (2) for format string 'Hello %s' for key strings.hello"),
        ("Hello %s", [], "Too few arguments (0) for format string 'Hello %s' for key strings.hello"),
        ("%2$s", [.string("a")], "Too few arguments (1) for format string '%2$s' for key strings.hello"),
        ("Hello %i", [.string("World")], "Type mismatch for argument #1: 'String' vs 'Int'"),
        ("%d", [.number(1e30)], "Type mismatch for argument #1: 'Double' vs 'Int'"),
        ("%d", [.number(.nan)], "Type mismatch for argument #1: 'Double' vs 'Int'"),
        ("%c", [.string("xy")], "Type mismatch for argument #1: 'String' vs 'Character'"),
        ("%f", [.string("1")], "Type mismatch for argument #1: 'String' vs 'Double'"),
        ("foo %", [], "Format string ended unexpectedly"),
    ])
    func fails(_ format: String, _ arguments: [Value], _ message: String) {
        #expect(throws: FormatError.self) {
            try FormatString.layoutFormat(format, arguments: arguments, key: "strings.hello")
        }
        do {
            _ = try FormatString.layoutFormat(format, arguments: arguments, key: "strings.hello")
        } catch {
            #expect(error.description == message)
        }
    }

    /// The `strings-*` expression cases of the fixture, read as data: each is a
    /// call `{strings.key('a', 'b')}` of a string constant with quoted arguments.
    @Test(arguments: StringsCallCase.all)
    func fixtureCase(_ testCase: StringsCallCase) throws {
        let call = { try FormatString.layoutFormat(testCase.format, arguments: testCase.arguments, key: testCase.key) }
        if let value = testCase.expectedValue {
            #expect(try call() == value)
        } else {
            let error = #expect(throws: FormatError.self) { try call() }
            #expect(error?.description.contains(testCase.expectedErrorFragment ?? "") == true)
        }
    }

    @Test func fixtureHoldsTheStringsCases() {
        #expect(StringsCallCase.all.map(\.id) == ConformanceLedger.stringsCalls.ids)
        #expect(StringsCallCase.all.map(\.id) == [
            "strings-parameterized", "strings-parameterized-no-args", "strings-too-many-args", "strings-type-mismatch",
        ])
    }
}

/// A `strings-*` expression case: a `strings.` constant called with string literals.
struct StringsCallCase: Sendable, CustomTestStringConvertible {
    var id: String
    var key: String
    var format: String
    var arguments: [Value]
    var expectedValue: String?
    var expectedErrorFragment: String?

    var testDescription: String { id }

    static let all: [StringsCallCase] = (try? load()) ?? []

    private static func load() throws -> [StringsCallCase] {
        let data = try Data(contentsOf: FixturePaths.conformanceCases)
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let cases = (root?["cases"] as? [[String: Any]] ?? []).filter { ($0["id"] as? String)?.hasPrefix("strings-") == true }
        return cases.compactMap(StringsCallCase.init)
    }

    /// Nil (so the count check fails) for any expression not of the form `{key('a', …)}`.
    private init?(json: [String: Any]) {
        guard let id = json["id"] as? String, let input = json["input"] as? [String: Any],
              let expression = input["expression"] as? String, expression.hasPrefix("{"), expression.hasSuffix(")}"),
              let open = expression.firstIndex(of: "(") else { return nil }
        let key = String(expression[expression.index(after: expression.startIndex)..<open])
        let argumentText = expression[expression.index(after: open)..<expression.index(expression.endIndex, offsetBy: -2)]
        let arguments = argumentText.isEmpty ? [] : argumentText.components(separatedBy: ", ")
        guard arguments.allSatisfy({ $0.count >= 2 && $0.hasPrefix("'") && $0.hasSuffix("'") }),
              let symbols = input["symbols"] as? [String: Any], let constants = symbols["constants"] as? [String: Any],
              let format = constants[key] as? String, let expected = json["expected"] as? [String: Any] else { return nil }
        self.id = id
        self.key = key
        self.format = format
        self.arguments = arguments.map { .string(String($0.dropFirst().dropLast())) }
        expectedValue = expected["value"] as? String
        expectedErrorFragment = expected["error_contains"] as? String
        if expectedValue == nil, expectedErrorFragment == nil { return nil }
    }
}
