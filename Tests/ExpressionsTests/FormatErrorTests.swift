import Expressions
import Testing

/// The exact text of every format error, and which input produces it.
@Suite struct FormatErrorTests {
    @Test(arguments: [
        (FormatError.unexpectedEndOfString, "Format string ended unexpectedly"),
        (.unexpectedToken("b"), "Unexpected character 'b' in format string"),
        (.duplicateFlag("0"), "Format string contains duplicate flag '0'"),
        (.typeMismatch(1, .int, .double), "Type mismatch for placeholders with index #1: 'Int' vs 'Double'"),
        (.argumentMismatch(1, given: "String", expected: .int), "Type mismatch for argument #1: 'String' vs 'Int'"),
        (.modifierMismatch("L", "d"), "Length modifier 'L' cannot be used with format specifier 'd'"),
        (.unsupportedSpecifier("n"), "The format specifier 'n' is not currently supported"),
        (.missingArgument(2), "Missing argument #2"),
        (.tooManyArguments(2, format: "Hello %s", key: "strings.hello"),
         "Too many arguments (2) for format string 'Hello %s' for key strings.hello"),
        (.tooFewArguments(0, format: "Hello %s", key: "strings.hello"),
         "Too few arguments (0) for format string 'Hello %s' for key strings.hello"),
    ])
    func description(_ error: FormatError, _ text: String) {
        #expect(error.description == text)
    }

    @Test(arguments: [
        ("foo %", FormatError.unexpectedEndOfString),
        ("foo %*", .unexpectedEndOfString),
        ("foo %*4", .unexpectedEndOfString),
        ("foo %.", .unexpectedEndOfString),
        ("foo %bar", .unexpectedToken("b")),
        ("%05$i", .unexpectedToken("$")),
        ("%005$i", .duplicateFlag("0")),
        ("%--5i", .duplicateFlag("-")),
        ("%i %1$f", .typeMismatch(1, .int, .double)),
        ("%*i %1$s", .typeMismatch(1, .int, .string)),
        ("%Ld", .modifierMismatch("L", "d")),
        ("%lf", .modifierMismatch("l", "f")),
        ("%l@", .modifierMismatch("l", "@")),
        ("%zc", .modifierMismatch("z", "c")),
        ("%2$%", .modifierMismatch("2", "%")),
        ("%5%", .modifierMismatch("5", "%")),
        ("%'%", .modifierMismatch("'", "%")),
        ("%h%", .modifierMismatch("h", "%")),
        ("%n", .unsupportedSpecifier("n")),
        ("%99999$d", .unexpectedToken("9")),
    ])
    func parseError(_ format: String, _ expected: FormatError) {
        #expect(throws: expected) { try FormatString(format) }
    }

    @Test func printErrors() throws {
        #expect(throws: FormatError.missingArgument(2)) { try FormatString("%2$@ %1$i").print([5]) }
        #expect(throws: FormatError.argumentMismatch(1, given: "String", expected: .int)) {
            try FormatString("%i").print(["foo"])
        }
        #expect(throws: FormatError.argumentMismatch(1, given: "Double", expected: .int)) {
            try FormatString("%i").print([5.0])
        }
    }
}
