/// Whitespace helpers matching Foundation's `CharacterSet.whitespacesAndNewlines`,
/// which Layout's XML parser and LayoutTool trim with (Unicode White_Space, so a
/// no-break space counts too).
extension String {
    /// Only whitespace (or nothing).
    var isBlank: Bool {
        unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// Without leading and trailing whitespace.
    var trimmed: String {
        leftTrimmed.rightTrimmed
    }

    /// Without leading whitespace.
    var leftTrimmed: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...])
    }

    /// Without trailing whitespace.
    var rightTrimmed: String {
        let scalars = unicodeScalars
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[...last])
    }

    /// Every run of whitespace that contains a line break becomes `replacement`
    /// (LayoutTool's `\s*\n\s*` rewrite, used to re-indent multi-line text).
    func replacingLineBreakRuns(with replacement: String) -> String {
        var output = ""
        var pending = String.UnicodeScalarView()
        var pendingHasBreak = false
        func flush() {
            if pendingHasBreak { output += replacement } else { output.unicodeScalars.append(contentsOf: pending) }
            pending = String.UnicodeScalarView()
            pendingHasBreak = false
        }
        for scalar in unicodeScalars {
            if scalar.properties.isWhitespace {
                pending.append(scalar)
                if scalar == "\n" { pendingHasBreak = true }
            } else {
                flush()
                output.unicodeScalars.append(scalar)
            }
        }
        flush()
        return output
    }
}
