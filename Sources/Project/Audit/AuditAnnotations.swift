import Diagnostics
import EverLayout

/// The findings a template file ignores view by view, each format in its own syntax
/// (docs/AUDITS.md "Ignoring findings"):
/// - Layout and MarkupKit XML: `<!-- layout-serve: ignore overlap -->` right before the element;
/// - SwiftLayout: `// layout-serve: ignore overlap` on the line before the view's declaration
///   (`let badge = UILabel()`) or before the line that places it in the layout (`badge.sl.anchors {`);
/// - EverLayout JSON, which has no comments: `"layout-serve-ignore": ["overlap"]` in the view's
///   object (EverLayout skips keys it does not know).
///
/// A comment's rules follow `ignore`, separated by spaces or commas; none means every rule, and
/// a `;` starts a reason, which is not read (XML forbids `--` in a comment).
public struct AuditAnnotations: Sendable {
    /// The views' positions (XML: the tag's `<`; EverLayout: the view's key) and the rules
    /// each ignores; an empty set is every rule.
    var atPosition: [SourcePosition: Set<AuditRule>] = [:]
    /// SwiftLayout: the line after the comment (where the view is placed in the layout) and
    /// the rules it ignores (empty: every rule).
    var atLine: [Int: Set<AuditRule>] = [:]
    /// SwiftLayout: the property a commented line declares (`let title = UILabel()`), which
    /// names the view, and the rules it ignores.
    var byName: [String: Set<AuditRule>] = [:]
    /// Annotations that do not read: an unknown rule, a comment before no view. Warnings.
    public var problems: [Diagnostic] = []

    static let marker = "layout-serve:"
    /// The EverLayout view key.
    public static let jsonKey = "layout-serve-ignore"

    /// Whether the view at `position`, named `name` (a SwiftLayout view's property), ignores `rule`.
    public func ignores(_ rule: AuditRule, at position: SourcePosition, name: String? = nil) -> Bool {
        for rules in [atPosition[position], atLine[position.line], name.flatMap { byName[$0] }] {
            if let rules, rules.isEmpty || rules.contains(rule) { return true }
        }
        return false
    }

    /// The annotations of one file, read in the syntax its name and first character say:
    /// `.swift` SwiftLayout, a document starting with `{` EverLayout, anything else XML.
    public static func read(_ source: SourceText, file: String) -> AuditAnnotations {
        var annotations = AuditAnnotations()
        if file.hasSuffix(".swift") {
            annotations.readSwift(source, file: file)
        } else if source.text.utf8.first(where: { !isSpace($0) }) == UInt8(ascii: "{") {
            annotations.readJSON(source, file: file)
        } else {
            annotations.readXML(source, file: file)
        }
        return annotations
    }

    // MARK: The three syntaxes

    private mutating func readXML(_ source: SourceText, file: String) {
        let bytes = Array(source.text.utf8)
        var index = 0
        while let open = Self.find(Self.commentOpen, in: bytes, from: index) {
            guard let close = Self.find(Self.commentClose, in: bytes, from: open + 4) else { return }
            index = close + 3
            let content = String(decoding: bytes[(open + 4)..<close], as: UTF8.self)
            guard let directive = Self.directive(content) else { continue }
            let at = source.position(atOffset: open)
            guard let rules = parse(directive, file: file, at: at) else { continue }
            // The element this comment stands before: past white space and other comments.
            var next = index
            while true {
                while next < bytes.count, Self.isSpace(bytes[next]) { next += 1 }
                guard Self.matches(Self.commentOpen, bytes, at: next), let end = Self.find(Self.commentClose, in: bytes, from: next + 4) else { break }
                next = end + 3
            }
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "<"), Self.startsName(bytes[next + 1]) else {
                warn("layout-serve: ignore comment stands before no element: put it right before the view's tag", file: file, at: at)
                continue
            }
            add(rules, to: &atPosition, source.position(atOffset: next))
        }
    }

    private mutating func readSwift(_ source: SourceText, file: String) {
        var pending: (rules: Set<AuditRule>, at: SourcePosition)?
        for number in 1...max(source.lineCount, 1) {
            let line = source.line(number) ?? ""
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//") {
                let column = line.unicodeScalars.count - trimmed.unicodeScalars.count + 1
                let at = SourcePosition(line: number, column: column)
                if let directive = Self.directive(String(trimmed.dropFirst(2))), let rules = parse(directive, file: file, at: at) {
                    pending = (pending.map { $0.rules.isEmpty || rules.isEmpty ? [] : $0.rules.union(rules) } ?? rules, at)
                }
                continue
            }
            guard let found = pending else { continue }
            if trimmed.isEmpty {
                warn("layout-serve: ignore comment is followed by a blank line: put it on the line right before the view's declaration", file: file, at: found.at)
            } else {
                add(found.rules, to: &atLine, number)
                if let name = Self.declaredName(trimmed) { add(found.rules, to: &byName, name) }
            }
            pending = nil
        }
        if let found = pending {
            warn("layout-serve: ignore comment stands before no declaration: put it on the line right before the view's declaration", file: file, at: found.at)
        }
    }

    private mutating func readJSON(_ source: SourceText, file: String) {
        // A layout without the key (most) is not parsed a second time.
        guard source.text.contains(Self.jsonKey), let document = try? JSONNodeReader.read(Array(source.text.utf8)), let root = document["root"] else { return }
        // Nesting is bounded by the reader's depth limit.
        func visit(_ view: JSONNode.Member) {
            if let entry = view.value[Self.jsonKey] {
                let at = source.position(atOffset: Int(entry.keySpan.lower))
                var rules: Set<AuditRule>? = nil
                if case .bool(true) = entry.value.kind {
                    rules = []
                } else if let ids = entry.value.elements, !ids.isEmpty, ids.allSatisfy({ $0.string != nil }) {
                    rules = parse(ids.compactMap(\.string), file: file, at: at)
                } else {
                    warn("\(Self.jsonKey) must be an array of rule ids ([\"overlap\"]) or true for every rule, not \(entry.value.typeDescription)", file: file, at: at)
                }
                if let rules { add(rules, to: &atPosition, source.position(atOffset: Int(view.keySpan.lower))) }
            }
            for subview in view.value["views"]?.value.members ?? [] { visit(subview) }
        }
        visit(root)
    }

    /// The name a Swift line declares with `let` or `var` (`private let title = UILabel()` →
    /// `title`), nil for any other line.
    static func declaredName(_ line: Substring) -> String? {
        let words = line.split { $0 == " " || $0 == "\t" }
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 1 < words.count else { return nil }
        let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return String(name)
    }

    // MARK: Reading a directive

    /// What follows `layout-serve:` in a comment, or nil when the comment is not one of ours.
    private static func directive(_ comment: String) -> Substring? {
        let trimmed = comment.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard trimmed.hasPrefix(marker) else { return nil }
        return trimmed.dropFirst(marker.count)
    }

    /// The rules of `ignore overlap, touch-target; why` (empty: every rule), or nil (warned)
    /// when the directive is not `ignore` or names a rule that does not exist.
    private mutating func parse(_ directive: Substring, file: String, at: SourcePosition) -> Set<AuditRule>? {
        var text = directive
        if let reason = text.firstIndex(of: ";") { text = text[..<reason] }
        let words = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.map(String.init)
        guard words.first == "ignore" else {
            warn("layout-serve: expected \"ignore\" and rule ids (layout-serve: ignore overlap), not \"\(words.first ?? "")\"", file: file, at: at)
            return nil
        }
        return parse(Array(words.dropFirst()), file: file, at: at)
    }

    private mutating func parse(_ ids: [String], file: String, at: SourcePosition) -> Set<AuditRule>? {
        var rules: Set<AuditRule> = []
        for id in ids {
            guard let rule = AuditRule(rawValue: id) else {
                warn("layout-serve: ignore names an \(AuditRule.unknown(id))", file: file, at: at)
                return nil
            }
            rules.insert(rule)
        }
        return rules
    }

    private mutating func warn(_ message: String, file: String, at: SourcePosition) {
        problems.append(Diagnostic(severity: .warning, message: message, file: file, range: SourceRange(at: at)))
    }

    /// Two annotations of one view: the union, or every rule when either says so.
    private func add<Key: Hashable>(_ rules: Set<AuditRule>, to table: inout [Key: Set<AuditRule>], _ key: Key) {
        if let known = table[key] {
            table[key] = known.isEmpty || rules.isEmpty ? [] : known.union(rules)
        } else {
            table[key] = rules
        }
    }

    // MARK: Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// A letter, `_`, `:` or any non-ASCII byte: what an XML name may start with.
    private static func startsName(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func matches(_ pattern: [UInt8], _ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
        return bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        var index = start
        while index < bytes.count {
            if bytes[index] == first, matches(pattern, bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}
