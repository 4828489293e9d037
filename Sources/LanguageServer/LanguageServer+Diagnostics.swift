import Diagnostics
import Foundation
import LayoutEngine
import Project

extension LanguageServer {
    /// Renders an open document's current text in its project and publishes its diagnostics:
    /// every error and warning of the render, or none (which clears the editor's list). A
    /// document no format claims (a `.json` that is not an EverLayout layout, a `.swift`
    /// file without a SwiftLayout entry point) gets none.
    func diagnose(_ uri: String) {
        guard let document = documents[uri] else { return }
        pending.removeAll { $0 == uri }
        guard let (project, path) = document.location else {
            publish(uri: uri, version: document.version, diagnostics: [])
            return
        }
        var published: [JSON] = []
        if let problem = project.configurationProblem {
            published.append(Self.diagnosticJSON(range: LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)),
                                                 severity: 2, message: "layout-serve.json: \(problem) (rendered without the configuration)"))
        }
        let format = project.renderer.format(for: path)
        document.formatName = format?.name
        if format?.name == MarkupKitFormat.name {
            document.isMarkupKit = true
        } else if (try? project.renderer.sources.xmlFile(path)) != nil {
            document.isMarkupKit = false
        }
        document.suggestedFixes = []
        if format != nil {
            countRender()
            let outcome = project.renderer.render(path)
            document.lastOutcome = outcome
            for diagnostic in outcome.errors + outcome.warnings {
                let lsp = lspDiagnostic(diagnostic, in: document, path: path, project: project)
                published.append(lsp)
                if (diagnostic.file ?? path) == path, let range = diagnostic.range, !diagnostic.suggestions.isEmpty {
                    document.suggestedFixes.append(SuggestedFix(range: document.text.range(of: range), message: lsp["message"]?.stringValue ?? "",
                                                                suggestions: diagnostic.suggestions, published: lsp))
                }
            }
        } else {
            document.lastOutcome = nil
        }
        publish(uri: uri, version: document.version, diagnostics: published)
    }

    func publish(uri: String, version: Int?, diagnostics: [JSON]) {
        var params: [(String, JSON)] = [("uri", .string(uri))]
        if let version { params.append(("version", .number(Double(version)))) }
        params.append(("diagnostics", .array(diagnostics)))
        sendMessage(JSONRPC.notification(method: "textDocument/publishDiagnostics", params: .object(params)))
    }

    /// One renderer diagnostic as an LSP `Diagnostic`. A problem in this document is at its
    /// range; one in an included file is shown at the include (the first entry of its include
    /// chain that is in this document; without one, the view of this document whose subviews that
    /// file made), its message led by where it is, with that place as related information; each
    /// note with a file (each constraint of a conflict) is related information at its range. Did-you-mean suggestions end the message, as the Red Box shows them.
    func lspDiagnostic(_ diagnostic: Diagnostic, in document: OpenDocument, path: String, project: Workspace.Project) -> JSON {
        let severity = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var message = diagnostic.message
        if let note = diagnostic.suggestionNote { message += "\n" + note }
        var related: [JSON] = []
        let range: LSPRange
        let file = diagnostic.file ?? path
        if file == path {
            range = diagnostic.range.map { document.text.range(of: $0) } ?? LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
        } else {
            range = includeSite(diagnostic.includeChain, in: document, path: path) ?? viewSite(of: file, in: document, path: path)
                ?? LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
            let location = diagnostic.range.map { "\(file):\($0.start.line):\($0.start.column)" } ?? file
            message = "\(location): \(message)"
            related.append(relatedLocation(file: file, range: diagnostic.range, project: project, message: diagnostic.message))
        }
        for note in diagnostic.notes {
            if let noteFile = note.file {
                related.append(relatedLocation(file: noteFile, range: note.range, project: project, message: note.message))
            } else {
                message += "\nnote: \(note.message)"
            }
        }
        return Self.diagnosticJSON(range: range, severity: severity, message: message, related: related)
    }

    static func diagnosticJSON(range: LSPRange, severity: Int, message: String, related: [JSON] = []) -> JSON {
        var members: [(String, JSON)] = [
            ("range", range.json), ("severity", .number(Double(severity))), ("source", "layout-serve"), ("message", .string(message)),
        ]
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    /// The line of the include (`file:line`, outermost first) that leads from this document to
    /// the file with the problem: from its first non-blank character to its end.
    private func includeSite(_ chain: [String], in document: OpenDocument, path: String) -> LSPRange? {
        for entry in chain {
            guard let colon = entry.lastIndex(of: ":"), entry[..<colon] == path, let line = Int(entry[entry.index(after: colon)...]), line >= 1 else { continue }
            let start = document.text.offset(of: LSPPosition(line: line - 1, character: 0))
            let end = document.text.offset(of: LSPPosition(line: line - 1, character: Int.max / 2))
            var first = start
            while first < end, document.text.bytes[first] == UInt8(ascii: " ") || document.text.bytes[first] == UInt8(ascii: "\t") { first += 1 }
            return LSPRange(start: document.text.position(ofOffset: first), end: document.text.position(ofOffset: end))
        }
        return nil
    }

    /// Without an include (a SwiftLayout view whose class another file declares): the place in
    /// this document of the first view of the last render whose subviews `file` made (`badge` of
    /// `badge.sl.anchors { … }`), over the name there.
    private func viewSite(of file: String, in document: OpenDocument, path: String) -> LSPRange? {
        guard let tree = document.lastOutcome?.tree else { return nil }
        var pending: [(node: RenderedNode, site: RenderedNode?)] = [(tree, nil)]
        while let (node, parentSite) = pending.popLast() {
            if node.file == file, let site = parentSite {
                var end = document.text.offset(of: document.text.position(of: site.position))
                let start = end
                while end < document.text.bytes.count, Self.isIdentifierByte(document.text.bytes[end]) { end += 1 }
                return LSPRange(start: document.text.position(ofOffset: start), end: document.text.position(ofOffset: end))
            }
            let site = node.file == path ? node : parentSite
            pending.append(contentsOf: node.children.reversed().map { ($0, site) })
        }
        return nil
    }

    /// `DiagnosticRelatedInformation` for a place in another project file, its positions
    /// converted with that file's text (an open document's, else the file's).
    private func relatedLocation(file: String, range: SourceRange?, project: Workspace.Project, message: String) -> JSON {
        let absolute = project.root == "/" ? "/" + file : project.root + "/" + file
        let uri = Workspace.uri(ofPath: absolute)
        var lspRange = LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
        if let range {
            let text = documents.values.first { $0.location?.project === project && $0.location?.path == file }?.text
                ?? (try? project.renderer.sources.bytes(file)).map { TextDocument(bytes: $0) }
            lspRange = text?.range(of: range)
                ?? LSPRange(start: .init(line: max(0, range.start.line - 1), character: max(0, range.start.column - 1)),
                            end: .init(line: max(0, range.end.line - 1), character: max(0, range.end.column - 1)))
        }
        return .object([("location", .object([("uri", .string(uri)), ("range", lspRange.json)])), ("message", .string(message))])
    }
}
