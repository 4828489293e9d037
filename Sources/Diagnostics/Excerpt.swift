/// Renders a source line with a caret under the offending characters:
///
///     12 |     <UILabel widht="100%"
///        |              ^~~~~
public enum Excerpt {
    /// `range` columns are 1-based scalar columns; a range spanning lines is
    /// underlined to the end of its first line.
    public static func render(line fullLine: String, range fullRange: SourceRange) -> String {
        var line = fullLine
        var range = fullRange
        // Very long lines show a window around the offending column.
        let window = 160
        let scalars = Array(fullLine.unicodeScalars)
        if scalars.count > window {
            let start = Swift.max(0, Swift.min(range.start.column - 1 - window / 4, scalars.count - window))
            line = (start > 0 ? "…" : "") + String(String.UnicodeScalarView(scalars[start..<(start + window)])) + "…"
            let shift = start - (start > 0 ? 1 : 0)
            range.start.column -= shift
            range.end.column = range.end.line == range.start.line ? Swift.min(range.end.column - shift, window + 2) : range.end.column
        }
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let lineScalars = Array(line.unicodeScalars)
        let startIndex = Swift.max(range.start.column - 1, 0)
        // Keep tabs so the caret lines up with the text above it.
        var padding = ""
        for index in 0..<Swift.min(startIndex, lineScalars.count) {
            padding.append(lineScalars[index] == "\t" ? "\t" : " ")
        }
        if startIndex > lineScalars.count {
            padding += String(repeating: " ", count: startIndex - lineScalars.count)
        }
        let endColumn = range.end.line == range.start.line ? range.end.column : lineScalars.count + 1
        let width = Swift.max(endColumn - range.start.column, 1)
        let marker = "^" + String(repeating: "~", count: width - 1)
        return "\(number) | \(line)\n\(gutter) | \(padding)\(marker)"
    }
}
