import Diagnostics
import Project
import TemplateTools
import Templates

/// What `layout-serve rename`'s finder (`Renaming`) finds in a project as the editor holds it:
/// every Layout template and `.strings` file, each read through the project's sources (so an
/// open document's unsaved text is what is searched), with the edits and conflicts of each.
/// References are these edits' ranges; a rename is their replacements.
struct ProjectOccurrences {
    /// One file's findings, with its text for turning the edits' UTF-8 offsets into LSP ranges.
    struct File {
        let path: String
        let text: TextDocument
        let changes: Renaming.FileChanges
        /// Where the file declares a name rather than uses it: the values of `id`, `outlet` and
        /// a `<param>`'s or `<macro>`'s `name`; every key of a `.strings` file.
        let declarations: Set<SourcePosition>

        /// Whether an edit is at a declaration.
        func declares(_ edit: SourceEdit) -> Bool {
            declarations.contains(edit.position) || path.hasSuffix(".strings")
        }
    }

    private(set) var files: [File] = []
    /// `file:line:column: error: …` for each conflict and each file that could not be read,
    /// worded as `layout-serve rename` words them.
    private(set) var problems: [String] = []

    /// Runs `renaming` over the project's Layout templates (the listed ones and `extra`, the
    /// open documents) and, when it renames keys, the project's `.strings` files.
    init(_ renaming: Renaming, project: Workspace.Project, extra: [String] = []) {
        let renderer = project.renderer
        var templates = Set(renderer.sources.listedFiles(withExtension: "xml"))
        templates.formUnion(extra)
        for path in templates.sorted() where renderer.format(for: path)?.name == LayoutTemplateFormat.name {
            let file: XMLFile
            do {
                file = try renderer.sources.xmlFile(path)
            } catch {
                switch error {
                case .notFound: continue
                case let .unreadable(reason): problems.append("\(path): error: \(reason)")
                case let .invalidXML(problem):
                    problems.append("\(path):\(problem.range.start): error: \(problem.message) (a file must read cleanly to be renamed)")
                }
                continue
            }
            add(path: path, text: TextDocument(file.text), changes: renaming.changes(in: file), declarations: Self.declarations(in: file.root))
        }
        guard renaming.kinds.contains(.key) else { return }
        for path in renderer.stringsFiles.sorted() {
            guard let bytes = try? renderer.sources.bytes(path) else {
                problems.append("\(path): error: cannot read the file")
                continue
            }
            let decoded = TextFileEncoding(of: bytes).decode(bytes)
            let table = StringsFile.parse(bytes, file: path)
            if let error = table.diagnostics.first(where: { $0.severity == .error }) {
                let position = error.range.map { ":\($0.start)" } ?? ""
                problems.append("\(path)\(position): error: \(error.message) (a file must read cleanly to be renamed)")
                continue
            }
            add(path: path, text: TextDocument(decoded), changes: renaming.changes(in: table, text: SourceText(decoded)), declarations: [])
        }
    }

    private mutating func add(path: String, text: TextDocument, changes: Renaming.FileChanges, declarations: Set<SourcePosition>) {
        problems += changes.conflicts.map { "\(path):\($0.position): error: \($0.message)" }
        guard !changes.edits.isEmpty else { return }
        files.append(File(path: path, text: text, changes: changes, declarations: declarations))
    }

    /// Where the values of `id`, `outlet` and a declaration's `name` start, under `root`.
    static func declarations(in root: XMLTag) -> Set<SourcePosition> {
        var found: Set<SourcePosition> = []
        var pending = [root]
        while let tag = pending.popLast() {
            let isDeclaration = tag.name == "param" || tag.name == "macro"
            for attribute in tag.attributes where attribute.name == "id" || attribute.name == "outlet" || isDeclaration && attribute.name == "name" {
                found.insert(attribute.valueRange.start)
            }
            pending += tag.elements
        }
        return found
    }
}
