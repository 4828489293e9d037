import Diagnostics
import EverLayout
import TestSupport
import Testing

/// EverLayout reads its layouts with the project's one JSON parser: the same errors at the same
/// offsets as `JSON.parse`, each at the offending character; only what is kept differs.
@Suite struct JSONNodeReaderTests {
    @Test(arguments: [
        (#"{"a": 1 1️⃣"b": 2}"#, "Expected ',' or '}' in object"),
        ("[1 1️⃣2]", "Expected ',' or ']' in array"),
        (#"{"a": tru1️⃣}"#, "Invalid literal, expected true"),
        (#"["a\1️⃣q"]"#, "Invalid escape in string"),
        (#"["\u121️⃣"]"#, "Invalid \\u escape"),
        (#""\u01️⃣"#, "Invalid \\u escape"),
        (#"["\ud83d1️⃣x"]"#, "Unpaired surrogate in string"),
        ("[1, 1️⃣1e400]", "Number 1e400 is out of range"),
        ("[1️⃣2.5e-400]", "Number 2.5e-400 is out of range"),
        ("{\"a\": \"1️⃣\u{1}\"}", "Control character in string"),
        (#"{"a": [1️⃣"#, "Unexpected end of JSON"),
        (#"{"a": 1} 1️⃣x"#, "Unexpected text after the JSON value"),
    ])
    func errorsAreTheParsersAtTheOffendingCharacter(marked: String, message: String) {
        let text = MarkedText(marked)
        let expected = JSONParseError(message: message, offset: text.offsets[1]!)
        #expect(throws: expected) { try JSONNodeReader.read(Array(text.text.utf8)) }
        #expect(throws: expected) { try JSON.parse(text.text) }
    }

    @Test func aByteOrderMarkIsSkippedAndCounted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
        let node = try JSONNodeReader.read(bytes)
        #expect(node.span == SourceSpan(3, 11))
        #expect(node["a"]?.value.span == SourceSpan(9, 10))
        // `JSON.parse` reads protocol lines and configuration, where a mark is not JSON.
        #expect(throws: JSONParseError(message: "Unexpected character 'ï' in JSON", offset: 0)) {
            try JSON.parse(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func duplicateKeysKeepTheLastValue() throws {
        let text = #"{"a": 1, "b": 2, "a": 3}"#
        // EverLayout keeps the last member where it stands, with its key's position.
        let members = try #require(try JSONNodeReader.read(Array(text.utf8)).members)
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[1].keySpan == SourceSpan(17, 20))
        if case let .number(value) = members[1].value.kind { #expect(value == 3) } else { Issue.record("not a number") }
        // `JSON` keeps the first key's place (encoded events keep their key order).
        #expect(try JSON.parse(text).encoded == #"{"a":3,"b":2}"#)
    }

    /// Past the point where keys are looked up in a table, a repeated key still moves last.
    @Test func duplicateKeysInALargeObjectKeepTheLastValueLast() throws {
        let filler = (0..<20).map { #""f\#($0)": 0"# }.joined(separator: ", ")
        let text = #"{"a": 1, \#(filler), "a": 2, "f3": 3, "a": 4}"#
        let members = try #require(try JSONNodeReader.read(Array(text.utf8)).members)
        #expect(members.count == 21)
        #expect(members.map(\.key).suffix(2) == ["f3", "a"])
        #expect(members.filter { $0.key == "a" }.count == 1)
        if case let .number(value) = members[20].value.kind { #expect(value == 4) } else { Issue.record("not a number") }
    }
}

/// Bytes that are not UTF-8 read as U+FFFD, in a plain run or next to an escape.
@Suite struct JSONNodeReaderStringTests {
    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let bytes: [UInt8] = [UInt8(ascii: "["), 0x22, 0x61, 0xC3, 0x22, 0x2C, 0x22, 0xFF, 0x5C, 0x6E, 0x80, 0x22, UInt8(ascii: "]")]
        let strings = try JSONNodeReader.read(bytes).elements?.map(\.string)
        #expect(strings == ["a\u{FFFD}", "\u{FFFD}\n\u{FFFD}"])
    }
}
