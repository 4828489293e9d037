/// How the two sides of a constraint compare.
public enum Relation: String, HashedByCase, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Identifies an installed constraint. Ids grow in the order constraints are added, and
/// that order matters: R-AL-UNSAT-1 breaks the member of a conflict that was added last.
///
/// The id is the constraint's opaque tag: callers keep their own table from ids to source
/// positions, view names or UIKit identifiers.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// UIKit's priority scale: `Float` values in 1…1000, 1000 meaning required.
public enum Priority {
    /// A constraint at this priority must hold.
    public static let required: Float = 1000
    /// `UILayoutPriority.fittingSizeLevel`: what `systemLayoutSizeFitting` holds a size at.
    public static let fittingSizeLevel: Float = 50

    /// The level a broken required constraint keeps pulling at (R-AL-UNSAT-1): above every
    /// optional `Float` priority (the largest is 999.99994) and below required.
    static let brokenLevel: Double = (Double(Float(1000).nextDown) + 1000) / 2
}

/// A constraint as the caller stated it: `expression relation 0 @priority`.
struct ConstraintRecord: Sendable {
    var expression: LinearExpression
    var relation: Relation
    var priority: Float
    /// Set by the host (the root frame): never the one chosen to break (R-AL-UNSAT-1).
    var isHost: Bool
    /// Its constant was edited once and could not move in place (a required equality solved
    /// for a variable by substitution has no marker): from the next install on it gets one, as
    /// a host constraint does, so the next edit of it moves in place (a number saved again).
    var isEdited = false
    /// Broken after a conflict: installed as optional at `Priority.brokenLevel`.
    var isBroken = false
    /// For the solver's own tie-break pulls: a level below every real priority (R-AL-AMBIG-2).
    var tieBreakLevel: Double?

    var isRequired: Bool { priority >= Priority.required && !isBroken }

    /// The objective level the constraint's errors count at.
    var levelKey: Double { tieBreakLevel ?? (isBroken ? Priority.brokenLevel : Double(priority)) }
}
