import Diagnostics
import Project
import TemplateTools
import Templates

/// What the cursor stands on in a Layout template, for definition, references and rename: an
/// include's path, or a name `layout-serve rename` renames (a class, an id, an outlet, a strings
/// key, a variable) with the range of the name itself.
enum NameTarget: Equatable {
    /// `xml="…"` or `template="…"`: the project-relative path it names, and the value's range.
    case include(path: String, range: SourceRange)
    /// A name of `kind`; `span` is the UTF-8 range of the name alone (`title` in `#title.bottom`)
    /// in the template's text.
    case name(String, kind: RenameKind, span: Range<Int>)

    /// The target at UTF-8 offset `offset` of `file`'s text (`path` is its project-relative
    /// path; `declared` the variables the project declares beyond the template's own:
    /// constants and state). A name is a target only where the rename finder finds it there,
    /// so literal text (`text="Hi user"`) and comments are not.
    static func at(_ offset: Int, in file: XMLFile, path: String, declared: Set<String>) -> NameTarget? {
        let text = file.sourceText()
        let cursor = text.position(atOffset: offset)
        if let tag = tag(in: file.root, atName: cursor) {
            guard tag.name.lowercased() != tag.name else { return nil }
            let span = text.offset(of: tag.nameRange.start)
            return verified(.name(tag.name, kind: .class, span: span..<span + tag.name.utf8.count), offset: offset, in: file)
        }
        let tag = LanguageServer.innermostTag(in: file.root, containing: cursor)
        if let tag, let attribute = tag.attributes.first(where: { LanguageServer.contains($0.nameRange, cursor, inclusiveEnd: true) }) {
            // An element that includes a template sets the template's parameters by name.
            guard tag.attribute(named: "template") != nil || tag.attribute(named: "xml") != nil else { return nil }
            let span = text.offset(of: attribute.nameRange.start)
            return verified(.name(attribute.name, kind: .variable, span: span..<span + attribute.name.utf8.count), offset: offset, in: file)
        }
        if let tag, let attribute = tag.attributes.first(where: { LanguageServer.contains($0.valueRange, cursor, inclusiveEnd: true) }) {
            let isDeclaration = tag.name == "param" || tag.name == "macro"
            let literal: RenameKind? = switch attribute.name {
            case "id": .id
            case "outlet": .outlet
            case "name" where isDeclaration: .variable
            default: nil
            }
            if let literal {
                let span = text.offset(of: attribute.valueRange.start)
                return verified(.name(attribute.value, kind: literal, span: span..<span + attribute.rawValue.utf8.count), offset: offset, in: file)
            }
            if attribute.name == "xml" || attribute.name == "template" {
                guard case let .success(resolved) = IncludePath.resolve(attribute.value, from: path), !resolved.contains("://") else { return nil }
                return .include(path: resolved, range: attribute.valueRange)
            }
        }
        return expressionName(at: offset, in: file, declared: declared)
    }

    /// The tag whose start or end tag's name holds `position`.
    private static func tag(in root: XMLTag, atName position: SourcePosition) -> XMLTag? {
        var pending = [root]
        while let tag = pending.popLast() {
            if LanguageServer.contains(tag.nameRange, position, inclusiveEnd: true) { return tag }
            if let end = tag.endTagRange, end.start.line == position.line,
               position.column >= end.start.column + 2, position.column <= end.start.column + 2 + tag.name.count {
                return tag
            }
            pending += tag.elements
        }
        return nil
    }

    /// A name in an expression: the word of identifier characters, dots and `#` around the
    /// cursor read as an id (`#title…`), a strings key (`strings.Key`) or a variable (the
    /// longest of its dotted prefixes the template or project declares, else its first part).
    private static func expressionName(at offset: Int, in file: XMLFile, declared: Set<String>) -> NameTarget? {
        let bytes = Array(file.text.utf8)
        func isWordByte(_ byte: UInt8) -> Bool {
            LanguageServer.isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "#")
        }
        var start = min(offset, bytes.count)
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        var candidates: [NameTarget] = []
        if word.hasPrefix("#") {
            let id = word.dropFirst().prefix { $0 != "." }
            candidates.append(.name(String(id), kind: .id, span: start + 1..<start + 1 + id.utf8.count))
        } else if word.hasPrefix("strings."), word.count > 8 {
            candidates.append(.name(String(word.dropFirst(8)), kind: .key, span: start + 8..<end))
        } else {
            let parts = word.split(separator: ".", omittingEmptySubsequences: false)
            guard let first = parts.first, !first.isEmpty else { return nil }
            var prefixes: [String] = []
            for part in parts { prefixes.append(prefixes.last.map { $0 + "." + part } ?? String(part)) }
            let known = declared.union(LanguageServer.macroAndParameterNames(in: bytes))
            let names = prefixes.reversed().filter { known.contains($0) } + [String(first)]
            candidates = names.map { .name($0, kind: .variable, span: start..<start + $0.utf8.count) }
        }
        return candidates.lazy.compactMap { verified($0, offset: offset, in: file) }.first
    }

    /// The target when the rename finder finds an occurrence of it around `offset`.
    private static func verified(_ target: NameTarget, offset: Int, in file: XMLFile) -> NameTarget? {
        guard case let .name(name, kind, _) = target, !name.isEmpty else { return target }
        let edits = Renaming(old: name, new: name, kinds: [kind]).changes(in: file).edits
        return edits.contains { $0.range.lowerBound <= offset && offset <= $0.range.upperBound } ? target : nil
    }
}
