/// An argument converted to what its placeholder prints.
enum CoercedArgument {
    /// An integer already narrowed to the placeholder's type and widened back to
    /// 64 bits (sign-extended for signed types).
    case integer(bits: UInt64, type: IntegerType)
    case double(Double)
    case text(String)
    case pointer(UInt64)
}

extension FormatArgument {
    /// Converts the argument for a placeholder of `type`, following Sprinter's
    /// promotions: integers C would promote to `int` fit any integer placeholder,
    /// any integer or Float fits a Double, a one-character string or a code
    /// point fits a Character.
    func coerced(to type: FormatType, index: Int) throws(FormatError) -> CoercedArgument {
        let mismatch = FormatError.argumentMismatch(index, given: typeName, expected: type)
        switch type {
        case .any:
            return .text(anyDescription)
        case .double:
            guard let double = doubleValue else { throw mismatch }
            return .double(double)
        case .character:
            guard let character = characterValue else { throw mismatch }
            return .text(String(character))
        case .string:
            guard let string = stringValue else { throw mismatch }
            return .text(string)
        case .anyObject:
            guard case let .integer(bits, _) = self else { throw mismatch }
            return .pointer(bits)
        default:
            guard let target = type.integerType, case let .integer(bits, source) = self,
                  source == target || source.promotesToCInt else { throw mismatch }
            return .integer(bits: Self.narrow(bits, to: target), type: target)
        }
    }

    /// Keeps the low bits that fit `type`, then sign- or zero-extends them, as a C cast does.
    static func narrow(_ bits: UInt64, to type: IntegerType) -> UInt64 {
        let shift = UInt64(64 - type.bitWidth)
        guard shift > 0 else { return bits }
        if type.isSigned {
            return UInt64(bitPattern: Int64(bitPattern: bits << shift) >> shift)
        }
        return (bits << shift) >> shift
    }

    private var doubleValue: Double? {
        switch self {
        case let .integer(bits, type):
            return type.isSigned ? Double(Int64(bitPattern: bits)) : Double(bits)
        case let .double(value): return value
        case let .float(value): return Double(value)
        case let .value(.number(value)): return value
        default: return nil
        }
    }

    private var characterValue: Character? {
        switch self {
        case let .character(character): return character
        case let .unicodeScalar(scalar): return Character(scalar)
        case let .string(string), let .value(.string(string)):
            return string.count == 1 ? string.first : nil
        case let .integer(bits, type) where type.bitWidth <= 32 || type == .int:
            let code = type.isSigned ? Int64(bitPattern: bits) : Int64(bitPattern: bits & UInt64(UInt32.max))
            guard let value = UInt32(exactly: code), let scalar = Unicode.Scalar(value) else { return nil }
            return Character(scalar)
        default: return nil
        }
    }

    private var stringValue: String? {
        switch self {
        case let .string(string), let .value(.string(string)): return string
        case let .character(character): return String(character)
        case let .unicodeScalar(scalar): return String(scalar)
        default: return nil
        }
    }

    /// Swift's `"\(value)"`, which `%@` prints.
    private var anyDescription: String {
        switch self {
        case let .integer(bits, type):
            return type.isSigned ? String(Int64(bitPattern: bits)) : String(bits)
        case let .double(value): return value.description
        case let .float(value): return value.description
        case let .character(character): return String(character)
        case let .unicodeScalar(scalar): return String(scalar)
        case let .string(string): return string
        case let .value(value): return value.swiftDescription
        }
    }
}
