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

    /// The template with variable `old` renamed to `new` in expressions, and view
    /// elements named `old` renamed; the result is formatted.
    public static func rename(
        xml: String, old: String, new: String, types: AttributeTypes = AttributeTypes()
    ) throws(TemplateToolError) -> String {
        let renamed = TemplateRenamer(old: old, new: new, types: types).rename(try ToolTree.parse(xml))
        return try TemplateFormatter(types: types).format(renamed)
    }

    /// The `Localizable.strings` keys the template uses, sorted, each once.
    public static func stringKeys(xml: String, types: AttributeTypes = AttributeTypes()) throws(TemplateToolError) -> [String] {
        try StringKeyCollector(types: types).keys(in: ToolTree.parse(xml))
    }
}
