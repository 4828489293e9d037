/// The operations of Layout's command-line `LayoutTool` on template text, for the
/// `layout-serve` commands to call. Each works on one file's contents.
public enum LayoutTool {
    /// The template in canonical form (see `TemplateFormatter`).
    public static func format(_ xml: String, types: AttributeTypes = AttributeTypes()) throws(TemplateToolError) -> String {
        try TemplateFormatter(types: types).format(xml)
    }

    /// Whether `xml` is a Layout template (LayoutTool skips other XML files).
    /// Malformed XML is not.
    public static func isLayout(_ xml: String) -> Bool {
        (try? ToolTree.parse(xml).isLayout) ?? false
    }
}
