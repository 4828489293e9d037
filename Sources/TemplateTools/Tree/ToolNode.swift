/// One node of the tree LayoutTool's commands work on: an element, a run of text
/// (already whitespace-normalised the way Layout's XML parser does it) or a comment.
public enum ToolNode: Hashable, Sendable {
    case element(ToolElement)
    case text(String)
    case comment(String)
}

/// An element with its attributes in source order and its children.
public struct ToolElement: Hashable, Sendable {
    public var name: String
    /// In source order; the formatter sorts them, other commands keep them.
    public var attributes: [ToolAttribute]
    public var children: [ToolNode]

    /// An element; attributes in the order they should be kept.
    public init(name: String, attributes: [ToolAttribute] = [], children: [ToolNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of the attribute `name`, decoded.
    public func value(of name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Layout treats an all-lowercase element as inline HTML, anything else as a view class.
    public var isHTML: Bool { name.lowercased() == name }

    /// `<param name=".." type=".."/>`, a template parameter declaration.
    public var isParameter: Bool { name == "param" }
    /// `<macro name=".." value=".."/>`, a named expression.
    public var isMacro: Bool { name == "macro" }
    /// Either declaration: written inline and moved to the top by the formatter.
    public var isParameterOrMacro: Bool { isParameter || isMacro }
    /// `<children/>`, the insertion point of a template's children.
    public var isChildrenMarker: Bool { name == "children" }

    /// No children apart from whitespace-only text (a comment counts as content).
    public var isEmpty: Bool {
        children.allSatisfy { child in
            if case .text(let text) = child { return text.isBlank }
            return false
        }
    }

    /// `name → type` of the `<param>` children.
    public var parameterTypes: [String: String] {
        var types: [String: String] = [:]
        for case .element(let child) in children where child.isParameter {
            if let name = child.value(of: "name"), let type = child.value(of: "type") { types[name] = type }
        }
        return types
    }
}

/// `name="value"`, with the value decoded (entities replaced).
public struct ToolAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    /// An attribute with a decoded value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension ToolNode {
    /// The element, if this is one.
    public var element: ToolElement? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// A text run that is exactly one line break: what whitespace between inline
    /// HTML elements becomes. The formatter drops these.
    var isLinebreak: Bool { self == .text("\n") }

    /// Text other than a bare line break.
    var isText: Bool {
        if case .text = self { return !isLinebreak }
        return false
    }

    var isComment: Bool {
        if case .comment = self { return true }
        return false
    }

    var isHTML: Bool { element?.isHTML ?? false }
    var isParameter: Bool { element?.isParameter ?? false }
    var isMacro: Bool { element?.isMacro ?? false }
    var isParameterOrMacro: Bool { element?.isParameterOrMacro ?? false }
    var isChildrenMarker: Bool { element?.isChildrenMarker ?? false }
}
