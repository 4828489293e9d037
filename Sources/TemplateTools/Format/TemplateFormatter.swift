/// LayoutTool's `format`: rewrites a template in the canonical layout (R-LL-TOOL).
///
/// * attributes sorted by name; with two or more (except on `<param>`, `<macro>` and
///   HTML) each goes on its own line, indented one level, and a childless element
///   closes with `/>` on a line of its own;
/// * children indented four spaces; `<param>`s then `<macro>`s (with the comments just
///   before them) move to the top, followed by a blank line;
/// * a blank line after a multi-line start tag and before a comment that follows
///   something else; no other blank lines; inline HTML keeps its spacing;
/// * attribute values are checked and pretty-printed (see `AttributeValueFormatter`).
public struct TemplateFormatter: Sendable {
    /// Decides which attribute values are strings.
    public let types: AttributeTypes

    /// A formatter deciding string-ness with `types`.
    public init(types: AttributeTypes = AttributeTypes()) {
        self.types = types
    }

    /// Formats XML text; the output ends with a line break.
    public func format(_ xml: String) throws(TemplateToolError) -> String {
        try format(ToolTree.parse(xml))
    }

    /// Formats a parsed tree.
    public func format(_ tree: ToolTree) throws(TemplateToolError) -> String {
        var output = ""
        try write(tree.nodes, indent: "", isHTML: false, to: &output)
        return output
    }

    /// Attributes beyond this count go one per line.
    static let wrapThreshold = 2
    static let indentUnit = "    "
    /// HTML elements that are written `<br/>` when empty; others get an end tag.
    static let voidHTMLElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
}
