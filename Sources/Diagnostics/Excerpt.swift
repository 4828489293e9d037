/// Renders a source line with a caret under the offending characters:
///
///     12 |     <UILabel widht="100%"
///        |              ^~~~~
public enum Excerpt {
    /// `range` columns are 1-based scalar columns; a range spanning lines is
    /// underlined to the end of its first line.
    public static func render(line: String, range: SourceRange) -> String {
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let scalars = Array(line.unicodeScalars)
        let startIndex = Swift.max(range.start.column - 1, 0)
        // Keep tabs so the caret lines up with the text above it.
        var padding = ""
        for index in 0..<Swift.min(startIndex, scalars.count) {
            padding.append(scalars[index] == "\t" ? "\t" : " ")
        }
        if startIndex > scalars.count {
            padding += String(repeating: " ", count: startIndex - scalars.count)
        }
        let endColumn = range.end.line == range.start.line ? range.end.column : scalars.count + 1
        let width = Swift.max(endColumn - range.start.column, 1)
        let marker = "^" + String(repeating: "~", count: width - 1)
        return "\(number) | \(line)\n\(gutter) | \(padding)\(marker)"
    }
}
