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
