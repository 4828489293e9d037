import Diagnostics
import Testing

@Suite struct SourcePositionTests {
    @Test func aPositionTakesEightBytesAndARangeSixteen() {
        #expect(MemoryLayout<SourcePosition>.size == 8)
        #expect(MemoryLayout<SourceRange>.size == 16)
    }

    @Test func linesAndColumnsReadBackAsSetAndOrderLineFirst() {
        var position = SourcePosition(line: 12, column: 40)
        position.column += 3
        #expect(position.line == 12)
        #expect(position.column == 43)
        #expect(position.description == "12:43")
        #expect(SourcePosition(line: 2, column: 1) > SourcePosition(line: 1, column: 900))
        #expect(SourceRange(start: SourcePosition(line: 3, column: 9), end: SourcePosition(line: 3, column: 2)).end == SourcePosition(line: 3, column: 9))
    }

    @Test func aNumberPastThirtyTwoBitsIsClamped() {
        let far = SourcePosition(line: 1, column: 5_000_000_000)
        #expect(far.column == 2_147_483_647)
        #expect(SourcePosition(line: -5_000_000_000, column: 1).line == -2_147_483_648)
    }
}
