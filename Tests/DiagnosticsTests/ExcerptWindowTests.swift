import Diagnostics
import Testing

/// An excerpt of a long line reads only the window it shows (a minified document is one
/// line, and 2,000 warnings each copying it took 4 s): the excerpt is the one cut from the
/// whole line.
@Suite struct ExcerptWindowTests {
    /// One line of 3,000 scalars mixing one-, two-, three- and four-byte UTF-8 and tabs,
    /// then a second, short line.
    static let longLine = (0..<600).map { ["a", "é", "\t", "語", "😀"][$0 % 5] + "bcde" }.joined()
    static let source = SourceText(String(longLine) + "\nshort line\n")

    @Test(arguments: [1, 2, 30, 41, 42, 43, 100, 1_500, 2_839, 2_840, 2_841, 2_900, 2_999, 3_000, 3_001])
    func aWindowIsTheWholeLinesExcerpt(column: Int) throws {
        for width in [0, 1, 7, 500] {
            let range = SourceRange(start: SourcePosition(line: 1, column: column),
                                    end: SourcePosition(line: 1, column: column + width))
            let windowed = try #require(Excerpt.render(from: Self.source, range: range))
            #expect(windowed == Excerpt.render(line: Self.longLine, range: range))
        }
    }

    @Test func aRangeOntoTheNextLineAndAShortLine() throws {
        let spanning = SourceRange(start: SourcePosition(line: 1, column: 2_000), end: SourcePosition(line: 2, column: 3))
        #expect(Excerpt.render(from: Self.source, range: spanning) == Excerpt.render(line: Self.longLine, range: spanning))
        let short = SourceRange(start: SourcePosition(line: 2, column: 7), end: SourcePosition(line: 2, column: 11))
        #expect(Excerpt.render(from: Self.source, range: short) == "2 | short line\n  |       ^~~~")
        #expect(Excerpt.render(from: Self.source, range: SourceRange(start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 2))) == nil)
    }

    @Test func theWindowStartsAQuarterBeforeTheColumn() {
        let source = SourceText(String(repeating: "0123456789", count: 30))
        let range = SourceRange(start: SourcePosition(line: 1, column: 101), end: SourcePosition(line: 1, column: 103))
        let expected = "1 | …" + String(repeating: "0123456789", count: 16) + "…\n  | " + String(repeating: " ", count: 41) + "^~"
        #expect(Excerpt.render(from: source, range: range) == expected)
    }

    @Test func caretsOnShortLines() {
        func range(_ column: Int, to end: (line: Int, column: Int)) -> SourceRange {
            SourceRange(start: SourcePosition(line: 3, column: column), end: SourcePosition(line: end.line, column: end.column))
        }
        // A range onto a later line is underlined to the end of its first line.
        #expect(Excerpt.render(line: "\tab😀c", range: range(3, to: (5, 1))) == "3 | \tab😀c\n  | \t ^~~")
        // A caret past the line's end is padded out to its column.
        #expect(Excerpt.render(line: "ab", range: range(6, to: (3, 8))) == "3 | ab\n  |      ^~")
        #expect(Excerpt.render(line: "ab", range: range(6, to: (4, 1))) == "3 | ab\n  |      ^")
        #expect(Excerpt.render(line: "", range: range(1, to: (3, 1))) == "3 | \n  | ^")
    }

    @Test func linesAndTheirScalarCounts() {
        let source = SourceText("ab😀\r\ncd\rlast")
        #expect(source.scalarCount(ofLine: 1) == 3)
        #expect(source.scalarCount(ofLine: 3) == 4)
        #expect(source.scalarCount(ofLine: 4) == nil)
        #expect(source.line(1, scalars: 1..<3) == "b😀")
        #expect(source.line(1, scalars: 2..<10) == "😀")
        #expect(source.line(3, scalars: 0..<2) == "la")
    }
}
