/// Escaping text back into XML: for the HTML string Layout builds from an element's
/// content for `attributedText`, and for the templates `layout-serve format` writes.
public enum XMLEncoding {
    /// Escapes `&` and `<` (and `"` in attribute values); `>` stays as is, and every
    /// non-ASCII character becomes a hexadecimal reference (`é` → `&#xE9;`), so the
    /// output is pure ASCII: the HTML importer never guesses an encoding and a written
    /// file survives any editor's guess (LayoutTool writes files this way).
    ///
    /// In attribute values, tab, line feed and carriage return are written as references
    /// too: a reader turns literal ones into spaces, so writing them raw would change the
    /// value on the next read.
    public static func encode(_ text: String, forAttribute: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case "\"" where forAttribute: output += "&quot;"
            case "\t" where forAttribute, "\n" where forAttribute, "\r" where forAttribute: output += reference(scalar)
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
