import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import Templates
import TestSupport

/// Builds template trees for tests without XML: `{name, cls, id?, expressions,
/// children}` as the conformance file writes them. Attribute positions are
/// those of a one-line `<Class name="value" …>` rendering, so diagnostics have
/// real positions.
enum TreeBuilder {
    static func node(_ json: JSON, file: String = "Test.xml") -> TemplateNode {
        let className = json["cls"]?.stringValue ?? "UIView"
        var attributes: [TemplateAttribute] = []
        var column = 2 + className.count
        for (name, value) in json["expressions"]?.objectValue ?? [] {
            let text = value.stringValue ?? ""
            let nameStart = SourcePosition(line: 1, column: column)
            let valueStart = SourcePosition(line: 1, column: column + name.count + 2)
            let valueEnd = SourcePosition(line: 1, column: valueStart.column + text.unicodeScalars.count)
            let source = XMLAttribute(
                name: name, nameRange: SourceRange(start: nameStart, end: SourcePosition(line: 1, column: column + name.count)),
                value: text, rawValue: text, valueRange: SourceRange(start: valueStart, end: valueEnd))
            attributes.append(TemplateAttribute(source: source, file: file))
            column = valueEnd.column + 2
        }
        return TemplateNode(
            className: className, file: file,
            classRange: SourceRange(start: SourcePosition(line: 1, column: 2), end: SourcePosition(line: 1, column: 2 + className.count)),
            id: json["id"]?.stringValue ?? json["name"]?.stringValue,
            attributes: attributes,
            children: (json["children"]?.arrayValue ?? []).map { node($0, file: file) })
    }

    /// Names of the nodes in document order, for addressing frames.
    static func names(_ json: JSON) -> [String] {
        [json["name"]?.stringValue ?? ""] + (json["children"]?.arrayValue ?? []).flatMap(names)
    }

    /// Rendered nodes in document order.
    static func flatten(_ node: RenderedNode) -> [RenderedNode] {
        [node] + node.children.flatMap(flatten)
    }
}
