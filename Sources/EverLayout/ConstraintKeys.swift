import AutoLayout

/// EverLayout's attribute names (`LayoutConstraintJSONParser` `ATTRIBUTE_KEYS` and
/// `COMPOUND_ATTRIBUTE_KEYS`, R-EL-LHS): exact spelling, case-sensitive.
public enum ConstraintKeys {
    /// Every single attribute name, in EverLayout's order (R-EL-LHS).
    public static let attributes: [(name: String, attribute: LayoutAttribute)] = [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("width", .width), ("height", .height), ("centerX", .centerX), ("centerY", .centerY),
        ("lastBaseline", .lastBaseline), ("firstBaseline", .firstBaseline), ("leftMargin", .leftMargin),
        ("rightMargin", .rightMargin), ("topMargin", .topMargin), ("bottomMargin", .bottomMargin),
        ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin),
        ("centerXWithinMargins", .centerXWithinMargins), ("centerYWithinMargins", .centerYWithinMargins),
    ]

    /// Compound names and what they expand to, in that order.
    public static let compounds: [(name: String, attributes: [LayoutAttribute])] = [
        ("edges", [.top, .left, .bottom, .right]),
        ("center", [.centerX, .centerY]),
        ("margins", [.leftMargin, .rightMargin]),
    ]

    public static func attribute(named name: String) -> LayoutAttribute? {
        attributesByName[name]
    }

    /// A left-hand token: one attribute, or a compound's several; nil when unknown.
    public static func leftHandAttributes(_ token: String) -> [LayoutAttribute]? {
        leftHandAttributesByName[token]
    }

    /// `attributes` by name, looked up for every constraint (the first of a name counts).
    private static let attributesByName = Dictionary(attributes.map { ($0.name, $0.attribute) }, uniquingKeysWith: { first, _ in first })
    /// Each single attribute, then each compound not named like one.
    private static let leftHandAttributesByName = Dictionary(
        attributes.map { ($0.name, [$0.attribute]) } + compounds.map { ($0.name, $0.attributes) }, uniquingKeysWith: { first, _ in first })

    /// Every name a left-hand side may use, for did-you-mean.
    public static var leftHandNames: [String] { attributes.map(\.name) + compounds.map(\.name) }

    /// The name EverLayout writes for an attribute (`leftMargin`, not `leftMargin`'s raw value).
    public static func name(of attribute: LayoutAttribute) -> String {
        attributes.first { $0.attribute == attribute }!.name
    }

    /// `ELConstraintContext` `PERSPECTIVE_INSET_ATTRIBUTES`: an inset (`<`) negates these.
    static let insetNegated: Set<LayoutAttribute> = [.right, .bottom, .width, .height, .rightMargin]
    /// `PERSPECTIVE_OFFSET_ATTRIBUTES`: an offset (`>`) negates these.
    static let offsetNegated: Set<LayoutAttribute> = [.left, .top, .width, .height]
}
