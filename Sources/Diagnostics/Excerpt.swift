/// Renders a source line with a caret under the offending characters:
///
///     12 |     <UILabel widht="100%"
///        |              ^~~~~
public enum Excerpt {
    /// Lines longer than this many scalars show a window of it around the offending column.
    static let window = 160

    /// `range` columns are 1-based scalar columns; a range spanning lines is
    /// underlined to the end of its first line.
    public static func render(line fullLine: String, range: SourceRange) -> String {
        let scalars = Array(fullLine.unicodeScalars)
        guard scalars.count > window else { return draw(line: fullLine, range: range) }
        let start = windowStart(column: range.start.column, scalarCount: scalars.count)
        return draw(window: String(String.UnicodeScalarView(scalars[start..<(start + window)])), from: start, range: range)
    }

    /// `render(line:range:)` of the line `range` starts on, reading only the window of a long
    /// line: a minified document is one line, and copying it for each of thousands of
    /// diagnostics was quadratic. Nil when the line does not exist.
    public static func render(from source: SourceText, range: SourceRange) -> String? {
        guard let count = source.scalarCount(ofLine: range.start.line) else { return nil }
        guard count > window else { return source.line(range.start.line).map { draw(line: $0, range: range) } }
        let start = windowStart(column: range.start.column, scalarCount: count)
        guard let text = source.line(range.start.line, scalars: start..<(start + window)) else { return nil }
        return draw(window: text, from: start, range: range)
    }

    /// The first scalar shown of a long line: a quarter window before the column, and never
    /// so far that the window runs past the line's end.
    private static func windowStart(column: Int, scalarCount: Int) -> Int {
        Swift.max(0, Swift.min(column - 1 - window / 4, scalarCount - window))
    }

    /// A long line's window (`text`, from its scalar `start`), with ellipses where it is cut.
    private static func draw(window text: String, from start: Int, range fullRange: SourceRange) -> String {
        var range = fullRange
        let line = (start > 0 ? "…" : "") + text + "…"
        let shift = start - (start > 0 ? 1 : 0)
        range.start.column -= shift
        range.end.column = range.end.line == range.start.line ? Swift.min(range.end.column - shift, window + 2) : range.end.column
        return draw(line: line, range: range)
    }

    private static func draw(line: String, range: SourceRange) -> String {
        let number = String(range.start.line)
        let startIndex = Swift.max(range.start.column - 1, 0)
        let spansLines = range.end.line != range.start.line
        // Written as UTF-8 and made a String once.
        var output: [UInt8] = []
        output.reserveCapacity(2 * (number.utf8.count + 3) + line.utf8.count + startIndex + 2)
        output += number.utf8
        output += " | ".utf8
        output += line.utf8
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: number.utf8.count)
        output += " | ".utf8
        // Keep tabs so the caret lines up with the text above it. The scalars past the caret
        // are counted only when the underline runs to the line's end.
        var counted = 0
        for scalar in line.unicodeScalars {
            if counted >= startIndex, !spansLines { break }
            if counted < startIndex { output.append(scalar == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " ")) }
            counted += 1
        }
        if startIndex > counted {
            output += repeatElement(UInt8(ascii: " "), count: startIndex - counted)
        }
        let endColumn = spansLines ? counted + 1 : range.end.column
        let width = Swift.max(endColumn - range.start.column, 1)
        output.append(UInt8(ascii: "^"))
        output += repeatElement(UInt8(ascii: "~"), count: width - 1)
        return String(decoding: output, as: UTF8.self)
    }
}
