import Expressions
import Testing

/// Printing behaviour beyond the fixture: Sprinter's promotions, C padding
/// rules, positional `*` arguments.
@Suite struct FormatPrintingTests {
    @Test(arguments: [
        ("%o", [FormatArgument(Int.max)], "777777777777777777777"),
        ("%O", [FormatArgument(0o123456)], "123456"),
        ("%.0X", [10], "A"),
        ("%.x", [10], "a"),
        ("%.3o", [7], "007"),
        ("%.i", [5], "5"),
        ("%.f", [0.53], "1"),
        ("%e", [0.53], "5.300000e-01"),
        ("%E", [0.53], "5.300000E-01"),
        ("%5i", [5], "    5"),
        ("%-05i", [5], "5    "),
        ("%+i", [-5], "-5"),
        ("% i", [5], " 5"),
        ("%*2$x", [10, 5], "    a"),
        ("%1$*2$g", [10, 5], "   10"),
        ("%hhd", [FormatArgument(Int32(300))], "44"),
        ("%hx", [FormatArgument(Int16(-1))], "ffff"),
        ("%-*d|", [-4, 7], "7   |"),
        ("%-6s|", ["ab"], "ab    |"),
        ("%.2s", ["abc"], "ab"),
        ("%5c", ["a"], "    a"),
        ("%@ %@ %@", [5, 5.0, "x"], "5 5.0 x"),
        ("%1$i %3$i", [1, "ignored", 3], "1 3"),
        ("%D", [5], "5"),
        ("%U", [FormatArgument(UInt.max)], "18446744073709551615"),
        ("%.0O", [7], "7"),
        ("%f", [.double(.pi)], "3.141593"),
        ("%f", [.double(.infinity)], "inf"),
        ("%g", [0], "0"),
        ("%.1g", [0.53], "0.5"),
        ("%'f", [5000.123], "5,000.123000"),
        ("%'0g", [1000], "1,000"),
        ("%0'*2$.3g", [1000, 6], "01,000"),
        ("%0'5i", [5000], "5,000"),
        ("%'g", [.double(-.infinity)], "-∞"),
        ("%p", [FormatArgument(UInt(0x1f))], "0x1f"),
    ] as [(String, [FormatArgument], String)])
    func prints(_ format: String, _ arguments: [FormatArgument], _ expected: String) throws {
        #expect(try FormatString(format).print(arguments) == expected)
    }

    @Test func intPlaceholderTakesOnlyTypesCPromotesToInt() throws {
        let format = try FormatString("%i")
        for accepted in [FormatArgument(Int32(5)), FormatArgument(Int16(5)), FormatArgument(UInt16(5)),
                         FormatArgument(Int8(5)), FormatArgument(UInt8(5))] {
            #expect(try format.print([accepted]) == "5")
        }
        for refused in [FormatArgument(UInt(5)), FormatArgument(UInt32(5)), FormatArgument(Int64(5)),
                        FormatArgument(UInt64(5)), .double(5), .string("foo")] {
            #expect(throws: FormatError.self) { try format.print([refused]) }
        }
    }

    @Test func doublePlaceholderTakesEveryInteger() throws {
        let format = try FormatString("%g")
        for argument in [FormatArgument(UInt(5)), FormatArgument(UInt64(5)), FormatArgument(UInt32(5)),
                         FormatArgument(Int8(5)), .float(5)] {
            #expect(try format.print([argument]) == "5")
        }
        #expect(throws: FormatError.argumentMismatch(1, given: "String", expected: .double)) {
            try format.print(["foo"])
        }
    }

    @Test func characterPlaceholderTakesCodePointsUpTo32Bits() throws {
        let format = try FormatString("%c")
        for argument in [FormatArgument(97), FormatArgument(UInt8(97)), FormatArgument(Int8(97)), .unicodeScalar("a")] {
            #expect(try format.print([argument]) == "a")
        }
        #expect(throws: FormatError.self) { try format.print([FormatArgument(UInt64(97))]) }
        #expect(throws: FormatError.self) { try format.print(["ab"]) }
    }

    @Test func typesListGapsAsAnyAndCountStarArguments() throws {
        #expect(try FormatString("%205$f").types.count == 205)
        #expect(try FormatString("%1$i %3$s").types.map(\.name) == ["Int", "Any", "String"])
        #expect(try FormatString("%*.*f").types.map(\.name) == ["Int", "Int", "Double"])
        #expect(try FormatString("%lld %lc %p %qu").types.map(\.name) == ["Int64", "Character", "AnyObject", "UInt64"])
    }

    @Test func parsedFormatIsReusable() throws {
        let format = try FormatString("%d item%s")
        #expect(try format.print([1, ""]) == "1 item")
        #expect(try format.print([2, "s"]) == "2 items")
        #expect(format.placeholders.map(\.specifier) == [.decimal, .string])
    }
}
