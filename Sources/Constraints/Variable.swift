/// An unknown of a constraint system, made by `ConstraintSolver.makeVariable()`.
///
/// A variable is only an index: the solver owns its value, so variables are cheap to copy
/// and to keep in the caller's own tables (an item's x, y, width and height).
public struct Variable: Hashable, Comparable, Sendable {
    /// The position of the variable in the order the solver made them.
    public let index: Int

    public init(index: Int) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// One `coefficient × variable` term of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`.
///
/// Named so because `Foundation.Expression` exists; terms may repeat a variable (the solver
/// adds them up), which keeps building an expression from a constraint's two sides cheap.
public struct LinearExpression: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable, 1)]) }
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// Adds `factor × other` to this expression.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: Variable, times coefficient: Double = 1) {
        terms.append(Term(variable, coefficient))
    }
}

// Arithmetic for building systems by hand (tests, benchmarks): `x + 2 * w - 10`.

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var sum = lhs; sum.add(rhs); return sum
}
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var difference = lhs; difference.add(rhs, times: -1); return difference
}
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    var product = LinearExpression(constant: 0); product.add(expression, times: factor); return product
}
public prefix func - (expression: LinearExpression) -> LinearExpression { -1 * expression }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func * (factor: Double, variable: Variable) -> LinearExpression { LinearExpression([Term(variable, factor)]) }
