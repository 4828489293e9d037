/// Percent-decoding of URL components (RFC 3986 §2.1).
enum PercentEncoding {
    /// The decoded bytes, or nil when a `%` is not followed by two hex digits.
    /// In query strings `+` stands for a space (HTML form encoding).
    static func decode(_ text: Substring, plusAsSpace: Bool = false) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                output.append(high << 4 | low)
            case UInt8(ascii: "+") where plusAsSpace:
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
        }
        return output
    }

    /// Decoded text, or nil when the encoding is malformed or the bytes are not UTF-8.
    static func decodeString(_ text: Substring, plusAsSpace: Bool = false) -> String? {
        decode(text, plusAsSpace: plusAsSpace).flatMap { String(validating: $0, as: UTF8.self) }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
