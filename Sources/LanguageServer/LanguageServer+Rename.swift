import Diagnostics
import Project
import TemplateTools

extension LanguageServer {
    /// `textDocument/prepareRename`: the range of the name under the cursor (`title` in
    /// `#title.bottom`, `Key` in `strings.Key`) and the name as placeholder, or null where there
    /// is nothing to rename (an include's path, literal text, a template that does not parse).
    func prepareRename(_ params: JSON?) throws(RequestError) -> JSON {
        guard let context = try targetContext(params), case let .name(name, _, span) = context.target else { return .null }
        let range = LSPRange(start: context.text.position(ofOffset: span.lowerBound), end: context.text.position(ofOffset: span.upperBound))
        return .object([("range", range.json), ("placeholder", .string(name))])
    }

    /// `textDocument/rename`: what `layout-serve rename --kind KIND OLD NEW` would write, for the
    /// kind and name under the cursor, over the project as the editor holds it (open documents'
    /// unsaved text), as a `WorkspaceEdit` of each file's edits. All or nothing, as the command:
    /// a new name that cannot be written, one already taken, or a file that does not read
    /// cleanly is an error response with the command's messages, and nothing is edited.
    func rename(_ params: JSON?) throws(RequestError) -> JSON {
        guard let new = params?["newName"]?.stringValue else { throw .invalidParams("newName is required") }
        guard let context = try targetContext(params), case let .name(old, kind, _) = context.target else {
            throw RequestError(code: JSONRPC.requestFailed, message: "There is nothing to rename here")
        }
        let renaming = Renaming(old: old, new: new, kinds: [kind])
        if let problem = renaming.problem(for: kind) {
            throw RequestError(code: JSONRPC.requestFailed, message: "cannot rename as --kind \(kind.rawValue): \(problem)")
        }
        guard old != new else { return .object([("changes", .object([]))]) }
        let found = ProjectOccurrences(renaming, project: context.project, extra: openTemplates(of: context.project))
        guard found.problems.isEmpty else {
            throw RequestError(code: JSONRPC.requestFailed, message: (found.problems + ["nothing was renamed"]).joined(separator: "\n"))
        }
        let changes: [(String, JSON)] = found.files.map { file in
            let edits: [JSON] = file.changes.edits.map { edit in
                let range = LSPRange(start: file.text.position(ofOffset: edit.range.lowerBound), end: file.text.position(ofOffset: edit.range.upperBound))
                return .object([("range", range.json), ("newText", .string(edit.replacement))])
            }
            return (uri(of: file.path, in: context.project), .array(edits))
        }
        return .object([("changes", .object(changes))])
    }
}
