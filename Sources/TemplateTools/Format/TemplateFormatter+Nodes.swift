import Templates

extension TemplateFormatter {
    /// Writes one node. `indentFirstLine` is false when it continues a line already
    /// started (inline HTML after text, the body of a one-line element).
    func write(_ node: ToolNode, indent: String, indentFirstLine: Bool, to output: inout String) throws(TemplateToolError) {
        switch node {
        case .element(let element):
            do {
                try write(element, indent: indent, indentFirstLine: indentFirstLine, to: &output)
            } catch {
                throw error.enclosed(in: element.name)
            }
        case .text(let text):
            output += Self.text(text, indent: indent, indentFirstLine: indentFirstLine)
        case .comment(let comment):
            output += (indentFirstLine ? indent : "") + "<!-- \(comment.trimmed.replacingLineBreakRuns(with: "\n" + indent)) -->"
        }
    }

    private func write(
        _ element: ToolElement, indent: String, indentFirstLine: Bool, to output: inout String
    ) throws(TemplateToolError) {
        let name = element.name
        let attributes = element.attributes.sorted { $0.name < $1.name }
        let isMultiline = attributes.count >= Self.wrapThreshold && !element.isParameterOrMacro && !element.isHTML
        output += (indentFirstLine ? indent : "") + "<" + name
        for attribute in attributes {
            output += (isMultiline ? "\n" + indent + Self.indentUnit : " ") + (try write(attribute, of: element))
        }
        if element.isParameterOrMacro || element.isChildrenMarker {
            output += "/>"
        } else if element.isEmpty {
            if isMultiline { output += "\n" + indent }
            let selfClosing = !element.isHTML || Self.voidHTMLElements.contains(name)
            output += selfClosing ? "/>" : "></\(name)>"
        } else if element.children.count == 1, let only = element.children.first, only.isText || only.isComment {
            output += ">" + (try body(only, of: element, indent: indent, isMultiline: isMultiline)) + "</\(name)>"
        } else {
            output += ">\n"
            if isMultiline || element.children.first(where: { !$0.isLinebreak })?.isComment == true {
                output += "\n"
            }
            try write(element.children, indent: indent + Self.indentUnit, isHTML: element.isHTML, to: &output)
            output += indent + "</\(name)>"
        }
    }

    /// The text or comment that is an element's only child: on the same line as the tags
    /// unless the start tag spans several lines; inside HTML its line breaks are kept.
    private func body(
        _ only: ToolNode, of element: ToolElement, indent: String, isMultiline: Bool
    ) throws(TemplateToolError) -> String {
        var body = ""
        try write(only, indent: indent + Self.indentUnit, indentFirstLine: false, to: &body)
        if element.isHTML {
            if !body.hasPrefix("\n") { body = body.replacingLineBreakRuns(with: "\n" + indent) }
            if body.hasSuffix("\n") { body += indent }
            return body
        }
        // LayoutTool puts a wrapped element's body at the element's own indentation;
        // children are indented one level everywhere else, so here too.
        return isMultiline ? "\n" + indent + Self.indentUnit + body.trimmed + "\n" + indent : body.trimmed
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
