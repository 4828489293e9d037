import AutoLayout
import Constraints
import Diagnostics

/// One right-hand side, shorthand (`"@super <16 $750"`) or comprehensive (`{"to": "super"}`),
/// parsed but not yet tied to views: what `ELConstraintModel` holds.
struct ConstraintArgument: Sendable {
    /// How the constant's sign is decided (R-EL-SIGN).
    enum Sign: Character, Sendable {
        case positive = "+", negative = "-", inset = "<", offset = ">"
    }

    /// The `@` target or `to`, verbatim (`super` is the superview).
    var target: String?
    var targetSpan: SourceSpan?
    var rightAttribute: LayoutAttribute?
    var constant: (value: Double, sign: Sign)?
    var multiplier: Double?
    var relation: Relation = .equal
    var priority: Double?
    var identifier: String?
    var horizontalSizeClass: SizeClass = .unspecified
    var verticalSizeClass: SizeClass = .unspecified
    /// The whole right-hand value (a string or an object).
    var span: SourceSpan

    /// Whether `other` is this argument but for its constant's value (each span the same).
    func differsOnlyInConstant(from other: ConstraintArgument) -> Bool {
        target == other.target && targetSpan == other.targetSpan && rightAttribute == other.rightAttribute
            && constant?.sign == other.constant?.sign && multiplier == other.multiplier && relation == other.relation
            && priority == other.priority && identifier == other.identifier && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && span == other.span
    }

    /// The constant for left attribute `attribute` (R-EL-SIGN's table); 0 without one.
    func constant(for attribute: LayoutAttribute) -> Double {
        guard let (value, sign) = constant else { return 0 }
        let negated = switch sign {
        case .positive: false
        case .negative: true
        case .inset: ConstraintKeys.insetNegated.contains(attribute)
        case .offset: ConstraintKeys.offsetNegated.contains(attribute)
        }
        return negated ? -value : value
    }
}

/// The trait collection size-class constraints are evaluated against (R-EL-SIZE-CLASS).
public struct Traits: Hashable, Sendable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An iPhone's in portrait, an iPhone's in landscape, or an iPad's (regular both ways),
    /// from the root's size.
    public static func forRoot(width: Double, height: Double) -> Traits {
        let classes = SizeClass.forRoot(width: width, height: height)
        return Traits(horizontal: classes.horizontal, vertical: classes.vertical)
    }

    /// The documented rule: each specified size class must match.
    func allows(horizontal h: SizeClass, vertical v: SizeClass) -> Bool {
        (h == .unspecified || h == horizontal) && (v == .unspecified || v == vertical)
    }
}
