import Diagnostics
import Expressions

/// A JSON document. What parses must encode to text that parses back to the same value (a
/// round trip never changes a value), and must convert to a template `Value` or say why not.
enum JSONFuzzing {
    static func run(_ bytes: [UInt8]) {
        let text = bytes.text
        guard let json = try? JSON.parse(text) else { return }
        let encoded = json.encoded
        let again: JSON
        do {
            again = try JSON.parse(encoded)
        } catch {
            fatalError("encoded JSON does not parse: \(error) in \(encoded)")
        }
        guard again == json else { fatalError("round trip changed \(text) into \(encoded)") }
        _ = try? Value(json: json)
    }
}
