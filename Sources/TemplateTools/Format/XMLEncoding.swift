/// Escaping for text and attribute values written by the formatter.
enum XMLEncoding {
    /// `&` and `<` always, `"` in attributes, and every non-ASCII character as a
    /// hexadecimal reference (`é` → `&#xE9;`), as LayoutTool writes files: pure ASCII
    /// output survives any editor's encoding guess.
    ///
    /// In attributes, tab, line feed and carriage return are written as references
    /// too: an XML parser turns literal ones into spaces, so writing them raw would
    /// change the value on the next read (LayoutTool writes them raw).
    static func encode(_ text: String, forAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case "\"" where forAttribute: output += "&quot;"
            case "\t" where forAttribute, "\n" where forAttribute, "\r" where forAttribute:
                output += reference(scalar)
            case _ where scalar.value > 127: output += reference(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func reference(_ scalar: Unicode.Scalar) -> String {
        "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
    }
}
