import Diagnostics
import Testing

/// Strings are decoded a run of plain text at a time, escapes between runs: the text is the
/// same wherever the escapes stand.
@Suite struct JSONStringTests {
    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""""#, ""),
        (#""\n""#, "\n"),
        (#""\"quoted\"""#, "\"quoted\""),
        (#""a\\b\/c""#, "a\\b/c"),
        (#""tab\tend\r\n""#, "tab\tend\r\n"),
        (#""\b\f""#, "\u{08}\u{0C}"),
        (#""caf\u00e9 \u00E9t\u00e9""#, "café été"),
        (#""\ud83d\ude00 smile""#, "😀 smile"),
        (#""e\u0301 é""#, "e\u{301} \u{E9}"),
        (#""日本\n語""#, "日本\n語"),
    ])
    func escapesAnywhereInTheString(text: String, expected: String) throws {
        #expect(try JSON.parse(text) == .string(expected))
        #expect(try JSON.parse(text).stringValue?.unicodeScalars.elementsEqual(expected.unicodeScalars) == true)
    }

    @Test func keysAreDecodedLikeValues() throws {
        let parsed = try JSON.parse(#"{"a\u0062c": 1, "d\ne": 2}"#)
        #expect(parsed.objectValue?.map(\.0) == ["abc", "d\ne"])
    }
}
