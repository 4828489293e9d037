import Foundation
import Server
import Templates

/// `LOAD http(s)://…`: templates fetched from hosts the project allows. A remote template
/// is a template of the index named by its URL; its relative includes are URLs on the same
/// host, fetched with it. Nothing watches them: `RELOAD` fetches them again. A remote
/// template belongs to the clients that loaded it: only they see it (`LIST`, `**`), and it
/// is unloaded when the last of them goes.
extension LiveReloadServer {
    /// Rounds of include discovery before giving up: the resolver's include depth.
    static let maximumRemoteRounds = 64
    /// Remote templates one client may have loaded at a time.
    static let maximumRemoteLoads = 32

    /// Fetches the template at `text` and its includes, then subscribes `session` to it.
    /// A fetch that fails still subscribes: the client gets the `error` event saying why.
    func loadRemote(_ text: String, for session: ClientSession) {
        guard let url = URL(string: text), let host = url.host, !host.isEmpty else {
            return refuse(session.connection, "LOAD: not a valid URL")
        }
        // Credentials would be echoed in every event that names the template: refuse them
        // (and never repeat the URL that carries them).
        guard url.user == nil, url.password == nil else {
            return refuse(session.connection, "LOAD: URLs with a user name or password are not accepted")
        }
        guard session.remoteLoads.count < Self.maximumRemoteLoads || session.remoteLoads.contains(url.absoluteString) else {
            return refuse(session.connection, "LOAD \(text): a client may have at most \(Self.maximumRemoteLoads) remote templates loaded")
        }
        guard renderer.configuration.allowsRemoteHost(host, port: url.port) else {
            return refuse(session.connection, "LOAD \(text): host \(host) is not in remote_hosts of \(ProjectConfiguration.fileName)")
        }
        let path = url.absoluteString
        fetchRemote([path], roots: [path]) { [weak self] in
            guard let self, sessions[session.connection.id] === session else { return }
            project.addRemoteTemplate(path)
            session.remoteLoads.insert(path)
            subscribe(session, to: TemplatePattern(path))
        }
    }

    /// Unloads the remote templates `session` loaded that no other client has loaded.
    func releaseRemoteLoads(of session: ClientSession) {
        for url in session.remoteLoads where !sessions.values.contains(where: { $0 !== session && $0.remoteLoads.contains(url) }) {
            project.removeRemoteTemplate(url)
            renderedEvents.removeAll()
        }
        session.remoteLoads.removeAll()
    }

    /// The remote templates among `paths`, with the remote files they include.
    func remoteFiles(of paths: some Sequence<String>) -> (roots: Set<String>, files: Set<String>) {
        let roots = Set(paths.filter(ProjectSources.isRemote))
        var files = roots
        for root in roots { files.formUnion(renderer.dependencies(of: root).filter(ProjectSources.isRemote)) }
        return (roots, files)
    }

    /// Fetches `urls` (again, when fetched before), then every remote include of `roots`
    /// not fetched yet, round after round; then calls `completion` on `queue`.
    func fetchRemote(_ urls: Set<String>, roots: Set<String>, round: Int = 0, completion: @escaping () -> Void) {
        guard !urls.isEmpty, round < Self.maximumRemoteRounds else { return completion() }
        let group = DispatchGroup()
        for text in urls.sorted() {
            group.enter()
            let store: @Sendable (Result<[UInt8], TemplateLoadError>) -> Void = { [weak self] result in
                guard let self else { return group.leave() }
                queue.async {
                    self.renderer.sources.setRemote(text, result)
                    self.renderer.invalidate(files: [text])
                    self.renderedEvents.removeAll()
                    self.statistics.remoteFetches += 1
                    if case let .failure(error) = result { self.options.log("fetch \(text): \(error)") }
                    group.leave()
                }
            }
            if let url = URL(string: text) {
                remoteFetcher.fetch(url, completion: store)
            } else {
                store(.failure(.unreadable("not a valid URL")))
            }
        }
        group.notify(queue: queue) { [weak self] in
            guard let self else { return }
            var unfetched = Set<String>()
            for root in roots {
                unfetched.formUnion(renderer.dependencies(of: root).filter { ProjectSources.isRemote($0) && !renderer.sources.hasRemote($0) })
            }
            fetchRemote(unfetched, roots: roots, round: round + 1, completion: completion)
        }
    }
}
