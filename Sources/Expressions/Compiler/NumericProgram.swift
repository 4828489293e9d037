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
            guard let base = compiler.percentSlot, let operand = number(operand) else { return nil }
            return { values throws(NumericFailure) in
                try operand(values) / 100 * (try NumericProgram.read(base, values))
            }
        case let .infix(op, lhs, rhs) where ["+", "-", "*", "/", "%"].contains(op):
            guard let a = number(lhs), let b = number(rhs) else { return nil }
            switch op {
            case "+": return { v throws(NumericFailure) in try a(v) + b(v) }
            case "-": return { v throws(NumericFailure) in try a(v) - b(v) }
            case "*": return { v throws(NumericFailure) in try a(v) * b(v) }
            case "/": return { v throws(NumericFailure) in try a(v) / b(v) }
            default: return { v throws(NumericFailure) in try a(v).truncatingRemainder(dividingBy: b(v)) }
            }
        case let .ternary(condition, then, otherwise):
            guard let test = flag(condition), let a = number(then), let b = number(otherwise) else { return nil }
            // Both branches are evaluated, as in Layout: an error in either fails the expression.
            return { v throws(NumericFailure) in
                let chosen = try test(v)
                let first = try a(v)
                let second = try b(v)
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
        case let .infix(op, lhs, rhs) where ["<", "<=", ">", ">=", "==", "!="].contains(op):
            guard let a = number(lhs), let b = number(rhs) else { return nil }
            switch op {
            case "<": return { v throws(NumericFailure) in try a(v) < b(v) }
            case "<=": return { v throws(NumericFailure) in try a(v) <= b(v) }
            case ">": return { v throws(NumericFailure) in try a(v) > b(v) }
            case ">=": return { v throws(NumericFailure) in try a(v) >= b(v) }
            case "==": return { v throws(NumericFailure) in try a(v) == b(v) }
            default: return { v throws(NumericFailure) in try a(v) != b(v) }
            }
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
        let thunks = arguments.compactMap(number)
        guard thunks.count == arguments.count else { return nil }
        if let function = Builtins.unary[name] {
            let a = thunks[0]
            return { v throws(NumericFailure) in function(try a(v)) }
        }
        if let function = Builtins.binary[name] ?? (thunks.count == 2 ? Builtins.variadic[name] : nil) {
            let a = thunks[0], b = thunks[1]
            return { v throws(NumericFailure) in
                let first = try a(v)
                return function(first, try b(v))
            }
        }
        let combine = Builtins.variadic[name]!
        return { v throws(NumericFailure) in
            var result = try thunks[0](v)
            for thunk in thunks.dropFirst() { result = combine(result, try thunk(v)) }
            return result
        }
    }

    /// Reads a slot that must hold a plain number.
    @inline(__always)
    static func read(_ slot: Int, _ values: any SymbolValues) throws(NumericFailure) -> Double {
        let value: Value
        do throws(ExpressionError) { value = try values.value(forSlot: slot) } catch { throw .failure(error) }
        guard case let .number(number) = value else { throw .bail }
        return number
    }
}
