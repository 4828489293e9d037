/// How tightly infix operators bind and which way they associate: Expression
/// 0.13.0's table, which follows Swift's SE-0077 order. Unknown operators
/// (including identifiers used as operators) get the default level of `+`.
enum OperatorPrecedence {
    static let ternary = -7
    static let comma = -100

    /// The binding level of an infix operator; higher binds tighter.
    static func level(of name: String) -> Int {
        switch name {
        case "+", "-": return 0
        case "*", "/", "%", "&": return 1
        case "<<", ">>", ">>>": return 2
        case "..", "...", "..<": return -1
        case "is", "as", "isa": return -2
        case "??", "?:": return -3
        case "&&", "and": return -5
        case "||", "or": return -6
        case "?", ":": return ternary
        case ",": return comma
        default:
            if isComparison(name) { return -4 }
            if isAssignment(name) { return -8 }
            return 0
        }
    }

    /// Comparisons and assignments group to the right: `1 < 2 == true` is `1 < (2 == true)`.
    static func isRightAssociative(_ name: String) -> Bool {
        isComparison(name) || isAssignment(name)
    }

    /// Whether `lhs`, written first, binds before `rhs` when both are infix.
    static func binds(_ lhs: String, before rhs: String) -> Bool {
        let left = level(of: lhs)
        let right = level(of: rhs)
        return left == right ? !isRightAssociative(lhs) : left > right
    }

    private static func isComparison(_ name: String) -> Bool {
        switch name {
        case "<", "<=", ">=", ">", "==", "!=", "<>", "===", "!==",
             "lt", "le", "lte", "gt", "ge", "gte", "eq", "ne":
            return true
        default:
            return false
        }
    }

    private static func isAssignment(_ name: String) -> Bool {
        switch name {
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=", ":=":
            return true
        default:
            return false
        }
    }
}
