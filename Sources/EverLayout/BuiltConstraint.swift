import AutoLayout
import Diagnostics

/// One `NSLayoutConstraint` as EverLayout creates it (spec R5.8), with where it was written:
/// what `render --format json` lists so a user sees what a shorthand string became.
public struct BuiltConstraint: Hashable, Sendable {
    public var item: String
    public var attribute: String
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// nil for a constant (`toAttribute` is then `notAnAttribute`).
    public var toItem: String?
    public var toAttribute: String
    /// In `Float` precision, as `NSLayoutConstraint` stores it.
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Whether the constraint holds for the render's traits (size classes, spec R5.7.5).
    public var isActive: Bool
    public var file: String
    /// The right-hand string or object that made it.
    public var source: SourcePosition
    /// The left-hand key's token that named the attribute.
    public var key: SourcePosition

    /// `{item, attr, rel, toItem, toAttr, mult, const, priority, identifier, source}`, plus
    /// `h`, `v` and `active` for a size-class constraint.
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("item", .string(item)), ("attr", .string(attribute)), ("rel", .string(relation)),
            ("toItem", toItem.map(JSON.string) ?? .null), ("toAttr", .string(toAttribute)),
            ("mult", .number(multiplier)), ("const", .number(constant)), ("priority", .number(priority)),
            ("identifier", identifier.map(JSON.string) ?? .null),
        ]
        if horizontalSizeClass != .unspecified || verticalSizeClass != .unspecified {
            members += [("h", .string(horizontalSizeClass.rawValue)), ("v", .string(verticalSizeClass.rawValue)), ("active", .bool(isActive))]
        }
        members.append(("source", ["file": .string(file), "line": .number(Double(source.line)), "column": .number(Double(source.column))]))
        return .object(members)
    }

    /// `v.width == root.width × 0.5 + 10 @750`, for messages.
    public var equation: String {
        var text = "\(item).\(attribute) \(relation) "
        if let toItem {
            text += "\(toItem).\(toAttribute)"
            if multiplier != 1 { text += " × \(multiplier.formatted)" }
            if constant != 0 { text += constant < 0 ? " - \((-constant).formatted)" : " + \(constant.formatted)" }
        } else {
            text += constant.formatted
        }
        if priority != 1000 { text += " @\(priority.formatted)" }
        return text
    }
}
