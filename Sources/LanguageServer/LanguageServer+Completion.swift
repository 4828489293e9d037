import Diagnostics
import Expressions
import LayoutEngine
import Project

extension LanguageServer {
    /// `textDocument/completion` for a Layout template, from the text before the cursor and the
    /// project's class catalog (UIKit's classes and the project's `classes`), without rendering:
    /// element names after `<`, the attributes the element's class accepts (each with its type
    /// as `detail`), and the cases of the enum or option set an attribute value takes.
    func completion(_ params: JSON?) throws(RequestError) -> JSON {
        let (document, position) = try positionParams(params)
        guard document.isLayoutTemplate else { return Self.completionList([]) }
        let offset = document.text.offset(of: position)
        let catalog = document.location?.project.renderer.context.catalog ?? UIKitCatalog.standard
        let items: [JSON]
        switch XMLCursorContext.at(offset, in: document.text.bytes) {
        case let .elementName(start):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            items = Self.elementItems(catalog: catalog, range: range)
        case let .attributeName(element, start, written):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            items = Self.attributeItems(element: element, catalog: catalog, range: range, written: Set(written))
        case let .attributeValue(element, attribute, valueStart):
            var start = offset
            while start > valueStart, Self.isIdentifierByte(document.text.bytes[start - 1]) { start -= 1 }
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            items = Self.valueItems(element: element, attribute: attribute, catalog: catalog, range: range)
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
    }

    static func item(_ label: String, kind: Int, detail: String?, range: LSPRange, sortText: String? = nil) -> JSON {
        var members: [(String, JSON)] = [("label", .string(label)), ("kind", .number(Double(kind)))]
        if let detail { members.append(("detail", .string(detail))) }
        if let sortText { members.append(("sortText", .string(sortText))) }
        members.append(("textEdit", .object([("range", range.json), ("newText", .string(label))])))
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
            return ["true", "false"].map { item($0, kind: ItemKind.value, detail: "Bool", range: range) }
        }
        guard let table = type.enumTable else { return [] }
        var seen = Set<String>()
        return table.cases.compactMap { found -> JSON? in
            guard seen.insert(found.name).inserted else { return nil }
            return item(found.name, kind: ItemKind.enumMember, detail: typeName, range: range)
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
