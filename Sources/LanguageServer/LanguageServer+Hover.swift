import Diagnostics
import Expressions
import LayoutEngine
import Project
import Templates

extension LanguageServer {
    /// `textDocument/hover` for a Layout template: on an element, its class and its computed
    /// frame on the project's default device (from a render of the current text); on an
    /// attribute, its type on the element's class, its value as written and as evaluated.
    func hover(_ params: JSON?) throws(RequestError) -> JSON {
        let (document, position) = try positionParams(params)
        // A changed document is rendered first: the frames shown are the text's, and its format is known.
        if pending.contains(document.uri) { diagnose(document.uri) }
        guard document.isLayoutTemplate else { return viewHover(document, position) }
        guard let file = try? XMLReader.read(document.text.bytes) else { return .null }
        let cursor = document.text.sourcePosition(of: position)
        guard let tag = Self.innermostTag(in: file.root, containing: cursor) else { return .null }
        let catalog = document.location?.project.renderer.context.catalog ?? UIKitCatalog.standard
        let nodes = renderedNodes(for: tag, in: document)
        if let attribute = tag.attributes.first(where: { Self.contains($0.nameRange, cursor) || Self.contains($0.valueRange, cursor, inclusiveEnd: true) }) {
            let typeName = catalog.assumedClass(named: tag.name).attribute(attribute.name).typeName
            var lines = ["**\(attribute.name)**" + (typeName.map { ": `\($0)`" } ?? " (not a property of \(tag.name))")]
            lines.append("written: `\(attribute.value)`")
            if let value = nodes.first?.node.props.first(where: { $0.name == attribute.name })?.value {
                lines.append("value: `\(value.swiftDescription)`")
            }
            let reads = Self.namesRead(by: attribute.value, isText: typeName.map(Self.isTextType) ?? false)
            if !reads.isEmpty { lines.append("reads: " + reads.map { "`\($0)`" }.joined(separator: ", ")) }
            for match in attribute.value.matches(of: /strings\.([A-Za-z0-9_.\-]+)/) {
                lines += translations(of: String(match.output.1), document: document)
            }
            // The value's range stops before its closing quote; the hover covers it.
            let end = SourcePosition(line: attribute.valueRange.end.line, column: attribute.valueRange.end.column + 1)
            return Self.hoverJSON(lines.joined(separator: "\n\n"), range: document.text.range(of: SourceRange(start: attribute.nameRange.start, end: end)))
        }
        var lines = ["**\(tag.name)**" + (tag.attribute(named: "id").map { " `#\($0.value)`" } ?? "")]
        if let first = nodes.first, let device = document.lastOutcome?.device {
            let frame = first.node.frame
            lines.append("frame: x \(Self.number(frame.x)), y \(Self.number(frame.y)), width \(Self.number(frame.width)), height \(Self.number(frame.height))")
            lines.append("on screen: x \(Self.number(first.origin.x)), y \(Self.number(first.origin.y))")
            lines.append("device: \(device.name), \(Self.number(device.width)) × \(Self.number(device.height)) @\(Self.number(device.scale))x")
            if nodes.count > 1 { lines.append("\(nodes.count) views are made from this element; the first is shown") }
        } else if document.lastOutcome?.hasErrors == true {
            lines.append("not rendered: the template has errors")
        }
        return Self.hoverJSON(lines.joined(separator: "\n\n"), range: document.text.range(of: tag.nameRange))
    }

    /// Hover in an EverLayout, MarkupKit or SwiftLayout document: the view whose source
    /// position is the last one on the cursor's line at or before it, with its frame.
    func viewHover(_ document: OpenDocument, _ position: LSPPosition) -> JSON {
        if let (key, range) = localizedKey(document, position) {
            let lines = ["**strings key** `\(key)`"] + translations(of: key, document: document)
            return Self.hoverJSON(lines.joined(separator: "\n\n"), range: range)
        }
        guard let outcome = document.lastOutcome, let tree = outcome.tree, let path = document.location?.path else { return .null }
        let cursor = document.text.sourcePosition(of: position)
        var best: (node: RenderedNode, x: Double, y: Double)?
        var pending: [(RenderedNode, Double, Double)] = [(tree, 0, 0)]
        while let (node, parentX, parentY) = pending.popLast() {
            let x = parentX + node.frame.x, y = parentY + node.frame.y
            if node.file == path, node.position.line == cursor.line, node.position.column <= cursor.column,
               best.map({ node.position.column > $0.node.position.column }) ?? true {
                best = (node, x, y)
            }
            pending.append(contentsOf: node.children.map { ($0, x, y) })
        }
        guard let (node, x, y) = best else { return .null }
        let name = node.constraintItem ?? node.id.map { "#" + $0 }
        let frame = node.frame
        let device = outcome.device
        var lines = [
            "**\(node.className)**" + (name.map { " `\($0)`" } ?? ""),
            "frame: x \(Self.number(frame.x)), y \(Self.number(frame.y)), width \(Self.number(frame.width)), height \(Self.number(frame.height))",
            "on screen: x \(Self.number(x)), y \(Self.number(y))",
            "device: \(device.name), \(Self.number(device.width)) × \(Self.number(device.height)) @\(Self.number(device.scale))x",
        ]
        if let item = node.constraintItem, let placing = outcome.constraints?.filter({ $0.item == item && $0.isActive }), !placing.isEmpty {
            lines.append(Self.constraintList(placing))
        }
        let start = document.text.position(of: node.position)
        return .object([("contents", .object([("kind", "markdown"), ("value", .string(lines.joined(separator: "\n\n")))])),
                        ("range", LSPRange(start: start, end: start).json)])
    }

    /// The localized key under the cursor in a MarkupKit document (`text="@title"`) or a
    /// SwiftLayout one (`NSLocalizedString("title", …)`, `String(localized: "title")`), with its range.
    func localizedKey(_ document: OpenDocument, _ position: LSPPosition) -> (String, LSPRange)? {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        let range: Range<Int>
        if document.fileExtension == "swift" {
            let cursor = SwiftCursorContext(bytes: bytes)
            guard let start = cursor.stringStart(before: offset), cursor.isLocalizedKey(stringStart: start) else { return nil }
            range = start..<cursor.stringEnd(from: offset)
        } else if document.fileExtension == "xml" {
            guard case let .attributeValue(_, _, valueStart) = XMLCursorContext.at(offset, in: bytes), valueStart < bytes.count,
                  bytes[valueStart] == UInt8(ascii: "@") else { return nil }
            var end = offset
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") { end += 1 }
            guard end > valueStart + 1 else { return nil }
            range = valueStart + 1..<end
        } else {
            return nil
        }
        guard !range.isEmpty else { return nil }
        let lsp = LSPRange(start: document.text.position(ofOffset: range.lowerBound), end: document.text.position(ofOffset: range.upperBound))
        return (String(decoding: bytes[range], as: UTF8.self), lsp)
    }

    /// `key`'s text in each of the project's `.strings` files (`en.lproj/Localizable.strings:
    /// "Sign In"`), in path order; a line saying none has it.
    func translations(of key: String, document: OpenDocument) -> [String] {
        guard let renderer = document.location?.project.renderer else { return [] }
        var lines: [String] = []
        for path in renderer.stringsFiles.sorted() {
            guard let bytes = try? renderer.sources.bytes(path), let value = StringsFile.parse(bytes, file: path).values[key] else { continue }
            lines.append("\(path): \"\(value)\"")
        }
        return lines.isEmpty ? ["`\(key)`: in no `.strings` file"] : lines
    }

    /// The names an attribute's expression reads (`parent.width`, `#title.bottom`, `name`), in
    /// reading order: the whole value as an expression, or for text the `{…}` parts in it.
    static func namesRead(by value: String, isText: Bool) -> [String] {
        if isText {
            guard let parsed = try? ParsedStringExpression.parse(value) else { return [] }
            var names: [String] = []
            for case let .expression(expression) in parsed.parts {
                for name in expression.syntax?.variableNames ?? [] where !names.contains(name) { names.append(name) }
            }
            return names
        }
        return (try? ParsedExpression.parse(value))?.syntax?.variableNames ?? []
    }

    /// Whether values of a catalog type are text with `{…}` expressions in it.
    static func isTextType(_ typeName: String) -> Bool {
        ["String", "NSString", "NSAttributedString", "Selector"].contains(typeName)
    }

    /// The constraints whose first item is the view, each with its priority (`@1000` when
    /// required), at most `constraintLimit` of them.
    static func constraintList(_ constraints: [ConstraintRecord]) -> String {
        var text = "constraints:"
        for constraint in constraints.prefix(constraintLimit) {
            text += "\n- `\(constraint.equation)\(constraint.priority >= 1000 ? " @1000" : "")`"
        }
        if constraints.count > constraintLimit { text += "\n- … and \(constraints.count - constraintLimit) more" }
        return text
    }

    static let constraintLimit = 12

    static func hoverJSON(_ markdown: String, range: LSPRange) -> JSON {
        .object([("contents", .object([("kind", "markdown"), ("value", .string(markdown))])), ("range", range.json)])
    }

    /// A frame value to two decimals (a 3x screen's thirds are long otherwise).
    static func number(_ value: Double) -> String { JSON.format(number: (value * 100).rounded() / 100) }

    /// The deepest element whose start tag holds `position`.
    static func innermostTag(in tag: XMLTag, containing position: SourcePosition) -> XMLTag? {
        var candidates = [tag]
        while let next = candidates.popLast() {
            let whole = SourceRange(start: next.startTagRange.start, end: (next.endTagRange ?? next.startTagRange).end)
            guard contains(whole, position) else { continue }
            if contains(next.startTagRange, position) { return next }
            // Inside this element's content: only its children can hold the position.
            candidates = next.elements
        }
        return nil
    }

    static func contains(_ range: SourceRange, _ position: SourcePosition, inclusiveEnd: Bool = false) -> Bool {
        range.start <= position && (position < range.end || inclusiveEnd && position == range.end)
    }

    /// The rendered views made from `tag` in the document's last render (one element may make
    /// several: cells, a template included twice), each with its origin on the screen.
    func renderedNodes(for tag: XMLTag, in document: OpenDocument) -> [(node: RenderedNode, origin: (x: Double, y: Double))] {
        guard let outcome = document.lastOutcome, let tree = outcome.tree, let path = document.location?.path else { return [] }
        let position = SourcePosition(line: tag.nameRange.start.line, column: max(1, tag.nameRange.start.column - 1))
        var found: [(RenderedNode, (x: Double, y: Double))] = []
        var pending: [(RenderedNode, Double, Double)] = [(tree, 0, 0)]
        while let (node, parentX, parentY) = pending.popLast() {
            let x = parentX + node.frame.x, y = parentY + node.frame.y
            if node.file == path, node.position == position { found.append((node, (x, y))) }
            pending.append(contentsOf: node.children.reversed().map { ($0, x, y) })
        }
        return found
    }

    /// `textDocument/documentSymbol` for an XML layout (Layout or MarkupKit): the element tree,
    /// each view with its class as name and its id as detail.
    func documentSymbols(_ params: JSON?) throws(RequestError) -> JSON {
        guard let uri = Self.documentURI(params) else { throw .invalidParams("textDocument.uri is required") }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        if document.fileExtension == "json" || document.fileExtension == "swift" { return renderedSymbols(document) }
        guard document.fileExtension == "xml", let file = try? XMLReader.read(document.text.bytes) else { return .array([]) }
        func symbol(_ tag: XMLTag, depth: Int) -> JSON {
            let whole = SourceRange(start: tag.startTagRange.start, end: (tag.endTagRange ?? tag.startTagRange).end)
            var members: [(String, JSON)] = [("name", .string(tag.name.isEmpty ? "?" : tag.name))]
            if let id = tag.attribute(named: "id")?.value { members.append(("detail", .string("#" + id))) }
            members += [("kind", 5), ("range", document.text.range(of: whole).json), ("selectionRange", document.text.range(of: tag.nameRange).json)]
            // The reader caps nesting; the symbol tree stops well before the stack would.
            let children = depth < 200 ? tag.elements.map { symbol($0, depth: depth + 1) } : []
            if !children.isEmpty { members.append(("children", .array(children))) }
            return .object(members)
        }
        return .array([symbol(file.root, depth: 0)])
    }

    /// An EverLayout or SwiftLayout document's view tree, from a render of its current text: each
    /// view written in this document (class as name, its name in the layout as detail) at its
    /// source position; views from other files are left out and their children taken up.
    func renderedSymbols(_ document: OpenDocument) -> JSON {
        if pending.contains(document.uri) { diagnose(document.uri) }
        guard let tree = document.lastOutcome?.tree, let path = document.location?.path else { return .array([]) }
        func symbols(_ node: RenderedNode, depth: Int) -> [JSON] {
            let children = depth < 200 ? node.children.flatMap { symbols($0, depth: depth + 1) } : []
            guard node.file == path else { return children }
            let at = document.text.position(of: node.position)
            let range = LSPRange(start: at, end: at).json
            var members: [(String, JSON)] = [("name", .string(node.className))]
            if let name = node.constraintItem ?? node.id { members.append(("detail", .string(name))) }
            members += [("kind", 5), ("range", range), ("selectionRange", range)]
            if !children.isEmpty { members.append(("children", .array(children))) }
            return [.object(members)]
        }
        return .array(symbols(tree, depth: 0))
    }
}
