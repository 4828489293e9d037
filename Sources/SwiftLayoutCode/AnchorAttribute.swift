/// An `NSLayoutConstraint.Attribute`, with the raw value ViewPrinter sorts by (R-SL-PRINTER-ORDER).
public enum AnchorAttribute: Int, Hashable, Sendable, CaseIterable {
    case notAnAttribute = 0
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute named as Swift spells the case (`leadingMargin`), nil for any other name.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// The case's Swift name, as code and the constraint JSON write it.
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// Which `Anchors` chain the attribute belongs to: attributes of one kind share a line.
    public var kind: Kind {
        switch self {
        case .notAnAttribute: .none
        case .width, .height: .dimension
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins:
            .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            .yAxis
        }
    }

    public var isDimension: Bool { kind == .dimension }

    /// The chain an attribute starts (`Anchors.top` is a Y chain).
    public enum Kind: Hashable, Sendable {
        case xAxis, yAxis, dimension, none
    }
}

/// An `NSLayoutConstraint.Relation`, with its raw value.
public enum AnchorRelation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `==`, `<=` or `>=`, as the constraint JSON writes it; nil for anything else.
    public init?(symbol: String) {
        switch symbol {
        case "==": self = .equal
        case "<=": self = .lessThanOrEqual
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }

    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The relation function's stem: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
    var functionName: String {
        switch self {
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
    }
}
