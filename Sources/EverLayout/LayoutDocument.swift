import AutoLayout
import Diagnostics

/// An EverLayout layout index as read (R-EL-PARSE, R-EL-VIEWS, R-EL-TEMPLATES): what the JSON says,
/// with positions, before any view is made.
struct LayoutDocument {
    var name: String?
    var controllerTitle: String?
    var navigationBar: [(name: String, value: String)] = []
    /// Every view model in walk order (pre-order, document order); index 0 is the root.
    var views: [ViewModel] = []
    var templates: [String: Template] = [:]
}

/// One view model: `"!title:UILabel": {constraints, properties, z-index, views, template}`.
struct ViewModel {
    /// The key as written (`!title:UILabel`).
    var rawID: String
    /// The name other views use (`title`).
    var id: String
    /// `!`: the layout creates the view; otherwise the app provides it by name.
    var isNew: Bool
    /// The class after `:`, honoured only for new views.
    var declaredClass: String?
    var keySpan: SourceSpan
    /// The parent model's id; nil for the root.
    var parentID: String?
    var zIndex = 0
    var templateNames: [(name: String, span: SourceSpan)] = []
    var constraints: [ConstraintEntry] = []
    var properties: [PropertyEntry] = []

    /// `ELViewModel` `viewId`, `isNewElement`, `viewSuperClass` (R-EL-VIEW-ID).
    init(rawID: String, keySpan: SourceSpan, parentID: String?) {
        self.rawID = rawID
        self.keySpan = keySpan
        self.parentID = parentID
        let utf8 = rawID.utf8
        // The key's bytes read in one buffer (a small string's copied to the stack): whether
        // they are ASCII, and where the first ":" is.
        let scan = utf8.withContiguousStorageIfAvailable { bytes -> (isASCII: Bool, colon: Int?) in
            var colon: Int?
            for offset in bytes.indices {
                if bytes[offset] >= 0x80 { return (false, nil) }
                // The first ":" (never the byte of a leading "!").
                if colon == nil, bytes[offset] == UInt8(ascii: ":") { colon = offset }
            }
            return (true, colon)
        }
        if scan?.isASCII ?? utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: every byte is a character but "\r\n", which neither "!" nor ":" is part
            // of, so the key is cut at their bytes (no character rounding).
            isNew = utf8.first == UInt8(ascii: "!")
            let start = isNew ? utf8.index(after: utf8.startIndex) : utf8.startIndex
            let found = scan.map { $0.colon.map { utf8.index(utf8.startIndex, offsetBy: $0) } }
                ?? utf8[start...].firstIndex(of: UInt8(ascii: ":"))
            if let colon = found {
                id = String(decoding: utf8[start..<colon], as: UTF8.self)
                declaredClass = String(decoding: utf8[utf8.index(after: colon)...], as: UTF8.self)
            } else {
                id = String(decoding: utf8[start...], as: UTF8.self)
            }
            return
        }
        isNew = rawID.hasPrefix("!")
        let name = isNew ? rawID.dropFirst() : Substring(rawID)
        // A ":" followed by a combining mark is no ":" character: searched by Character.
        if let colon = name.firstIndex(of: ":") {
            id = String(name[..<colon])
            declaredClass = String(name[name.index(after: colon)...])
        } else {
            id = String(name)
        }
    }
}

/// A template: constraints and properties a view adds by name (R-EL-TEMPLATES).
struct Template {
    var constraints: [ConstraintEntry] = []
    var properties: [PropertyEntry] = []
    var keySpan: SourceSpan
}

/// One `"lhs": rhs` entry of `constraints`: its left-hand attributes and one argument per
/// right-hand string or object.
struct ConstraintEntry {
    var key: String
    var keySpan: SourceSpan
    /// In place for the first (`InlineList`): most entries have one of each.
    var attributes: InlineList<(attribute: LayoutAttribute, span: SourceSpan)>
    var arguments: InlineList<ConstraintArgument>
}

/// One `"name": "value"` property.
struct PropertyEntry {
    var name: String
    var value: String
    var keySpan: SourceSpan
    var valueSpan: SourceSpan
}
