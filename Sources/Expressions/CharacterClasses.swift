/// The character classes of the expression language (Expression 0.13.0's
/// identifier and operator sets), over Unicode scalar values.
enum CharacterClasses {
    /// Expression whitespace: only space, tab, `\n` and `\r` separate tokens.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    /// Characters that may start an identifier.
    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            // `_ # $ @` and ASCII letters.
            return scalar == 0x5F || scalar == 0x23 || scalar == 0x24 || scalar == 0x40
                || (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
        }
        if scalar >= 0x10000 {
            // Every plane from 1 to 14, except each plane's last two code points.
            return scalar <= 0xEFFFD && scalar & 0xFFFF <= 0xFFFD
        }
        return identifierHeadRanges.contains { $0.contains(scalar) }
    }

    /// Characters that may continue an identifier: heads, digits, combining marks.
    static func isIdentifierTail(_ scalar: UInt32) -> Bool {
        if (0x30...0x39).contains(scalar) { return true }
        if scalar >= 0x300, combiningRanges.contains(where: { $0.contains(scalar) }) { return true }
        return isIdentifierHead(scalar)
    }

    /// Characters of a general operator run. `-` and `.` are deliberately absent:
    /// they only start runs of their own (see `Lexer.scanOperator`).
    static func isOperator(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            switch UInt8(scalar) {
            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "!"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                 UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
                 UInt8(ascii: "?"), UInt8(ascii: ":"):
                return true
            default:
                return false
            }
        }
        return operatorRanges.contains { $0.contains(scalar) }
    }

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
        0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Includes U+00AD (soft hyphen), which 0.13.0 reads as an operator character.
    private static let operatorRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAE, 0xB0...0xB1, 0xB6...0xB6,
        0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017,
        0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
        0x3001...0x3003, 0x3008...0x3030,
    ]
}
