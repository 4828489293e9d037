import Diagnostics
import Testing

/// Numbers survive a round trip: parsed and written back, a value never changes, so a number
/// `Double` cannot hold is refused where it stands rather than read as infinity or zero.
@Suite struct JSONNumberTests {
    @Test(arguments: [
        ("1E400", "Number 1E400 is out of range at offset 0"),
        ("[1, -1e309]", "Number -1e309 is out of range at offset 4"),
        (#"{"x": 2.5e-400}"#, "Number 2.5e-400 is out of range at offset 6"),
        ("[" + String(repeating: "9", count: 400) + "]",
         "Number 9999999999999999999999999999999999999999… is out of range at offset 1"),
    ])
    func refusesNumbersOutOfRange(text: String, description: String) {
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
        do {
            _ = try JSON.parse(text)
        } catch {
            #expect(error.description == description)
        }
    }

    @Test(arguments: [
        ("1.7976931348623157e308", "1.7976931348623157e+308"),
        ("-5e-324", "-5e-324"),
        ("0e400", "0"),
        ("-0.0e-999", "0"),
        ("123456789012345678", "1.2345678901234568e+17"),
        ("0.1", "0.1"),
    ])
    func keepsNumbersInRangeThroughARoundTrip(text: String, encoded: String) throws {
        let value = try JSON.parse(text)
        #expect(value.encoded == encoded)
        #expect(try JSON.parse(value.encoded) == value)
    }
}
