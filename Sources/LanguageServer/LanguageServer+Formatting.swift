import Diagnostics
import TemplateTools

extension LanguageServer {
    /// `textDocument/formatting` for a Layout template: the `format` command's formatter
    /// (`LayoutTool.format`, Layout's canonical form) over the editor's text, as one edit of the
    /// whole document; no edit when it is formatted already. A template the formatter cannot
    /// read (malformed XML, an expression that does not parse) is an error response with its
    /// message, the document left alone. Other documents get no edits.
    func formatting(_ params: JSON?) throws(RequestError) -> JSON {
        guard let uri = Self.documentURI(params) else { throw .invalidParams("textDocument.uri is required") }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        guard document.isLayoutTemplate else { return .array([]) }
        let text = document.text.text
        let formatted: String
        do {
            formatted = try LayoutTool.format(text)
        } catch {
            throw RequestError(code: JSONRPC.requestFailed, message: "cannot format: \(error.description)")
        }
        guard formatted != text else { return .array([]) }
        let whole = LSPRange(start: LSPPosition(line: 0, character: 0), end: document.text.position(ofOffset: document.text.bytes.count))
        return .array([.object([("range", whole.json), ("newText", .string(formatted))])])
    }
}
