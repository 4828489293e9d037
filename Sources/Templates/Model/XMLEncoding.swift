/// Escaping text back into XML, as Layout does when it turns an element's
/// content into an HTML string for `attributedText`.
public enum XMLEncoding {
    /// Escapes `&` and `<` (and `"` in attribute values); `>` stays as is, and
    /// every non-ASCII character becomes a hexadecimal reference (`é` → `&#xE9;`)
    /// so the HTML importer never has to guess an encoding.
    public static func encode(_ text: String, forAttribute: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case "\"" where forAttribute: output += "&quot;"
            case _ where scalar.value > 127: output += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
