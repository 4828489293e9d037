import Diagnostics
import Expressions
import Templates

/// The walk over one template that collects `Renaming`'s edits.
struct TemplateWalk {
    let renaming: Renaming
    let source: SourceText
    let bytes: [UInt8]
    private var changes = Renaming.FileChanges()
    /// Where `new` is already declared as an id, an outlet or a parameter or macro name.
    private var taken: [RenameKind: SourcePosition] = [:]

    init(renaming: Renaming, source: SourceText) {
        self.renaming = renaming
        self.source = source
        self.bytes = Array(source.text.utf8)
    }

    /// The edits, or the conflicts that stop them: a new name that cannot be written as a
    /// kind that occurs, or an id, outlet or declaration the template already has.
    mutating func finish() -> Renaming.FileChanges {
        let kindsFound = Set(changes.edits.map(\.kind))
        for kind in kindsFound.sorted() {
            let first = changes.edits.first { $0.kind == kind }!.position
            if let problem = renaming.problem(for: kind) {
                changes.conflicts.append(Renaming.Conflict(position: first, message: problem))
            }
            if let existing = taken[kind] {
                changes.conflicts.append(Renaming.Conflict(
                    position: first,
                    message: "this template already has \(kind == .variable ? "a declaration" : "an \(kind.noun)") "
                        + "named '\(renaming.new)' (line \(existing.line))"))
            }
        }
        changes.edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        return changes
    }

    /// Nesting is bounded by `XMLLimits.maximumDepth`, so recursion is safe here.
    mutating func visit(_ tag: XMLTag) {
        let isHTML = tag.name.lowercased() == tag.name
        if !isHTML, tag.name == renaming.old, wants(.class) {
            rename(at: tag.nameRange.start, length: tag.name.utf8.count, to: renaming.new, kind: .class)
            if let end = tag.endTagRange {
                let name = SourcePosition(line: end.start.line, column: end.start.column + 2)
                rename(at: name, length: tag.name.utf8.count, to: renaming.new, kind: .class)
            }
        }
        if !isHTML || tag.name == "param" || tag.name == "macro" {
            let element = ToolElement(declarationsOf: tag)
            // An element that includes a template sets its parameters by name, and an element
            // that declares a parameter may give its default the same way.
            let setsParameters = tag.attribute(named: "template") != nil || tag.attribute(named: "xml") != nil
                || tag.elements.contains { $0.name == "param" && $0.attribute(named: "name")?.value == renaming.old }
            for attribute in tag.attributes {
                if setsParameters, attribute.name == renaming.old, wants(.variable) {
                    rename(at: attribute.nameRange.start, length: attribute.name.utf8.count, to: renaming.new, kind: .variable)
                }
                visit(attribute, of: tag, element: element)
            }
        }
        for child in tag.children {
            switch child {
            case .element(let child):
                visit(child)
            case .text(let text) where !text.isCDATA:
                guard let parsed = try? ParsedStringExpression.parse(text.text) else { continue }
                renameNames(in: parsed, value: text.text) { text.position(ofTextOffset: $0) }
            case .text, .comment:
                continue
            }
        }
    }

    private mutating func visit(_ attribute: XMLAttribute, of tag: XMLTag, element: ToolElement) {
        let isDeclaration = tag.name == "param" || tag.name == "macro"
        switch attribute.name {
        case "id":
            literal(attribute, kind: .id)
        case "outlet":
            literal(attribute, kind: .outlet)
        case "name" where isDeclaration:
            literal(attribute, kind: .variable)
        case "xml", "template":
            return
        case "type" where isDeclaration:
            return
        default:
            let value = attribute.value
            if TemplateRenamer.readsAsString(value, named: attribute.name, in: element, types: renaming.types) {
                guard let parsed = try? ParsedStringExpression.parse(value) else { return }
                renameNames(in: parsed, value: value) { attribute.position(ofValueOffset: $0) }
            } else {
                guard let parsed = try? ParsedExpression.parse(value), let syntax = parsed.syntax else { return }
                renameNames(in: syntax, value: value) { attribute.position(ofValueOffset: $0) }
            }
        }
    }

    /// `id`, `outlet` and a declaration's `name` are literal names: the whole value is the name.
    private mutating func literal(_ attribute: XMLAttribute, kind: RenameKind) {
        guard wants(kind) else { return }
        if attribute.value == renaming.new, taken[kind] == nil { taken[kind] = attribute.valueRange.start }
        guard attribute.value == renaming.old else { return }
        let start = source.offset(of: attribute.valueRange.start)
        changes.edits.append(SourceEdit(
            range: start..<start + attribute.rawValue.utf8.count,
            replacement: XMLEncoding.encode(renaming.new, forAttribute: true),
            position: attribute.valueRange.start, kind: kind))
    }

    private mutating func renameNames(
        in parsed: ParsedStringExpression, value: String, position: (Int) -> SourcePosition
    ) {
        for case .expression(let expression) in parsed.parts {
            if let syntax = expression.syntax { renameNames(in: syntax, value: value, position: position) }
        }
    }

    /// The names in `syntax` (spans are UTF-8 offsets of `value`), each replaced where the
    /// decoded text is exactly the name, so an edit never lands on anything else.
    private mutating func renameNames(in syntax: Syntax, value: String, position: (Int) -> SourcePosition) {
        let decoded = Array(value.utf8)
        for occurrence in NameOccurrences(renaming: renaming).find(in: syntax) {
            let span = occurrence.span
            guard span.upperBound <= decoded.count, !span.isEmpty else { continue }
            if let written = occurrence.written {
                guard decoded[span].elementsEqual(written.utf8) else { continue }
            } else {
                guard span.count >= 2, decoded[span.lowerBound] == UInt8(ascii: "`"), decoded[span.upperBound - 1] == UInt8(ascii: "`") else { continue }
            }
            let start = position(span.lowerBound), end = position(span.upperBound)
            let range = source.offset(of: start)..<source.offset(of: end)
            if let problem = occurrence.problem {
                changes.conflicts.append(Renaming.Conflict(position: start, message: problem))
                continue
            }
            changes.edits.append(SourceEdit(
                range: range, replacement: XMLEncoding.encode(occurrence.replacement, forAttribute: true),
                position: start, kind: occurrence.kind))
        }
    }

    private mutating func rename(at position: SourcePosition, length: Int, to replacement: String, kind: RenameKind) {
        let start = source.offset(of: position)
        guard start + length <= bytes.count, bytes[start..<start + length].elementsEqual(renaming.old.utf8) else { return }
        changes.edits.append(SourceEdit(range: start..<start + length, replacement: replacement, position: position, kind: kind))
    }

    private func wants(_ kind: RenameKind) -> Bool { renaming.kinds.contains(kind) }
}

extension ToolElement {
    /// What `AttributeTypes` reads of an element: its name, attributes and `<param>` declarations.
    init(declarationsOf tag: XMLTag) {
        self.init(
            name: tag.name,
            attributes: tag.attributes.map { ToolAttribute(name: $0.name, value: $0.value) },
            children: tag.elements.filter { $0.name == "param" }.map {
                .element(ToolElement(name: $0.name, attributes: $0.attributes.map { ToolAttribute(name: $0.name, value: $0.value) }))
            })
    }
}
