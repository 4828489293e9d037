/// A conversion specifier, including Apple's `%@ %D %O %U` extensions.
public enum FormatSpecifier: Unicode.Scalar, Hashable, Sendable, CaseIterable {
    case decimal = "d", int = "i", octal = "o", unsigned = "u", hex = "x", upperHex = "X"
    case float = "f", upperFloat = "F", exponential = "e", upperExponential = "E"
    case variablePrecision = "g", upperVariablePrecision = "G", hexFloat = "a", upperHexFloat = "A"
    case char = "c", string = "s", pointer = "p", writeCount = "n"
    case wideChar = "C", wideString = "S", percent = "%", object = "@"
    case upperDecimal = "D", upperOctal = "O", upperUnsigned = "U"

    /// The argument type this specifier reads with `length`, or nil when the
    /// combination is meaningless (`%Ld`, `%lf`, `%zc`: a modifier mismatch).
    func argumentType(length: LengthModifier?) -> FormatType? {
        switch self {
        case .decimal, .int, .octal, .hex, .upperHex, .upperDecimal, .upperOctal:
            // Sprinter reads o/x/X as signed types: `%hx` is an Int16.
            return Self.integerType(signed: true, length: length)
        case .unsigned, .upperUnsigned:
            return Self.integerType(signed: false, length: length)
        case .float, .upperFloat, .exponential, .upperExponential,
             .variablePrecision, .upperVariablePrecision, .hexFloat, .upperHexFloat:
            return length == nil || length == .longDouble ? .double : nil
        case .char:
            return length == nil || length == .long ? .character : nil
        case .string:
            return length == nil || length == .long ? .string : nil
        case .wideChar:
            return length == nil ? .character : nil
        case .wideString:
            return length == nil ? .string : nil
        case .pointer:
            return length == nil ? .anyObject : nil
        case .object:
            return length == nil ? .any : nil
        case .writeCount, .percent:
            return nil
        }
    }

    private static func integerType(signed: Bool, length: LengthModifier?) -> FormatType? {
        switch length {
        case nil, .long, .intMax, .size, .pointerDifference: return signed ? .int : .uint
        case .char: return signed ? .int8 : .uint8
        case .short: return signed ? .int16 : .uint16
        case .longLong, .quad: return signed ? .int64 : .uint64
        case .longDouble: return nil
        }
    }

    var isInteger: Bool {
        switch self {
        case .decimal, .int, .octal, .unsigned, .hex, .upperHex, .upperDecimal, .upperOctal, .upperUnsigned: return true
        default: return false
        }
    }

    /// The C conversion character: Apple's upper-case integer forms are `%ld`, `%lo`, `%lu`.
    var cConversion: String {
        switch self {
        case .upperDecimal: return "d"
        case .upperOctal: return "o"
        case .upperUnsigned: return "u"
        default: return String(Character(rawValue))
        }
    }
}
