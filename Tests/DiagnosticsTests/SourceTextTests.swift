import Diagnostics
import Testing

@Suite struct SourceTextTests {
    @Test func positionsCountLinesAndScalars() {
        let source = SourceText("ab\nçd\r\nxyz")
        #expect(source.position(atOffset: 0) == SourcePosition(line: 1, column: 1))
        #expect(source.position(atOffset: 3) == SourcePosition(line: 2, column: 1))
        // "ç" is two UTF-8 bytes but one column.
        #expect(source.position(atOffset: 5) == SourcePosition(line: 2, column: 2))
        #expect(source.position(atOffset: 8) == SourcePosition(line: 3, column: 1))
        #expect(source.position(atOffset: 99) == SourcePosition(line: 3, column: 4))
        #expect(source.line(2) == "çd")
        #expect(source.line(4) == nil)
    }

    /// A minified document is one long line: positions on it are found from checkpoints, not
    /// by counting from the line start (which was quadratic), and count scalars as before.
    @Test func positionsOnALongLineCountScalarsFromCheckpoints() {
        let line = String(repeating: "aé€😀", count: 500)
        let source = SourceText("x\n" + line + "\r\nz")
        let bytes = Array(line.utf8)
        var column = 1
        for offset in 0...bytes.count {
            #expect(source.position(atOffset: 2 + offset) == SourcePosition(line: 2, column: column))
            if offset < bytes.count, bytes[offset] & 0xC0 != 0x80 { column += 1 }
        }
        #expect(source.position(atOffset: 2 + 10 * 64) == SourcePosition(line: 2, column: 257))
        #expect(source.position(atOffset: 2 + bytes.count + 2) == SourcePosition(line: 3, column: 1))
        #expect(source.position(atOffset: 2 + bytes.count + 3) == SourcePosition(line: 3, column: 2))
        #expect(SourceText("").position(atOffset: 5) == SourcePosition(line: 1, column: 1))
        #expect(SourceText(String(repeating: "é", count: 32)).position(atOffset: 64) == SourcePosition(line: 1, column: 33))
    }

    /// An all-ASCII text takes columns as byte differences; one scalar beyond ASCII anywhere
    /// (here the last) makes every position count scalars again.
    @Test func asciiTextsAndTextsWithOneWideScalarAgree() {
        let ascii = SourceText("{\r\n  \"a\": 1,\n" + String(repeating: "x", count: 300) + "\n}")
        #expect(ascii.position(atOffset: 3) == SourcePosition(line: 2, column: 1))
        #expect(ascii.position(atOffset: 5) == SourcePosition(line: 2, column: 3))
        #expect(ascii.position(atOffset: 13 + 299) == SourcePosition(line: 3, column: 300))
        #expect(ascii.position(atOffset: 13 + 301) == SourcePosition(line: 4, column: 1))
        let wide = SourceText("{\r\n  \"a\": 1,\n" + String(repeating: "x", count: 300) + "\n}é")
        #expect(wide.position(atOffset: 5) == SourcePosition(line: 2, column: 3))
        #expect(wide.position(atOffset: 13 + 299) == SourcePosition(line: 3, column: 300))
        #expect(wide.position(atOffset: 13 + 302) == SourcePosition(line: 4, column: 2))
        #expect(wide.position(atOffset: 13 + 304) == SourcePosition(line: 4, column: 3))
    }

    /// A text made from its bytes (`SourceText(utf8:)`) positions as one made from their
    /// string: ASCII bytes kept as they are (a column is a byte difference), others decoded,
    /// an ill-formed byte becoming U+FFFD (three bytes in the text) as `String(decoding:)` does.
    @Test func aTextFromBytesPositionsAsOneFromItsString() {
        let ascii = SourceText(utf8: Array("{\r\n  \"top\": \"@super +8\"\n}".utf8))
        #expect(ascii.position(atOffset: 5) == SourcePosition(line: 2, column: 3))
        #expect(ascii.position(atOffset: 12) == SourcePosition(line: 2, column: 10))
        #expect(ascii.position(atOffset: 24) == SourcePosition(line: 3, column: 1))
        #expect(ascii.text == "{\r\n  \"top\": \"@super +8\"\n}")
        #expect(ascii.line(2) == "  \"top\": \"@super +8\"")
        #expect(ascii.line(2, scalars: 2..<7) == "\"top\"")
        #expect(ascii.offset(of: SourcePosition(line: 2, column: 4)) == 6)
        #expect(ascii.scalarCount(ofLine: 2) == 20)
        let wide = SourceText(utf8: Array("ab\nçd".utf8))
        #expect(wide.position(atOffset: 5) == SourcePosition(line: 2, column: 2))
        #expect(wide.position(atOffset: 6) == SourcePosition(line: 2, column: 3))
        let illFormed = SourceText(utf8: [0x61, 0xFF, 0x62, 0x0A, 0x63])
        #expect(illFormed.text == "a\u{FFFD}b\nc")
        #expect(illFormed.position(atOffset: 4) == SourcePosition(line: 1, column: 3))
        #expect(illFormed.position(atOffset: 6) == SourcePosition(line: 2, column: 1))
    }

    /// Line starts are found eight bytes at a time up to the next byte below 0x0E: every way a
    /// line ends (`\n`, `\r\n`, a lone `\r`), at every place in a word of eight, is one line end,
    /// and bytes below 0x0E that end no line (a tab, 0x0B, 0x0C) end none.
    @Test func lineStartsFoundEightBytesAtATimeMissNoLineEnd() {
        #expect(LineStarts.of(Array("abcdefg\r\nhijklmnopq\rrs\n".utf8)) == [0, 9, 20, 23])
        #expect(LineStarts.of(Array("\t\u{0B}\u{0C}abcdefghij\r".utf8)) == [0, 14])
        #expect(LineStarts.of(Array("0123456\r\n".utf8)) == [0, 9])
        #expect(LineStarts.of(Array("01234567\n".utf8)) == [0, 9])
        #expect(LineStarts.of(Array("\n\n\r\r\n".utf8)) == [0, 1, 2, 3, 5])
        #expect(LineStarts.of([]) == [0])
        for offset in 0..<24 {
            for end in ["\n", "\r\n", "\r"] {
                let text = String(repeating: "x", count: offset) + end + String(repeating: "y", count: 19)
                #expect(LineStarts.of(Array(text.utf8)) == [0, offset + end.utf8.count], "\(end.debugDescription) at \(offset)")
            }
        }
    }

    /// A search started at a line hint answers as one without, whatever the hint (in order,
    /// backwards, out of range), and leaves the hint at the offset's line.
    @Test func aLineHintNeverChangesTheAnswer() {
        let source = SourceText("ab\nçd\r\n\nxyz\n")
        let offsets = [0, 1, 3, 5, 6, 8, 9, 10, 12, 13, 99, 2, 0, 9]
        for start in [-3, 0, 1, 2, 3, 4, 5, 40] {
            var line = start
            for offset in offsets {
                #expect(source.position(atOffset: offset, line: &line) == source.position(atOffset: offset), "offset \(offset) from line \(start)")
                #expect(line == source.position(atOffset: offset).line - 1)
            }
        }
        var line = 0
        #expect(source.position(atOffset: 9, line: &line) == SourcePosition(line: 4, column: 1))
        #expect(line == 3)
    }

    /// Offsets many lines after the hint (a document's views some lines apart) are found by
    /// strides from it: every offset of a 60-line text, from hints 0 to 59 lines behind.
    @Test func aHintFarBehindFindsTheLine() {
        let text = (0..<60).map { String(repeating: "x", count: $0 % 7) + ($0 % 5 == 0 ? "é" : "") }.joined(separator: "\n")
        let source = SourceText(text)
        for hint in stride(from: 0, to: 60, by: 6) {
            for offset in 0...text.utf8.count {
                var line = hint
                #expect(source.position(atOffset: offset, line: &line) == source.position(atOffset: offset), "offset \(offset) from line \(hint)")
                #expect(line == source.position(atOffset: offset).line - 1)
            }
        }
        var line = 2
        #expect(source.position(atOffset: 118, line: &line) == SourcePosition(line: 28, column: 2))
        #expect(line == 27)
    }

    @Test func emptySpanCoversOneColumn() {
        let source = SourceText("1 +")
        let range = source.range(of: SourceSpan(3, 3))
        #expect(range == SourceRange(start: SourcePosition(line: 1, column: 4), end: SourcePosition(line: 1, column: 5)))
    }

    @Test func excerptPutsCaretUnderRange() {
        let range = SourceRange(start: SourcePosition(line: 12, column: 14), end: SourcePosition(line: 12, column: 19))
        let text = Excerpt.render(line: "    <UILabel widht=\"100%\"", range: range)
        #expect(text == "12 |     <UILabel widht=\"100%\"\n   |              ^~~~~")
    }

    @Test func excerptKeepsTabsForAlignment() {
        let range = SourceRange(at: SourcePosition(line: 1, column: 3))
        #expect(Excerpt.render(line: "\t\tx", range: range) == "1 | \t\tx\n  | \t\t^")
    }

    @Test func formattedDiagnosticIsCompilerStyle() {
        let source = SourceText("5 + foo")
        let diagnostic = Diagnostic(
            message: "Unknown property foo",
            file: "Home.xml",
            range: source.range(of: SourceSpan(4, 7)),
            suggestions: ["food"]
        ).withExcerpt(from: source)
        #expect(diagnostic.formatted == """
            Home.xml:1:5: error: Unknown property foo
            1 | 5 + foo
              |     ^~~
            note: did you mean food?
            """)
    }
}

@Suite struct SuggestionsTests {
    @Test func ranksByEditDistanceCaseInsensitively() {
        let matches = Suggestions.bestMatches(for: "widht", in: ["height", "width", "Width2", "left", "wid"])
        #expect(matches == ["width", "Width2", "wid"])
    }

    @Test func dropsFarCandidates() {
        #expect(Suggestions.bestMatches(for: "top", in: ["backgroundColor", "accessibilityLabel"]).isEmpty)
    }
}

@Suite struct JSONTests {
    @Test func encodesCompactlyInKeyOrder() {
        let value: JSON = ["event": "render", "n": 20, "x": 20.5, "s": "a\"b\n", "list": [true, nil]]
        #expect(value.encoded == #"{"event":"render","n":20,"x":20.5,"s":"a\"b\n","list":[true,null]}"#)
    }

    @Test func escapesWhatNeedsItWhereverItFallsInTheText() {
        // Escapes before, inside and after each eight-byte run the writer skips at once.
        for padding in 0...17 {
            let lead = String(repeating: "a", count: padding)
            let text = lead + "\"" + lead + "\\" + lead + "\u{1}\t" + lead + "\u{2028}é\u{2029}" + lead + "→€" + lead
            let expected = lead + #"\""# + lead + #"\\"# + lead + #"\u0001\t"# + lead + #"\u2028é\u2029"# + lead + "→€" + lead
            #expect(JSON.string(text).encoded == "\"" + expected + "\"", "padding \(padding)")
        }
    }

    @Test func parsesWhatItEncodes() throws {
        let text = #"{"a":[1,-2.5e1,"\u00e9\ud83d\ude00"],"b":{"c":null,"d":false}}"#
        let value = try JSON.parse(text)
        #expect(value["a"] == [1, -25, "é😀"])
        #expect(value["b"]?["d"] == false)
        #expect(value.encoded == #"{"a":[1,-25,"é😀"],"b":{"c":null,"d":false}}"#)
    }

    @Test(arguments: [
        ("", "Unexpected end of JSON", 0),
        ("{\"a\" 1}", "Expected ':' after key", 5),
        ("[1,]", "Unexpected character ']' in JSON", 3),
        ("\"abc", "Unterminated string", 4),
        ("1 2", "Unexpected text after the JSON value", 2),
    ])
    func reportsErrorsWithOffsets(text: String, message: String, offset: Int) {
        #expect(throws: JSONParseError(message: message, offset: offset)) { try JSON.parse(text) }
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSON.parse(text) }
    }

    /// `replacing` shifts the line index past an edit with no line break in it: the same
    /// positions, lines and text as the edited text indexed anew, at every offset.
    @Test func aNumberRewrittenShiftsTheLineIndex() throws {
        let text = "let a = 20\r\nlet b = 7\n\nview.height = 1_240.5 // x\nend"
        let old = SourceText(text)
        func edited(_ from: String, _ to: String) throws -> (SourceText, SourceText) {
            let start = try #require(text.utf8.firstRange(of: from.utf8)).lowerBound
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: start)
            let bytes = Array(text.utf8[..<start]) + Array(to.utf8) + Array(text.utf8[text.utf8.index(start, offsetBy: from.utf8.count)...])
            let shifted = try #require(old.replacing(offset..<(offset + from.utf8.count), with: ArraySlice(to.utf8), giving: bytes))
            return (shifted, SourceText(utf8: bytes))
        }
        for (from, to) in [("20", "2000"), ("7", "8"), ("1_240.5", "3"), ("1_240.5", "1_240.75")] {
            let (shifted, fresh) = try edited(from, to)
            #expect(shifted.hasSameText(as: fresh))
            #expect(shifted.lineCount == fresh.lineCount)
            #expect((0...fresh.bytes.count + 1).map { shifted.position(atOffset: $0) } == (0...fresh.bytes.count + 1).map { fresh.position(atOffset: $0) })
            #expect((1...fresh.lineCount).map { shifted.line($0) } == (1...fresh.lineCount).map { fresh.line($0) })
        }
        let (longer, _) = try edited("20", "2000")
        #expect(longer.position(atOffset: 14) == SourcePosition(line: 2, column: 1))
        #expect(longer.line(4) == "view.height = 1_240.5 // x")
    }

    /// Made anew instead (nil): a line break in or out, an empty side (which could make or
    /// split a `\r\n`), a text that is not ASCII.
    @Test func anEditThatCouldMoveALineIsIndexedAnew() {
        let old = SourceText("a\r5\nb")
        #expect(old.replacing(2..<3, with: ArraySlice("\n".utf8), giving: Array("a\r\n\nb".utf8)) == nil)
        #expect(old.replacing(2..<3, with: [], giving: Array("a\r\nb".utf8)) == nil)
        #expect(old.replacing(2..<2, with: ArraySlice("6".utf8), giving: Array("a\r65\nb".utf8)) == nil)
        #expect(old.replacing(2..<3, with: ArraySlice("é".utf8), giving: Array("a\ré\nb".utf8)) == nil)
        #expect(SourceText("é 5").replacing(3..<4, with: ArraySlice("6".utf8), giving: Array("é 6".utf8)) == nil)
        // A replacement whose length does not make the bytes given is refused too.
        #expect(old.replacing(2..<3, with: ArraySlice("6".utf8), giving: Array("a\r66\nb".utf8)) == nil)
        #expect(old.replacing(2..<3, with: ArraySlice("6".utf8), giving: Array("a\r6\nb".utf8))?.line(2) == "6")
    }
}
