import Diagnostics
import Templates

/// The commonest save of all — one number in one attribute rewritten with as many digits
/// (`height="300"` → `height="320"`) — needs no parse: the template resolved from the text
/// before is the new one with that attribute's value changed, and every position in it is
/// the same. `render` then updates the outdated layout in place from that tree.
extension LayoutTemplateFormat {
    /// The text a template was resolved from and the tree it gave, kept with its compiled
    /// layout for a template that includes nothing (one file, one text).
    struct ResolvedText {
        /// As the XML reader decoded it (the parsed file's own string: no copy).
        var text: String
        var root: TemplateNode
        /// For a tree patched from the one before: the attribute whose value was rewritten
        /// (its index in the node's attributes) and the node's path (child indices from the root).
        var rewritten: (attribute: Int, path: [Int])?
    }

    /// The text of a template as its resolve parsed it (filled in on the rendering queue).
    final class ReadText: @unchecked Sendable {
        var text: String?
    }

    /// `previous`'s tree with the number the new text of `path` rewrote, or nil when the new
    /// text is not `previous`'s with one number inside an attribute's value rewritten by as
    /// many digits (then the template is resolved from its text as usual).
    static func numberEdited(_ previous: ResolvedText, path: String, in project: ProjectContext) -> ResolvedText? {
        let before = Array(previous.text.utf8)
        guard let now = try? project.sources.bytes(path), now.count == before.count,
              let change = NumberEdit.change(from: before, to: now)
        else { return nil }
        let first = change.new.lowerBound, last = change.new.upperBound - 1
        guard let position = Self.position(of: first, in: before) else { return nil }
        var root = previous.root
        let replacement = String(decoding: now[first...last], as: UTF8.self)
        var nodePath: [Int] = []
        guard let attribute = rewrite(&root, in: path, at: position, length: last - first + 1, with: replacement, path: &nodePath)
        else { return nil }
        return ResolvedText(text: String(decoding: now, as: UTF8.self), root: root, rewritten: (attribute, nodePath))
    }

    /// The 1-based line and column of byte `offset` as the XML reader counts them, for a
    /// text of `\n` lines whose line up to `offset` is ASCII; nil for any other text.
    private static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition? {
        var line = 1, lineStart = 0
        for index in 0..<offset {
            switch bytes[index] {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x0D: return nil
            default: continue
            }
        }
        guard bytes[lineStart..<offset].allSatisfy({ $0 < 0x80 }) else { return nil }
        return SourcePosition(line: line, column: offset - lineStart + 1)
    }

    /// Replaces `length` characters at `position` of the one attribute of `path` whose value,
    /// as written, holds them (a value without references, on one line, ASCII), and returns its
    /// index, with the node's child indices in `nodePath`; nil when no ordinary attribute does
    /// (the number is an `id`, a macro, a parameter, body text).
    private static func rewrite(
        _ node: inout TemplateNode, in path: String, at position: SourcePosition, length: Int, with replacement: String,
        path nodePath: inout [Int]
    ) -> Int? {
        for index in node.attributes.indices {
            let source = node.attributes[index].source
            let range = source.valueRange
            guard node.attributes[index].file == path, range.start.line == position.line, range.end.line == position.line,
                  range.start.column <= position.column, position.column + length <= range.end.column
            else { continue }
            let raw = Array(source.rawValue.utf8)
            guard source.value == source.rawValue, raw.count == range.end.column - range.start.column,
                  raw.allSatisfy({ $0 < 0x80 })
            else { return nil }
            let offset = position.column - range.start.column
            let value = String(decoding: raw[..<offset], as: UTF8.self) + replacement
                + String(decoding: raw[(offset + length)...], as: UTF8.self)
            node.attributes[index].source.value = value
            node.attributes[index].source.rawValue = value
            return index
        }
        for index in node.children.indices {
            nodePath.append(index)
            if let found = rewrite(&node.children[index], in: path, at: position, length: length, with: replacement, path: &nodePath) {
                return found
            }
            nodePath.removeLast()
        }
        return nil
    }
}
