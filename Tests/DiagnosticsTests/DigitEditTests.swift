import Diagnostics
import Testing

/// Where two texts differ when only digits do: the common start and end are found eight bytes
/// at a time and then byte by byte, so the cases put the difference on both sides of an
/// eight-byte boundary and near either end.
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
    ])
    func findsTheDigitsThatDiffer(old: String, new: String, oldRange: Range<Int>, newRange: Range<Int>) throws {
        let edit = try #require(Self.edit(old, new))
        #expect(edit.old == oldRange)
        #expect(edit.new == newRange)
    }

    @Test func anythingButDigitsIsNoDigitEdit() {
        #expect(Self.edit(#"height="300" width="100%""#, #"height="300" width="100pt""#) == nil)
        #expect(Self.edit(String(repeating: "x", count: 40) + "1", String(repeating: "x", count: 40) + "a") == nil)
        #expect(Self.edit("12", "1.5") == nil)
    }
}
