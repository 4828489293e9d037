/// The declared type of a property or parameter — Layout's `RuntimeType`.
/// It decides which front end parses an attribute and how its value is cast.
public indirect enum PropertyType: Hashable, Sendable {
    /// Untyped: any value is accepted as is.
    case any
    case bool
    case number(NumberKind)
    case string
    case attributedString
    case character
    case color
    case cgColor
    case image
    case cgImage
    case font
    case url
    case urlRequest
    case selector
    /// A UIKit enum, by runtime type name (`UIViewContentMode`).
    case enumeration(String)
    /// A UIKit option set, by runtime type name (`UIDataDetectorTypes`).
    case options(String)
    case point
    case size
    case rect
    case insets
    case directionalInsets
    case offset
    case vector
    case affineTransform
    case transform3D
    case array(PropertyType)
    /// An Objective-C protocol (`<UITableViewDelegate>`); nullable.
    case `protocol`(String)
    /// A class object (`UINavigationBar.Type`).
    case classObject(String)
    /// An instance of a class that has no value form here (`UIView`, `NSObject`).
    case object(String)
    case visualEffect
    case cgPath
    case dictionary

    /// The numeric Swift types Layout distinguishes when casting.
    public enum NumberKind: String, Hashable, Sendable, CaseIterable {
        case cgFloat = "CGFloat"
        case double = "Double"
        case float = "Float"
        case int = "Int"
        case uint = "UInt"
        case int8 = "Int8"
        case int16 = "Int16"
        case int32 = "Int32"
        case int64 = "Int64"
        case uint8 = "UInt8"
        case uint16 = "UInt16"
        case uint32 = "UInt32"
        case uint64 = "UInt64"
        case nsNumber = "NSNumber"

        /// Integer kinds truncate Double results (`numberOfLines="2.9"` → 2).
        public var isInteger: Bool {
            switch self {
            case .cgFloat, .double, .float, .nsNumber: return false
            default: return true
            }
        }
    }
}
