import Diagnostics

/// One view or view-controller element of a template after its file has been
/// read: class, attributes with their source positions, parameters, macros,
/// body text and children. After includes are resolved (`TemplateResolver`) a
/// tree may mix nodes from several files; each node and attribute keeps its own.
public struct TemplateNode: Equatable, Sendable {
    /// The fields live in one shared box, copied on the first write to a shared one: a
    /// node is copied into every pass that walks the tree (and each layout node keeps
    /// its template), and a copy is then one retain instead of one per field.
    private var storage: Storage

    /// The element name: a class name such as `UILabel` or a custom class.
    public var className: String {
        get { storage.className }
        _modify { makeUnique(); yield &storage.className }
    }
    /// Project-relative path of the file this element was written in.
    public var file: String {
        get { storage.file }
        _modify { makeUnique(); yield &storage.file }
    }
    /// Position of the element name in `file`.
    public var classRange: SourceRange {
        get { storage.classRange }
        _modify { makeUnique(); yield &storage.classRange }
    }
    /// The literal `id`, if any.
    public var id: String? {
        get { storage.id }
        _modify { makeUnique(); yield &storage.id }
    }
    /// Every other attribute (expressions, `outlet` included), in source order.
    public var attributes: [TemplateAttribute] {
        get { storage.attributes }
        _modify { makeUnique(); yield &storage.attributes }
    }
    public var parameters: [TemplateParameter] {
        get { storage.parameters }
        _modify { makeUnique(); yield &storage.parameters }
    }
    public var macros: [TemplateMacro] {
        get { storage.macros }
        _modify { makeUnique(); yield &storage.macros }
    }
    /// Text content, assigned to the class's body property (R-LL-XML-NODES).
    public var body: TemplateBody? {
        get { storage.body }
        _modify { makeUnique(); yield &storage.body }
    }

    /// `body != nil`, read in the box: the body is not copied out to find out.
    public var hasBody: Bool {
        if case .some = storage.body { return true }
        return false
    }

    public var children: [TemplateNode] {
        get { storage.children }
        _modify { makeUnique(); yield &storage.children }
    }
    /// Where a template's `<children/>` marker stands among `children`.
    public var childrenInsertionIndex: Int? {
        get { storage.childrenInsertionIndex }
        _modify { makeUnique(); yield &storage.childrenInsertionIndex }
    }
    /// `xml="…"`: replace this node's content with another file's root.
    public var xmlInclude: TemplateInclude? {
        get { storage.xmlInclude }
        _modify { makeUnique(); yield &storage.xmlInclude }
    }
    /// `template="…"`: extend another file's root.
    public var templateInclude: TemplateInclude? {
        get { storage.templateInclude }
        _modify { makeUnique(); yield &storage.templateInclude }
    }
    /// `file:line` of each include that led to this node, outermost first.
    public var includeChain: [String] {
        get { storage.includeChain }
        _modify { makeUnique(); yield &storage.includeChain }
    }

    public init(
        className: String, file: String, classRange: SourceRange, id: String? = nil,
        attributes: [TemplateAttribute] = [], parameters: [TemplateParameter] = [], macros: [TemplateMacro] = [],
        body: TemplateBody? = nil, children: [TemplateNode] = [], childrenInsertionIndex: Int? = nil,
        xmlInclude: TemplateInclude? = nil, templateInclude: TemplateInclude? = nil, includeChain: [String] = []
    ) {
        storage = Storage(
            className: className, file: file, classRange: classRange, id: id, attributes: attributes,
            parameters: parameters, macros: macros, body: body, children: children,
            childrenInsertionIndex: childrenInsertionIndex, xmlInclude: xmlInclude,
            templateInclude: templateInclude, includeChain: includeChain)
    }

    /// The attribute named `name`.
    public func attribute(named name: String) -> TemplateAttribute? {
        storage.attributes.first { $0.name == name }
    }

    /// Whether `xmlInclude` or `templateInclude` is set, without a copy of either.
    var hasIncludes: Bool {
        if case .none = storage.xmlInclude, case .none = storage.templateInclude { return false }
        return true
    }

    public static func == (lhs: TemplateNode, rhs: TemplateNode) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasSameFields(as: rhs.storage)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The fields of a node. Only ever written through a node that holds the one reference
    /// to it (`makeUnique`), so sharing it between threads is as safe as sharing a value, and
    /// no two accesses to one can overlap: the dynamic exclusivity checks a class property
    /// gets (a third of the cost of building a tree) are left out.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var className: String
        @exclusivity(unchecked) var file: String
        @exclusivity(unchecked) var classRange: SourceRange
        @exclusivity(unchecked) var id: String?
        @exclusivity(unchecked) var attributes: [TemplateAttribute]
        @exclusivity(unchecked) var parameters: [TemplateParameter]
        @exclusivity(unchecked) var macros: [TemplateMacro]
        @exclusivity(unchecked) var body: TemplateBody?
        @exclusivity(unchecked) var children: [TemplateNode]
        @exclusivity(unchecked) var childrenInsertionIndex: Int?
        @exclusivity(unchecked) var xmlInclude: TemplateInclude?
        @exclusivity(unchecked) var templateInclude: TemplateInclude?
        @exclusivity(unchecked) var includeChain: [String]

        init(
            className: String, file: String, classRange: SourceRange, id: String?, attributes: [TemplateAttribute],
            parameters: [TemplateParameter], macros: [TemplateMacro], body: TemplateBody?, children: [TemplateNode],
            childrenInsertionIndex: Int?, xmlInclude: TemplateInclude?, templateInclude: TemplateInclude?,
            includeChain: [String]
        ) {
            self.className = className
            self.file = file
            self.classRange = classRange
            self.id = id
            self.attributes = attributes
            self.parameters = parameters
            self.macros = macros
            self.body = body
            self.children = children
            self.childrenInsertionIndex = childrenInsertionIndex
            self.xmlInclude = xmlInclude
            self.templateInclude = templateInclude
            self.includeChain = includeChain
        }

        func copy() -> Storage {
            Storage(
                className: className, file: file, classRange: classRange, id: id, attributes: attributes,
                parameters: parameters, macros: macros, body: body, children: children,
                childrenInsertionIndex: childrenInsertionIndex, xmlInclude: xmlInclude,
                templateInclude: templateInclude, includeChain: includeChain)
        }

        func hasSameFields(as other: Storage) -> Bool {
            className == other.className && file == other.file && classRange == other.classRange && id == other.id
                && attributes == other.attributes && parameters == other.parameters && macros == other.macros
                && body == other.body && children == other.children
                && childrenInsertionIndex == other.childrenInsertionIndex && xmlInclude == other.xmlInclude
                && templateInclude == other.templateInclude && includeChain == other.includeChain
        }
    }
}

/// An attribute and where it came from, so an error at a character offset in
/// its value maps to the exact file position.
public struct TemplateAttribute: Equatable, Sendable {
    /// `source.name` (one copy of the string: an attribute is copied into every expression
    /// compiled from it, and each stored string is retained again).
    public var name: String {
        get { source.name }
        set { source.name = newValue }
    }
    /// `source.value`, the value as decoded.
    public var value: String {
        get { source.value }
        set { source.value = newValue }
    }
    public var file: String
    /// The XML attribute as read, with name and value positions.
    public var source: XMLAttribute
    /// `file:line` of each include that led to `file`, outermost first. Set by
    /// `TemplateResolver`: after a merge a node holds attributes from two files,
    /// so the node's own chain is not enough to place this one.
    public var includeChain: [String] = []

    public init(source: XMLAttribute, file: String) {
        self.file = file
        self.source = source
    }

    /// The file range of UTF-8 offsets `offsets` within `value`.
    public func range(ofValueOffsets offsets: Range<Int>) -> SourceRange {
        source.range(ofValueOffsets: offsets)
    }
}

/// `<param name="…" type="…"/>`.
public struct TemplateParameter: Equatable, Sendable {
    public var name: String
    /// The type as written (`String`, `UIColor`, `CGFloat`…), resolved by the layout engine.
    public var typeName: String
    public var file: String
    /// The `type` attribute's value, where an unknown type is reported.
    public var range: SourceRange
    /// `file:line` of each include that led to `file` (see `TemplateAttribute.includeChain`).
    public var includeChain: [String] = []

    public init(name: String, typeName: String, file: String, range: SourceRange) {
        self.name = name
        self.typeName = typeName
        self.file = file
        self.range = range
    }
}

/// `<macro name="…" value="…"/>`: an expression substituted where `name` is used.
public struct TemplateMacro: Equatable, Sendable {
    public var name: String
    /// The `value` attribute (its positions map macro errors into the file).
    public var value: TemplateAttribute

    public init(name: String, value: TemplateAttribute) {
        self.name = name
        self.value = value
    }
}

/// Text content of an element after Layout's whitespace rules (R-LL-XML-PARSE, R-LL-XML-NODES).
public struct TemplateBody: Equatable, Sendable {
    /// The text; HTML source when `isHTML` (inline elements kept, text XML-encoded).
    public var text: String
    public var isHTML: Bool
    public var file: String
    public var range: SourceRange
    /// `file:line` of each include that led to `file` (see `TemplateAttribute.includeChain`).
    public var includeChain: [String] = []

    public init(text: String, isHTML: Bool, file: String, range: SourceRange) {
        self.text = text
        self.isHTML = isHTML
        self.file = file
        self.range = range
    }
}

/// A literal `xml="…"` or `template="…"` reference.
public struct TemplateInclude: Equatable, Sendable {
    /// The path as written, relative to the including file.
    public var path: String
    public var file: String
    /// Position of the attribute value.
    public var range: SourceRange

    public init(path: String, file: String, range: SourceRange) {
        self.path = path
        self.file = file
        self.range = range
    }
}
