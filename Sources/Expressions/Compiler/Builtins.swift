#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The engine's built-in constants and functions (R-LL-BUILTINS), available in
/// every expression.
enum Builtins {
    /// How many arguments a function takes.
    enum Arity: Equatable {
        case exactly(Int)
        case atLeast(Int)

        func accepts(_ count: Int) -> Bool {
            switch self {
            case let .exactly(n): return count == n
            case let .atLeast(n): return count >= n
            }
        }

        /// The engine's error text for a call with the wrong number of arguments.
        func message(for name: String) -> String {
            switch self {
            case let .exactly(n): return "Function \(name)() expects \(n) argument\(n == 1 ? "" : "s")"
            case let .atLeast(n): return "Function \(name)() expects at least \(n) arguments"
            }
        }
    }

    static let constants: [String: Value] = [
        "pi": .number(Double.pi), "true": .bool(true), "false": .bool(false), "nil": .null,
    ]

    static let unary: [String: @Sendable (Double) -> Double] = [
        "sqrt": { $0.squareRoot() }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
        "round": { $0.rounded() }, "abs": { Swift.abs($0) },
        "cos": { cos($0) }, "acos": { acos($0) }, "sin": { sin($0) }, "asin": { asin($0) },
        "tan": { tan($0) }, "atan": { atan($0) },
    ]

    static let binary: [String: @Sendable (Double, Double) -> Double] = [
        "pow": { pow($0, $1) }, "atan2": { atan2($0, $1) }, "mod": { $0.truncatingRemainder(dividingBy: $1) },
    ]

    static let variadic: [String: @Sendable (Double, Double) -> Double] = [
        "min": { Swift.min($0, $1) }, "max": { Swift.max($0, $1) },
    ]

    /// The arity of a built-in math function, or nil if `name` is not one.
    static func arity(of name: String) -> Arity? {
        if unary[name] != nil { return .exactly(1) }
        if binary[name] != nil { return .exactly(2) }
        if variadic[name] != nil { return .atLeast(2) }
        return nil
    }

    /// Calls a math function on numeric arguments.
    static func call(_ name: String, _ arguments: [Double]) -> Double {
        if let function = unary[name] { return function(arguments[0]) }
        if let function = binary[name] { return function(arguments[0], arguments[1]) }
        let combine = variadic[name]!
        return arguments.dropFirst().reduce(arguments[0], combine)
    }

    static func mismatch(_ name: String, _ arguments: [Value]) -> String {
        let types = arguments.map(\.typeName).joined(separator: ", ")
        return "Arguments of type (\(types)) are not compatible with function \(name)()"
    }
}
