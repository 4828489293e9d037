import Diagnostics

extension DecodedText {
    /// Validates UTF-8 (no overlong forms, surrogates or values past U+10FFFF) and
    /// records line starts and how far the text is ASCII, in one pass. Returns the first problem.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, allowsControlCharacters: Bool,
        lines: inout LineIndex
    ) -> (Failure, offset: Int)? {
        var firstNonASCII: Int?
        let failure = scan(bytes, from: start, allowsControlCharacters: allowsControlCharacters, lines: &lines, firstNonASCII: &firstNonASCII)
        lines.asciiPrefixEnd = firstNonASCII ?? failure?.offset ?? bytes.count
        return failure
    }

    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, allowsControlCharacters: Bool,
        lines: inout LineIndex, firstNonASCII: inout Int?
    ) -> (Failure, offset: Int)? {
        var index = start
        let count = bytes.count
        while index < count {
            // Printable ASCII, the most of nearly every file, eight bytes at a time.
            if index + 8 <= count, ByteWords.isPrintableASCII(ByteWords.load(bytes, at: index)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 {
                index += 1
                continue
            }
            if byte < 0x20 {
                switch byte {
                case UInt8(ascii: "\n"):
                    lines.appendLine(startingAt: index + 1)
                case UInt8(ascii: "\r"):
                    if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    lines.appendLine(startingAt: index + 1)
                case UInt8(ascii: "\t"):
                    break
                case 0:
                    return (.nulByte, index)
                default:
                    if !allowsControlCharacters { return (.controlCharacter(byte), index) }
                }
                index += 1
                continue
            }
            if firstNonASCII == nil { firstNonASCII = index }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else { return (.invalidUTF8(byte: byte), index) }
            index += length
        }
        return nil
    }

    /// The length of the valid multi-byte sequence at `index`, or 0.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        guard bytes[index + 1] >= low && bytes[index + 1] <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
