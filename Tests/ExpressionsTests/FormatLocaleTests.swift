import Expressions
import Testing

/// The `'` flag's separators per locale, and how a given locale changes plain output.
@Suite struct FormatLocaleTests {
    @Test(arguments: [
        ("fr-FR", "%'g", 5000.34, "5\u{A0}000,34"),
        ("de-DE", "%'g", 5000.34, "5.000,34"),
        ("de_DE", "%'.2f", 1234567.891, "1.234.567,89"),
        ("en-GB", "%'.1f", 1234567.0, "1,234,567.0"),
        ("en-US", "%'g", 5000.34, "5,000.34"),
        ("ja-JP", "%'.0f", 1000000.0, "1,000,000"),
        // Unknown identifiers fall back to the default separators.
        ("xx-YY", "%'g", 5000.34, "5,000.34"),
        // Without the flag, a locale changes only the decimal separator.
        ("de-DE", "%.2f", 1234.5, "1234,50"),
        ("fr-FR", "%5.1f", 2.25, "  2,2"),
        ("de-DE", "%f", .infinity, "∞"),
        ("en-GB", "%f", -.infinity, "-∞"),
        ("ja-JP", "%5f", .infinity, "    ∞"),
    ] as [(String, String, Double, String)])
    func localized(_ identifier: String, _ format: String, _ value: Double, _ expected: String) throws {
        let locale = FormatLocale(identifier: identifier)
        #expect(try FormatString(format, locale: locale).print([.double(value)]) == expected)
    }

    @Test(arguments: [
        ("%'d", FormatArgument(1234567), "1,234,567"),
        ("%'d", FormatArgument(-1234567), "-1,234,567"),
        ("%'u", FormatArgument(UInt.max), "18,446,744,073,709,551,615"),
        ("%'08d", FormatArgument(-1234), "-001,234"),
        ("%'-8d|", FormatArgument(1234), "1,234   |"),
        ("%'.3g", .double(1234567), "1,230,000"),
        ("%'x", FormatArgument(0x12345), "12345"),
    ])
    func defaultGrouping(_ format: String, _ argument: FormatArgument, _ expected: String) throws {
        #expect(try FormatString(format).print([argument]) == expected)
    }

    @Test func withoutLocaleInfinityPrintsAsC() throws {
        #expect(try FormatString("%f").print([.double(.infinity)]) == "inf")
        #expect(try FormatString("%.1f").print([.double(0.25)]) == "0.2")
    }

    @Test func builtInSeparators() {
        let french = FormatLocale(identifier: "fr-FR")
        #expect(french.groupingSeparator == "\u{A0}")
        #expect(french.decimalSeparator == ",")
        let unknown = FormatLocale(identifier: "tlh")
        #expect(unknown.groupingSeparator == ",")
        #expect(unknown.decimalSeparator == ".")
        #expect(unknown.identifier == "tlh")
    }
}
