import Diagnostics

/// Why the numeric fast path stopped: a real error, or a value that is not a
/// plain number (then the general evaluator runs instead).
enum NumericFailure: Error {
    case bail
    case failure(ExpressionError)
}

typealias NumberThunk = @Sendable (any SymbolValues) throws(NumericFailure) -> Double
typealias FlagThunk = @Sendable (any SymbolValues) throws(NumericFailure) -> Bool

/// Builds Double-only closures for the arithmetic core of the language —
/// literals, numeric slots, `+ - * / %`, comparisons in ternary conditions,
/// math functions — the shape of nearly every layout expression. Anything
/// else returns nil and the general evaluator handles it.
struct NumericProgram {
    let compiler: ExpressionCompiler

    func number(_ node: Syntax) -> NumberThunk? {
        switch node.kind {
        case let .number(value):
            return { _ throws(NumericFailure) in value }
        case let .parenthesized(inner):
            return number(inner)
        case .identifier, .escapedIdentifier:
            return identifier(node)
        case let .prefix("-", operand):
            guard let operand = number(operand) else { return nil }
            return { values throws(NumericFailure) in -(try operand(values)) }
        case let .postfix("%", operand):
            guard let base = compiler.percentBase, let operand = self.operand(operand) else { return nil }
            switch base {
            case let .slot(slot):
                return { values throws(NumericFailure) in try operand.load(values) / 100 * (try NumericProgram.read(slot, values)) }
            case let .constant(whole):
                return { values throws(NumericFailure) in try operand.load(values) / 100 * whole }
            }
        case let .infix(op, lhs, rhs) where ["+", "-", "*", "/", "%"].contains(op):
            guard let a = operand(lhs), let b = operand(rhs) else { return nil }
            switch op {
            case "+": return { v throws(NumericFailure) in try a.load(v) + b.load(v) }
            case "-": return { v throws(NumericFailure) in try a.load(v) - b.load(v) }
            case "*": return { v throws(NumericFailure) in try a.load(v) * b.load(v) }
            case "/": return { v throws(NumericFailure) in try a.load(v) / b.load(v) }
            default: return { v throws(NumericFailure) in try a.load(v).truncatingRemainder(dividingBy: b.load(v)) }
            }
        case let .ternary(condition, then, otherwise):
            guard let a = operand(then), let b = operand(otherwise) else { return nil }
            if let (comparison, lhs, rhs) = comparison(condition) {
                // `a >= b ? a : b`: compare and choose in one closure.
                return { v throws(NumericFailure) in
                    let chosen = comparison.holds(try lhs.load(v), try rhs.load(v))
                    let first = try a.load(v)
                    let second = try b.load(v)
                    return chosen ? first : second
                }
            }
            guard let test = flag(condition) else { return nil }
            // Both branches are evaluated, as in Layout: an error in either fails the expression.
            return { v throws(NumericFailure) in
                let chosen = try test(v)
                let first = try a.load(v)
                let second = try b.load(v)
                return chosen ? first : second
            }
        case let .call(name, arguments):
            return call(name, arguments)
        default:
            return nil
        }
    }

    func flag(_ node: Syntax) -> FlagThunk? {
        switch node.kind {
        case let .parenthesized(inner):
            return flag(inner)
        case .infix where comparison(node) != nil:
            let (comparison, a, b) = comparison(node)!
            return { v throws(NumericFailure) in comparison.holds(try a.load(v), try b.load(v)) }
        case let .infix(op, lhs, rhs) where op == "&&" || op == "||":
            guard let a = flag(lhs), let b = flag(rhs) else { return nil }
            if op == "&&" {
                return { v throws(NumericFailure) in
                    let first = try a(v)
                    let second = try b(v)
                    return first && second
                }
            }
            return { v throws(NumericFailure) in
                let first = try a(v)
                let second = try b(v)
                return first || second
            }
        case let .prefix("!", operand):
            guard let a = flag(operand) else { return nil }
            return { v throws(NumericFailure) in !(try a(v)) }
        case .identifier, .escapedIdentifier:
            guard case let .slot(slot)? = compiler.resolution(of: node) else { return nil }
            return { values throws(NumericFailure) in
                let value: Value
                do throws(ExpressionError) { value = try values.value(forSlot: slot) } catch { throw .failure(error) }
                guard case let .bool(flag) = value else { throw .bail }
                return flag
            }
        default:
            return nil
        }
    }

    /// The six comparison operators, applied without a closure per operator.
    enum Comparison: Sendable {
        case less, lessOrEqual, greater, greaterOrEqual, equal, notEqual

        init?(_ op: String) {
            switch op {
            case "<": self = .less
            case "<=": self = .lessOrEqual
            case ">": self = .greater
            case ">=": self = .greaterOrEqual
            case "==": self = .equal
            case "!=": self = .notEqual
            default: return nil
            }
        }

        @inline(__always)
        func holds(_ a: Double, _ b: Double) -> Bool {
            switch self {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            case .equal: return a == b
            case .notEqual: return a != b
            }
        }
    }

    /// A numeric comparison's operator and operands, if `node` is one.
    func comparison(_ node: Syntax) -> (Comparison, Operand, Operand)? {
        switch node.kind {
        case let .parenthesized(inner): return comparison(inner)
        case let .infix(op, lhs, rhs):
            guard let comparison = Comparison(op), let a = operand(lhs), let b = operand(rhs) else { return nil }
            return (comparison, a, b)
        default: return nil
        }
    }

    /// An operand loaded inline by its parent: constants and slots need no
    /// closure call of their own.
    enum Operand: Sendable {
        case constant(Double)
        case slot(Int)
        case thunk(NumberThunk)

        @inline(__always)
        func load(_ values: any SymbolValues) throws(NumericFailure) -> Double {
            switch self {
            case let .constant(value): return value
            case let .slot(slot): return try NumericProgram.read(slot, values)
            case let .thunk(thunk): return try thunk(values)
            }
        }
    }

    func operand(_ node: Syntax) -> Operand? {
        switch node.kind {
        case let .number(value): return .constant(value)
        case let .parenthesized(inner): return operand(inner)
        case .identifier, .escapedIdentifier:
            switch compiler.resolution(of: node) {
            case let .constant(.number(value))?: return .constant(value)
            case let .slot(slot)?: return .slot(slot)
            default: return nil
            }
        default:
            return number(node).map(Operand.thunk)
        }
    }

    private func identifier(_ node: Syntax) -> NumberThunk? {
        switch compiler.resolution(of: node) {
        case let .constant(.number(value))?:
            return { _ throws(NumericFailure) in value }
        case let .slot(slot)?:
            return { values throws(NumericFailure) in try NumericProgram.read(slot, values) }
        default:
            return nil
        }
    }

    private func call(_ name: String, _ arguments: [Syntax]) -> NumberThunk? {
        guard let arity = Builtins.arity(of: name), arity.accepts(arguments.count),
              !compiler.shadowsBuiltin(name) else { return nil }
        let operands = arguments.compactMap(operand)
        guard operands.count == arguments.count else { return nil }
        if let function = Builtins.unary[name] {
            let a = operands[0]
            return { v throws(NumericFailure) in function(try a.load(v)) }
        }
        if name == "min" || name == "max", operands.count == 2 {
            // The most common calls in layouts get no function-value indirection.
            let a = operands[0], b = operands[1]
            if name == "min" { return { v throws(NumericFailure) in Swift.min(try a.load(v), try b.load(v)) } }
            return { v throws(NumericFailure) in Swift.max(try a.load(v), try b.load(v)) }
        }
        if let function = Builtins.binary[name] ?? (operands.count == 2 ? Builtins.variadic[name] : nil) {
            let a = operands[0], b = operands[1]
            return { v throws(NumericFailure) in
                let first = try a.load(v)
                return function(first, try b.load(v))
            }
        }
        let combine = Builtins.variadic[name]!
        return { v throws(NumericFailure) in
            var result = try operands[0].load(v)
            for operand in operands.dropFirst() { result = combine(result, try operand.load(v)) }
            return result
        }
    }

    /// Reads a slot that must hold a plain number.
    @inline(__always)
    static func read(_ slot: Int, _ values: any SymbolValues) throws(NumericFailure) -> Double {
        let number: Double?
        do throws(ExpressionError) { number = try values.number(forSlot: slot) } catch { throw .failure(error) }
        guard let number else { throw .bail }
        return number
    }
}
