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

    /// `attributes`' attribute named `name`, found by the name's length and then among the
    /// few names of that length, not hashed: every constraint looks one up or two.
    public static func attribute(named name: String) -> LayoutAttribute? {
        func either(_ first: String, _ a: LayoutAttribute, _ second: String = "", _ b: LayoutAttribute? = nil,
                    _ third: String = "", _ c: LayoutAttribute? = nil) -> LayoutAttribute? {
            name == first ? a : name == second ? b : name == third ? c : nil
        }
        switch name.utf8.count {
        case 3: return either("top", .top)
        case 4: return either("left", .left)
        case 5: return either("right", .right, "width", .width)
        case 6: return either("bottom", .bottom, "height", .height)
        case 7: return either("leading", .leading, "centerX", .centerX, "centerY", .centerY)
        case 8: return either("trailing", .trailing)
        case 9: return either("topMargin", .topMargin)
        case 10: return either("leftMargin", .leftMargin)
        case 11: return either("rightMargin", .rightMargin)
        case 12: return either("lastBaseline", .lastBaseline, "bottomMargin", .bottomMargin)
        case 13: return either("firstBaseline", .firstBaseline, "leadingMargin", .leadingMargin)
        case 14: return either("trailingMargin", .trailingMargin)
        case 20: return either("centerXWithinMargins", .centerXWithinMargins, "centerYWithinMargins", .centerYWithinMargins)
        default: return nil
        }
    }

    /// A left-hand token: one attribute, or a compound's several; nil when unknown.
    public static func leftHandAttributes(_ token: String) -> [LayoutAttribute]? {
        leftHandAttributesByName[token]
    }

    /// A compound name's attributes (`edges`, `center`, `margins`); nil for any other name.
    static func compoundAttributes(_ token: String) -> [LayoutAttribute]? {
        compoundsByName[token]
    }

    /// The compounds by name.
    private static let compoundsByName = Dictionary(compounds.map { ($0.name, $0.attributes) }, uniquingKeysWith: { first, _ in first })
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
