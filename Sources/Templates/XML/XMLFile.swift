import Diagnostics

/// A parsed XML file: its one root element, the comments around it, and the
/// text the positions refer to.
public struct XMLFile: Equatable, Sendable {
    public var root: XMLTag
    /// Comments before and after the root element, in order.
    public var comments: [XMLComment]
    /// The file's text as UTF-8 (transcoded if the file was UTF-16, without a
    /// byte order mark); every range in the tree refers to it.
    public var text: String
    /// Processing instructions (`<?properties {…}?>`), in document order; not the XML declaration.
    public var instructions: [XMLInstruction]

    public init(root: XMLTag, comments: [XMLComment] = [], text: String, instructions: [XMLInstruction] = []) {
        self.root = root
        self.comments = comments
        self.text = text
        self.instructions = instructions
    }

    /// A line index over `text`, for caret excerpts; build it once per file.
    public func sourceText() -> SourceText { SourceText(text) }
}

/// One element: `<Name attr="value">children</Name>`.
public struct XMLTag: Equatable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// In source order (Layout stores them in a dictionary; order is kept for tools).
    public var attributes: [XMLAttribute]
    public var children: [XMLChild]
    /// From `<` to just past `>` of the start tag (`/>` for an empty element).
    public var startTagRange: SourceRange
    /// The end tag, or nil for `<Name/>`.
    public var endTagRange: SourceRange?

    public init(
        name: String, nameRange: SourceRange, attributes: [XMLAttribute] = [], children: [XMLChild] = [],
        startTagRange: SourceRange, endTagRange: SourceRange? = nil
    ) {
        self.name = name
        self.nameRange = nameRange
        self.attributes = attributes
        self.children = children
        self.startTagRange = startTagRange
        self.endTagRange = endTagRange
    }

    /// The attribute with this exact name.
    public func attribute(named name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The child elements, skipping text and comments.
    public var elements: [XMLTag] {
        children.compactMap { if case .element(let tag) = $0 { tag } else { nil } }
    }
}

/// What an element can contain.
public enum XMLChild: Equatable, Sendable {
    case element(XMLTag)
    case text(XMLText)
    case comment(XMLComment)
}

/// A run of character data between markup, or one CDATA section.
public struct XMLText: Equatable, Sendable {
    /// Exactly as written between the surrounding markup (for CDATA, the content
    /// between `<![CDATA[` and `]]>`).
    public var raw: String
    /// With entities and character references decoded and line breaks (`\r\n`,
    /// `\r`) turned into `\n`, as an XML parser reports it; whitespace is kept.
    public var text: String
    /// Where `raw` is (for CDATA, the whole section including its markers).
    public var range: SourceRange
    public var isCDATA: Bool

    public init(raw: String, text: String, range: SourceRange, isCDATA: Bool = false) {
        self.raw = raw
        self.text = text
        self.range = range
        self.isCDATA = isCDATA
    }

    /// True when the run holds only spaces, tabs and line breaks.
    public var isWhitespace: Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// `<!-- text -->`.
public struct XMLComment: Equatable, Sendable {
    /// Between `<!--` and `-->`, untrimmed.
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// `<?target data?>`, with where it sits among the elements (the tree has no node for it).
public struct XMLInstruction: Equatable, Sendable {
    public var target: String
    /// After the target and the whitespace that follows it, up to `?>`.
    public var data: String
    /// From `<?` to just past `?>`.
    public var range: SourceRange
    public var targetRange: SourceRange
    public var dataRange: SourceRange
    /// The element it is inside, as indices into `children` from the root down (empty: the
    /// root itself, or outside it when `isInsideRoot` is false).
    public var parentPath: [Int]
    /// It comes before `children[childIndex]` of that element; outside the root, 0 before
    /// the root element and 1 after it.
    public var childIndex: Int
    public var isInsideRoot: Bool

    public init(target: String, data: String, range: SourceRange, targetRange: SourceRange, dataRange: SourceRange,
                parentPath: [Int], childIndex: Int, isInsideRoot: Bool) {
        self.target = target
        self.data = data
        self.range = range
        self.targetRange = targetRange
        self.dataRange = dataRange
        self.parentPath = parentPath
        self.childIndex = childIndex
        self.isInsideRoot = isInsideRoot
    }
}
