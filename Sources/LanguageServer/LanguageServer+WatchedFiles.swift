import Diagnostics

extension LanguageServer {
    /// The files whose changes on disk matter to a render: the formats' files, `.strings`,
    /// `layout-serve.json` and asset catalogs' `Contents.json` (all `*.json`), `.layout-ignore`.
    static let watchedFilePatterns = ["**/*.{xml,json,swift,strings}", "**/.layout-ignore"]

    /// On `initialized`, when the client said it registers watchers dynamically: asks it to
    /// watch `watchedFilePatterns` and tell the server (`workspace/didChangeWatchedFiles`). The
    /// client's answer is not waited for (responses are read and dropped).
    func registerWatchers() {
        guard clientRegistersWatchers else { return }
        let watchers: [JSON] = Self.watchedFilePatterns.map { .object([("globPattern", .string($0))]) }
        let registration: JSON = .object([
            ("id", "layout-serve-watched-files"), ("method", "workspace/didChangeWatchedFiles"),
            ("registerOptions", .object([("watchers", .array(watchers))])),
        ])
        sendMessage(.object([
            ("jsonrpc", "2.0"), ("id", "layout-serve-register-watchers"), ("method", "client/registerCapability"),
            ("params", .object([("registrations", .array([registration]))])),
        ]))
    }

    /// `workspace/didChangeWatchedFiles`: each file changed, created or deleted on disk is taken
    /// as a save is (`filesChanged`), the batch at once, except an open document's own file — the editor's text is
    /// what renders, and the editor says when it changes.
    func didChangeWatchedFiles(_ params: JSON?) {
        let changes = params?["changes"]?.arrayValue ?? []
        guard !changes.isEmpty else { return }
        let open = Set(documents.keys.compactMap(Workspace.path(ofURI:)))
        filesChanged(changes.compactMap { change in
            guard let uri = change["uri"]?.stringValue, let absolute = Workspace.path(ofURI: uri), !open.contains(absolute) else { return nil }
            return (absolute, uri)
        })
    }
}
