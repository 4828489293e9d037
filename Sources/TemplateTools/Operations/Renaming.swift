import Diagnostics
import Expressions
import Templates

/// `layout-serve rename OLD NEW`: the edits that rename a class, id, outlet, strings key
/// or variable in a Layout template or a `.strings` file, in place. Unlike LayoutTool's
/// `rename` (`LayoutTool.rename`), which prints the whole template again in canonical
/// form, only the characters of each name change: layout, comments, entities and
/// attribute order stay exactly as written.
public struct Renaming: Sendable {
    public let old: String
    public let new: String
    public let kinds: Set<RenameKind>
    let types: AttributeTypes
    /// Why `new` cannot stand for `old` as a kind; an occurrence of that kind is a conflict.
    let problems: [RenameKind: String]

    /// What one file's renaming gives: the edits, or what stops it.
    public struct FileChanges: Sendable, Equatable {
        public var edits: [SourceEdit] = []
        /// Reasons the file cannot be renamed as asked (a name already taken, a new name
        /// that cannot be written there); when there is one, nothing should be written.
        public var conflicts: [Conflict] = []

        public var isEmpty: Bool { edits.isEmpty && conflicts.isEmpty }
    }

    public struct Conflict: Sendable, Equatable {
        public var position: SourcePosition
        public var message: String
    }

    /// A renaming of every kind in `kinds`. `new` need not suit every kind: an occurrence
    /// of a kind it cannot name becomes a conflict (see `problem(for:)`).
    public init(old: String, new: String, kinds: Set<RenameKind> = Set(RenameKind.allCases), types: AttributeTypes = AttributeTypes()) {
        self.old = old
        self.new = new
        self.kinds = kinds
        self.types = types
        var problems: [RenameKind: String] = [:]
        for kind in kinds { problems[kind] = kind.problem(with: new) }
        self.problems = problems
    }

    /// Why `new` cannot be written as a name of `kind`, or nil.
    public func problem(for kind: RenameKind) -> String? {
        problems[kind] ?? (kind.problem(with: new))
    }

    /// The edits to a parsed Layout template.
    public func changes(in file: XMLFile) -> FileChanges {
        var walk = TemplateWalk(renaming: self, source: file.sourceText())
        walk.visit(file.root)
        return walk.finish()
    }

    /// The edits to a `.strings` file's keys; `text` is the text its positions refer to.
    public func changes(in table: StringsTable, text: SourceText) -> FileChanges {
        guard kinds.contains(.key) else { return FileChanges() }
        var changes = FileChanges()
        let renamed = table.entries.filter { $0.key == old }
        guard !renamed.isEmpty else { return changes }
        if let problem = problems[.key] {
            changes.conflicts.append(Conflict(position: renamed[0].keyRange.start, message: problem))
        }
        if let taken = table.entries.first(where: { $0.key == new }) {
            changes.conflicts.append(Conflict(
                position: renamed[0].keyRange.start,
                message: "the key '\(new)' is already defined at line \(taken.keyRange.start.line)"))
        }
        for entry in renamed {
            let range = text.offset(of: entry.keyRange.start)..<text.offset(of: entry.keyRange.end)
            changes.edits.append(SourceEdit(range: range, replacement: "\"\(new)\"", position: entry.keyRange.start, kind: .key))
        }
        return changes
    }
}
