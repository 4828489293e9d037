import Diagnostics
import Foundation
import Project
import TemplateTools
import Templates

/// `layout-serve rename OLD NEW [DIR]`: one renaming applied to every Layout template and
/// `.strings` file of a project, all or nothing. The plan is made first; it is written only
/// when every file read cleanly and no file has a conflict, so a failed rename leaves the
/// project exactly as it was.
public struct ProjectRenaming: Sendable {
    /// One file to rewrite.
    public struct Change: Sendable {
        /// Project-relative.
        public var file: String
        public var edits: [SourceEdit]
        /// The file's new contents, in its own encoding.
        public var contents: [UInt8]
    }

    public let root: String
    public private(set) var changes: [Change] = []
    /// `file:line:column: error: …` for each conflict and each file that could not be read.
    public private(set) var problems: [String] = []
    /// Templates and `.strings` files looked at.
    public private(set) var filesRead = 0

    /// Plans `renaming` over the project rooted at `root` (honouring `.layout-ignore`).
    public init(_ renaming: Renaming, root: String) throws(ProjectError) {
        let project = try ProjectLoader(root: root)
        self.root = project.root
        let templates = project.files.templates.filter {
            project.renderer.format(for: $0)?.name == LayoutTemplateFormat.name
        }
        for template in templates {
            plan(file: template) { _, data in
                do throws(XMLError) {
                    return .success(renaming.changes(in: try XMLReader.read(data)))
                } catch {
                    return .failure(Unreadable(position: error.range.start, message: error.message))
                }
            }
        }
        for strings in project.files.strings {
            plan(file: strings) { text, data in
                let table = StringsFile.parse(data, file: strings)
                if let error = table.diagnostics.first(where: { $0.severity == .error }) {
                    return .failure(Unreadable(position: error.range?.start, message: error.message))
                }
                return .success(renaming.changes(in: table, text: SourceText(text)))
            }
        }
    }

    /// True when the plan can be written.
    public var canWrite: Bool { problems.isEmpty }

    /// Writes every change (each file atomically); returns the files that could not be written.
    public func write() -> [String] {
        var failures: [String] = []
        for change in changes {
            let url = URL(fileURLWithPath: root).appendingPathComponent(change.file)
            do {
                try Data(change.contents).write(to: url, options: .atomic)
            } catch {
                failures.append("\(change.file): error: cannot write the file: \(error.localizedDescription)")
            }
        }
        return failures
    }

    /// Why a file was not read: it must read cleanly to be renamed.
    private struct Unreadable: Error {
        var position: SourcePosition?
        var message: String
    }

    private mutating func plan(file: String, _ changesOf: (String, [UInt8]) -> Result<Renaming.FileChanges, Unreadable>) {
        guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
            problems.append("\(file): error: cannot read the file")
            return
        }
        filesRead += 1
        let bytes = [UInt8](data)
        let encoding = TextFileEncoding(of: bytes)
        let text = encoding.decode(bytes)
        switch changesOf(text, bytes) {
        case .failure(let unreadable):
            let position = unreadable.position.map { ":\($0)" } ?? ""
            problems.append("\(file)\(position): error: \(unreadable.message) (a file must read cleanly to be renamed)")
        case .success(let changes):
            problems += changes.conflicts.map { "\(file):\($0.position): error: \($0.message)" }
            guard !changes.edits.isEmpty else { return }
            let renamed = SourceEdit.apply(changes.edits, to: text)
            self.changes.append(Change(file: file, edits: changes.edits, contents: encoding.encode(renamed)))
        }
    }
}
