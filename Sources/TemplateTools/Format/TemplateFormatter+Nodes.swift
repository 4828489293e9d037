extension TemplateFormatter {
    /// Writes one node. `indentFirstLine` is false when it continues a line already
    /// started (inline HTML after text, the body of a one-line element).
    func write(_ node: ToolNode, indent: String, indentFirstLine: Bool) throws(TemplateToolError) -> String {
        switch node {
        case .element(let element):
            do {
                return try write(element, indent: indent, indentFirstLine: indentFirstLine)
            } catch {
                throw error.enclosed(in: element.name)
            }
        case .text(let text):
            return Self.text(text, indent: indent, indentFirstLine: indentFirstLine)
        case .comment(let comment):
            return (indentFirstLine ? indent : "") + "<!-- \(comment.trimmed.replacingLineBreakRuns(with: "\n" + indent)) -->"
        }
    }

    private func write(_ element: ToolElement, indent: String, indentFirstLine: Bool) throws(TemplateToolError) -> String {
        let name = element.name
        let attributes = element.attributes.sorted { $0.name < $1.name }
        let isMultiline = attributes.count >= Self.wrapThreshold && !element.isParameterOrMacro && !element.isHTML
        var xml = (indentFirstLine ? indent : "") + "<" + name
        for attribute in attributes {
            xml += (isMultiline ? "\n" + indent + Self.indentUnit : " ") + (try write(attribute, of: element))
        }
        if element.isParameterOrMacro || element.isChildrenMarker {
            return xml + "/>"
        }
        if element.isEmpty {
            if isMultiline { xml += "\n" + indent }
            let selfClosing = !element.isHTML || Self.voidHTMLElements.contains(name)
            return xml + (selfClosing ? "/>" : "></\(name)>")
        }
        if element.children.count == 1, let only = element.children.first, only.isText || only.isComment {
            var body = try write(only, indent: indent + Self.indentUnit, indentFirstLine: false)
            if element.isHTML {
                if !body.hasPrefix("\n") { body = body.replacingLineBreakRuns(with: "\n" + indent) }
                if body.hasSuffix("\n") { body += indent }
            } else if isMultiline {
                // LayoutTool puts this body at the element's own indentation; children
                // are indented one level everywhere else, so here too.
                body = "\n" + indent + Self.indentUnit + body.trimmed + "\n" + indent
            } else {
                body = body.trimmed
            }
            return xml + ">" + body + "</\(name)>"
        }
        let body = try write(element.children, indent: indent + Self.indentUnit, isHTML: element.isHTML)
        xml += ">\n"
        if isMultiline || element.children.first(where: { !$0.isLinebreak })?.isComment == true {
            xml += "\n"
        }
        return xml + body + indent + "</\(name)>"
    }

    /// `name="value"` with the value checked and pretty-printed; an attribute whose type
    /// is unknown is treated as a string, so that its literal text is never rewritten.
    private func write(_ attribute: ToolAttribute, of element: ToolElement) throws(TemplateToolError) -> String {
        let isString = types.isStringAttribute(attribute.name, in: element) ?? true
        switch AttributeValueFormatter.format(attribute.value, asString: isString) {
        case .success(let value):
            return "\(attribute.name)=\"\(XMLEncoding.encode(value, forAttribute: true))\""
        case .failure(let problem):
            throw .attribute(message: problem.message, attribute: attribute.name, elements: [])
        }
    }

    /// Text re-indented line by line; a trailing line break is kept without indentation.
    static func text(_ text: String, indent: String, indentFirstLine: Bool) -> String {
        if text == "\n" { return text }
        var body = XMLEncoding.encode(text, forAttribute: false).replacingLineBreakRuns(with: "\n" + indent)
        if body.hasSuffix("\n" + indent) { body.removeLast(indent.count) }
        if indentFirstLine { body = indent + body.leftTrimmed }
        return body
    }
}
