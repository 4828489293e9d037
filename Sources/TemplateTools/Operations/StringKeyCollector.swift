import Expressions

/// LayoutTool's `strings`: the `Localizable.strings` keys a template uses, read from
/// `strings.key` names (`` `strings.Some key` `` escaped, `strings.format(x)` called)
/// in the attributes of view elements and in text.
struct StringKeyCollector {
    static let prefix = "strings."
    let types: AttributeTypes

    /// Sorted, each key once.
    func keys(in tree: ToolTree) throws(TemplateToolError) -> [String] {
        var keys = Set<String>()
        for node in tree.nodes { try collect(node, into: &keys) }
        return keys.sorted()
    }

    private func collect(_ node: ToolNode, into keys: inout Set<String>) throws(TemplateToolError) {
        switch node {
        case .comment:
            return
        case .text(let text):
            guard let parsed = try? ParsedStringExpression.parse(text) else { return }
            for case .expression(let expression) in parsed.parts { Self.collect(expression.syntax, into: &keys) }
        case .element(let element):
            do {
                if !element.isHTML {
                    for attribute in element.attributes { try collect(attribute, of: element, into: &keys) }
                }
                for child in element.children { try collect(child, into: &keys) }
            } catch {
                throw error.enclosed(in: element.name)
            }
        }
    }

    /// Text is free-form, so unparseable text is skipped; a broken attribute is an error.
    private func collect(
        _ attribute: ToolAttribute, of element: ToolElement, into keys: inout Set<String>
    ) throws(TemplateToolError) {
        do {
            if types.isStringAttribute(attribute.name, in: element) ?? true {
                for case .expression(let expression) in try ParsedStringExpression.parse(attribute.value).parts {
                    Self.collect(expression.syntax, into: &keys)
                }
            } else {
                Self.collect(try ParsedExpression.parse(attribute.value).syntax, into: &keys)
            }
        } catch {
            throw .attribute(message: error.message, attribute: attribute.name, elements: [])
        }
    }

    private static func collect(_ syntax: Syntax?, into keys: inout Set<String>) {
        syntax?.forEachNode { node in
            switch node.kind {
            case .identifier(let name), .escapedIdentifier(let name), .call(let name, _):
                if name.hasPrefix(prefix) { keys.insert(String(name.dropFirst(prefix.count))) }
            default:
                break
            }
        }
    }
}
