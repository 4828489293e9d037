import Diagnostics
import Foundation
import Project

/// An open document: its text as the editor holds it, and where it lives.
final class OpenDocument {
    let uri: String
    var version: Int?
    var text: TextDocument
    /// The project and the project-relative path, for a `file://` document.
    let location: (project: Workspace.Project, path: String)?
    /// The last render of the current or an earlier text (hover reads its frames).
    var lastOutcome: RenderOutcome?
    /// The format that claimed the document at the last render (nil: none, or not rendered yet).
    var formatName: String?
    /// True once MarkupKit claimed the document, until a render of well-formed text claims it for
    /// another format: text being typed seldom parses, and MarkupKit leaves such text to Layout.
    var isMarkupKit = false
    /// The diagnostics of the last render in this document with did-you-mean suggestions (code actions).
    var suggestedFixes: [SuggestedFix] = []

    init(uri: String, version: Int?, text: TextDocument, location: (project: Workspace.Project, path: String)?) {
        self.uri = uri
        self.version = version
        self.text = text
        self.location = location
    }

    /// The file's extension, lowercased.
    var fileExtension: String {
        let name = uri.split(separator: "/").last.map(String.init) ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Whether completion and hover may read it as a Layout template: claimed by Layout at
    /// the last render, or an `.xml` file not rendered yet.
    var isLayoutTemplate: Bool {
        formatName.map { $0 == LayoutTemplateFormat.name } ?? (fileExtension == "xml")
    }
}

extension LanguageServer {
    func didOpen(_ params: JSON?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else { return }
        let location = Workspace.path(ofURI: uri).map { workspace.project(forFile: $0) }
        let document = OpenDocument(uri: uri, version: Self.version(item["version"]), text: TextDocument(text), location: location)
        documents[uri] = document
        schedule(uri)
        overlay(document)
    }

    /// A document version: an integer JSON can hold exactly (`1e300` would trap as an `Int`).
    static func version(_ json: JSON?) -> Int? {
        guard let number = json?.numberValue, number == number.rounded(), abs(number) < 9_007_199_254_740_992 else { return nil }
        return Int(number)
    }

    func didChange(_ params: JSON?) {
        guard let uri = Self.documentURI(params), let document = documents[uri], let changes = params?["contentChanges"]?.arrayValue else { return }
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if change["range"] != nil {
                guard let range = LSPRange(json: change["range"]) else { continue }
                document.text.apply(text, in: range)
            } else {
                document.text.apply(text, in: nil)
            }
        }
        if let version = Self.version(params?["textDocument"]?["version"]) { document.version = version }
        schedule(uri)
        overlay(document)
    }

    func didClose(_ params: JSON?) {
        guard let uri = Self.documentURI(params), let document = documents.removeValue(forKey: uri) else { return }
        pending.removeAll { $0 == uri }
        if let (project, path) = document.location {
            project.renderer.sources.removeOverlay(path)
            project.renderer.forgetRendered(dependingOn: [path])
            scheduleDependants(of: path, in: project)
        }
        publish(uri: uri, version: nil, diagnostics: [])
    }

    /// A saved file: as a change on disk (`filesChanged`).
    func didSave(_ params: JSON?) {
        guard let uri = Self.documentURI(params), let absolute = Workspace.path(ofURI: uri) else { return }
        filesChanged([(absolute, uri)])
    }

    /// Files changed on disk (saved, or changed, created or deleted outside the editor). A
    /// `layout-serve.json`, a `.strings` file, a `.layout-ignore` or a file of an asset catalog
    /// (`*.xcassets/…`, read once per project) opens its project again (configuration, classes,
    /// strings, colours) and re-diagnoses its open documents — once for all such files of a batch;
    /// any other file re-renders the open documents that read it (and itself when open).
    func filesChanged(_ files: [(absolute: String, uri: String)]) {
        var reopened: [Workspace.Project] = []
        for (absolute, uri) in files {
            let name = (absolute as NSString).lastPathComponent
            if name == ProjectConfiguration.fileName || name.hasSuffix(".strings") || name == IgnoreFile.name || absolute.contains(".xcassets/") {
                // A new configuration also takes over the loose projects of the folders below it.
                let folder = (absolute as NSString).deletingLastPathComponent
                for project in workspace.all where !reopened.contains(where: { $0 === project }) {
                    if Self.isInside(absolute, project.root) || name == ProjectConfiguration.fileName && Self.isInside(project.root + "/", folder) {
                        reopened.append(project)
                    }
                }
            } else if let (project, path) = documents[uri]?.location {
                project.renderer.invalidate(files: [path])
                scheduleDependants(of: path, in: project)
                schedule(uri)
            } else {
                for project in workspace.all where Self.isInside(absolute, project.root) {
                    let path = Workspace.relative(absolute, to: project.root)
                    project.renderer.invalidate(files: [path])
                    scheduleDependants(of: path, in: project)
                }
            }
        }
        for project in reopened {
            workspace.close(root: project.root)
            reopenDocuments(of: project)
        }
    }

    /// Whether `path` is below the folder `root`.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The open documents of a project closed by `didSave`, moved to the project opened again.
    private func reopenDocuments(of project: Workspace.Project) {
        for (uri, document) in documents where document.location?.project === project {
            guard let absolute = Workspace.path(ofURI: uri) else { continue }
            let reopened = OpenDocument(uri: uri, version: document.version, text: document.text, location: workspace.project(forFile: absolute))
            documents[uri] = reopened
            schedule(uri)
            overlay(reopened)
        }
    }

    /// Hands the document's text to its project's sources in place of the file.
    func overlay(_ document: OpenDocument) {
        guard let (project, path) = document.location else { return }
        project.renderer.sources.setOverlay(path, document.text.bytes)
        project.renderer.forgetRendered(dependingOn: [path])
        scheduleDependants(of: path, in: project)
    }

    /// Schedules the other open documents of `project` whose last render read `path` (an include).
    func scheduleDependants(of path: String, in project: Workspace.Project) {
        for (uri, document) in documents where document.location?.project === project && document.location?.path != path {
            if document.lastOutcome?.dependencies.contains(path) == true { schedule(uri) }
        }
    }
}
