@testable import Expressions
import Testing

/// `containsBytes` and `ByteSearch`, the byte search font and class names are matched with: in place for native
/// strings and substrings, copied for the rest, the same answers either way.
@Suite struct ASCIISearchTests {
    @Test(arguments: [
        ("helveticaneue-condensedbold", "condensed", true),
        ("helveticaneue-condensedbold", "bold", true),
        ("helveticaneue-condensedbold", "italic", false),
        ("avenir-bookoblique", "oblique", true),
        ("bold", "bold", true),
        ("bol", "bold", false),
        ("", "", true),
        ("arial", "", true),
        ("", "a", false),
        ("aaab", "aab", true),
        ("a long name past fifteen bytes, so not a small string", "fifteen", true),
    ])
    func findsANeedle(haystack: String, needle: String, expected: Bool) {
        #expect(haystack.containsBytes(needle) == expected)
        #expect(haystack.dropFirst(0).containsBytes(needle) == expected)
    }

    /// The offset form, which project classes are found in their files with.
    @Test func givesTheFirstOffset() {
        #expect(ByteSearch.offset(of: "\"Card\"", in: #"{"cards": 1, "Card": 2}"#) == 13)
        #expect(ByteSearch.offset(of: "ab", in: "xxabab") == 2)
        #expect(ByteSearch.offset(of: "", in: "abc") == nil)
        #expect(ByteSearch.offset(of: "é", in: "café") == 3)
    }

    @Test func searchesASubstringOnlyWithinItsBounds() {
        let name = "Avenir-HeavyOblique"
        #expect(name.prefix(12).containsBytes("Heavy"))
        #expect(!name.prefix(12).containsBytes("Oblique"))
        #expect(!name.dropFirst(7).containsBytes("Avenir"))
    }
}
