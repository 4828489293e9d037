import Diagnostics
import Expressions
import LayoutEngine
import Project

extension LanguageServer {
    /// `textDocument/completion` for an EverLayout layout (`everLayoutCompletion`) or a Layout template, from the text before the cursor and the
    /// project's class catalog (UIKit's classes and the project's `classes`), without rendering:
    /// element names after `<`, the attributes the element's class accepts (each with its type
    /// as `detail`), the cases of the enum or option set an attribute value takes, and what an
    /// expression in the value can name (`symbolItems`, `memberItems`).
    func completion(_ params: JSON?) throws(RequestError) -> JSON {
        let (document, position) = try positionParams(params)
        let catalog = document.location?.project.renderer.context.catalog ?? UIKitCatalog.standard
        let formatName = document.formatName ?? document.location.flatMap { $0.project.renderer.format(for: $0.path)?.name }
        if document.fileExtension == "json", formatName == EverLayoutFormat.name {
            return Self.completionList(everLayoutCompletion(document, position, catalog: catalog))
        }
        if document.fileExtension == "swift", formatName == SwiftLayoutFormat.name {
            return Self.completionList(swiftLayoutCompletion(document, position, catalog: catalog))
        }
        if document.fileExtension == "xml", document.isMarkupKit || formatName == MarkupKitFormat.name {
            return Self.completionList(markupKitCompletion(document, position, catalog: catalog))
        }
        guard document.isLayoutTemplate else { return Self.completionList([]) }
        let offset = document.text.offset(of: position)
        let items: [JSON]
        switch XMLCursorContext.at(offset, in: document.text.bytes) {
        case let .elementName(start):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            items = Self.elementItems(catalog: catalog, range: range)
        case let .attributeName(element, start, written):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            items = Self.attributeItems(element: element, catalog: catalog, range: range, written: Set(written))
        case let .attributeValue(_, attribute, valueStart) where attribute == "xml" || attribute == "template":
            items = includeItems(document: document, range: LSPRange(start: document.text.position(ofOffset: valueStart), end: position))
        case let .attributeValue(element, attribute, valueStart):
            let bytes = document.text.bytes
            var start = offset
            while start > valueStart, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            let value = Array(bytes[valueStart..<start])
            if value.last == UInt8(ascii: ".") {
                items = memberItems(after: Self.qualifier(before: value.count - 1, in: value), element: element, document: document, catalog: catalog, range: range)
            } else {
                items = Self.valueItems(element: element, attribute: attribute, catalog: catalog, range: range)
                    + symbolItems(element: element, attribute: attribute, valueBeforeWord: value, document: document, catalog: catalog, range: range)
            }
        case .other:
            items = []
        }
        return Self.completionList(items)
    }

    static func completionList(_ items: [JSON]) -> JSON {
        .object([("isIncomplete", false), ("items", .array(items))])
    }

    /// LSP `CompletionItemKind`s used here.
    enum ItemKind {
        static let property = 10
        static let `class` = 7
        static let keyword = 14
        static let enumMember = 20
        static let value = 12
        static let variable = 6
        static let constant = 21
        static let reference = 18
        static let method = 2
        static let file = 17
    }

    static func item(_ label: String, kind: Int, detail: String?, range: LSPRange, sortText: String? = nil, newText: String? = nil) -> JSON {
        var members: [(String, JSON)] = [("label", .string(label)), ("kind", .number(Double(kind)))]
        if let detail { members.append(("detail", .string(detail))) }
        if let sortText { members.append(("sortText", .string(sortText))) }
        members.append(("textEdit", .object([("range", range.json), ("newText", .string(newText ?? label))])))
        return .object(members)
    }

    /// Every class a template can name (UIKit's, then the project's), and Layout's own
    /// `param`, `macro` and `children` elements.
    static func elementItems(catalog: UIKitCatalog, range: LSPRange) -> [JSON] {
        var items = catalog.classNames.map { name -> JSON in
            let viewClass = catalog.viewClass(named: name)
            let detail = viewClass.map { $0.superclassName.map { "\(name) : \($0)" } ?? name } ?? name
            return item(name, kind: ItemKind.class, detail: viewClass?.isCustom == true ? detail + " (project class)" : detail, range: range)
        }
        items.append(item("param", kind: ItemKind.keyword, detail: "<param name=\"…\" type=\"…\"/>: a template parameter", range: range))
        items.append(item("macro", kind: ItemKind.keyword, detail: "<macro name=\"…\" value=\"…\"/>: a reusable expression", range: range))
        items.append(item("children", kind: ItemKind.keyword, detail: "<children/>: where an including template's children go", range: range))
        return items
    }

    /// The attributes `element`'s class accepts, with their types; attributes already written
    /// on the element are left out. Key paths (`layer.cornerRadius`) sort after plain names.
    static func attributeItems(element: String, catalog: UIKitCatalog, range: LSPRange, written: Set<String>) -> [JSON] {
        guard !element.isEmpty, element.first?.isUppercase == true else { return [] }
        let viewClass = catalog.assumedClass(named: element)
        return viewClass.attributeNames.compactMap { name -> JSON? in
            guard !written.contains(name) else { return nil }
            let detail = viewClass.attribute(name).typeName
            return item(name, kind: ItemKind.property, detail: detail, range: range, sortText: (name.contains(".") ? "1" : "0") + name)
        }
    }

    /// The cases of the enum or option set `attribute` takes on `element` (`true`/`false` for a `Bool`).
    static func valueItems(element: String, attribute: String, catalog: UIKitCatalog, range: LSPRange) -> [JSON] {
        guard element.first?.isUppercase == true, let typeName = catalog.assumedClass(named: element).attribute(attribute).typeName,
              let type = PropertyType(named: typeName) else { return [] }
        if type == .bool {
            return ["true", "false"].map { item($0, kind: ItemKind.value, detail: "Bool", range: range, sortText: "0" + $0) }
        }
        guard let table = type.enumTable else { return [] }
        var seen = Set<String>()
        return table.cases.compactMap { found -> JSON? in
            guard seen.insert(found.name).inserted else { return nil }
            // Before the symbols an expression could read too (sorted "1…" and after).
            return item(found.name, kind: ItemKind.enumMember, detail: typeName, range: range, sortText: "0" + found.name)
        }
    }

    /// What an expression can name where an identifier starts (R-LL-SCOPE, R-LL-RELATIVE): the
    /// other nodes (`parent`, `previous`, `next`, `#id` for the document's ids), the element's own
    /// symbols with their types, the document's macros and parameters, the project's constants
    /// and state, and `strings`. Nothing in a string attribute's literal text, only inside `{…}`.
    func symbolItems(element: String, attribute: String, valueBeforeWord value: [UInt8], document: OpenDocument,
                     catalog: UIKitCatalog, range: LSPRange) -> [JSON] {
        guard element.first?.isUppercase == true else { return [] }
        let viewClass = catalog.assumedClass(named: element)
        let type = viewClass.attribute(attribute).typeName.flatMap { PropertyType(named: $0) }
        if let type, Self.takesLiteralText(type) {
            let opened = value.lastIndex(of: UInt8(ascii: "{")), closed = value.lastIndex(of: UInt8(ascii: "}"))
            guard let opened, closed.map({ $0 < opened }) ?? true else { return [] }
        }
        var items: [JSON] = []
        for (name, detail) in [("parent", "the superview"), ("previous", "the previous visible sibling"), ("next", "the next visible sibling"),
                               ("strings", "localized strings: strings.Key")] {
            items.append(Self.item(name, kind: ItemKind.keyword, detail: detail, range: range, sortText: "2" + name))
        }
        for id in Self.attributeValues(named: "id", in: document.text.bytes) {
            items.append(Self.item("#" + id, kind: ItemKind.reference, detail: "the view with id \(id)", range: range, sortText: "2#" + id))
        }
        for name in viewClass.readableSymbolNames where !name.contains(".") {
            items.append(Self.item(name, kind: ItemKind.property, detail: viewClass.symbol(name)?.typeName, range: range, sortText: "3" + name))
        }
        for name in Self.macroAndParameterNames(in: document.text.bytes) {
            items.append(Self.item(name, kind: ItemKind.variable, detail: "macro or parameter", range: range, sortText: "1" + name))
        }
        if let configuration = document.location?.project.renderer.configuration {
            for name in configuration.constants.keys.sorted() {
                items.append(Self.item(name, kind: ItemKind.constant, detail: "constant (\(configuration.constants[name]!.typeName))", range: range, sortText: "1" + name))
            }
            for name in configuration.state.keys.sorted() where configuration.constants[name] == nil {
                items.append(Self.item(name, kind: ItemKind.variable, detail: "state (\(configuration.state[name]!.typeName))", range: range, sortText: "1" + name))
            }
        }
        return items
    }

    /// After `parent.`, `previous.`, `next.` or `#id.`: the layout symbols and the values a node
    /// computes (`containerSize.width`), with their types; after `strings.`: the project's keys.
    func memberItems(after qualifier: String, element: String, document: OpenDocument, catalog: UIKitCatalog, range: LSPRange) -> [JSON] {
        switch qualifier {
        case "parent", "previous", "next":
            break
        case "strings":
            return stringsKeyItems(document: document, range: range)
        default:
            guard qualifier.hasPrefix("#"), qualifier.count > 1 else { return [] }
        }
        var seen = Set<String>()
        return (catalog.layoutSymbols + catalog.nodeReadOnlySymbols).compactMap { symbol -> JSON? in
            guard seen.insert(symbol.name).inserted else { return nil }
            return Self.item(symbol.name, kind: ItemKind.property, detail: symbol.typeName, range: range)
        }
    }

    /// Whether Layout reads a value of `type` as literal text with `{…}` parts (R-LL-FRONT-END).
    static func takesLiteralText(_ type: PropertyType) -> Bool {
        switch type {
        case .string, .attributedString, .selector, .font, .url, .urlRequest, .character: true
        default: false
        }
    }

    /// The name before the `.` at `dot` in `value` (`parent`, `#title`, `strings`).
    static func qualifier(before dot: Int, in value: [UInt8]) -> String {
        var start = dot
        while start > 0, isIdentifierByte(value[start - 1]) || value[start - 1] == UInt8(ascii: "#") { start -= 1 }
        return String(decoding: value[start..<dot], as: UTF8.self)
    }

    /// Every value of the attributes called `name` (`id="title"`), by a scan of the text: the
    /// document may not be well formed while it is typed.
    static func attributeValues(named name: String, in bytes: [UInt8]) -> [String] {
        let pattern = Array(" \(name)=\"".utf8)
        var values: [String] = []
        var seen = Set<String>()
        var index = 0
        while index + pattern.count <= bytes.count {
            guard bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) else {
                index += 1
                continue
            }
            let start = index + pattern.count
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "<"), end - start < 200 { end += 1 }
            let value = String(decoding: bytes[start..<end], as: UTF8.self)
            if !value.isEmpty, value.utf8.allSatisfy(isIdentifierByte), seen.insert(value).inserted { values.append(value) }
            index = end
        }
        return values
    }

    /// The names of the document's `<macro name="…">` and `<param name="…">` elements.
    static func macroAndParameterNames(in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        for element in ["<macro", "<param"] {
            let tag = Array(element.utf8)
            var index = 0
            while index + tag.count <= bytes.count {
                guard bytes[index] == tag[0], bytes[index..<index + tag.count].elementsEqual(tag) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                names += attributeValues(named: "name", in: Array(bytes[index..<end]))
                index = end
            }
        }
        return names
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
