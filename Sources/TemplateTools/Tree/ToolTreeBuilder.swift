import Diagnostics
import Templates

/// Turns a parsed `XMLFile` into the tree LayoutTool formats, reproducing how Layout's
/// SAX-based parser (`Layout/Shared/XMLParser.swift`) collects text, because every
/// blank-line and inline-HTML rule of the formatter depends on exactly which text
/// nodes survive:
///
/// * runs of spaces and tabs become one space and a line break with the spaces around
///   it becomes a bare `\n`;
/// * text before a view element is trimmed; before an HTML element it is left-trimmed,
///   unless it follows inline HTML or sits inside HTML, where spacing is content;
/// * at the end of a non-HTML element the text is trimmed (right-trimmed if there are
///   other children);
/// * a comment flushes pending text as is.
enum ToolTreeBuilder {
    /// The file's top-level comments and its root element, in document order.
    static func nodes(of file: XMLFile) -> [ToolNode] {
        let rootStart = file.root.startTagRange.start
        var nodes: [ToolNode] = []
        var rootAdded = false
        for comment in file.comments {
            if !rootAdded, comment.range.start > rootStart {
                nodes.append(.element(element(from: file.root)))
                rootAdded = true
            }
            nodes.append(.comment(comment.text))
        }
        if !rootAdded { nodes.append(.element(element(from: file.root))) }
        return nodes
    }

    /// Nesting is bounded by `XMLLimits.maximumDepth`, so recursion is safe here.
    private static func element(from tag: XMLTag) -> ToolElement {
        var element = ToolElement(
            name: tag.name,
            attributes: tag.attributes.map { ToolAttribute(name: $0.name, value: $0.value) })
        var pending = ""
        for child in tag.children {
            switch child {
            case .text(let text):
                // Foundation's parser reports CDATA separately and Layout ignores it; we keep
                // it as text so that formatting never drops content.
                pending += text.text
            case .comment(let comment):
                append(&pending, to: &element)
                element.children.append(.comment(comment.text))
            case .element(let tag):
                let childIsHTML = tag.name.lowercased() == tag.name
                if !childIsHTML {
                    pending = pending.trimmed
                } else if !element.isHTML, element.children.last?.isHTML != true {
                    pending = pending.leftTrimmed
                }
                append(&pending, to: &element)
                element.children.append(.element(self.element(from: tag)))
            }
        }
        if !element.isHTML {
            pending = element.children.isEmpty ? pending.trimmed : pending.rightTrimmed
        }
        append(&pending, to: &element)
        return element
    }

    private static func append(_ pending: inout String, to element: inout ToolElement) {
        guard !pending.isEmpty else { return }
        element.children.append(.text(normalized(pending)))
        pending = ""
    }

    /// `[\t ]+` → one space, then ` ?\n+ ?` → `\n`.
    static func normalized(_ text: String) -> String {
        var collapsed = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isBlank = scalar == " " || scalar == "\t"
            if isBlank, collapsed.last == " " { continue }
            collapsed.append(isBlank ? " " : scalar)
        }
        var output = String.UnicodeScalarView()
        var index = collapsed.startIndex
        while index < collapsed.endIndex {
            let scalar = collapsed[index]
            let startsBreak = scalar == "\n"
                || (scalar == " " && collapsed.index(after: index) < collapsed.endIndex
                    && collapsed[collapsed.index(after: index)] == "\n")
            guard startsBreak else {
                output.append(scalar)
                index = collapsed.index(after: index)
                continue
            }
            if scalar == " " { index = collapsed.index(after: index) }
            while index < collapsed.endIndex, collapsed[index] == "\n" { index = collapsed.index(after: index) }
            if index < collapsed.endIndex, collapsed[index] == " " { index = collapsed.index(after: index) }
            output.append("\n")
        }
        return String(output)
    }
}
