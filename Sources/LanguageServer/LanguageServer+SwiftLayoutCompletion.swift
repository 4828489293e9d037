import Diagnostics
import LayoutEngine
import SwiftLayout

extension LanguageServer {
    /// `textDocument/completion` in a SwiftLayout file, from the text before the cursor (no
    /// render), with what the SwiftLayout reader accepts (`AnchorsVocabulary`): after `Anchors.`
    /// the attributes and composites; after an attribute, more attributes and the relations; after
    /// a composite, the relations; after a relation or a modifier call, the modifiers with their
    /// argument's type; where a relation's argument starts, its labels; after `attribute: .` or
    /// `Anchors(.` the attributes; after `.priority(.` the named priorities; a word starting with
    /// `UI`, the catalog's classes (an initialiser where a value goes); in the key of
    /// `NSLocalizedString("` or `String(localized: "`, the project's strings keys.
    func swiftLayoutCompletion(_ document: OpenDocument, _ position: LSPPosition, catalog: UIKitCatalog) -> [JSON] {
        let bytes = document.text.bytes
        let offset = document.text.offset(of: position)
        let cursor = SwiftCursorContext(bytes: bytes)
        func range(from start: Int) -> LSPRange { LSPRange(start: document.text.position(ofOffset: start), end: position) }
        if let start = cursor.stringStart(before: offset) {
            return localizedKeyItems(cursor, stringStart: start, document: document, range: range(from: start))
        }
        let start = cursor.wordStart(before: offset)
        let wordRange = range(from: start)
        if let dot = cursor.previousNonBlank(before: start), bytes[dot] == UInt8(ascii: "."), start == dot + 1 {
            let segments = cursor.segments(beforeDot: dot)
            if segments.isEmpty { return implicitMemberItems(cursor, dot: dot, range: wordRange) }
            return Self.anchorsMemberItems(after: segments, range: wordRange)
        }
        if let open = cursor.openCall(before: start), let call = cursor.call(openedAt: open),
           let before = cursor.previousNonBlank(before: start), before == open || bytes[before] == UInt8(ascii: ",") {
            let isRelation = AnchorsVocabulary.relations.contains { $0.name == call.name } && Self.isAnchorsChain(call.receiver)
            let isComposite = call.receiver.map(\.name) == ["Anchors"] && AnchorsVocabulary.composites.contains { $0.name == call.name }
            if isRelation || isComposite {
                return AnchorsVocabulary.relationArguments.enumerated().map { index, argument in
                    Self.item(argument.label, kind: ItemKind.property, detail: argument.type, range: wordRange,
                              sortText: index < 10 ? "0\(index)" : "\(index)", newText: argument.label + ": ")
                }
            }
        }
        let word = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard word.hasPrefix("UI") else { return [] }
        return classItems(cursor, wordStart: start, catalog: catalog, range: wordRange)
    }

    /// Whether `segments` start an `Anchors` expression (`Anchors`, `Anchors(…)`, `AnchorsExpression(…)`).
    static func isAnchorsChain(_ segments: [SwiftCursorContext.Segment]) -> Bool {
        guard let first = segments.first else { return false }
        return first.name == "Anchors" || first.name == "AnchorsExpression" && first.isCall
    }

    /// What follows `segments` and a `.` in an `Anchors` expression.
    static func anchorsMemberItems(after segments: [SwiftCursorContext.Segment], range: LSPRange) -> [JSON] {
        guard isAnchorsChain(segments) else { return [] }
        let relations = AnchorsVocabulary.relations
        let modifiers = AnchorsVocabulary.modifiers
        let composites = AnchorsVocabulary.composites
        // A relation, a modifier or a composite function was called: the modifiers follow.
        let related = segments.dropFirst().contains { segment in
            segment.isCall && (relations.contains { $0.name == segment.name } || modifiers.contains { $0.name == segment.name })
        } || segments.count == 2 && segments[1].isCall && composites.contains { $0.name == segments[1].name }
        if related {
            return modifiers.map { item($0.name, kind: ItemKind.method, detail: $0.argumentType, range: range) }
        }
        let attributes = AnchorsVocabulary.attributes.map { item($0, kind: ItemKind.property, detail: "NSLayoutConstraint.Attribute", range: range, sortText: "0") }
        let relationItems = relations.map { relation in
            item(relation.name, kind: ItemKind.method, detail: "relation \(relation.relation)" + (relation.isSuper ? " the superview" : ""),
                 range: range, sortText: "1")
        }
        if segments.count == 1 {
            guard !segments[0].isCall else { return relationItems }
            return attributes + composites.map { composite in
                item(composite.name, kind: ItemKind.property, detail: "composite: " + composite.attributes.joined(separator: ", "),
                     range: range, sortText: "0")
            }
        }
        if composites.contains(where: { $0.name == segments.last?.name }), segments.count == 2 { return relationItems }
        return attributes + relationItems
    }

    /// After a `.` that starts an implicit member: the attributes for `attribute: .` and in
    /// `Anchors(.`, the named priorities in `.priority(.`.
    private func implicitMemberItems(_ cursor: SwiftCursorContext, dot: Int, range: LSPRange) -> [JSON] {
        let attributes = AnchorsVocabulary.attributes.map { Self.item($0, kind: ItemKind.enumMember, detail: "NSLayoutConstraint.Attribute", range: range) }
        if cursor.label(beforeDot: dot) == "attribute" { return attributes }
        guard let open = cursor.openCall(before: dot), let call = cursor.call(openedAt: open) else { return [] }
        if call.name == "priority", Self.isAnchorsChain(call.receiver) {
            return AnchorsVocabulary.namedPriorities.enumerated().map { index, priority in
                Self.item(priority.name, kind: ItemKind.enumMember, detail: "UILayoutPriority (\(Int(priority.value)))", range: range,
                          sortText: "\(index)")
            }
        }
        if call.receiver.isEmpty, call.name == "Anchors" || call.name == "AnchorsExpression" { return attributes }
        return []
    }

    /// The catalog's classes for a word starting with `UI`: `UILabel()` where a value goes (after
    /// `=`, `(`, `,`, `[`, `{`, `return`), with the initialisers the reader reads arguments of
    /// (`UIStackView(arrangedSubviews: [])`); the class name elsewhere (a type).
    private func classItems(_ cursor: SwiftCursorContext, wordStart: Int, catalog: UIKitCatalog, range: LSPRange) -> [JSON] {
        var isValue = false
        if let before = cursor.previousNonBlank(before: wordStart) {
            isValue = [UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{")].contains(cursor.bytes[before])
                || before >= 5 && cursor.bytes[(before - 5)...before].elementsEqual("return".utf8)
        }
        var items: [JSON] = []
        for name in catalog.classNames where name.hasPrefix("UI") {
            let detail = catalog.viewClass(named: name)?.superclassName.map { "\(name) : \($0)" } ?? name
            items.append(Self.item(isValue ? name + "()" : name, kind: ItemKind.class, detail: detail, range: range, sortText: name))
            if isValue, name == "UIStackView" || name == "UISegmentedControl" {
                let call = name == "UIStackView" ? "UIStackView(arrangedSubviews: [])" : "UISegmentedControl(items: [])"
                items.append(Self.item(call, kind: ItemKind.class, detail: detail, range: range, sortText: name + "1"))
            }
        }
        return items
    }

    /// In the first argument of `NSLocalizedString("` or `String(localized: "`: the project's keys.
    private func localizedKeyItems(_ cursor: SwiftCursorContext, stringStart: Int, document: OpenDocument, range: LSPRange) -> [JSON] {
        guard cursor.isLocalizedKey(stringStart: stringStart) else { return [] }
        return stringsKeyItems(document: document, range: range)
    }
}
