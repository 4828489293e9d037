import Diagnostics
import LayoutEngine
import MarkupKit

extension LanguageServer {
    /// `textDocument/completion` in a MarkupKit document, from the text before the cursor: after
    /// `<`, MarkupKit's classes (`LMColumnView : LMBoxView`) and the catalog's; in a start tag,
    /// `id`, `style` and `class`, then the attributes of the element's class (a MarkupKit class
    /// reads as the UIKit class it derives from) with their types; in a value, the cases of the
    /// attribute's enum or option set.
    func markupKitCompletion(_ document: OpenDocument, _ position: LSPPosition, catalog: UIKitCatalog) -> [JSON] {
        let offset = document.text.offset(of: position)
        if let start = Self.instructionStart(before: offset, in: document.text.bytes) {
            // `<?sec`: the processing instructions the enclosing view reads.
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            let element = Self.enclosingElement(before: start, in: document.text.bytes)
            let ancestry = element.map { MarkupKitInstructions.ancestry(of: $0, catalog: catalog) } ?? []
            let within = element.map { " (inside \($0))" } ?? ""
            return MarkupKitInstructions.names(within: ancestry).map {
                Self.item($0, kind: ItemKind.keyword, detail: "processing instruction" + within, range: range)
            }
        }
        switch XMLCursorContext.at(offset, in: document.text.bytes) {
        case let .elementName(start):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            let markupKit = MarkupKitClasses.names.map { name in
                let detail = MarkupKitClasses.superclass(of: name, version: .v4).map { "\(name) : \($0) (MarkupKit)" } ?? "\(name) (MarkupKit 3)"
                return Self.item(name, kind: ItemKind.class, detail: detail, range: range)
            }
            return markupKit + Self.elementItems(catalog: catalog, range: range).filter { $0["kind"] == .number(Double(ItemKind.class)) }
        case let .attributeName(element, start, written):
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            let own = [("id", "the outlet: the owner's property set to this view"), ("style", "a factory method that makes the view"),
                       ("class", "style classes from <?properties?>")]
            let items = own.filter { !written.contains($0.0) }.map {
                Self.item($0.0, kind: ItemKind.keyword, detail: $0.1, range: range, sortText: "0" + $0.0)
            }
            return items + Self.attributeItems(element: Self.uiKitClass(of: element, catalog: catalog), catalog: catalog, range: range, written: Set(written))
        case let .attributeValue(element, attribute, valueStart):
            let bytes = document.text.bytes
            if valueStart < offset, bytes[valueStart] == UInt8(ascii: "@") {
                // `text="@key"`: a localized string.
                return stringsKeyItems(document: document, range: LSPRange(start: document.text.position(ofOffset: valueStart + 1), end: position))
            }
            var start = offset
            while start > valueStart, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            let range = LSPRange(start: document.text.position(ofOffset: start), end: position)
            return Self.valueItems(element: Self.uiKitClass(of: element, catalog: catalog), attribute: attribute, catalog: catalog, range: range)
        case .other:
            return []
        }
    }

    /// Where the name of a processing instruction being written starts (`<?sec|`), if the
    /// cursor is in one.
    static func instructionStart(before offset: Int, in bytes: [UInt8]) -> Int? {
        var start = offset
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start >= 2, bytes[start - 1] == UInt8(ascii: "?"), bytes[start - 2] == UInt8(ascii: "<") else { return nil }
        return start
    }

    /// The innermost element open at `offset`: start tags not yet ended, skipping empty
    /// elements, comments and other processing instructions (a scan of the text before it).
    static func enclosingElement(before offset: Int, in bytes: [UInt8]) -> String? {
        var open: [String] = []
        var index = 0
        func skip(past end: [UInt8]) {
            while index < offset, !(bytes[index...].starts(with: end)) { index += 1 }
            index += end.count
        }
        while index < offset {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < offset else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "?"):
                // To its `?>`, or to the next `<` when it is not finished yet (being typed).
                index += 2
                while index < offset, bytes[index] != UInt8(ascii: "<"), !bytes[index...].starts(with: Array("?>".utf8)) { index += 1 }
                if index < offset, bytes[index] == UInt8(ascii: "?") { index += 2 }
            case UInt8(ascii: "!"): skip(past: bytes[index...].starts(with: Array("<!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")])
            case UInt8(ascii: "/"):
                if !open.isEmpty { open.removeLast() }
                skip(past: [UInt8(ascii: ">")])
            default:
                var end = index + 1
                while end < offset, isIdentifierByte(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[index + 1..<end], as: UTF8.self)
                index = end
                var quote: UInt8?
                while index < offset {
                    let byte = bytes[index]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    index += 1
                }
                // An element is open once its start tag ends without `/>`.
                if index < offset, !name.isEmpty, bytes[index - 1] != UInt8(ascii: "/") { open.append(name) }
                index += 1
            }
        }
        return open.last
    }

    /// The class the catalog knows for a MarkupKit element: its own, or the first UIKit class
    /// among its MarkupKit superclasses (`LMColumnView` → `UIView`).
    static func uiKitClass(of element: String, catalog: UIKitCatalog) -> String {
        var name = element
        var steps = 0
        while catalog.viewClass(named: name) == nil, steps < 16, let superclass = MarkupKitClasses.superclass(of: name, version: .v4) {
            name = superclass
            steps += 1
        }
        return name
    }
}
