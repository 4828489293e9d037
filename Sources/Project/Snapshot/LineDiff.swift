/// A unified diff of two texts by lines (`diff -u`'s format, three lines of context), for
/// showing how a snapshot changed.
public enum LineDiff {
    /// Empty when the texts are equal.
    public static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        let script = edits(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            // A hunk: from `context` lines before the first change to `context` after the last
            // change that is within 2 × context lines of the one before it.
            var end = change
            var cursor = change
            while cursor < script.count {
                if script[cursor].kind != .same { end = cursor; cursor += 1; continue }
                let nextChange = script[cursor...].firstIndex { $0.kind != .same }
                guard let nextChange, nextChange - end <= 2 * context else { break }
                cursor = nextChange
            }
            let start = max(change - context, index)
            let stop = min(end + context + 1, script.count)
            let hunk = script[start..<stop]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .inserted }.count, newCount = hunk.filter { $0.kind != .deleted }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: output += " " + edit.text + "\n"
                case .deleted: output += "-" + edit.text + "\n"
                case .inserted: output += "+" + edit.text + "\n"
                }
            }
            index = stop
        }
        return output
    }

    struct Edit {
        enum Kind { case same, deleted, inserted }
        var kind: Kind
        var text: String
        /// 1-based line in the old text where this edit is (or would be, for an insertion).
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// The changed middle is aligned in a table of at most this many cells (8 MB of `Int`s);
    /// past it the middle is shown as deleted and inserted whole.
    static let maximumTableCells = 1 << 20

    /// The shortest edit script by longest common subsequence (snapshots are hundreds of lines,
    /// so the quadratic table is small); the common prefix and suffix are taken off first.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var edits: [Edit] = []
        var oldLine = 1, newLine = 1
        func add(_ kind: Edit.Kind, _ text: String) {
            edits.append(Edit(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
            if kind != .inserted { oldLine += 1 }
            if kind != .deleted { newLine += 1 }
        }
        for line in a[..<prefix] { add(.same, line) }
        guard x.count * y.count <= maximumTableCells else {
            // Too large a middle to align line by line in bounded memory: all of it went.
            for line in x { add(.deleted, line) }
            for line in y { add(.inserted, line) }
            for line in a[(a.count - suffix)...] { add(.same, line) }
            return edits
        }
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] {
                add(.same, x[i]); i += 1; j += 1
            } else if i < x.count, j == y.count || table[i + 1][j] >= table[i][j + 1] {
                add(.deleted, x[i]); i += 1
            } else {
                add(.inserted, y[j]); j += 1
            }
        }
        for line in a[(a.count - suffix)...] { add(.same, line) }
        return edits
    }
}
