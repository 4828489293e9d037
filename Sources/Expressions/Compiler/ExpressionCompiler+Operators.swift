import Diagnostics

extension ExpressionCompiler {
    func prefix(_ op: String, _ operand: Syntax, _ span: SourceSpan) throws(ExpressionError) -> Node {
        let opSpan = SourceSpan(Int(span.lower), Int(span.lower) + op.utf8.count)
        guard Operators.prefix.contains(op) else { throw ExpressionError("Undefined prefix operator \(op)", span: opSpan) }
        let inner = try compileNode(operand)
        let a = inner.thunk
        return try combine([inner]) { values throws(ExpressionError) in
            switch Operators.apply(prefix: op, try a(values)) {
            case let .success(value): return value
            case let .failure(failure): throw ExpressionError(failure.message, span: opSpan)
            }
        }
    }

    func postfix(_ op: String, _ operand: Syntax, _ span: SourceSpan) throws(ExpressionError) -> Node {
        let opSpan = SourceSpan(Int(span.upper) - op.utf8.count, Int(span.upper))
        if op == "%", let base = percentBase {
            let inner = try compileNode(operand)
            let a = inner.thunk
            return Node(thunk: { values throws(ExpressionError) in
                let operandValue = try a(values)
                let baseValue: Value
                switch base {
                case let .slot(slot): baseValue = try values.value(forSlot: slot)
                case let .constant(whole): baseValue = .number(whole)
                }
                guard let number = Operators.number(operandValue), let whole = Operators.number(baseValue) else {
                    throw ExpressionError(Operators.mismatch(postfix: op, operandValue), span: opSpan)
                }
                return .number(number / 100 * whole)
            }, constant: nil)
        }
        guard Operators.postfix.contains(op) else { throw ExpressionError("Undefined postfix operator \(op)", span: opSpan) }
        let inner = try compileNode(operand)
        let a = inner.thunk
        return try combine([inner]) { values throws(ExpressionError) in
            switch Operators.apply(postfix: op, try a(values)) {
            case let .success(value): return value
            case let .failure(failure): throw ExpressionError(failure.message, span: opSpan)
            }
        }
    }

    func infix(_ op: String, _ lhs: Syntax, _ rhs: Syntax) throws(ExpressionError) -> Node {
        let whole = lhs.span.union(rhs.span)
        let opSpan = operatorSpan(between: lhs, and: rhs, fallback: whole)
        if op == "?:" { throw ExpressionError("Undefined ternary operator ?:", span: opSpan) }
        guard Operators.infix.contains(op) else { throw ExpressionError("Undefined infix operator \(op)", span: opSpan) }
        let left = try compileNode(lhs)
        let right = try compileNode(rhs)
        let a = left.thunk, b = right.thunk
        return try combine([left, right]) { values throws(ExpressionError) in
            // Both sides are always evaluated: the engine has no short-circuit.
            let first = try a(values)
            let second = try b(values)
            switch Operators.apply(infix: op, first, second) {
            case let .success(value): return value
            case let .failure(failure): throw ExpressionError(failure.message, span: opSpan)
            }
        }
    }

    func ternary(_ condition: Syntax, _ then: Syntax, _ otherwise: Syntax, _ span: SourceSpan) throws(ExpressionError) -> Node {
        let test = try compileNode(condition)
        let first = try compileNode(then)
        let second = try compileNode(otherwise)
        let opSpan = operatorSpan(between: condition, and: then, fallback: span)
        let c = test.thunk, a = first.thunk, b = second.thunk
        if test.constant == nil, let flag = NumericProgram(compiler: self).flag(condition),
           let yes = first.constant, let no = second.constant {
            // `isSelected ? #00f : #ccc`: a numeric test choosing between constants.
            return Node(thunk: { values throws(ExpressionError) in
                do throws(NumericFailure) {
                    return try flag(values) ? yes : no
                } catch {
                    if case let .failure(failure) = error { throw failure }
                    return try Self.choose(try c(values), yes, no, span: opSpan)
                }
            }, constant: nil)
        }
        return try combine([test, first, second]) { values throws(ExpressionError) in
            // All three operands are evaluated, as in Layout's engine.
            let flag = try c(values)
            let yes = try a(values)
            let no = try b(values)
            return try Self.choose(flag, yes, no, span: opSpan)
        }
    }

    /// The ternary's pick; a condition that is not a number or Bool is an error.
    static func choose(_ flag: Value, _ yes: Value, _ no: Value, span: SourceSpan) throws(ExpressionError) -> Value {
        guard let number = Operators.number(flag) else {
            throw ExpressionError(
                "Arguments of type (\(flag.typeName), \(yes.typeName), \(no.typeName)) are not compatible with ternary operator ?:",
                span: span)
        }
        return number != 0 ? yes : no
    }

    func subscriptNode(_ base: Node, _ index: Node, arrayName: String?, _ span: SourceSpan) throws(ExpressionError) -> Node {
        let a = base.thunk, i = index.thunk
        return try combine([base, index]) { values throws(ExpressionError) in
            let container = try a(values)
            let key = try i(values)
            switch Subscripts.apply(container, key, arrayName: arrayName) {
            case let .success(value): return value
            case let .failure(failure): throw ExpressionError(failure.message, span: span)
            }
        }
    }
}
