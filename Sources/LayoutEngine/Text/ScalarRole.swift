/// How a Unicode scalar takes part in line breaking and in width.
///
/// A scalar-level approximation of UAX #14 line breaking and of grapheme clusters,
/// enough for UILabel-like word wrapping without ICU: white space hangs and allows
/// a break after it, hyphens and dashes allow a break after them, ideographs and
/// emoji allow breaks on both sides, and zero-width scalars stay with what precedes.
enum ScalarRole {
    /// An ordinary glyph: no break around it.
    case glyph
    /// A glyph after which a line may break (hyphen-minus, hyphen, figure and en dash).
    case breakAfter
    /// A glyph with break opportunities on both sides (ideographs, kana, Hangul, emoji, em dash).
    case breakAround
    /// Zero width and part of the preceding glyph (format controls, variation selectors,
    /// skin-tone modifiers, combining marks for symbols, C0/C1 controls).
    case mark
    /// Zero width joiner: the next emoji merges into the preceding one.
    case joiner
    /// A regional indicator: two in a row draw one flag.
    case regionalIndicator
    /// Breakable white space, which does not count at the end of a line.
    case space
    /// A tab: white space up to the next tab stop.
    case tab
    /// A zero-width break opportunity (zero width space; soft hyphen).
    case breakOpportunity
    /// A hard line break.
    case newline

    /// The role of `scalar`; ASCII is decided first because it dominates real text.
    @inline(__always)
    static func of(_ scalar: UInt32) -> ScalarRole {
        switch scalar {
        case 0x2D: return .breakAfter
        case 0x21...0x7E: return .glyph
        case 0x20: return .space
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return .newline
        case 0x09: return .tab
        case 0x00...0x1F, 0x7F...0x9F: return .mark
        case 0xA0...0x2FF: return scalar == 0xAD ? .breakOpportunity : .glyph
        default: return ofNonLatin(scalar)
        }
    }

    private static func ofNonLatin(_ scalar: UInt32) -> ScalarRole {
        switch scalar {
        case 0x200B: return .breakOpportunity
        case 0x200D: return .joiner
        case 0x200C, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF,
             0xFE00...0xFE0F, 0xE0000...0xE0FFF, 0x1F3FB...0x1F3FF,
             0x20D0...0x20FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0xFE20...0xFE2F:
            return .mark
        case 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x2010, 0x2012, 0x2013: return .breakAfter
        case 0x2014: return .breakAround
        case 0x1F1E6...0x1F1FF: return .regionalIndicator
        default: return isWide(scalar) ? .breakAround : .glyph
        }
    }

    /// Scalars drawn about one em wide by the fallback fonts iOS uses (CJK, Hangul,
    /// kana, full-width forms, emoji and the symbols iOS presents as emoji).
    static func isWide(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3040...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x2600...0x27BF, 0x2B50...0x2B55, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
