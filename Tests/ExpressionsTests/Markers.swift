import Diagnostics
import Foundation

/// Test inputs mark the expected error position with `1️⃣` instead of a
/// hand-counted column.
struct Marked {
    /// The input without its marker.
    let text: String
    /// Where the marker was, as `line:column`.
    let position: String

    init(_ input: String) {
        let marker = "1️⃣"
        guard let range = input.range(of: marker) else {
            text = input
            position = "no marker"
            return
        }
        text = input.replacingCharacters(in: range, with: "")
        let offset = input[..<range.lowerBound].utf8.count
        position = SourceText(text).position(atOffset: offset).description
    }

    /// The `line:column` of a byte offset in `text`.
    func position(ofOffset offset: Int32) -> String {
        SourceText(text).position(atOffset: Int(offset)).description
    }
}
