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

// The same text written to a `ByteOutput`: what render events are written with.
extension JSON {
    /// Appends the encoded form: the same bytes as `write(to:)` of an array.
    public func write(to output: inout ByteOutput) {
        switch self {
        case .null: output.append("null")
        case let .bool(value): output.append(value ? "true" : "false")
        case let .number(value): JSON.write(number: value, to: &output)
        case let .string(value): JSON.write(string: value, to: &output)
        case let .array(values):
            output.append(UInt8(ascii: "["))
            for index in values.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                values[index].write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            output.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.write(string: members[index].0, to: &output)
                output.append(UInt8(ascii: ":"))
                members[index].1.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a number as `format(number:)` spells it; integers digit by digit in place.
    /// Other numbers are spelled by the standard library (the shortest text that reads back
    /// as the same double), and the output remembers where it wrote the last few: a render's
    /// fractional numbers repeat (a label's height is its frame's and its prop's, a text's
    /// line height is every label's), and copying their bytes again is cheaper.
    public static func write(number value: Double, to output: inout ByteOutput) {
        guard value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 else {
            let key = value.bitPattern
            if let range = output.recentSpelling(of: key) {
                output.copy(range)
                return
            }
            let start = output.count
            output.append(utf8: format(number: value))
            output.noteSpelling(of: key, at: start..<output.count)
            return
        }
        var magnitude = UInt64(abs(value))
        // At most 15 digits and a sign.
        output.reserve(16)
        var at = output.base + output.used
        if value < 0, magnitude > 0 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        var digits = 1
        var power: UInt64 = 10
        while magnitude >= power, digits < 15 {
            digits += 1
            power &*= 10
        }
        var end = at + digits
        output.used = end - output.base
        repeat {
            end -= 1
            end.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while end > at
    }

    /// Appends a quoted string, escaped as `write(string:to:)` of an array escapes it.
    public static func write(string value: String, to output: inout ByteOutput) {
        if let done: Void = value.utf8.withContiguousStorageIfAvailable({ writeQuoted($0, to: &output) }) {
            return done
        }
        var value = value
        value.withUTF8 { writeQuoted($0, to: &output) }
    }

    /// Appends the string of valid UTF-8 `bytes`, quoted and escaped as `write(string:to:)`
    /// does.
    public static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteOutput) {
        writeQuoted(bytes, to: &output)
    }

    /// A quoted string, eight bytes at a time where none needs a look: each such word is
    /// stored whole, the others go byte by byte.
    static func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteOutput) {
        let count = bytes.count
        // The bytes and both quotes when nothing is escaped, and room for a word stored whole
        // past the end; an escape reserves its own room.
        output.reserve(count &+ 10)
        var at = output.base + output.used
        at.pointee = UInt8(ascii: "\"")
        at += 1
        var index = 0
        if count < 8 {
            // A short string (a class, a prop's or a type's name) in one word padded with spaces.
            var word: UInt64 = 0x2020_2020_2020_2020
            var back = count
            while back > 0 {
                back &-= 1
                word = word << 8 | UInt64(bytes[back])
            }
            if isPlainASCII(word) {
                UnsafeMutableRawPointer(at).storeBytes(of: word.littleEndian, as: UInt64.self)
                at[count] = UInt8(ascii: "\"")
                output.used = at + count + 1 - output.base
                return
            }
        } else {
            // Plain words, then the last word (overlapping what was copied) when it is plain.
            let lastWord = count &- 8
            while index <= lastWord {
                let word = ByteWords.load(bytes, at: index)
                guard isPlainASCII(word) else { break }
                UnsafeMutableRawPointer(at).storeBytes(of: word.littleEndian, as: UInt64.self)
                at += 8
                index &+= 8
            }
            if index > lastWord {
                let word = ByteWords.load(bytes, at: lastWord)
                if isPlainASCII(word) {
                    UnsafeMutableRawPointer(at - (index &- lastWord)).storeBytes(of: word.littleEndian, as: UInt64.self)
                    at += count &- index
                    at.pointee = UInt8(ascii: "\"")
                    output.used = at + 1 - output.base
                    return
                }
            }
        }
        while index < count {
            if index + 8 <= count {
                let word = ByteWords.load(bytes, at: index)
                if isPlainASCII(word) || !mayNeedEscape(word) {
                    UnsafeMutableRawPointer(at).storeBytes(of: word.littleEndian, as: UInt64.self)
                    at += 8
                    index += 8
                    continue
                }
            } else if index > 0, count >= 8, isPlainASCII(ByteWords.load(bytes, at: count - 8)) {
                // The last word, overlapping bytes already copied: they are plain, so they were
                // copied as they are and end where `at` is.
                let word = ByteWords.load(bytes, at: count - 8)
                UnsafeMutableRawPointer(at - (index - (count - 8))).storeBytes(of: word.littleEndian, as: UInt64.self)
                at += count - index
                break
            }
            let byte = bytes[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
               byte != 0xE2 || !(index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)) {
                at.pointee = byte
                at += 1
                index += 1
                continue
            }
            // An escape of up to six bytes, then room again for the rest and the closing quote.
            output.used = at - output.base
            output.reserve(6 + (count - index))
            at = output.base + output.used
            switch byte {
            case UInt8(ascii: "\""): at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "\\"))
            case 0x0A: at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "n"))
            case 0x0D: at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "r"))
            case 0x09: at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "t"))
            case 0xE2:
                at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "u"))
                at = put(at, UInt8(ascii: "2"), UInt8(ascii: "0"))
                at = put(at, UInt8(ascii: "2"), bytes[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                index += 2
            default:
                at = put(at, UInt8(ascii: "\\"), UInt8(ascii: "u"))
                at = put(at, UInt8(ascii: "0"), UInt8(ascii: "0"))
                at = put(at, hexDigit(byte >> 4), hexDigit(byte & 0xF))
            }
            index += 1
        }
        at.pointee = UInt8(ascii: "\"")
        output.used = at + 1 - output.base
    }

    @inline(__always)
    private static func put(_ at: UnsafeMutablePointer<UInt8>, _ first: UInt8, _ second: UInt8) -> UnsafeMutablePointer<UInt8> {
        at[0] = first
        at[1] = second
        return at + 2
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// Whether all eight bytes are ASCII at or above 0x20 and none is `"` or `\`: then none
    /// needs an escape. With only ASCII bytes, a byte's subtraction borrows into its high bit
    /// only where it is below the subtrahend (or is the byte compared for, once xored).
    @inline(__always)
    private static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let below = word &- ones &* 0x20
        let quote = (word ^ (ones &* 0x22)) &- ones
        let backslash = (word ^ (ones &* 0x5C)) &- ones
        return (below | quote | backslash | word) & 0x8080_8080_8080_8080 == 0
    }
}
