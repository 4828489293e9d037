/// The Swift type a placeholder reads its argument as (Sprinter's `types`),
/// named as Sprinter prints it in errors and in the `types` list.
public enum FormatType: Hashable, Sendable {
    case int, int8, int16, int64
    case uint, uint8, uint16, uint64
    /// All floating-point specifiers, including `%Lf`: iOS's `long double` is a Double.
    case double
    case character
    case string
    /// `%p`: a pointer-sized object reference.
    case anyObject
    /// `%@`, and argument indices no placeholder mentions.
    case any

    /// The Swift type name (`Int`, `UInt8`, `Character`, `Any`, …).
    public var name: String {
        switch self {
        case .int: return "Int"
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint64: return "UInt64"
        case .double: return "Double"
        case .character: return "Character"
        case .string: return "String"
        case .anyObject: return "AnyObject"
        case .any: return "Any"
        }
    }

    /// The integer type this placeholder type stands for, if it is one.
    var integerType: IntegerType? {
        switch self {
        case .int: return .int
        case .int8: return .int8
        case .int16: return .int16
        case .int64: return .int64
        case .uint: return .uint
        case .uint8: return .uint8
        case .uint16: return .uint16
        case .uint64: return .uint64
        default: return nil
        }
    }
}
