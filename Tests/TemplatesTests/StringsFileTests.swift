import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// `.strings` files: grammar, escapes, encodings and malformed input.
@Suite struct StringsFileTests {
    @Test func readsEntriesWithKeyPositions() {
        let marked = MarkedText("""
            /* Copyright */
            1️⃣"greeting" = 2️⃣"Hello";
            // a line comment
            3️⃣Title.Main = 4️⃣Word_1;   5️⃣"alone";
            """)
        let table = StringsFile.parse(Array(marked.text.utf8))
        #expect(table.diagnostics.isEmpty)
        #expect(table.entries.map(\.key) == ["greeting", "Title.Main", "alone"])
        #expect(table.values == ["greeting": "Hello", "Title.Main": "Word_1", "alone": "alone"])
        #expect(table.entries[0].keyRange == SourceRange(start: marked[1], end: marked[1].movedRight(10)))
        #expect(table.entries[0].valueRange.start == marked[2])
        #expect(table.entries[1].keyRange.start == marked[3])
        #expect(table.entries[1].valueRange.start == marked[4])
        #expect(table.entries[2].keyRange.start == marked[5])
        #expect(table["greeting"] == "Hello")
        #expect(table.isComplete)
    }

    @Test func decodesEscapes() {
        let text = #""k" = "q\" b\\ n\n t\t r\r b\b f\f a\a v\v o\101\60x \U00e9\U20AC \UD83D\UDE00 z\z";"#
        let table = StringsFile.parse(Array(text.utf8))
        #expect(table.diagnostics.isEmpty)
        #expect(table["k"] == "q\" b\\ n\n t\t r\r b\u{8} f\u{C} a\u{7} v\u{B} oA0x é€ 😀 zz")
    }

    @Test func keepsLiteralNewlinesAndUnicodeInStrings() {
        let table = StringsFile.parse(Array("\"multi\" = \"line one\nline two ✓\";".utf8))
        #expect(table["multi"] == "line one\nline two ✓")
    }

    @Test(arguments: [
        ("utf8", [UInt8]()),
        ("utf8 with BOM", [0xEF, 0xBB, 0xBF]),
        ("utf16le", [0xFF, 0xFE]),
        ("utf16be", [0xFE, 0xFF]),
    ])
    func readsEveryXcodeEncoding(name: String, byteOrderMark: [UInt8]) {
        let marked = MarkedText("/* é */\n1️⃣\"Grüße\" = \"😀\";\n")
        var bytes = byteOrderMark
        switch name {
        case "utf16le": for unit in marked.text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        case "utf16be": for unit in marked.text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        default: bytes += Array(marked.text.utf8)
        }
        let table = StringsFile.parse(bytes)
        #expect(table.diagnostics.isEmpty, "\(name)")
        #expect(table.values == ["Grüße": "😀"], "\(name)")
        #expect(table.entries.first?.keyRange.start == marked[1], "\(name)")
    }

    @Test func acceptsABracedPropertyList() {
        let table = StringsFile.parse(Array("{ \"a\" = \"1\"; b = 2; }\n".utf8))
        #expect(table.values == ["a": "1", "b": "2"])
        #expect(table.diagnostics.isEmpty)
    }

    @Test func duplicateKeyWarnsAndLastValueWins() {
        let marked = MarkedText("\"a\" = \"1\";\n\"b\" = \"2\";\n1️⃣\"a\" = \"3\";")
        let table = StringsFile.parse(Array(marked.text.utf8), file: "en.lproj/Localizable.strings")
        #expect(table["a"] == "3")
        #expect(table.entries.count == 3)
        #expect(table.isComplete)
        #expect(table.diagnostics.count == 1)
        #expect(table.diagnostics.first?.severity == .warning)
        #expect(table.diagnostics.first?.message == "Duplicate key \"a\" (first defined at line 1); the last value wins")
        #expect(table.diagnostics.first?.range?.start == marked[1])
        #expect(table.diagnostics.first?.file == "en.lproj/Localizable.strings")
    }

    static let malformed: [(input: String, message: String, keptKeys: [String])] = [
        ("\"a\" = \"1\";\n\"b\" = \"2\"1️⃣\n\"c\" = \"3\";", "Missing ';' after the value of \"b\"", ["a"]),
        ("\"a\" = \"1\";\n\"b\" = 1️⃣\"2;\n", "Unterminated string: missing closing '\"'", ["a"]),
        ("\"a\" 1️⃣: \"1\";", "Expected '=' or ';' after key \"a\", found ':'", []),
        ("\"a\" = 1️⃣;", "Expected a value for \"a\" after '=', found ';'", []),
        ("\"a\" = \"1\";\n1️⃣= \"2\";", "Expected a key (a quoted string or a word), found '='", ["a"]),
        ("\"a\" = \"1\"; 1️⃣/* unfinished", "Comment not terminated: missing '*/'", ["a"]),
        ("\"a\" = \"1️⃣\\Uzz\";", "Invalid \\U escape: expected up to 4 hex digits naming a character", []),
        ("\"a\" = \"x1️⃣\\UD83D y\";", "Invalid \\U escape: expected up to 4 hex digits naming a character", []),
        ("\"a\"1️⃣", "Expected '=' or ';' after key \"a\", found end of file", []),
        ("{ \"a\" = \"1\";1️⃣", "Missing '}' at the end of the file", ["a"]),
        ("{ \"a\" = \"1\"; } 1️⃣x", "Unexpected text after the closing '}'", ["a"]),
        ("\"a\" = 1️⃣(\"x\");", "Expected a value for \"a\" after '=', found '('", []),
    ]

    @Test(arguments: malformed)
    func reportsTheFirstProblemAndKeepsEarlierEntries(input: String, message: String, keptKeys: [String]) {
        let marked = MarkedText(input)
        let table = StringsFile.parse(Array(marked.text.utf8))
        #expect(table.entries.map(\.key) == keptKeys)
        #expect(!table.isComplete)
        #expect(table.diagnostics.map(\.message) == [message])
        #expect(table.diagnostics.first?.range?.start == marked[1])
    }

    @Test func reportsInvalidUTF8AtTheFirstBadByte() {
        let marked = MarkedText("\"a\" = \"1\";\n\"b\" = \"1️⃣\";")
        let table = StringsFile.parse(marked.bytes(inserting: [0xC0, 0x80]))
        #expect(table.entries.isEmpty)
        #expect(table.diagnostics.map(\.message) == ["Strings file is not valid UTF-8: unexpected byte 0xC0"])
        #expect(table.diagnostics.first?.range?.start == marked[1])
    }

    @Test func refusesBinaryJunk() {
        let marked = MarkedText("\"a\" = \"1️⃣\";")
        let table = StringsFile.parse(marked.bytes(inserting: [0x00, 0x01]))
        #expect(table.diagnostics.map(\.message) == [
            "Unexpected NUL byte: save the strings file as UTF-8, or as UTF-16 with a byte order mark",
        ])
        #expect(table.diagnostics.first?.range?.start == marked[1])
    }

    @Test func refusesUnpairedSurrogateInUTF16() {
        let table = StringsFile.parse([0xFE, 0xFF, 0x00, 0x22, 0xDC, 0x00])
        #expect(table.diagnostics.map(\.message) == ["Strings file is not valid UTF-16: unpaired surrogate"])
        #expect(table.diagnostics.first?.range?.start == SourcePosition(line: 1, column: 2))
    }

    @Test func refusesUTF16WithoutByteOrderMark() {
        var bytes: [UInt8] = []
        for unit in "\"a\" = \"b\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let table = StringsFile.parse(bytes)
        #expect(table.diagnostics.map(\.message) == ["Strings file looks like UTF-16 without a byte order mark; save it as UTF-8"])
    }

    @Test func readsTheSampleAppFile() {
        let url = FixturePaths.fixtures.appendingPathComponent("samples/layout-sampleapp/Localizable.strings")
        let table = StringsFile.read(contentsOf: url, file: "Localizable.strings")
        #expect(table.diagnostics.isEmpty)
        #expect(table["Lorem.Ipsum"] == "Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
    }

    @Test func missingFileIsAnEmptyTableWithAnError() throws {
        let folder = try TemporaryFolder()
        let table = StringsFile.read(contentsOf: folder.url.appendingPathComponent("None.strings"))
        #expect(table.entries.isEmpty)
        #expect(table.diagnostics.first?.message.hasPrefix("Unable to read strings file: ") == true)
    }
}
