import Diagnostics
import Testing

/// The word tests the scanners skip text with: each must find every byte it asks for, in any of
/// the eight places, whatever the other seven are.
@Suite struct ByteWordsTests {
    /// Eight bytes with `byte` at `place` and `filler` elsewhere, read as the scanners read them.
    private func word(_ byte: UInt8, at place: Int, filler: UInt8) -> UInt64 {
        var bytes = [UInt8](repeating: filler, count: 8)
        bytes[place] = byte
        return bytes.withUnsafeBufferPointer { ByteWords.load($0, at: 0) }
    }

    @Test func loadReadsTheFirstByteLowest() {
        let bytes: [UInt8] = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09]
        let word = bytes.withUnsafeBufferPointer { ByteWords.load($0, at: 1) }
        #expect(word == 0x0908_0706_0504_0302)
    }

    @Test(arguments: [UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "{"), 0x00, 0xE2, 0xFF])
    func containsFindsTheByteInEveryPlace(_ byte: UInt8) {
        for place in 0..<8 {
            for filler: UInt8 in [0x20, 0x61, 0x7F, 0x80, 0xC3, byte &+ 1, byte &- 1] where filler != byte {
                #expect(ByteWords.contains(word(byte, at: place, filler: filler), byte), "byte \(byte) at \(place) among \(filler)")
                #expect(!ByteWords.contains(word(filler, at: place, filler: filler), byte), "filler \(filler) only")
            }
        }
    }

    /// Every subset of the eight places holding the byte, the rest a filler that differs from it
    /// in one bit or in the high bit alone (where a sum that carried or a loose test would count).
    @Test(arguments: [UInt8(ascii: "["), UInt8(ascii: "<"), 0x00, 0x80, 0xFF])
    func countIsExact(_ byte: UInt8) {
        #expect(ByteWords.count(0x5B3C_5B3C_5B3C_5B3C, UInt8(ascii: "[")) == 4)
        for filler: UInt8 in [byte ^ 0x01, byte ^ 0x80, byte ^ 0x7F, byte &+ 1, 0x00, 0xFF] where filler != byte {
            for mask in 0..<256 {
                var bytes = [UInt8](repeating: filler, count: 8)
                for place in 0..<8 where mask >> place & 1 != 0 { bytes[place] = byte }
                let word = bytes.withUnsafeBufferPointer { ByteWords.load($0, at: 0) }
                #expect(ByteWords.count(word, byte) == mask.nonzeroBitCount, "byte \(byte) among \(filler), places \(mask)")
            }
        }
    }

    @Test func containsBelowIsExact() {
        for place in 0..<8 {
            #expect(ByteWords.contains(word(0x1F, at: place, filler: 0x41), below: 0x20))
            #expect(ByteWords.contains(word(0x00, at: place, filler: 0xE2), below: 0x20))
            #expect(!ByteWords.contains(word(0x20, at: place, filler: 0x41), below: 0x20))
            #expect(!ByteWords.contains(word(0x80, at: place, filler: 0xFF), below: 0x20))
        }
    }

    @Test func printableASCII() {
        let text = Array("Lorem ip".utf8)
        #expect(ByteWords.isPrintableASCII(text.withUnsafeBufferPointer { ByteWords.load($0, at: 0) }))
        for place in 0..<8 {
            #expect(!ByteWords.isPrintableASCII(word(0x0A, at: place, filler: 0x61)), "newline at \(place)")
            #expect(!ByteWords.isPrintableASCII(word(0xC3, at: place, filler: 0x61)), "UTF-8 lead at \(place)")
            #expect(ByteWords.isPrintableASCII(word(0x7F, at: place, filler: 0x20)))
        }
    }

    @Test func scalarStartsSkipContinuationBytes() {
        // "aé€bc": a, é (2 bytes), € (3 bytes), b, c — 8 bytes, 5 scalars.
        let bytes = Array("aé€bc".utf8)
        #expect(bytes.count == 8)
        #expect(bytes.withUnsafeBufferPointer { ByteWords.scalarStarts(ByteWords.load($0, at: 0)) } == 5)
        #expect(ByteWords.scalarStarts(word(0x61, at: 0, filler: 0x62)) == 8)
        #expect(ByteWords.scalarStarts(word(0xF0, at: 0, filler: 0x80)) == 1)
    }

    /// Two 100-byte texts that differ in byte `at` (or in none), across the 32-byte blocks,
    /// the words and the last bytes.
    @Test(arguments: [0, 7, 8, 31, 32, 33, 63, 64, 95, 96, 99, -1])
    func commonEndsAndEquality(at: Int) {
        let old = (0..<100).map { UInt8(0x30 + $0 % 10) }
        var new = old
        if at >= 0 { new[at] = 0x2A }
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                #expect(ByteWords.commonPrefix(a, b, count: 100) == (at >= 0 ? at : 100))
                #expect(ByteWords.commonSuffix(a, b, count: 100) == (at >= 0 ? 99 - at : 100))
                #expect(ByteWords.equal(a, b) == (at < 0))
                // A count short of the difference stops there.
                #expect(ByteWords.commonPrefix(a, b, count: 5) == min(5, at >= 0 ? at : 100))
            }
        }
    }

    @Test func equalityNeedsTheSameLength() {
        let short = Array("abc".utf8), long = Array("abcd".utf8), empty: [UInt8] = []
        short.withUnsafeBufferPointer { a in long.withUnsafeBufferPointer { b in #expect(!ByteWords.equal(a, b)) } }
        empty.withUnsafeBufferPointer { a in empty.withUnsafeBufferPointer { b in #expect(ByteWords.equal(a, b)) } }
        #expect(SourceText("width = 12").hasText("width = 12"))
        #expect(!SourceText("width = 12").hasText("width = 13"))
    }
}
