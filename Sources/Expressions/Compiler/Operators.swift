import Diagnostics

/// The meaning of the built-in operators on values (Layout's engine, R-LL-OPERATORS).
/// Each function throws the engine's exact error text; the caller attaches the span.
enum Operators {
    /// Operators that have a built-in infix meaning.
    static let infix: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "??", "...", "..<", ",",
    ]
    static let prefix: Set<String> = ["-", "!", "...", "..<"]
    static let postfix: Set<String> = ["..."]

    /// A number for arithmetic: Doubles as they are, Bools as 1 or 0.
    @inline(__always)
    static func number(_ value: Value) -> Double? {
        switch value {
        case let .number(number): return number
        case let .bool(flag): return flag ? 1 : 0
        default: return nil
        }
    }

    static func mismatch(_ op: String, _ lhs: Value, _ rhs: Value) -> String {
        "Arguments of type (\(lhs.typeName), \(rhs.typeName)) are not compatible with infix operator \(op)"
    }

    static func mismatch(prefix op: String, _ operand: Value) -> String {
        "Argument of type \(operand.typeName) is not compatible with prefix operator \(op)"
    }

    static func mismatch(postfix op: String, _ operand: Value) -> String {
        "Argument of type \(operand.typeName) is not compatible with postfix operator \(op)"
    }

    /// Applies an infix operator; `nil` error text means success.
    static func apply(infix op: String, _ lhs: Value, _ rhs: Value) -> Result<Value, OperatorFailure> {
        switch op {
        case "+": return add(lhs, rhs)
        case "-", "*", "/", "%":
            guard let a = number(lhs), let b = number(rhs) else { return .failure(.init(mismatch(op, lhs, rhs))) }
            return .success(.number(arithmetic(op, a, b)))
        case "<", "<=", ">", ">=":
            guard let a = number(lhs), let b = number(rhs) else { return .failure(.init(mismatch(op, lhs, rhs))) }
            return .success(.bool(compare(op, a, b)))
        case "==": return .success(.bool(equal(lhs, rhs)))
        case "!=": return .success(.bool(!equal(lhs, rhs)))
        case "&&", "||":
            guard let a = number(lhs), let b = number(rhs) else { return .failure(.init(mismatch(op, lhs, rhs))) }
            return .success(.bool(op == "&&" ? (a != 0 && b != 0) : (a != 0 || b != 0)))
        case "??":
            if case .null = lhs { return .success(rhs) }
            return .success(lhs)
        case "...", "..<": return range(op, lhs, rhs)
        case ",": return .success(.array(splice(lhs) + splice(rhs)))
        default: return .failure(.init("Undefined infix operator \(op)"))
        }
    }

    @inline(__always)
    static func arithmetic(_ op: String, _ a: Double, _ b: Double) -> Double {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return a / b
        default: return a.truncatingRemainder(dividingBy: b)
        }
    }

    @inline(__always)
    static func compare(_ op: String, _ a: Double, _ b: Double) -> Bool {
        switch op {
        case "<": return a < b
        case "<=": return a <= b
        case ">": return a > b
        default: return a >= b
        }
    }

    static func add(_ lhs: Value, _ rhs: Value) -> Result<Value, OperatorFailure> {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return .success(.string(a + b))
        case (.null, _), (_, .null): return .failure(.init(mismatch("+", lhs, rhs)))
        case let (.string(a), other): return .success(.string(a + other.interpolationDescription))
        case let (other, .string(b)): return .success(.string(other.interpolationDescription + b))
        case let (.array(a), .array(b)): return .success(.array(a + b))
        default:
            guard let a = number(lhs), let b = number(rhs) else { return .failure(.init(mismatch("+", lhs, rhs))) }
            return .success(.number(a + b))
        }
    }

    /// Equality as Layout's engine defines it: nil equals only nil, numbers
    /// (and Bools) by value, everything else structurally.
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        if let a = number(lhs), let b = number(rhs) { return a == b }
        return lhs == rhs
    }

    /// `a, b` flattens arrays one level (R-LL-OPERATORS, the comma operator).
    static func splice(_ value: Value) -> [Value] {
        if case let .array(values) = value { return values }
        return [value]
    }

    static func range(_ op: String, _ lhs: Value, _ rhs: Value) -> Result<Value, OperatorFailure> {
        guard let a = number(lhs), let b = number(rhs), let lower = Int(exactly: a.rounded(.towardZero)),
              let upper = Int(exactly: b.rounded(.towardZero))
        else { return .failure(.init(mismatch(op, lhs, rhs))) }
        if op == "..." {
            guard lower <= upper else { return .failure(.init("Cannot form range with lower bound > upper bound")) }
            return .success(.range(RangeValue(lower: lower, upper: upper, isClosed: true)))
        }
        guard lower != upper else { return .failure(.init("Cannot form half-open range with lower bound == upper bound")) }
        guard lower < upper else { return .failure(.init("Cannot form range with lower bound > upper bound")) }
        return .success(.range(RangeValue(lower: lower, upper: upper, isClosed: false)))
    }

    static func apply(prefix op: String, _ operand: Value) -> Result<Value, OperatorFailure> {
        switch op {
        case "-":
            guard let a = number(operand) else { return .failure(.init(mismatch(prefix: op, operand))) }
            return .success(.number(-a))
        case "!":
            guard let a = number(operand) else { return .failure(.init(mismatch(prefix: op, operand))) }
            return .success(.bool(a == 0))
        case "...", "..<":
            guard let a = number(operand), let upper = Int(exactly: a.rounded(.towardZero)) else {
                return .failure(.init(mismatch(prefix: op, operand)))
            }
            return .success(.range(RangeValue(lower: nil, upper: upper, isClosed: op == "...")))
        default: return .failure(.init("Undefined prefix operator \(op)"))
        }
    }

    static func apply(postfix op: String, _ operand: Value) -> Result<Value, OperatorFailure> {
        guard op == "..." else { return .failure(.init("Undefined postfix operator \(op)")) }
        guard let a = number(operand), let lower = Int(exactly: a.rounded(.towardZero)) else {
            return .failure(.init(mismatch(postfix: op, operand)))
        }
        return .success(.range(RangeValue(lower: lower, upper: nil, isClosed: true)))
    }
}

/// An operator's error text, attached to a span by the caller.
struct OperatorFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
