import Diagnostics

/// Swift's standard precedence groups, highest first, and how their operators associate. An
/// operator the reader does not know is of `DefaultPrecedence` (above the ternary only).
struct Precedence: Equatable {
    var level: Int
    var rightAssociative: Bool

    static let bitwiseShift = Precedence(level: 20, rightAssociative: false)
    static let multiplication = Precedence(level: 18, rightAssociative: false)
    static let addition = Precedence(level: 16, rightAssociative: false)
    static let rangeFormation = Precedence(level: 14, rightAssociative: false)
    static let casting = Precedence(level: 12, rightAssociative: false)
    static let nilCoalescing = Precedence(level: 10, rightAssociative: true)
    static let comparison = Precedence(level: 8, rightAssociative: false)
    static let logicalConjunction = Precedence(level: 6, rightAssociative: false)
    static let logicalDisjunction = Precedence(level: 4, rightAssociative: false)
    /// `DefaultPrecedence`, of an operator the reader does not know.
    static let unknown = Precedence(level: 3, rightAssociative: false)
    static let ternary = Precedence(level: 2, rightAssociative: true)
    static let assignment = Precedence(level: 1, rightAssociative: true)

    /// The commonest first: a switch over strings compares its cases in order.
    static func of(_ op: String) -> Precedence {
        switch op {
        case "=": .assignment
        case "+", "-": .addition
        case "*", "/": .multiplication
        case "==", "!=", "<", ">", "<=", ">=": .comparison
        case "&&": .logicalConjunction
        case "||": .logicalDisjunction
        case "<<", ">>", "&<<", "&>>": .bitwiseShift
        case "%", "&*", "&": .multiplication
        case "&+", "&-", "|", "^": .addition
        case "..<", "...": .rangeFormation
        case "??": .nilCoalescing
        case "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=": .comparison
        case "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>=": .assignment
        default: .unknown
        }
    }
}

/// Folds `a op b op c …` as it is read: operands and operators on two stacks, an operator
/// reducing those before it that bind at least as tightly (more tightly when it associates to
/// the right). A cast has no right operand and applies at once.
struct SequenceFolder {
    enum Operator {
        case binary(SwiftName, Precedence)
        case ternary(SwiftExpr)

        var precedence: Precedence {
            switch self {
            case .binary(_, let precedence): precedence
            case .ternary: .ternary
            }
        }
    }

    private var operands: [SwiftExpr]
    private var operators: [Operator] = []

    init(first: SwiftExpr) {
        operands = [first]
    }

    mutating func push(_ op: Operator, _ operand: SwiftExpr) {
        reduce(before: op.precedence)
        operators.append(op)
        operands.append(operand)
    }

    mutating func cast(_ op: SwiftCastOp, _ type: SwiftType) {
        reduce(before: .casting)
        let operand = operands.removeLast()
        operands.append(SwiftExpr(kind: .cast(op: op, operand: operand, type: type),
                                  span: SourceSpan(Int(operand.span.lower), Int(max(operand.span.upper, type.span.upper)))))
    }

    mutating func result() -> SwiftExpr {
        while !operators.isEmpty { reduceOne() }
        return operands[0]
    }

    private mutating func reduce(before precedence: Precedence) {
        while let top = operators.last {
            let topLevel = top.precedence.level
            guard topLevel > precedence.level || (topLevel == precedence.level && !precedence.rightAssociative) else { return }
            reduceOne()
        }
    }

    private mutating func reduceOne() {
        let rhs = operands.removeLast()
        let lhs = operands.removeLast()
        let span = SourceSpan(Int(lhs.span.lower), Int(max(lhs.span.upper, rhs.span.upper)))
        switch operators.removeLast() {
        case .binary(let name, _):
            operands.append(SwiftExpr(kind: .binary(op: name, lhs: lhs, rhs: rhs), span: span))
        case .ternary(let middle):
            operands.append(SwiftExpr(kind: .ternary(condition: lhs, then: middle, else: rhs), span: span))
        }
    }
}
