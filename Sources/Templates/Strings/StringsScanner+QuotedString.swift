extension StringsScanner {
    /// A `"…"` string at `index`, with its escapes decoded.
    mutating func readQuotedString() throws(StringsFailure) -> String {
        let start = index
        index += 1
        var output: [UInt8] = []
        // A `\U` high surrogate waiting for its low half, and where its escape starts.
        var pendingHighSurrogate: UInt32?
        var pendingOffset = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard pendingHighSurrogate == nil else { throw StringsFailure(.invalidUnicodeEscape, at: pendingOffset, to: index) }
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                guard pendingHighSurrogate == nil else { throw StringsFailure(.invalidUnicodeEscape, at: pendingOffset, to: index) }
                output.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < end else { break }
            let escaped = bytes[index]
            if escaped == UInt8(ascii: "U") {
                let value = readHexDigits()
                guard let value else { throw StringsFailure(.invalidUnicodeEscape, at: escapeStart, to: index) }
                if let high = pendingHighSurrogate {
                    // `\UD83D\UDE00`: Foundation strings are UTF-16, so a character
                    // outside the BMP is written as two escaped surrogates.
                    guard (0xDC00...0xDFFF).contains(value) else {
                        throw StringsFailure(.invalidUnicodeEscape, at: pendingOffset, to: index)
                    }
                    pendingHighSurrogate = nil
                    append(0x10000 + ((high - 0xD800) << 10 | (value - 0xDC00)), to: &output)
                } else if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                    pendingOffset = escapeStart
                } else if let scalar = Unicode.Scalar(value) {
                    append(scalar.value, to: &output)
                } else {
                    throw StringsFailure(.invalidUnicodeEscape, at: escapeStart, to: index)
                }
                continue
            }
            guard pendingHighSurrogate == nil else { throw StringsFailure(.invalidUnicodeEscape, at: pendingOffset, to: index) }
            if let octal = octalDigitValue(escaped) {
                // Up to three octal digits. Values past 127 are taken as Latin-1;
                // Foundation maps them through the NeXTSTEP encoding, which differs
                // for a few punctuation characters only.
                var value = octal
                index += 1
                for _ in 0..<2 {
                    guard index < end, let digit = octalDigitValue(bytes[index]), value * 8 + digit <= 0xFF else { break }
                    value = value * 8 + digit
                    index += 1
                }
                append(value, to: &output)
                continue
            }
            output.append(Self.escapedByte(escaped))
            index += 1
        }
        throw StringsFailure(.unterminatedString, at: start)
    }

    /// What `\c` stands for; an unknown escape is the character itself, as in Foundation.
    private static func escapedByte(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "a"): return 0x07
        case UInt8(ascii: "v"): return 0x0B
        default: return byte
        }
    }

    /// After `U` at `index`: up to four hex digits; nil if there are none.
    private mutating func readHexDigits() -> UInt32? {
        index += 1
        var value: UInt32 = 0
        var count = 0
        while count < 4, index < end, let digit = hexDigitValue(bytes[index]) {
            value = value * 16 + digit
            count += 1
            index += 1
        }
        return count == 0 ? nil : value
    }

    private func append(_ value: UInt32, to output: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    private func octalDigitValue(_ byte: UInt8) -> UInt32? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7") ? UInt32(byte - UInt8(ascii: "0")) : nil
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
