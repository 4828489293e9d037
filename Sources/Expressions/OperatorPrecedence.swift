/// How tightly infix operators bind and which way they associate: Expression
/// 0.13.0's table, which follows Swift's SE-0077 order. Unknown operators
/// (including identifiers used as operators) get the default level of `+`.
struct OperatorPrecedence: Equatable {
    /// Higher binds tighter.
    var level: Int
    /// Comparisons and assignments group to the right: `1 < 2 == true` is `1 < (2 == true)`.
    var isRightAssociative: Bool

    static let ternary = -7
    static let comma = -100

    private static let standard = OperatorPrecedence(level: 0, isRightAssociative: false)
    private static let comparison = OperatorPrecedence(level: -4, isRightAssociative: true)
    private static let assignment = OperatorPrecedence(level: -8, isRightAssociative: true)

    /// The precedence of infix operator `name`.
    static func of(_ name: String) -> OperatorPrecedence {
        // Single-character operators are nearly all of them; a byte switch
        // avoids string comparisons on the parser's hot path.
        var utf8 = name.utf8.makeIterator()
        if let first = utf8.next(), utf8.next() == nil {
            switch first {
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"):
                return OperatorPrecedence(level: 1, isRightAssociative: false)
            case UInt8(ascii: "<"), UInt8(ascii: ">"): return comparison
            case UInt8(ascii: "?"), UInt8(ascii: ":"): return OperatorPrecedence(level: ternary, isRightAssociative: false)
            case UInt8(ascii: "="): return assignment
            case UInt8(ascii: ","): return OperatorPrecedence(level: comma, isRightAssociative: false)
            default: return standard
            }
        }
        switch name {
        case "<<", ">>", ">>>": return OperatorPrecedence(level: 2, isRightAssociative: false)
        case "..", "...", "..<": return OperatorPrecedence(level: -1, isRightAssociative: false)
        case "is", "as", "isa": return OperatorPrecedence(level: -2, isRightAssociative: false)
        case "??", "?:": return OperatorPrecedence(level: -3, isRightAssociative: false)
        case "<=", ">=", "==", "!=", "<>", "===", "!==", "lt", "le", "lte", "gt", "ge", "gte", "eq", "ne":
            return comparison
        case "&&", "and": return OperatorPrecedence(level: -5, isRightAssociative: false)
        case "||", "or": return OperatorPrecedence(level: -6, isRightAssociative: false)
        case "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|=", ":=": return assignment
        default: return standard
        }
    }

    /// The binding level of infix operator `name`.
    static func level(of name: String) -> Int { of(name).level }

    /// Whether `lhs`, written first, binds before `rhs` when both are infix.
    static func binds(_ lhs: String, before rhs: String) -> Bool {
        let left = of(lhs)
        let right = of(rhs)
        return left.level == right.level ? !left.isRightAssociative : left.level > right.level
    }
}

extension String {
    /// Whether the string is exactly the one ASCII character `byte`, without a
    /// full string comparison.
    @inline(__always)
    func isSingle(_ byte: UInt8) -> Bool {
        var utf8 = self.utf8.makeIterator()
        return utf8.next() == byte && utf8.next() == nil
    }
}
