import Expressions

/// Where a renamed name occurs in an expression.
struct NameOccurrences {
    let renaming: Renaming

    struct Occurrence {
        /// UTF-8 offsets of the decoded value.
        var span: Range<Int>
        /// The text expected there; nil for an escaped name, which only has to be in backticks.
        var written: String?
        var replacement: String
        var kind: RenameKind
        /// Set when the new name cannot be written in this place.
        var problem: String?
    }

    func find(in syntax: Syntax) -> [Occurrence] {
        var found: [Occurrence] = []
        syntax.forEachNode { node in
            let lower = Int(node.span.lower)
            switch node.kind {
            case .identifier(let name):
                if let occurrence = renamed(name: name, at: lower, isCall: false) { found.append(occurrence) }
            case .namedSubscript(let name, _):
                if let occurrence = renamed(name: name, at: lower, isCall: false, keys: false) { found.append(occurrence) }
            case .call(let name, _):
                if let occurrence = renamedKey(name: name, at: lower, isCall: true) { found.append(occurrence) }
            case .escapedIdentifier(let name):
                guard renaming.kinds.contains(.key), name == Self.keyPrefix + renaming.old else { return }
                // The span covers the backticks; whatever escapes the author used, the name is this key.
                let span = node.span.range
                found.append(Occurrence(
                    span: span, written: nil, replacement: "`\(Self.keyPrefix)\(renaming.new)`", kind: .key))
            default:
                return
            }
        }
        return found
    }

    static let keyPrefix = "strings."

    /// A variable (`old`, `old.width`), an id reference (`#old`, `#old.bottom`) or a key.
    private func renamed(name: String, at lower: Int, isCall: Bool, keys: Bool = true) -> Occurrence? {
        let kinds = renaming.kinds, old = renaming.old, new = renaming.new
        if kinds.contains(.variable), name == old || name.hasPrefix(old + ".") {
            let replacement = new + name.dropFirst(old.utf8.count)
            return Occurrence(span: lower..<lower + name.utf8.count, written: name, replacement: replacement, kind: .variable)
        }
        if kinds.contains(.id), name == "#" + old || name.hasPrefix("#" + old + ".") {
            let replacement = "#" + new + name.dropFirst(old.utf8.count + 1)
            return Occurrence(span: lower..<lower + name.utf8.count, written: name, replacement: replacement, kind: .id)
        }
        return keys ? renamedKey(name: name, at: lower, isCall: isCall) : nil
    }

    /// `strings.old` as a name or a called format: a new key that is not a dotted
    /// identifier is written `` `strings.new key` ``, which a call cannot use.
    private func renamedKey(name: String, at lower: Int, isCall: Bool) -> Occurrence? {
        guard renaming.kinds.contains(.key), name == Self.keyPrefix + renaming.old else { return nil }
        let plain = RenameKind.isDottedIdentifier(renaming.new)
        let replacement = plain ? Self.keyPrefix + renaming.new : "`\(Self.keyPrefix)\(renaming.new)`"
        let problem = plain || !isCall
            ? nil : "'\(renaming.new)' is not a plain name, so strings.\(renaming.new)(…) cannot be written: rename the key to a name of letters, digits, _ and ."
        return Occurrence(span: lower..<lower + name.utf8.count, written: name, replacement: replacement, kind: .key, problem: problem)
    }
}
