/// A Swift fixed-width integer type, kept with integer format arguments because
/// Sprinter's promotion rules depend on the exact type, not just the value
/// (`%i` takes an `Int32` but refuses an `Int64`).
public enum IntegerType: Hashable, Sendable, CaseIterable {
    case int, int8, int16, int32, int64
    case uint, uint8, uint16, uint32, uint64

    /// The Swift type name, as error messages print it.
    public var name: String {
        switch self {
        case .int: return "Int"
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        }
    }

    var isSigned: Bool {
        switch self {
        case .int, .int8, .int16, .int32, .int64: return true
        default: return false
        }
    }

    var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        default: return 64
        }
    }

    /// Types C's default argument promotions turn into `int` (and `UInt32` into
    /// `unsigned int`): a printf integer placeholder of any length accepts them,
    /// as Sprinter does, but not a different 64-bit type.
    var promotesToCInt: Bool {
        switch self {
        case .int32, .int16, .int8, .uint16, .uint8: return true
        default: return false
        }
    }

    /// The type whose name is `T`'s, for the integer types Swift has.
    init?<T: FixedWidthInteger>(of _: T.Type) {
        guard let match = IntegerType.allCases.first(where: { $0.metatype == T.self }) else { return nil }
        self = match
    }

    private var metatype: Any.Type {
        switch self {
        case .int: return Int.self
        case .int8: return Int8.self
        case .int16: return Int16.self
        case .int32: return Int32.self
        case .int64: return Int64.self
        case .uint: return UInt.self
        case .uint8: return UInt8.self
        case .uint16: return UInt16.self
        case .uint32: return UInt32.self
        case .uint64: return UInt64.self
        }
    }
}
