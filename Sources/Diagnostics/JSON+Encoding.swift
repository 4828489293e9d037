extension JSON {
    /// Compact, single-line JSON text. Integral numbers print without a fraction
    /// (`20`, not `20.0`); non-finite numbers, which JSON cannot carry, print as `null`.
    public var encoded: String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the encoded form as UTF-8 bytes.
    public func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: JSON.nullBytes)
        case let .bool(value): output.append(contentsOf: value ? JSON.trueBytes : JSON.falseBytes)
        case let .number(value): JSON.write(number: value, to: &output)
        case let .string(value): JSON.writeQuoted(value, to: &output)
        case let .array(values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.writeQuoted(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a number; integers are written digit by digit, without a
    /// temporary string (frames are mostly integral).
    public static func write(number value: Double, to output: inout [UInt8]) {
        guard value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 else {
            output.append(contentsOf: format(number: value).utf8)
            return
        }
        var integer = Int64(value)
        if integer == 0 {
            output.append(UInt8(ascii: "0"))
            return
        }
        if integer < 0 {
            output.append(UInt8(ascii: "-"))
            integer = -integer
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            // Written from the end, then appended in one copy.
            var start = buffer.count
            while integer > 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(integer % 10)
                integer /= 10
            }
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Appends a quoted JSON string (for writers that skip building `JSON` values).
    public static func write(string value: String, to output: inout [UInt8]) {
        writeQuoted(value, to: &output)
    }

    /// The JSON spelling of a number.
    public static func format(number value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let nullBytes = Array("null".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    /// A quoted string: `"` and `\` escaped, control characters as `\n`, `\t`
    /// or `\u00XX`, and U+2028/U+2029 escaped so the line stays one line for
    /// JavaScript too. Everything else is copied as UTF-8.
    static func writeQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var index = 0
            var runStart = 0
            while index < bytes.count {
                // Eight bytes at a time while none of them needs a look (most text).
                if index + 8 <= bytes.count,
                   !mayNeedEscape(ByteWords.load(bytes, at: index)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                // Most bytes need no escape: copy them in runs.
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0xE2 {
                    index += 1
                    continue
                }
                if byte == 0xE2, !(index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)) {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0xE2:
                    output.append(contentsOf: "\\u202".utf8)
                    output.append(bytes[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                    index += 2
                default:
                    output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                               hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
                }
                index += 1
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes in `word` is below 0x20, `"`, `\` or 0xE2
    /// (which starts U+2028 and U+2029).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        ByteWords.contains(word, below: 0x20) || ByteWords.contains(word, 0x22) || ByteWords.contains(word, 0x5C)
            || ByteWords.contains(word, 0xE2)
    }
}
