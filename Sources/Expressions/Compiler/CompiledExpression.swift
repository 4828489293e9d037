import Diagnostics

/// Evaluates one compiled node against the slot values of one evaluation.
typealias ValueThunk = @Sendable (any SymbolValues) throws(ExpressionError) -> Value

/// A parsed expression compiled for repeated evaluation: every symbol was
/// resolved once to a constant or a slot, constant sub-expressions were folded,
/// and purely numeric expressions got a Double-only fast path.
public struct CompiledExpression: Sendable {
    /// The general evaluator.
    let thunk: ValueThunk
    let numeric: NumberThunk?
    /// The best evaluator, chosen once: the constant, the numeric fast path
    /// (falling back to `thunk` for non-numbers), or `thunk`.
    let run: ValueThunk
    /// The value when the whole expression folded to a constant.
    public let constantValue: Value?
    /// Names of the symbols read at evaluation time, in slot order of first use.
    public let dynamicSymbols: [String]
    /// Every symbol name the expression mentions, constant or not (e.g. to
    /// know which `strings.` keys a template depends on).
    public let referencedSymbols: [String]

    /// True when the value cannot change between evaluations.
    public var isConstant: Bool { constantValue != nil }

    init(thunk: @escaping ValueThunk, numeric: NumberThunk?, constantValue: Value?, dynamicSymbols: [String], referencedSymbols: [String]) {
        self.thunk = thunk
        self.numeric = numeric
        self.constantValue = constantValue
        self.dynamicSymbols = dynamicSymbols
        self.referencedSymbols = referencedSymbols
        if let constantValue {
            run = { _ throws(ExpressionError) in constantValue }
        } else if let numeric {
            run = { values throws(ExpressionError) in
                do throws(NumericFailure) {
                    return .number(try numeric(values))
                } catch {
                    if case let .failure(failure) = error { throw failure }
                    return try thunk(values)
                }
            }
        } else {
            run = thunk
        }
    }

    /// Evaluates with the current slot values.
    @inline(__always)
    public func evaluate(_ values: any SymbolValues) throws(ExpressionError) -> Value {
        try run(values)
    }

    /// Evaluates an expression expected to be numeric (frames): skips boxing
    /// in `Value` on the fast path. Bools count as 0/1.
    public func evaluateNumber(_ values: any SymbolValues) throws(ExpressionError) -> Double? {
        if let numeric {
            do {
                return try numeric(values)
            } catch {
                if case let .failure(failure) = error { throw failure }
            }
        }
        return Operators.number(try evaluate(values))
    }
}
