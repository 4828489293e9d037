import Diagnostics
import Project
import TemplateTools
import Templates

extension LanguageServer {
    /// `textDocument/references` in an EverLayout, MarkupKit or SwiftLayout document (nil for a
    /// Layout template, which `references` reads itself): the uses of what `formatDefinition`
    /// would go to, and that definition when `includeDeclaration`. Read from the text, no render.
    func formatReferences(_ document: OpenDocument, _ position: LSPPosition, includeDeclaration: Bool) -> JSON? {
        let format = formatName(of: document)
        if document.fileExtension == "json", format == EverLayoutFormat.name {
            return everLayoutReferences(document, position, includeDeclaration: includeDeclaration)
        }
        if document.fileExtension == "swift", format == SwiftLayoutFormat.name {
            return swiftLayoutReferences(document, position, includeDeclaration: includeDeclaration)
        }
        if document.fileExtension == "xml", document.isMarkupKit || format == MarkupKitFormat.name {
            return markupKitReferences(document, position, includeDeclaration: includeDeclaration)
        }
        return nil
    }

    /// EverLayout: on a template's name (`"template": "card"`, in its array, or its key under
    /// `templates`) → every `template` value naming it and its key; on a view (`@title` in a
    /// constraint, or its key `"!title:UILabel"`) → every `@title` of the document's constraints
    /// and the name in its key. Each range is the name alone.
    private func everLayoutReferences(_ document: OpenDocument, _ position: LSPPosition, includeDeclaration: Bool) -> JSON {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        guard let (project, file) = document.location else { return .null }
        let cursor = JSONCursorContext.at(offset, in: bytes)
        let start: Int
        switch cursor {
        case let .key(_, keyStart), let .value(_, _, keyStart): start = keyStart
        case .other: return .null
        }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        end = min(end, bytes.count)
        let written = String(decoding: bytes[start..<end], as: UTF8.self)
        guard !written.isEmpty else { return .null }
        var uses: [Range<Int>] = []
        var declarations: [Range<Int>] = []
        switch cursor {
        case let .key(path, _) where path.last == "templates", let .value("template", path, _) where path.last != "templates":
            uses = JSONCursorContext.values(in: bytes).filter { $0.key == "template" && bytes[$0.range].elementsEqual(written.utf8) }.map(\.range)
            declarations = JSONCursorContext.keys(in: bytes, of: "templates").filter { $0.key == written }.map(\.range)
        case let .key(path, _) where path.last == "views":
            let name = Self.viewName(ofViewKey: written)
            guard !name.isEmpty else { return .null }
            declarations = Self.viewNameRanges(of: name, in: bytes)
            uses = Self.constraintViewNames(in: bytes).filter { bytes[$0].elementsEqual(name.utf8) }
        case let .value(key, path, _) where Self.isConstraint(key: key, path: path):
            guard let name = Self.viewArgument(at: offset, in: bytes, within: start..<end) else { return .null }
            uses = Self.constraintViewNames(in: bytes).filter { bytes[$0].elementsEqual(name.utf8) }
            declarations = Self.viewNameRanges(of: name, in: bytes)
        default:
            return .null
        }
        let ranges = (includeDeclaration ? uses + declarations : uses).sorted { $0.lowerBound < $1.lowerBound }
        return .array(ranges.map {
            location(file, LSPRange(start: document.text.position(ofOffset: $0.lowerBound), end: document.text.position(ofOffset: $0.upperBound)), in: project)
        })
    }

    /// SwiftLayout: on a name (`title` of `title.sl.anchors`, of `let title`) → each occurrence of
    /// it as a whole word in the file's code (string literals and comments left out; a scan of the
    /// text, not a parse), its `let`/`var` only when `includeDeclaration`; on the key of
    /// `NSLocalizedString("…")` or `String(localized: "…")` → each such key in the project's and
    /// the open `.swift` files, and the key in every `.strings` file. A type's name has none yet.
    private func swiftLayoutReferences(_ document: OpenDocument, _ position: LSPPosition, includeDeclaration: Bool) -> JSON {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        guard let (project, file) = document.location else { return .null }
        let cursor = SwiftCursorContext(bytes: bytes)
        if let start = cursor.stringStart(before: offset) {
            guard cursor.isLocalizedKey(stringStart: start), start < cursor.stringEnd(from: offset) else { return .null }
            let key = Array(bytes[start..<cursor.stringEnd(from: offset)])
            var found: [JSON] = []
            let files = Set(project.renderer.sources.listedFiles(withExtension: "swift")).union(openTemplates(of: project).filter { $0.hasSuffix(".swift") })
            for path in files.union([file]).sorted() {
                let text = path == file ? document.text : (try? project.renderer.sources.bytes(path)).flatMap { $0.count <= 4 << 20 ? TextDocument(bytes: $0) : nil }
                guard let text else { continue }
                let other = SwiftCursorContext(bytes: text.bytes)
                for start in SwiftTextScan.stringStarts(in: text.bytes) where other.isLocalizedKey(stringStart: start) {
                    let end = other.stringEnd(from: start)
                    guard text.bytes[start..<end].elementsEqual(key) else { continue }
                    found.append(location(path, LSPRange(start: text.position(ofOffset: start), end: text.position(ofOffset: end)), in: project))
                }
            }
            guard includeDeclaration else { return .array(found) }
            return .array(found + (stringsKeyDefinitions(String(decoding: key, as: UTF8.self), document: document).arrayValue ?? []))
        }
        let start = cursor.wordStart(before: offset)
        var end = offset
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        guard start < end, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return .null }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        guard name.first?.isUppercase != true else { return .null }
        let words = SwiftTextScan.words(name, in: bytes)
        guard words.contains(start..<end) else { return .null }
        let declared = includeDeclaration ? [] : Set(Self.declarations(of: name, after: ["let", "var"], in: bytes).map(\.lowerBound))
        return .array(words.filter { !declared.contains($0.lowerBound) }.map {
            location(file, LSPRange(start: document.text.position(ofOffset: $0.lowerBound), end: document.text.position(ofOffset: $0.upperBound)), in: project)
        })
    }

    /// MarkupKit: on a localized value (`text="@title"`) → each attribute of the document whose
    /// value is that `@key` (the key alone), and the key in every `.strings` file.
    private func markupKitReferences(_ document: OpenDocument, _ position: LSPPosition, includeDeclaration: Bool) -> JSON {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        guard case let .attributeValue(_, _, valueStart) = XMLCursorContext.at(offset, in: bytes), valueStart < bytes.count,
              bytes[valueStart] == UInt8(ascii: "@"), let (project, file) = document.location else { return .null }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") { end += 1 }
        guard end > valueStart + 1 else { return .null }
        let key = String(decoding: bytes[valueStart + 1..<end], as: UTF8.self)
        var found: [JSON] = []
        if let parsed = try? XMLReader.read(bytes) {
            let text = TextDocument(parsed.text)
            var pending = [parsed.root]
            var ranges: [SourceRange] = []
            while let tag = pending.popLast() {
                for attribute in tag.attributes where attribute.rawValue == "@" + key {
                    ranges.append(SourceRange(start: SourcePosition(line: attribute.valueRange.start.line, column: attribute.valueRange.start.column + 1), end: attribute.valueRange.end))
                }
                pending += tag.elements.reversed()
            }
            found = ranges.map { location(file, text.range(of: $0), in: project) }
        }
        guard includeDeclaration else { return .array(found) }
        return .array(found + (stringsKeyDefinitions(key, document: document).arrayValue ?? []))
    }

    /// Whether a string value of `key` inside `path` is an EverLayout constraint
    /// (`"top": "@super +80"`, or an item of `"top": ["…"]`, in a `constraints` object).
    static func isConstraint(key: String, path: [String]) -> Bool {
        path.last == "constraints" || path.last == key && path.dropLast().last == "constraints"
    }

    /// The ranges of the view names the document's constraints relate to: `title` of each
    /// `@title` and `@title.bottom` argument (`@super` included).
    static func constraintViewNames(in bytes: [UInt8]) -> [Range<Int>] {
        var names: [Range<Int>] = []
        for value in JSONCursorContext.values(in: bytes) where isConstraint(key: value.key, path: value.path) {
            var index = value.range.lowerBound
            while index < value.range.upperBound {
                let argumentStart = index
                while index < value.range.upperBound, bytes[index] != UInt8(ascii: " ") { index += 1 }
                if bytes[argumentStart] == UInt8(ascii: "@") {
                    var nameEnd = argumentStart + 1
                    while nameEnd < index, bytes[nameEnd] != UInt8(ascii: ".") { nameEnd += 1 }
                    if nameEnd > argumentStart + 1 { names.append(argumentStart + 1..<nameEnd) }
                }
                index += 1
            }
        }
        return names
    }

    /// The ranges of `name` in the view keys that declare it (`title` of `"!title:UILabel"`).
    static func viewNameRanges(of name: String, in bytes: [UInt8]) -> [Range<Int>] {
        JSONCursorContext.keys(in: bytes, of: "views").filter { viewName(ofViewKey: $0.key) == name }.map { key in
            let start = key.range.lowerBound + (key.key.hasPrefix("!") ? 1 : 0)
            return start..<start + name.utf8.count
        }
    }
}
