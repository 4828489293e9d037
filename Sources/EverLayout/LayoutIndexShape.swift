import Diagnostics

/// What claiming a `.json` file needs of it (`EverLayoutRenderer.looksLikeLayout`): whether
/// it parses, and of an object only which index keys it has and of what type. Read with the
/// project's one JSON parser, so a file claimed is one that parses the same way, but nothing
/// of the tree is kept: claiming reads every saved `.json` file before it renders.
enum LayoutIndexShape: JSONTreeBuilder {
    /// A value, reduced to what `looksLikeLayout` asks of it.
    enum Node {
        case string
        case object(Keys)
        case other
    }

    /// An object's members as `looksLikeLayout` sees them: of two members with the same key
    /// the later counts, as `JSONNodeReader` keeps it.
    struct Keys {
        var rootIsObject = false
        var nameIsString = false
        /// Whether every key is one a layout index may have beside `name`.
        var onlyIndexKeys = true
    }

    static func scalar(_ value: JSONScalar, span: SourceSpan) -> Node {
        if case .string = value { return .string }
        return .other
    }

    static func array(_ elements: [Node], span: SourceSpan) -> Node { .other }

    static func members() -> Keys { Keys() }

    static func add(key: String, keySpan: SourceSpan, value: Node, to members: inout Keys) {
        switch key {
        case "root":
            if case .object = value { members.rootIsObject = true } else { members.rootIsObject = false }
        case "name":
            if case .string = value { members.nameIsString = true } else { members.nameIsString = false }
        case "templates", "controllerTitle", "navigationBar": break
        default: members.onlyIndexKeys = false
        }
    }

    static func object(_ members: Keys, span: SourceSpan) -> Node { .object(members) }

    /// `looksLikeLayout` of the document read: an object with a `root` object, or with a
    /// `name` string and only index keys.
    static func looksLikeLayout(_ node: Node) -> Bool {
        guard case let .object(keys) = node else { return false }
        return keys.rootIsObject || (keys.nameIsString && keys.onlyIndexKeys)
    }
}
