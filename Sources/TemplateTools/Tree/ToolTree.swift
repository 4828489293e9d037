import Templates

/// A template as LayoutTool sees it: top-level comments and the root element, with
/// text normalised as Layout's parser does (see `ToolTreeBuilder`).
public struct ToolTree: Hashable, Sendable {
    public var nodes: [ToolNode]

    /// A tree from nodes already normalised (or built by hand).
    public init(nodes: [ToolNode]) {
        self.nodes = nodes
    }

    /// Parses XML text; a syntax error is reported as `<message> at line N`.
    public static func parse(_ xml: String) throws(TemplateToolError) -> ToolTree {
        do {
            return ToolTree(nodes: ToolTreeBuilder.nodes(of: try XMLReader.read(xml)))
        } catch {
            throw .xml(error)
        }
    }

    /// Whether this XML is a Layout template rather than some other XML file: some
    /// view element (reached through view elements from the top) sets a layout
    /// attribute or a `layer.*` attribute. LayoutTool's commands skip other XML.
    public var isLayout: Bool {
        nodes.contains { $0.element?.isLayout ?? false }
    }
}

extension ToolElement {
    /// The attributes that mark a Layout file.
    static let layoutAttributeNames: Set<String> = [
        "left", "right", "leading", "trailing", "width", "top", "bottom", "height",
        "center", "center.x", "center.y", "firstBaseline", "lastBaseline",
    ]

    /// LayoutTool only looks inside view elements: an HTML root is never a Layout file.
    var isLayout: Bool {
        guard !isHTML else { return false }
        if attributes.contains(where: { Self.layoutAttributeNames.contains($0.name) || $0.name.hasPrefix("layer.") }) {
            return true
        }
        return children.contains { $0.element?.isLayout ?? false }
    }
}
