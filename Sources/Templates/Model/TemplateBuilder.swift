import Diagnostics

/// Turns a parsed XML file into a template tree: classes, attributes, literal
/// `id`/`xml`/`template`, parameters, macros, the `<children/>` marker and the
/// body text (R-LL-XML-PARSE, R-LL-XML-NODES). Includes stay unresolved (see `TemplateResolver`);
/// classes, types and expressions are the layout engine's business.
public enum TemplateBuilder {
    /// The tree of `file`, written at project-relative `path`, or every problem
    /// found in it (a bad element does not hide a bad sibling).
    public static func build(_ file: XMLFile, path: String) throws(TemplateErrors) -> TemplateNode {
        let (root, diagnostics) = buildCollecting(file, path: path)
        guard let root, diagnostics.isEmpty else { throw TemplateErrors(diagnostics) }
        return root
    }

    /// The tree as far as it could be built, with the problems found; the tree
    /// is nil only when the root element is not a view.
    static func buildCollecting(_ file: XMLFile, path: String) -> (TemplateNode?, [Diagnostic]) {
        var builder = TreeBuilder(path: path, text: file.text)
        let root = builder.root(file.root)
        return (root, builder.diagnostics)
    }
}

/// One pass over one file, collecting diagnostics as it goes.
struct TreeBuilder {
    let path: String
    /// The file's text, indexed by line (`SourceText`) only when a problem needs an excerpt.
    let text: String
    private var source: SourceText?
    var diagnostics: [Diagnostic] = []
    /// `UILabel#title` for each element being built, outermost first.
    var ancestors: [String] = []

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reports a problem in the element being built.
    mutating func report(_ problem: TemplateProblem, at range: SourceRange, attribute: XMLAttribute? = nil) {
        let diagnostic = Diagnostic(
            message: problem.message, file: path, range: range,
            node: ancestors.isEmpty ? nil : ancestors.joined(separator: " > "),
            attribute: attribute?.name, expression: attribute?.value)
        let source = source ?? SourceText(text)
        self.source = source
        diagnostics.append(diagnostic.withExcerpt(from: source))
    }

    mutating func root(_ tag: XMLTag) -> TemplateNode? {
        if ElementContent.isHTML(tag.name) {
            report(.invalidRoot(tag.name), at: tag.nameRange)
            return nil
        }
        return node(tag)
    }

    /// A view element and, recursively, its view children.
    mutating func node(_ tag: XMLTag) -> TemplateNode {
        var node = TemplateNode(className: tag.name, file: path, classRange: tag.nameRange)
        ancestors.append(tag.name)
        defer { ancestors.removeLast() }
        // By index: each attribute is copied once, into the node, not first out of the array.
        let attributes = tag.attributes
        var kept: [TemplateAttribute] = []
        kept.reserveCapacity(attributes.count)
        for index in attributes.indices {
            // Compared by length first: nearly every name is none of these three.
            let name = attributes[index].name
            let length = name.utf8.count
            if length == 2 && name == "id" {
                node.id = literal(attributes[index])
            } else if (length == 3 && name == "xml") || (length == 8 && name == "template") {
                guard let value = literal(attributes[index]) else { continue }
                let include = TemplateInclude(path: value, file: path, range: attributes[index].valueRange)
                if length == 3 { node.xmlInclude = include } else { node.templateInclude = include }
            } else {
                kept.append(TemplateAttribute(source: attributes[index], file: path))
            }
        }
        node.attributes = kept
        ancestors[ancestors.count - 1] = Self.name(tag.name, id: node.id)
        var body = BodyText()
        for item in ElementContent.items(of: tag, isHTML: false) {
            switch item {
            case .text(let text, let range):
                body.append(text: text, range: range)
            case .element(let index):
                let element = tag.element(at: index)
                switch element.name {
                case "macro":
                    if let macro = macro(element) { Self.replace(&node.macros, macro, by: \.name) }
                case "children":
                    childrenMarker(element)
                    node.childrenInsertionIndex = node.children.count
                case "param" where !body.isHTML:
                    if let parameter = parameter(element) {
                        Self.replace(&node.parameters, parameter, by: \.name)
                    }
                case _ where ElementContent.isHTML(element.name):
                    body.append(html: html(element), range: Self.range(of: element))
                default:
                    node.children.append(self.node(element))
                }
            }
        }
        node.body = body.finished(file: path)
        return node
    }

    /// `id`, `xml` and `template` name things rather than compute them, so they
    /// must be literal; empty or `//`-commented means not set.
    mutating func literal(_ attribute: XMLAttribute) -> String? {
        let value = Whitespace.trim(attribute.value, .both)
        if value.isEmpty || value.hasPrefix("//") { return nil }
        let bytes = Array(attribute.value.utf8)
        if let open = bytes.firstIndex(of: UInt8(ascii: "{")) {
            let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")).map { $0 + 1 } ?? bytes.count
            report(
                .notLiteral(attribute.name), at: attribute.range(ofValueOffsets: open..<close),
                attribute: attribute)
            return nil
        }
        return value
    }

    /// `<param name="…" type="…"/>`; the type is checked by the engine.
    mutating func parameter(_ tag: XMLTag) -> TemplateParameter? {
        let name = required("name", of: tag)
        let type = required("type", of: tag)
        checkOnly(["name", "type"], allowedIn: tag)
        checkEmpty(tag)
        guard let name, let type else { return nil }
        return TemplateParameter(name: name.value, typeName: type.value, file: path, range: type.valueRange)
    }

    /// `<macro name="…" value="…"/>`.
    mutating func macro(_ tag: XMLTag) -> TemplateMacro? {
        let name = required("name", of: tag)
        let value = required("value", of: tag)
        checkOnly(["name", "value"], allowedIn: tag)
        checkEmpty(tag)
        guard let name, let value else { return nil }
        return TemplateMacro(name: name.value, value: TemplateAttribute(source: value, file: path))
    }

    /// `<children/>`: takes nothing.
    mutating func childrenMarker(_ tag: XMLTag) {
        checkOnly([], allowedIn: tag)
        checkEmpty(tag)
    }

    mutating func required(_ name: String, of tag: XMLTag) -> XMLAttribute? {
        if let attribute = tag.attribute(named: name), !attribute.value.isEmpty { return attribute }
        report(.missingAttribute(name, element: tag.name), at: tag.nameRange)
        return nil
    }

    mutating func checkOnly(_ names: Set<String>, allowedIn tag: XMLTag) {
        for attribute in tag.attributes where !names.contains(attribute.name) {
            report(
                .unexpectedAttribute(attribute.name, element: tag.name), at: attribute.nameRange,
                attribute: attribute)
        }
    }

    /// Reports the first element or non-blank text inside `tag`.
    mutating func checkEmpty(_ tag: XMLTag) {
        for child in tag.children {
            switch child {
            case .element(let element):
                report(.unexpectedSubNodes(element: tag.name), at: element.nameRange)
                return
            case .text(let text) where !text.isWhitespace:
                let content = ElementContent.contentBounds(of: text) ?? text.range
                report(.unexpectedSubNodes(element: tag.name), at: content)
                return
            default:
                continue
            }
        }
    }

    /// `UILabel#title`: one step of a node path (`UIView > UILabel#title`), as the Red Box names nodes.
    static func name(_ className: String, id: String?) -> String {
        id.map { "\(className)#\($0)" } ?? className
    }

    static func range(of tag: XMLTag) -> SourceRange {
        SourceRange(start: tag.startTagRange.start, end: (tag.endTagRange ?? tag.startTagRange).end)
    }

    /// Layout keeps parameters and macros by name: a later one replaces an earlier one.
    static func replace<T>(_ list: inout [T], _ item: T, by key: KeyPath<T, String>) {
        if let index = list.firstIndex(where: { $0[keyPath: key] == item[keyPath: key] }) {
            list[index] = item
        } else {
            list.append(item)
        }
    }
}
