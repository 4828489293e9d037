import Diagnostics
import Project
import TemplateTools

extension LanguageServer {
    /// The format a document is read as: the one that claimed it at the last render, else the
    /// one its project would give it (nil: none).
    func formatName(of document: OpenDocument) -> String? {
        document.formatName ?? document.location.flatMap { $0.project.renderer.format(for: $0.path)?.name }
    }

    /// `textDocument/definition` in an EverLayout, MarkupKit or SwiftLayout document (nil for
    /// a Layout template, which `definition` reads itself). Read from the document's text, no render.
    func formatDefinition(_ document: OpenDocument, _ position: LSPPosition) -> JSON? {
        let format = formatName(of: document)
        if document.fileExtension == "json", format == EverLayoutFormat.name { return everLayoutDefinition(document, position) }
        if document.fileExtension == "swift", format == SwiftLayoutFormat.name { return swiftLayoutDefinition(document, position) }
        if document.fileExtension == "xml", document.isMarkupKit || format == MarkupKitFormat.name { return markupKitDefinition(document, position) }
        return nil
    }

    /// EverLayout: a template's name (`"template": "card"`, or in its array) → its key in the
    /// document's `templates`; a view named in a constraint (`@title`, `@title.bottom`) → the
    /// view's key (`"!title:UILabel"`); `@super` has none.
    private func everLayoutDefinition(_ document: OpenDocument, _ position: LSPPosition) -> JSON {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        guard case let .value(key, path, start) = JSONCursorContext.at(offset, in: bytes), let (project, file) = document.location else { return .null }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        end = min(end, bytes.count)
        func locations(_ ranges: [Range<Int>]) -> JSON {
            .array(ranges.map { location(file, LSPRange(start: document.text.position(ofOffset: $0.lowerBound), end: document.text.position(ofOffset: $0.upperBound)), in: project) })
        }
        if key == "template" {
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            return locations(JSONCursorContext.keys(in: bytes, of: "templates").filter { $0.key == name }.map(\.range))
        }
        guard path.last == "constraints" || path.last == key && path.dropLast().last == "constraints" else { return .null }
        guard let name = Self.viewArgument(at: offset, in: bytes, within: start..<end) else { return .null }
        return locations(JSONCursorContext.keys(in: bytes, of: "views").filter { Self.viewName(ofViewKey: $0.key) == name }.map(\.range))
    }

    /// The view an EverLayout shorthand argument under `offset` names (`@title` or
    /// `@title.bottom` → `title`), within the constraint string `string`; nil for another
    /// argument and for `@super`.
    static func viewArgument(at offset: Int, in bytes: [UInt8], within string: Range<Int>) -> String? {
        var argumentStart = offset
        while argumentStart > string.lowerBound, bytes[argumentStart - 1] != UInt8(ascii: " ") { argumentStart -= 1 }
        var argumentEnd = offset
        while argumentEnd < string.upperBound, bytes[argumentEnd] != UInt8(ascii: " "), bytes[argumentEnd] != UInt8(ascii: ".") {
            argumentEnd += 1
        }
        guard argumentStart < argumentEnd, bytes[argumentStart] == UInt8(ascii: "@") else { return nil }
        let name = String(decoding: bytes[argumentStart + 1..<argumentEnd], as: UTF8.self)
        return name == "super" ? nil : name
    }

    /// MarkupKit: a localized value (`text="@title"`) → the key in each `.strings` file.
    private func markupKitDefinition(_ document: OpenDocument, _ position: LSPPosition) -> JSON {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        guard case let .attributeValue(_, _, valueStart) = XMLCursorContext.at(offset, in: bytes), valueStart < bytes.count,
              bytes[valueStart] == UInt8(ascii: "@") else { return .null }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") { end += 1 }
        guard end > valueStart else { return .null }
        return stringsKeyDefinitions(String(decoding: bytes[valueStart + 1..<end], as: UTF8.self), document: document)
    }

    /// SwiftLayout: the key of `NSLocalizedString("…")` or `String(localized: "…")` → the key in
    /// each `.strings` file; a type name (`Badge`) → its `class`, `struct` or `enum` declaration in
    /// this file, else in the project's `.swift` files; another name (`title`) → its `let` or
    /// `var` in this file.
    private func swiftLayoutDefinition(_ document: OpenDocument, _ position: LSPPosition) -> JSON {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        let cursor = SwiftCursorContext(bytes: bytes)
        if let start = cursor.stringStart(before: offset) {
            guard cursor.isLocalizedKey(stringStart: start) else { return .null }
            return stringsKeyDefinitions(String(decoding: bytes[start..<cursor.stringEnd(from: offset)], as: UTF8.self), document: document)
        }
        guard let (project, file) = document.location else { return .null }
        let start = cursor.wordStart(before: offset)
        var end = offset
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        guard start < end, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return .null }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        func locations(_ ranges: [Range<Int>], in path: String, text: TextDocument) -> [JSON] {
            ranges.map { location(path, LSPRange(start: text.position(ofOffset: $0.lowerBound), end: text.position(ofOffset: $0.upperBound)), in: project) }
        }
        guard name.first?.isUppercase == true else {
            return .array(locations(Self.declarations(of: name, after: ["let", "var"], in: bytes), in: file, text: document.text))
        }
        let types = ["class", "struct", "enum"]
        let here = Self.declarations(of: name, after: types, in: bytes)
        if !here.isEmpty { return .array(locations(here, in: file, text: document.text)) }
        var found: [JSON] = []
        let files = Set(project.renderer.sources.listedFiles(withExtension: "swift")).union(openTemplates(of: project).filter { $0.hasSuffix(".swift") })
        for path in files.sorted() where path != file {
            guard let other = try? project.renderer.sources.bytes(path), other.count <= 4 << 20 else { continue }
            let ranges = Self.declarations(of: name, after: types, in: other)
            if !ranges.isEmpty { found += locations(ranges, in: path, text: TextDocument(bytes: other)) }
        }
        return .array(found)
    }

    /// Where `key` is a key of the project's `.strings` files.
    func stringsKeyDefinitions(_ key: String, document: OpenDocument) -> JSON {
        guard !key.isEmpty, let project = document.location?.project else { return .null }
        let keys = occurrences(of: key, kind: .key, in: project).filter { $0.file.path.hasSuffix(".strings") }
        return .array(keys.map { location($0.file.path, $0.range, in: project) })
    }

    /// The ranges of `name` where one of `keywords` declares it (`let title`, `final class Badge`),
    /// by a scan of the text: whole words only, the keyword and the name separated by blanks.
    static func declarations(of name: String, after keywords: [String], in bytes: [UInt8]) -> [Range<Int>] {
        let target = Array(name.utf8)
        let words = keywords.map { Array($0.utf8) }
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]), index == 0 || !isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < bytes.count, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
            if words.contains(where: { bytes[index..<wordEnd].elementsEqual($0) }) {
                var nameStart = wordEnd
                while nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: " ") || bytes[nameStart] == UInt8(ascii: "\t") { nameStart += 1 }
                let nameEnd = nameStart + target.count
                if nameStart > wordEnd, nameEnd <= bytes.count, bytes[nameStart..<nameEnd].elementsEqual(target),
                   nameEnd == bytes.count || !isIdentifierByte(bytes[nameEnd]) {
                    found.append(nameStart..<nameEnd)
                }
            }
            index = wordEnd
        }
        return found
    }
}
