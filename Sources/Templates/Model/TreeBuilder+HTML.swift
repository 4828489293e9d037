import Diagnostics

/// A view's text content while its children are read: plain (entity-decoded)
/// text until the first HTML element, HTML source from then on (R-LL-XML-NODES).
struct BodyText {
    private(set) var text = ""
    private(set) var isHTML = false
    private var range: SourceRange?

    mutating func append(text piece: String, range pieceRange: SourceRange) {
        text += isHTML ? XMLEncoding.encode(piece) : piece
        extend(pieceRange)
    }

    mutating func append(html: String, range pieceRange: SourceRange) {
        if !isHTML {
            // What was read as plain text becomes HTML source too.
            text = XMLEncoding.encode(text)
            isHTML = true
        }
        text += html
        extend(pieceRange)
    }

    private mutating func extend(_ piece: SourceRange) {
        range = range.map { SourceRange(start: $0.start, end: piece.end) } ?? piece
    }

    /// Trimmed with whitespace runs collapsed; nil when nothing is left.
    func finished(file: String) -> TemplateBody? {
        // Most elements have no text at all: nothing to collapse.
        guard let range else { return nil }
        let collapsed = Whitespace.collapse(text)
        guard !collapsed.isEmpty else { return nil }
        return TemplateBody(text: collapsed, isHTML: isHTML, file: file, range: range)
    }
}

extension TreeBuilder {
    /// Elements HTML writes without an end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// An HTML element written back as HTML source; a view element inside it is
    /// reported and left out.
    mutating func html(_ tag: XMLTag) -> String {
        guard ElementContent.isHTML(tag.name) else {
            report(.unsupportedHTMLElement(tag.name), at: tag.nameRange)
            return ""
        }
        var output = "<" + tag.name
        for attribute in tag.attributes {
            output += " \(attribute.name)=\"\(XMLEncoding.encode(attribute.value, forAttribute: true))\""
        }
        let items = ElementContent.items(of: tag, isHTML: true)
        if items.isEmpty && Self.voidElements.contains(tag.name) { return output + "/>" }
        output += ">"
        for item in items {
            switch item {
            case .text(let text, _): output += XMLEncoding.encode(text)
            case .element(let index): output += html(tag.element(at: index))
            }
        }
        return output + "</\(tag.name)>"
    }
}
