import Diagnostics
import Expressions
import MarkupKit
import Testing

/// `$` bindings: NSExpression syntax evaluated against the document's state, then MarkupKit's
/// built-in formatters, as the MarkupKitTest sample app uses them.
@Suite struct BindingTests {
    static let state: [String: Value] = [
        "number": .number(5), "values": .array([.number(1), .number(2), .number(3.5)]),
        "one": .string("One"), "two": .string("Two"), "three": .string("Three"),
        "price": .number(-1234.5), "ratio": .number(0.256), "big": .number(1_234_567.891),
        "date": .string("2026-11-25T14:30:05"), "epoch": .number(1_764_081_000),
        "person": .dictionary(["namePrefix": .string("Dr."), "givenName": .string("Ada"), "middleName": .string("King"),
                               "familyName": .string("Lovelace")]),
        "bytes": .number(1_536_000), "few": .number(500), "user": .dictionary(["name": .string("Grace")]),
    ]

    /// The label's text after binding `expression`, and the warnings.
    private func bind(_ expression: String) -> (text: String?, warnings: [String]) {
        let document = "<UILabel text=\"$\(expression)\"/>"
        var options = MarkupKitOptions(rootWidth: 320, rootHeight: 480)
        options.state = Self.state
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Binding.xml", options: options)
        let text = render.tree?.props.first { $0.name == "text" }.flatMap { if case .string(let text) = $0.value { text } else { nil } }
        return (text, render.warnings.map(\.message))
    }

    static let values: [(String, String)] = [
        ("user.name", "Grace"),
        ("number + 4::number", "9"),
        // A formatter with an empty argument (fuzz-found: `number;` crashed the reader).
        ("number + 4::number;", "9"),
        ("big::number;;numberStyle=decimal;=x", "1,234,567.891"),
        ("number * 2 - 1", "9"),
        ("-number + 2 ** 3", "3"),
        ("(number + 1) / 4", "1.5"),
        ("average:(values) * 1.66667::number;numberStyle=decimal;maximumFractionDigits=3", "3.611"),
        ("sum:(values)", "6.5"),
        ("count:(values)", "3"),
        ("max:(values)", "3.5"),
        ("FUNCTION(one, 'stringByAppendingString:', FUNCTION(two, 'stringByAppendingString:', three))", "OneTwoThree"),
        ("FUNCTION(user.name, 'uppercaseString')", "GRACE"),
        ("'literal'", "literal"),
        ("big::number;numberStyle=decimal", "1,234,567.891"),
        ("big::number", "1234568"),
        ("price::number;numberStyle=currency", "-$1,234.50"),
        ("ratio::number;numberStyle=percent", "26%"),
        ("2.5::number", "2"),
        ("3.5::number", "4"),
        ("date::date;dateStyle=medium;timeStyle=short", "Nov 25, 2026 at 2:30 PM"),
        ("date::date;dateStyle=short", "11/25/26"),
        ("date::date;dateStyle=full", "Wednesday, November 25, 2026"),
        ("date::date;timeStyle=medium", "2:30:05 PM"),
        ("epoch::date;dateStyle=long;timeStyle=short", "November 25, 2025 at 2:30 PM"),
        ("person::personNameComponents;style=long", "Dr. Ada King Lovelace"),
        ("person::personNameComponents", "Ada Lovelace"),
        ("person::personNameComponents;style=short", "Ada"),
        ("person::personNameComponents;style=abbreviated", "AL"),
        ("bytes::byteCount;allowedUnits=useKB,useMB;countStyle=memory", "1.5 MB"),
        ("bytes::byteCount", "1.5 MB"),
        ("few::byteCount", "500 bytes"),
        ("few::byteCount;allowedUnits=useKB", "1 KB"),
        ("0::byteCount", "Zero KB"),
    ]

    @Test(arguments: values)
    func evaluates(expression: String, expected: String) {
        let result = bind(expression)
        #expect(result.text == expected)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func whatCannotBeEvaluatedRendersEmptyWithAWarningAtTheCharacter() throws {
        var options = MarkupKitOptions(rootWidth: 320, rootHeight: 480)
        options.state = Self.state
        let document = #"<UILabel text="$number + * 2"/>"#
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Binding.xml", options: options)
        let warning = try #require(render.warnings.first)
        #expect(warning.message == #"$number + * 2 cannot be evaluated here (unexpected "*"); it renders empty"#)
        // `<UILabel text="$` is 16 characters: the `*` at offset 9 of the expression is column 26.
        #expect(warning.range?.start == SourcePosition(line: 1, column: 26))
        #expect(render.tree?.props.contains { $0.name == "text" } == false)
    }

    static let refusals: [(String, String)] = [
        ("missing.key", "$missing.key is not bound in the document's state; it renders empty"),
        ("median:(values)", "$median:(values) cannot be evaluated here (median: is not a function layout-serve evaluates (sum, count, average, min, max, abs, floor, ceiling, trunc)); it renders empty"),
        ("one * 2", #"$one * 2 cannot be evaluated here (arithmetic needs numbers); it renders empty"#),
        ("'open", "$'open cannot be evaluated here (unterminated string); it renders empty"),
    ]

    @Test(arguments: refusals)
    func refuses(expression: String, message: String) {
        let result = bind(expression)
        #expect(result.text == nil)
        #expect(result.warnings == [message])
    }

    @Test func formattersItCannotApplyShowTheValueWithAWarning() {
        let phone = bind("user.name::phoneNumber")
        #expect(phone.text == "Grace")
        #expect(phone.warnings == [
            #"Formatter: "phoneNumber" is not one of MarkupKit's formatters (number, date, personNameComponents, byteCount, measurement) but the app's own; the value is shown unformatted"#
        ])
        let measurement = bind("few::measurement;unitStyle=long")
        #expect(measurement.text == "500")
        #expect(measurement.warnings == [
            "Formatter: the measurement formatter needs a Measurement, which layout-serve.json cannot hold; the value is shown as it is"
        ])
    }
}
