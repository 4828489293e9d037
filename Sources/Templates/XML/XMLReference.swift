/// Entity and character references: the five predefined entities and `&#N;` /
/// `&#xH;`. Templates have no DTD, so no other entity can be defined.
enum XMLReference {
    /// Decodes the reference whose `&` is at `index`; `length` covers `&` to `;`.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, limit: Int
    ) -> Result<(scalar: Unicode.Scalar, length: Int), XMLFailure> {
        var end = index + 1
        while end < limit, isReferenceByte(bytes[end]) { end += 1 }
        if end == index + 1 { return .failure(XMLFailure(.unescapedAmpersand, at: index)) }
        let reference = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        guard end < limit, bytes[end] == UInt8(ascii: ";") else {
            return .failure(XMLFailure(.missingSemicolon(reference: reference), at: index, to: end))
        }
        let length = end + 1 - index
        if bytes[index + 1] == UInt8(ascii: "#") {
            guard let scalar = characterReference(bytes, from: index + 2, to: end) else {
                let problem = XMLProblem.invalidCharacterReference(reference + ";")
                return .failure(XMLFailure(problem, at: index, to: end + 1))
            }
            return .success((scalar, length))
        }
        let name = reference.dropFirst()
        let scalar: Unicode.Scalar
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "apos": scalar = "'"
        case "quot": scalar = "\""
        default:
            return .failure(XMLFailure(.undefinedEntity(String(name)), at: index, to: end + 1))
        }
        return .success((scalar, length))
    }

    /// The value of `N` or `xH` between `&#` and `;`, if it is a character XML allows.
    private static func characterReference(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Unicode.Scalar? {
        var index = start
        var radix: UInt32 = 10
        if index < end, bytes[index] == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        guard index < end else { return nil }
        var value: UInt32 = 0
        while index < end {
            guard let digit = digitValue(bytes[index]), digit < radix else { return nil }
            value = value * radix + digit
            if value > 0x10FFFF { return nil }
            index += 1
        }
        guard isXMLCharacter(value) else { return nil }
        return Unicode.Scalar(value)
    }

    /// The characters XML 1.0 allows anywhere, even by reference.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
