import Diagnostics
import TestSupport
import Testing

/// Where two texts differ when only digits do: the common start and end are found 32 bytes at
/// a time, then eight, then byte by byte, so the cases put the difference on both sides of a
/// 32-byte and an eight-byte boundary and near either end.
@Suite struct DigitEditTests {
    static func edit(_ old: String, _ new: String) -> DigitEdit? {
        DigitEdit(from: Array(old.utf8), to: Array(new.utf8))
    }

    @Test(arguments: [
        // One digit changed near the start of a long text (the end compared eight at a time).
        (#"<UIView height="1234" width="100%">"# + String(repeating: "<UILabel/>", count: 20), #"<UIView height="1284" width="100%">"# + String(repeating: "<UILabel/>", count: 20), 18..<19, 18..<19),
        // Near the end of a long text (the start compared eight at a time).
        (String(repeating: "abcdefgh", count: 9) + "x=12;", String(repeating: "abcdefgh", count: 9) + "x=19;", 75..<76, 75..<76),
        // A digit added, and one removed: the run of equal digits counts once.
        ("width=\"100\" height=\"2\"", "width=\"1000\" height=\"2\"", 10..<10, 10..<11),
        ("width=\"1000\" height=\"2\"", "width=\"100\" height=\"2\"", 10..<11, 10..<10),
        // The same text.
        ("no change at all here", "no change at all here", 21..<21, 21..<21),
        // Shorter than eight bytes on either side.
        ("a1b", "a2b", 1..<2, 1..<2),
        // The last byte of the first 32-byte block, and the first byte after it, 300 bytes before the end.
        (String(repeating: "abcdefgh", count: 3) + "abcdefg1" + String(repeating: "y", count: 300),
         String(repeating: "abcdefgh", count: 3) + "abcdefg2" + String(repeating: "y", count: 300), 31..<32, 31..<32),
        (String(repeating: "abcdefgh", count: 4) + "1" + String(repeating: "y", count: 300),
         String(repeating: "abcdefgh", count: 4) + "2" + String(repeating: "y", count: 300), 32..<33, 32..<33),
        // Exactly 32 and 33 bytes from the end.
        ("<" + String(repeating: "z", count: 100) + "5" + String(repeating: "q", count: 31),
         "<" + String(repeating: "z", count: 100) + "6" + String(repeating: "q", count: 31), 101..<102, 101..<102),
        ("<" + String(repeating: "z", count: 100) + "5" + String(repeating: "q", count: 32),
         "<" + String(repeating: "z", count: 100) + "6" + String(repeating: "q", count: 32), 101..<102, 101..<102),
    ])
    func findsTheDigitsThatDiffer(old: String, new: String, oldRange: Range<Int>, newRange: Range<Int>) throws {
        let edit = try #require(Self.edit(old, new))
        #expect(edit.old == oldRange)
        #expect(edit.new == newRange)
    }

    /// Texts of every length up to 70 bytes with one run of digits changed (or a non-digit
    /// byte), anywhere: the edit is what a byte-by-byte reading finds.
    @Test func agreesWithAByteByByteReading() {
        var random = SeededGenerator(seed: 24)
        var edits = 0
        for _ in 0..<3_000 {
            let alphabet = Array("ab=\"<> 0123456789".utf8)
            let old = (0..<Int.random(in: 0...70, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            var new = old
            let at = Int.random(in: 0...old.count, using: &random)
            let removed = Int.random(in: 0...min(3, old.count - at), using: &random)
            let inserted = (0..<Int.random(in: 0...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            new.replaceSubrange(at..<at + removed, with: inserted)
            let edit = DigitEdit(from: old, to: new)
            // The reference: the common start, then the common end within what is left.
            let shorter = min(old.count, new.count)
            var start = 0
            while start < shorter, old[start] == new[start] { start += 1 }
            var end = 0
            while end < shorter - start, old[old.count - 1 - end] == new[new.count - 1 - end] { end += 1 }
            let oldRange = start..<old.count - end, newRange = start..<new.count - end
            let digitsOnly = oldRange.allSatisfy { DigitEdit.isDigit(old[$0]) } && newRange.allSatisfy { DigitEdit.isDigit(new[$0]) }
            if digitsOnly {
                #expect(edit?.old == oldRange && edit?.new == newRange, "\(old) → \(new)")
            } else {
                #expect(edit == nil, "\(old) → \(new)")
            }
            if edit != nil { edits += 1 }
        }
        // How many of the seeded cases are digit edits: the property above is not checked on nils alone.
        #expect(edits == 976)
    }

    @Test func anythingButDigitsIsNoDigitEdit() {
        #expect(Self.edit(#"height="300" width="100%""#, #"height="300" width="100pt""#) == nil)
        #expect(Self.edit(String(repeating: "x", count: 40) + "1", String(repeating: "x", count: 40) + "a") == nil)
        #expect(Self.edit("12", "1.5") == nil)
    }
}
