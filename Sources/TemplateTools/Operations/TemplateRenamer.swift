import Expressions

/// LayoutTool's `rename`: renames a variable inside expressions (a key path starting
/// with it too: `foo.bar` → `baz.bar`) and view elements with that class name. Literal
/// text of string values is left alone, and so are HTML elements and comments.
struct TemplateRenamer {
    let old: String
    let new: String
    let types: AttributeTypes

    func rename(_ tree: ToolTree) -> ToolTree {
        ToolTree(nodes: tree.nodes.map(rename))
    }

    private func rename(_ node: ToolNode) -> ToolNode {
        switch node {
        case .comment:
            return node
        case .text(let text):
            return .text(renamedString(text) ?? text)
        case .element(var element):
            element.attributes = element.attributes.map { attribute in
                var attribute = attribute
                attribute.value = renamedValue(attribute.value, named: attribute.name, in: element) ?? attribute.value
                return attribute
            }
            if element.name == old, !element.isHTML { element.name = new }
            element.children = element.children.map(rename)
            return .element(element)
        }
    }

    /// The renamed value, or nil if nothing changed (or it doesn't parse: the formatter
    /// reports that).
    private func renamedValue(_ value: String, named name: String, in element: ToolElement) -> String? {
        if !Self.readsAsString(value, named: name, in: element, types: types), let parsed = try? ParsedExpression.parse(value) {
            return renamed(parsed).map(\.description)
        }
        return renamedString(value)
    }

    private func renamedString(_ value: String) -> String? {
        guard let parsed = try? ParsedStringExpression.parse(value) else { return nil }
        var changed = false
        let parts = parsed.parts.map { part -> ParsedStringExpression.Part in
            guard case .expression(let expression) = part, let renamed = renamed(expression) else { return part }
            changed = true
            return .expression(renamed)
        }
        return changed ? ParsedStringExpression(text: parsed.text, parts: parts).description : nil
    }

    private func renamed(_ expression: ParsedExpression) -> ParsedExpression? {
        guard let syntax = expression.syntax else { return nil }
        let result = syntax.renamingVariable(old, to: new)
        guard result != syntax else { return nil }
        return ParsedExpression(text: expression.text, syntax: result, comment: expression.comment, span: expression.span)
    }

    /// Whether a renamer reads `value` as text with `{…}` parts rather than as one expression.
    /// A value with braces is read as a string (a plain expression in braces reads the same
    /// either way); otherwise the type decides, an attribute of unknown type is a string if
    /// LayoutTool's name lists say so, and a name ending like `…Title` or `…URL` always is.
    static func readsAsString(_ value: String, named name: String, in element: ToolElement, types: AttributeTypes) -> Bool {
        let hasBraces = value.contains("{") && value.contains("}")
        return hasBraces
            || types.isStringAttribute(name, in: element) ?? stringNames.contains(name)
            || stringNameSuffixes.contains { name.hasSuffix($0) }
    }

    /// Names that hold text when no table knows the attribute: identifiers, titles,
    /// resources and the control events (which take selector names).
    private static let stringNames: Set<String> = [
        "id", "udid", "uuid", "guid", "title", "text", "label", "name", "identifier", "key", "font", "image", "icon",
        "path", "url", "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "allTouchEvents",
        "allEditingEvents", "allEvents",
    ]

    private static let stringNameSuffixes = [
        "ID", "Id", "Url", "URL", "Path", "Title", "Text", "String", "Label", "Name", "Identifier", "Key", "Font",
        "Image", "Icon",
    ]
}
