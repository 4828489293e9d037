import AutoLayout
import Constraints
import Diagnostics

/// One `NSLayoutConstraint` a constraint-placed format made, with where it was written: what
/// `render --format json` lists as `constraints`, what messages quote, and what the SwiftLayout
/// exporter prints anchors from. The same record for EverLayout, MarkupKit and SwiftLayout.
public struct ConstraintRecord: Hashable, Sendable {
    /// The first item's name (its id, or how the format names a view without one).
    public var item: String
    public var attribute: LayoutAttribute
    public var relation: Relation
    /// nil for a constant (`toAttribute` is then nil too: UIKit's `notAnAttribute`).
    public var toItem: String?
    public var toAttribute: LayoutAttribute?
    /// As `NSLayoutConstraint` stores it: a `Float` (R-AL-EQ-3).
    public var multiplier: Float
    /// A `CGFloat`: a Double on every device modelled.
    public var constant: Double
    public var priority: Float
    /// UIKit's `identifier` (`aspectRatio`, `UISV-spacing`…) or the document's own.
    public var identifier: String?
    /// The size classes an EverLayout constraint is limited to, and whether the render's traits match.
    public var sizeClasses: SizeClassCondition?
    /// Where the constraint was written (the project-relative file and the 1-based position).
    public var file: String
    public var source: SourcePosition

    public init(item: String, attribute: LayoutAttribute, relation: Relation = .equal, toItem: String? = nil,
                toAttribute: LayoutAttribute? = nil, multiplier: Float = 1, constant: Double = 0,
                priority: Float = Priority.required, identifier: String? = nil, sizeClasses: SizeClassCondition? = nil,
                file: String, source: SourcePosition) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toItem == nil ? nil : toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.sizeClasses = sizeClasses
        self.file = file
        self.source = source
    }

    /// `==` of two records reached through pointers, field by field: the numbers first (what a
    /// save changes), and no record copied (passing one to `==` copies it, each string retained).
    public static func same(_ lhs: UnsafePointer<ConstraintRecord>, _ rhs: UnsafePointer<ConstraintRecord>) -> Bool {
        lhs.pointee.constant == rhs.pointee.constant && lhs.pointee.multiplier == rhs.pointee.multiplier
            && lhs.pointee.priority == rhs.pointee.priority && lhs.pointee.attribute == rhs.pointee.attribute
            && lhs.pointee.relation == rhs.pointee.relation && lhs.pointee.toAttribute == rhs.pointee.toAttribute
            && lhs.pointee.source == rhs.pointee.source && lhs.pointee.item == rhs.pointee.item
            && lhs.pointee.toItem == rhs.pointee.toItem && lhs.pointee.identifier == rhs.pointee.identifier
            && lhs.pointee.sizeClasses == rhs.pointee.sizeClasses && lhs.pointee.file == rhs.pointee.file
    }

    /// Whether the constraint holds for the render's traits (always, without size classes).
    public var isActive: Bool { sizeClasses?.isActive ?? true }

    /// `v.width == root.width × 0.5 + 10 @750`: the one wording every message uses.
    public var equation: String {
        ConstraintRecord.equation(item: item, attribute: attribute, relation: relation, toItem: toItem, toAttribute: toAttribute,
                                  multiplier: multiplier, constant: constant, priority: priority)
    }

    /// `item.attribute relation toItem.toAttribute × multiplier ± constant @priority`, the
    /// multiplier and priority only when they are not 1 and required, a constant alone when
    /// there is no second item.
    public static func equation(item: String, attribute: LayoutAttribute, relation: Relation, toItem: String?,
                                toAttribute: LayoutAttribute?, multiplier: Float, constant: Double, priority: Float) -> String {
        var text = "\(item).\(attribute.rawValue) \(relation.rawValue) "
        if let toItem {
            text += "\(toItem).\((toAttribute ?? attribute).rawValue)"
            if multiplier != 1 { text += " × " + (multiplier == multiplier.rounded() ? number(Double(multiplier)) : "\(multiplier)") }
            if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            text += number(constant)
        }
        if priority != Priority.required { text += " @\(number(Double(priority)))" }
        return text
    }

    /// `8`, `0.5`, `-2.25`: whole numbers without a fraction.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `{item, attr, rel, toItem, toAttr, mult, const, priority, identifier, source}`, plus
    /// `h`, `v` and `active` for a size-class constraint (docs/PROTOCOL.md, `render`).
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("item", .string(item)), ("attr", .string(attribute.rawValue)), ("rel", .string(relation.rawValue)),
            ("toItem", toItem.map(JSON.string) ?? .null), ("toAttr", .string(toAttribute?.rawValue ?? "notAnAttribute")),
            ("mult", .number(Double(multiplier))), ("const", .number(constant)), ("priority", .number(Double(priority))),
            ("identifier", identifier.map(JSON.string) ?? .null),
        ]
        if let sizeClasses {
            members += [("h", .string(sizeClasses.horizontal)), ("v", .string(sizeClasses.vertical)), ("active", .bool(sizeClasses.isActive))]
        }
        members.append(("source", ["file": .string(file), "line": .number(Double(source.line)), "column": .number(Double(source.column))]))
        return .object(members)
    }
}

extension ConstraintRecord {
    /// Appends `json`'s encoding without building it: a render event lists every constraint,
    /// and building a JSON value per member was most of encoding a constraint-placed render.
    public func write(to output: inout [UInt8]) {
        var bytes = ByteOutput(capacity: 256)
        write(to: &bytes)
        bytes.withBytes { output.append(contentsOf: $0) }
    }

    /// `write(to:)` of an array, to a `ByteOutput`. Each run of fixed text (`","attr":"`) is
    /// one append; attribute and relation names (ASCII letters and `<=>`) are copied without
    /// an escape scan.
    public func write(to output: inout ByteOutput) {
        withUnsafePointer(to: self) { Self.write($0, to: &output) }
    }

    /// Writes the record at `record`, its fields read where they are: a method called on a
    /// record reached through a pointer (an element of a list being written) copied it first,
    /// each string retained.
    public static func write(_ record: UnsafePointer<ConstraintRecord>, to output: inout ByteOutput) {
        output.append(#"{"item":"#)
        Self.write(record.pointee.item, to: &output)
        output.append(#","attr":""#)
        output.append(utf8: record.pointee.attribute.rawValue)
        output.append(#"","rel":""#)
        output.append(utf8: record.pointee.relation.rawValue)
        output.append(#"","toItem":"#)
        Self.write(record.pointee.toItem, to: &output)
        output.append(#","toAttr":""#)
        output.append(utf8: record.pointee.toAttribute?.rawValue ?? "notAnAttribute")
        output.append(#"","mult":"#)
        JSON.write(number: Double(record.pointee.multiplier), to: &output)
        output.append(#","const":"#)
        JSON.write(number: record.pointee.constant, to: &output)
        output.append(#","priority":"#)
        JSON.write(number: Double(record.pointee.priority), to: &output)
        output.append(#","identifier":"#)
        Self.write(record.pointee.identifier, to: &output)
        if let sizeClasses = record.pointee.sizeClasses {
            output.append(#","h":"#)
            Self.write(sizeClasses.horizontal, to: &output)
            output.append(#","v":"#)
            Self.write(sizeClasses.vertical, to: &output)
            output.append(#","active":"#)
            output.append(sizeClasses.isActive ? "true" : "false")
        }
        output.append(#","source":{"file":"#)
        JSON.write(string: record.pointee.file, to: &output)
        output.append(#","line":"#)
        JSON.write(number: Double(record.pointee.source.line), to: &output)
        output.append(#","column":"#)
        JSON.write(number: Double(record.pointee.source.column), to: &output)
        output.append("}}")
    }

    private static func write(_ value: String?, to output: inout ByteOutput) {
        if let value { JSON.write(string: value, to: &output) } else { output.append("null") }
    }
}

/// EverLayout's `horizontalSizeClass`/`verticalSizeClass` on a constraint (`compact`,
/// `regular` or `unspecified`), and whether the render's traits satisfy both.
public struct SizeClassCondition: Hashable, Sendable {
    public var horizontal: String
    public var vertical: String
    public var isActive: Bool

    public init(horizontal: String, vertical: String, isActive: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.isActive = isActive
    }
}
