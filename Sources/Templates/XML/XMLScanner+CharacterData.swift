import Diagnostics

extension XMLScanner {
    /// A run of text up to the next `<`, added to the innermost open element.
    mutating func readText() throws(XMLFailure) {
        let start = index
        let decoded = try scanCharacterData(until: UInt8(ascii: "<"), inAttribute: false)
        let raw = string(start, index)
        let text = decoded.map { String(decoding: $0, as: UTF8.self) } ?? raw
        let textRange = range(start, index)
        stack[stack.count - 1].tag.children.append(.text(XMLText(raw: raw, text: text, range: textRange)))
    }

    /// Advances to `terminator` (or the end) and returns the decoded bytes when
    /// they differ from the raw ones, which is rare, so the common case copies nothing.
    /// In attribute values `<` is an error and white space becomes spaces (XML's
    /// attribute-value normalisation); in text, line breaks become `\n`.
    mutating func scanCharacterData(until terminator: UInt8, inAttribute: Bool) throws(XMLFailure) -> [UInt8]? {
        let start = index
        var decoded: [UInt8]?
        while index < end {
            if decoded == nil {
                // Fast path: most values and text runs need no decoding at all. The lowest byte
                // a word flags is the first that needs attention, so the scan goes straight there.
                while index + 8 <= end {
                    let flags = Self.attentionFlags(ByteWords.load(bytes, at: index), terminator: terminator, inAttribute: inAttribute)
                    if flags != 0 {
                        index += flags.trailingZeroBitCount / 8
                        break
                    }
                    index += 8
                }
                while index < end, !Self.needsAttention(bytes[index], terminator: terminator, inAttribute: inAttribute) {
                    index += 1
                }
                if index == end { break }
            }
            let byte = bytes[index]
            if byte == terminator { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw XMLFailure(.lessThanInAttributeValue, at: index)
            case UInt8(ascii: "&"):
                if decoded == nil { decoded = Array(bytes[start..<index]) }
                switch XMLReference.decode(bytes, at: index, limit: end) {
                case .success(let reference):
                    decoded!.append(contentsOf: UTF8.encode(reference.scalar)!)
                    index += reference.length
                case .failure(let failure):
                    throw failure
                }
                continue
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                if byte == UInt8(ascii: "\t") && !inAttribute || byte == UInt8(ascii: "\n") && !inAttribute {
                    decoded?.append(byte)
                    index += 1
                    continue
                }
                if decoded == nil { decoded = Array(bytes[start..<index]) }
                if byte == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                decoded!.append(inAttribute ? UInt8(ascii: " ") : UInt8(ascii: "\n"))
            case UInt8(ascii: "]") where !inAttribute:
                if index + 2 < end, bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: ">") {
                    throw XMLFailure(.cdataEndInText, at: index, to: index + 3)
                }
                decoded?.append(byte)
            default:
                decoded?.append(byte)
            }
            index += 1
        }
        return decoded
    }

    /// The high bit of each of eight bytes that may be one `needsAttention` picks. The lowest
    /// one set is exact (the bit tricks flag extra bytes only above a true one); nothing is
    /// set when no byte is. In a value, the bytes below 0x0E are tab, line feed and carriage
    /// return (the reader refuses other control characters), all of which it picks.
    @inline(__always)
    static func attentionFlags(_ word: UInt64, terminator: UInt8, inAttribute: Bool) -> UInt64 {
        var flags = flagsOf(word, terminator) | flagsOf(word, UInt8(ascii: "&")) | flagsOf(word, UInt8(ascii: "<"))
        if inAttribute {
            flags |= (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
        } else {
            flags |= flagsOf(word, UInt8(ascii: "\r")) | flagsOf(word, UInt8(ascii: "]"))
        }
        return flags
    }

    /// The high bit of each byte of the word that is `byte` (and maybe of bytes above one that is).
    @inline(__always)
    private static func flagsOf(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let spread = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (spread &- 0x0101_0101_0101_0101) & ~spread & 0x8080_8080_8080_8080
    }

    /// Bytes the slow path must look at; everything else is copied as is.
    @inline(__always)
    private static func needsAttention(_ byte: UInt8, terminator: UInt8, inAttribute: Bool) -> Bool {
        switch byte {
        case terminator, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: "\r"): return true
        case UInt8(ascii: "\n"), UInt8(ascii: "\t"): return inAttribute
        case UInt8(ascii: "]"): return !inAttribute
        default: return false
        }
    }
}
