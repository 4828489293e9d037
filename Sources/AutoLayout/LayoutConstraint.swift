import Constraints

/// `item.attribute relation multiplier × toItem.toAttribute + constant @priority`
/// (R-AL-EQ-1), as `NSLayoutConstraint` stores it: the multiplier a `Float` (R-AL-EQ-3).
public struct LayoutConstraint: Sendable {
    public var item: ItemID
    public var attribute: LayoutAttribute
    public var relation: Relation
    public var toItem: ItemID?
    public var toAttribute: LayoutAttribute?
    public var multiplier: Float
    public var constant: Double
    public var priority: Float
    /// UIKit's `identifier` ('UISV-spacing', 'LayoutWidth'…), kept for diagnostics.
    public var identifier: String?
    /// The caller's own reference (a source position index, a JSON key…).
    public var tag: Int
    /// The direction its leading and trailing follow: a stack's constraints take the stack's
    /// (its `semanticContentAttribute`); nil is the host's.
    public var layoutDirection: LayoutDirection?

    public init(item: ItemID, attribute: LayoutAttribute, relation: Relation = .equal,
                toItem: ItemID? = nil, toAttribute: LayoutAttribute? = nil,
                multiplier: Float = 1, constant: Double = 0, priority: Float = Priority.required,
                identifier: String? = nil, tag: Int = 0, layoutDirection: LayoutDirection? = nil) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.tag = tag
        self.layoutDirection = layoutDirection
    }
}

/// Identifies a constraint of a `LayoutSystem`: the caller's, the host's or a content-size one.
public struct LayoutConstraintID: Hashable, Comparable, Sendable {
    public let rawValue: Int

    public static func < (lhs: LayoutConstraintID, rhs: LayoutConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Why UIKit would refuse a constraint (R-AL-EQ-4): `NSInvalidArgumentException` texts.
public enum LayoutConstraintError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidPairing(LayoutAttribute, LayoutAttribute?)
    case mixedDirections
    case locationEqualToConstant(LayoutAttribute)
    case nonFinite
    case priorityOutOfRange(Float)

    public var description: String {
        switch self {
        case .invalidPairing(let first, let second):
            "Invalid pairing of layout attributes: \(first.rawValue) and \(second?.rawValue ?? "notAnAttribute")"
        case .mixedDirections:
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        case .locationEqualToConstant:
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .nonFinite:
            "constant is not finite! That's illegal."
        case .priorityOutOfRange(let priority):
            "Priority \(priority) is outside 1…1000."
        }
    }
}

extension LayoutConstraint {
    /// Checks R-AL-EQ-4 before the constraint reaches the solver; returns the one problem that
    /// still has a meaning (`mixedDirections`: leading is one of left and right).
    func validate() throws(LayoutConstraintError) -> LayoutConstraintError? {
        guard constant.isFinite, multiplier.isFinite else { throw .nonFinite }
        guard priority > 0, priority <= Priority.required else { throw .priorityOutOfRange(priority) }
        guard let toAttribute, toItem != nil else {
            if toItem != nil || toAttribute != nil { throw .invalidPairing(attribute, toAttribute) }
            if !attribute.isDimension { throw .locationEqualToConstant(attribute) }
            return nil
        }
        if attribute.isDimension != toAttribute.isDimension { throw .invalidPairing(attribute, toAttribute) }
        // Dimensions pair across axes (an aspect ratio); locations only within one.
        if !attribute.isDimension {
            if attribute.axis != toAttribute.axis { throw .invalidPairing(attribute, toAttribute) }
            if multiplier == 0 { throw .locationEqualToConstant(attribute) }
            if (attribute.isLeadingTrailing && toAttribute.isLeftRight) || (attribute.isLeftRight && toAttribute.isLeadingTrailing) {
                return .mixedDirections
            }
        }
        return nil
    }
}
