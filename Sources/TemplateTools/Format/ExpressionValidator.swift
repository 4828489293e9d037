import Expressions

/// LayoutTool's plausibility check of an expression it formats. Names cannot be
/// checked without the app, but operators and the standard functions can: an
/// operator with no built-in meaning (`a ^ b`) or `rgb()` with four arguments is
/// certainly a mistake. Unknown functions are allowed (they may be format strings
/// or custom functions).
enum ExpressionValidator {
    /// Operators with a built-in meaning in Layout's engine, including the comma
    /// (option sets and arrays), ranges, calls and subscripts of computed values, and
    /// the ternary, which expressions record as `?:`.
    static let infixOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "??",
        "...", "..<", ",", "?:", "()", "[]",
    ]
    static let prefixOperators: Set<String> = ["-", "!", "...", "..<"]
    /// `%` is the percentage of a layout or size property.
    static let postfixOperators: Set<String> = ["%", "..."]

    /// How many arguments a standard function takes.
    enum Arity: Equatable {
        case exactly(Int)
        case atLeast(Int)

        func accepts(_ count: Int) -> Bool {
            switch self {
            case .exactly(let required): return count == required
            case .atLeast(let minimum): return count >= minimum
            }
        }

        /// Expression's wording: `Function pow() expects 2 arguments`.
        func message(for name: String) -> String {
            switch self {
            case .exactly(let required):
                return "Function \(name)() expects \(required) argument\(required == 1 ? "" : "s")"
            case .atLeast(let minimum):
                return "Function \(name)() expects at least \(minimum) arguments"
            }
        }
    }

    /// The math functions of Expression 0.13 and Layout's colour functions.
    static let functions: [String: Arity] = {
        var functions: [String: Arity] = ["rgb": .exactly(3), "rgba": .exactly(4), "min": .atLeast(2), "max": .atLeast(2)]
        for name in ["sqrt", "floor", "ceil", "round", "cos", "acos", "sin", "asin", "tan", "atan", "abs"] {
            functions[name] = .exactly(1)
        }
        for name in ["pow", "atan2", "mod"] { functions[name] = .exactly(2) }
        return functions
    }()

    /// The first problem with `expression`'s symbols, as Expression words it; nil if none.
    static func problem(in expression: ParsedExpression) -> String? {
        for symbol in expression.symbols {
            switch symbol {
            case .variable, .array:
                continue
            case .prefix(let name) where !prefixOperators.contains(name):
                return "Undefined prefix operator \(name)"
            case .infix(let name) where !infixOperators.contains(name):
                return "Undefined infix operator \(name)"
            case .postfix(let name) where !postfixOperators.contains(name):
                return "Undefined postfix operator \(name)"
            case let .function(name, count):
                if let arity = functions[name], !arity.accepts(count) { return arity.message(for: name) }
            default:
                continue
            }
        }
        return nil
    }
}
