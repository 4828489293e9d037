import Project
import Testing

/// The unified diff `snapshot` prints: `diff -u`'s hunks, three lines of context (the expected
/// texts are GNU diff's own output for the same files).
@Suite struct LineDiffTests {
    static let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(Self.old, Self.old, oldName: "a", newName: "b") == "")
    }

    @Test func distantChangesAreSeparateHunks() {
        let new = Self.old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "line 11\nline 11½\n")
        #expect(LineDiff.unified(Self.old, new, oldName: "a", newName: "b") == """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -9,4 +9,5 @@
             line 9
             line 10
             line 11
            +line 11½
             line 12

            """)
    }

    @Test func nearChangesShareAHunkAndAnEmptySideCountsZero() {
        let new = Self.old.replacingOccurrences(of: "line 4\n", with: "").replacingOccurrences(of: "line 8\n", with: "")
        #expect(LineDiff.unified(Self.old, new, oldName: "a", newName: "b") == """
            --- a
            +++ b
            @@ -1,11 +1,9 @@
             line 1
             line 2
             line 3
            -line 4
             line 5
             line 6
             line 7
            -line 8
             line 9
             line 10
             line 11

            """)
        #expect(LineDiff.unified("", "new\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+new\n")
    }
}

extension LineDiffTests {
    /// A middle too large to align in bounded memory is shown deleted and inserted whole.
    @Test func aHugeChangedMiddleIsDeletedAndInsertedWhole() {
        let old = (0..<1_100).map { "a\($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<1_100).map { "b\($0)" }.joined(separator: "\n") + "\n"
        let diff = LineDiff.unified(old, new, oldName: "a", newName: "b")
        let lines = diff.split(separator: "\n")
        #expect(lines[2] == "@@ -1,1100 +1,1100 @@")
        #expect(lines.filter { $0.hasPrefix("-a") }.count == 1_100)
        #expect(lines.filter { $0.hasPrefix("+b") }.count == 1_100)
        #expect(lines[3] == "-a0" && lines[1_103] == "+b0")
    }
}
