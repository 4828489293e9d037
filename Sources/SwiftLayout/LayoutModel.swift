import AutoLayout
import Constraints
import Diagnostics
import Expressions
import LayoutEngine

/// A view the layout mentions: a stored property, a local constant, `self`, an inline
/// construction or a name the project never declares. One object per view, so the same
/// name always reaches the same view.
public final class ViewEntity {
    /// The declared name (`title`), `self`, or `<class><n>` for an anonymous construction.
    public let name: String
    public var className: String
    /// `accessibilityIdentifier`, set by `identifying(_:)`.
    public var identifier: String?
    /// Literal configuration that was read (`text`, `font`, `numberOfLines`…), in source order.
    public var props: [(name: String, value: Value)] = []
    /// What `setContentHuggingPriority(_:for:)` and `setContentCompressionResistancePriority(_:for:)`
    /// set, per axis (nil: the class's default).
    public var contentPriorities = ContentPriorities()
    /// Where it was declared or, without a declaration, first used.
    public var file: String
    public var span: SourceSpan
    /// For a project class: its declaration (the scope of the instance's members is the
    /// evaluator's, `Evaluator.instanceScope(of:)`: a scope holds its instance, so the view
    /// holding the scope would keep both alive after the render).
    var customType: TypeDeclaration?
    /// Whether the instance's own layout was read already.
    var ownLayoutRead = false
    /// Stored views of a custom class instance, by property name.
    var members: [String: ViewEntity] = [:]
    /// A stack view's `init(arrangedSubviews:)`: added and arranged before the layout adds any.
    var arrangedAtInit: [ViewEntity] = []
    /// The evaluator's `ancestry(of:)` for `className` when it was last asked (the frame
    /// solver asks it for every view, several times).
    var ancestry: (className: String, chain: [String])?

    init(name: String, className: String, file: String, span: SourceSpan) {
        self.name = name
        self.className = className
        self.file = file
        self.span = span
    }

    /// What LayoutPrinter and the render call it: the identifier when set, else the name.
    public var tag: String {
        if let identifier, !identifier.allSatisfy(\.isWhitespace) { return identifier }
        return name
    }

    func prop(_ name: String) -> Value? { props.last { $0.name == name }?.value }

    func set(_ name: String, _ value: Value) {
        props.removeAll { $0.name == name }
        props.append((name, value))
    }
}

/// A layout guide of a view (`root.safeAreaLayoutGuide`), or of a scroll view (`contentLayoutGuide`).
public enum GuideKind: String, HashedByCase, Sendable {
    case safeAreaLayoutGuide, layoutMarginsGuide, keyboardLayoutGuide, readableContentGuide, contentLayoutGuide, frameLayoutGuide
}

/// A view or one of its guides, as a constraint's second item.
public struct AnchorObject: Hashable {
    public var view: ViewEntity
    public var guide: GuideKind?

    public static func == (lhs: AnchorObject, rhs: AnchorObject) -> Bool { lhs.view === rhs.view && lhs.guide == rhs.guide }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(view))
        hasher.combine(guide)
    }

    public var tag: String { guide.map { "\(view.tag).\($0.rawValue)" } ?? view.tag }
}

/// `AnchorsItem` (R-SL-ITEM): what a constraint's second item is before activation.
public enum AnchorTarget: Hashable {
    case object(AnchorObject)
    /// A string given where a view goes: the view identified so, else the superview.
    case identifier(String)
    /// The superview.
    case transparent
    /// No item for a dimension (a constant); the superview for a location.
    case deny
}

/// One `AnchorsConstraintProperty` (R-SL-ANCHORS), with where it was written.
public struct AnchorProperty {
    public var attribute: LayoutAttribute
    public var relation: Relation
    public var target: AnchorTarget
    public var toAttribute: LayoutAttribute?
    public var constant: Double
    /// As written (a `CGFloat`); the constraint stores it as a `Float`.
    public var multiplier: Double = 1
    public var priority: Float = Priority.required
    public var identifier: String?
    public var span: SourceSpan
    /// The numeric literal `constant` is (± that literal's value), when it is one.
    var constantLiteral: LiteralTag?
    /// The file `span` is in (the constraint is listed in the file of the view it places).
    var spanFile = ""

    /// The property with the file it was written in.
    func written(in source: SwiftSource) -> AnchorProperty {
        var property = self
        property.spanFile = source.file
        return property
    }
}

extension Array where Element == AnchorProperty {
    /// Sets the file every property was written in, in place (`map { $0.written(in:) }` copied
    /// each property, retaining its strings and targets, and released the array it came from).
    consuming func written(in source: SwiftSource) -> [AnchorProperty] {
        var properties = self
        for index in properties.indices { properties[index].spanFile = source.file }
        return properties
    }
}

extension Array {
    /// Appends `other`, taking its buffer when this array is empty and has no room reserved for
    /// it (`+=` copies every element into a new buffer: the common case of one list appended to
    /// nothing).
    mutating func appendTaking(_ other: consuming [Element]) {
        if isEmpty, capacity < other.count { self = other } else { append(contentsOf: other) }
    }
}

/// A numeric literal, by its file and the offset of its first character.
struct LiteralSource: Hashable {
    var file: String
    var offset: Int32

    /// By the offset alone (equal sources have equal offsets): a layout's literals are mostly
    /// in one file, whose path was hashed again at every literal read.
    func hash(into hasher: inout Hasher) { hasher.combine(offset) }
}

/// A value that is a numeric literal's value times `factor` (±1).
struct LiteralTag {
    var literal: LiteralSource
    var factor: Double

    func scaled(by other: Double) -> LiteralTag { LiteralTag(literal: literal, factor: factor * other) }
}

/// A node of the layout value tree the builder makes (R-SL-BUILDER), named as LayoutPrinter names
/// it.
public final class LayoutValueNode {
    public enum Kind: Hashable, Sendable {
        case view, list, optional, conditional, array, any, group, empty
        /// A `ModularLayout` value: the conforming type's name.
        case modular(String)
    }

    public var kind: Kind
    public var view: ViewEntity?
    public var anchors: [AnchorProperty] = []
    public var sublayouts: [LayoutValueNode] = []
    /// `GroupLayout(option: .isNotArranged)`.
    public var isNotArranged = false
    /// Where the node's view was placed (the receiver of `sublayout`/`anchors`, or the reference).
    public var span: SourceSpan
    public var file: String

    init(_ kind: Kind, view: ViewEntity? = nil, span: SourceSpan, file: String, sublayouts: [LayoutValueNode] = []) {
        self.kind = kind
        self.view = view
        self.span = span
        self.file = file
        self.sublayouts = sublayouts
    }
}
