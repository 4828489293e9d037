import AutoLayout

/// What the reader accepts in an `Anchors` expression, from its own tables, for tools that
/// offer it as it is typed (the language server's completion): the attributes and composites of
/// a chain, the relations, the arguments a relation reads, the modifiers after it and the named
/// priorities.
public enum AnchorsVocabulary {
    /// The attributes a chain names (`Anchors.top.bottom`), in `NSLayoutConstraint.Attribute`'s order.
    public static var attributes: [String] { LayoutAttribute.allCases.map(\.rawValue) }

    /// The composites (`Anchors.cap`, `Anchors.size`), by name, each with its attributes.
    public static var composites: [(name: String, attributes: [String])] {
        AnchorsChain.composites.keys.sorted().map { ($0, (AnchorsChain.composites[$0] ?? []).map(\.rawValue)) }
    }

    /// The relations (`equalTo`, `equalToSuper`…): each one's comparison, and whether it relates
    /// to the superview (its arguments then give only offsets). In the order `=`, `>=`, `<=`.
    public static var relations: [(name: String, relation: String, isSuper: Bool)] {
        let order = ["equalTo", "equalToSuper", "greaterThanOrEqualTo", "greaterThanOrEqualToSuper", "lessThanOrEqualTo", "lessThanOrEqualToSuper"]
        return order.compactMap { name in Evaluator.relations[name].map { (name, $0.0.rawValue, $0.isSuper) } }
    }

    /// The labelled arguments a relation reads, with their types (the first argument, unlabelled,
    /// is what the chain relates to).
    public static var relationArguments: [(label: String, type: String)] {
        [("attribute", "NSLayoutConstraint.Attribute"), ("constant", "CGFloat"), ("inwardOffset", "CGFloat"), ("offset", "CGFloat")]
            + Evaluator.offsetLabels.map { ($0, "CGFloat") }
    }

    /// The modifiers after a relation (`.priority(.defaultHigh)`), with the type of their argument.
    public static var modifiers: [(name: String, argumentType: String)] {
        let types = ["multiplier": "CGFloat", "setMultiplier": "CGFloat", "constant": "CGFloat", "setConstant": "CGFloat",
                     "priority": "UILayoutPriority", "identifier": "String"]
        return Evaluator.anchorsModifiers.sorted().map { ($0, types[$0] ?? "") }
    }

    /// `UILayoutPriority`'s named priorities, highest first.
    public static var namedPriorities: [(name: String, value: Float)] { Evaluator.namedPriorities }
}
