extension TemplateFormatter {
    /// Writes a list of siblings, each starting on its own line except text and inline
    /// HTML that run on together, and ends with a line break. Everything is appended to
    /// one buffer, so that deep nesting costs the size of the output, not its square.
    func write(
        _ siblings: [ToolNode], indent: String, isHTML: Bool, to output: inout String
    ) throws(TemplateToolError) {
        let start = output.utf8.count
        var previous: ToolNode?
        var indentNext = true
        for node in isHTML ? siblings : Self.hoistingDeclarations(siblings) where !node.isLinebreak {
            if node.isComment, let previous, !previous.isComment {
                Self.appendBreaks("\n", to: &output)
                indentNext = true
            }
            if let previous {
                Self.appendBreaks(Self.separator(between: previous, and: node), to: &output)
            }
            if output.utf8.count > start, output.hasSuffix("\n") { indentNext = true }
            try write(node, indent: indent, indentFirstLine: indentNext, to: &output)
            previous = node
            indentNext = false
        }
        if output.utf8.count == start || !output.hasSuffix("\n") { output += "\n" }
    }

    /// Appends line breaks, leaving at most one blank line. Text that ends in a line
    /// break (text before a comment keeps its trailing break) would otherwise add a
    /// second blank line on every run; LayoutTool has that quirk, we don't. Only called
    /// once the list has written a node, so it never trims the enclosing element's text.
    private static func appendBreaks(_ breaks: String, to output: inout String) {
        output += breaks
        while output.hasSuffix("\n\n\n") { output.removeLast() }
    }

    /// Line breaks before `node`: a blank line after the last declaration (a single
    /// break before HTML), nothing between text and inline HTML, otherwise one.
    private static func separator(between previous: ToolNode, and node: ToolNode) -> String {
        if previous.isParameterOrMacro, !node.isParameterOrMacro, !node.isComment {
            return node.isHTML ? "\n" : "\n\n"
        }
        if node.isText, previous.isHTML || previous.isText { return "" }
        if node.isHTML, previous.isText { return "" }
        return "\n"
    }

    /// `<param>`s, then `<macro>`s, each with the comments right before it, moved to the
    /// front. Only declarations after the last text, HTML or `<children/>` move:
    /// earlier ones are part of the content.
    static func hoistingDeclarations(_ siblings: [ToolNode]) -> [ToolNode] {
        var rest = siblings
        var parameters: [ToolNode] = []
        var macros: [ToolNode] = []
        var index = rest.count - 1
        while index >= 0 {
            let node = rest[index]
            // `param` and `macro` are lowercase, so test them before the HTML check.
            if node.isParameterOrMacro {
                var start = index
                while start > 0, rest[start - 1].isComment { start -= 1 }
                let group = Array(rest[start...index])
                if node.isParameter {
                    parameters.insert(contentsOf: group, at: 0)
                } else {
                    macros.insert(contentsOf: group, at: 0)
                }
                rest.removeSubrange(start...index)
                index = start
            } else if node.isChildrenMarker || node.isHTML || node.isText {
                break
            }
            index -= 1
        }
        return parameters + macros + rest
    }
}
