/// One argument for a format string: a typed Swift-like value (what Sprinter's
/// own tests pass) or a template `Value` (what Layout's expressions produce).
public enum FormatArgument: Hashable, Sendable {
    /// An integer of a given Swift type; `bitPattern` holds its two's-complement bits,
    /// so both `Int.min` and `UInt.max` are exact.
    case integer(bitPattern: UInt64, type: IntegerType)
    case double(Double)
    case float(Float)
    case character(Character)
    case unicodeScalar(Unicode.Scalar)
    case string(String)
    /// A template value, printed by `%@` as Swift's `"\(value)"`.
    case value(Value)

    /// An integer argument of `T`'s Swift type (`Int32.max`, `UInt.max`, …).
    public init<T: FixedWidthInteger>(_ value: T) {
        let type = IntegerType(of: T.self) ?? (T.isSigned ? .int64 : .uint64)
        let bits = T.isSigned ? UInt64(bitPattern: Int64(truncatingIfNeeded: value)) : UInt64(truncatingIfNeeded: value)
        self = .integer(bitPattern: bits, type: type)
    }

    /// The Swift type name used in `Type mismatch for argument` errors.
    public var typeName: String {
        switch self {
        case let .integer(_, type): return type.name
        case .double: return "Double"
        case .float: return "Float"
        case .character: return "Character"
        // Swift prints `Unicode.Scalar.self` as `Scalar`.
        case .unicodeScalar: return "Scalar"
        case .string: return "String"
        case let .value(value): return value.typeName
        }
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// An `Int`, as an unannotated Swift integer literal is.
    public init(integerLiteral value: Int) { self.init(value) }
    /// A `Double`, as an unannotated Swift decimal literal is.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A `String`, as an unannotated Swift string literal is.
    public init(stringLiteral value: String) { self = .string(value) }
}
