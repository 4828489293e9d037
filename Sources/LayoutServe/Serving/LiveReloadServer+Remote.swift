import Foundation
import Project
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
    /// Remote templates one client may have loaded, or be loading, at a time.
    static let maximumRemoteLoads = 32
    /// Files one remote template may bring in, itself and its includes.
    static let maximumRemoteFiles = 128
    /// Bytes one remote template may bring in, itself and its includes (as much as one file).
    static let maximumRemoteTemplateBytes = XMLLimits.maximumFileSize
    /// Bytes the remote files one client's loads hold may add up to.
    static let maximumRemoteClientBytes = 4 * XMLLimits.maximumFileSize

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
        let path = url.absoluteString
        // Counted when accepted, not when fetched: LOAD lines sent at once cannot all get in.
        let loads = session.remoteLoads.union(session.pendingRemoteLoads)
        guard loads.count < Self.maximumRemoteLoads || loads.contains(path) else {
            return refuse(session.connection, "LOAD \(text): a client may have at most \(Self.maximumRemoteLoads) remote templates loaded")
        }
        guard renderer.configuration.allowsRemoteHost(host, port: url.port) else {
            return refuse(session.connection, "LOAD \(text): host \(host) is not in remote_hosts of \(ProjectConfiguration.fileName)")
        }
        session.pendingRemoteLoads.insert(path)
        fetchRemote([path], roots: [path], for: session) { [weak self] in
            guard let self, sessions[session.connection.id] === session else { return }
            session.pendingRemoteLoads.remove(path)
            project.addRemoteTemplate(path)
            session.remoteLoads.insert(path)
            subscribe(session, to: TemplatePattern(path))
        }
    }

    /// Unloads the remote templates `session` loaded that no other client has loaded, and
    /// stops what is still being fetched for it.
    func releaseRemoteLoads(of session: ClientSession) {
        if !session.remoteFetches.isEmpty {
            options.log("remote: cancelled \(session.remoteFetches.count) fetch\(session.remoteFetches.count == 1 ? "" : "es") of a client that left")
        }
        for cancel in session.remoteFetches.values { cancel("the client that asked for it left") }
        session.remoteFetches.removeAll()
        session.pendingRemoteLoads.removeAll()
        session.remoteFileBytes.removeAll()
        for url in session.remoteLoads where !sessions.values.contains(where: { $0 !== session && $0.remoteLoads.contains(url) }) {
            project.removeRemoteTemplate(url)
            renderedEvents.removeAll()
            variantRenders.removeAll()
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
    /// not fetched yet, round after round, for `session`; then calls `completion` on `queue`.
    /// One call's files and bytes are bounded (`maximumRemoteFiles`, `maximumRemoteTemplateBytes`)
    /// and so are the bytes all of a client's remote files hold (`maximumRemoteClientBytes`):
    /// what would go past a limit is not fetched, and reads as an error saying so. When the
    /// client leaves, its fetches are cancelled and no further round starts.
    func fetchRemote(
        _ urls: Set<String>, roots: Set<String>, for session: ClientSession, budget: RemoteBudget = RemoteBudget(), round: Int = 0,
        completion: @escaping () -> Void
    ) {
        guard sessions[session.connection.id] === session else { return }
        guard !urls.isEmpty, round < Self.maximumRemoteRounds else { return completion() }
        let group = DispatchGroup()
        for text in urls.sorted() {
            guard budget.files < Self.maximumRemoteFiles * budget.templates else {
                store(text, .failure(.unreadable("not fetched: a remote template may bring in at most \(Self.maximumRemoteFiles) files")))
                continue
            }
            budget.files += 1
            group.enter()
            let fetch = session.nextRemoteFetch()
            let client = session.connection.id
            let finished: @Sendable (Result<[UInt8], TemplateLoadError>) -> Void = { [weak self] result in
                guard let self else { return group.leave() }
                queue.async {
                    defer { group.leave() }
                    // A client that left keeps nothing: its fetches were cancelled.
                    guard let session = self.sessions[client] else { return }
                    session.remoteFetches[fetch] = nil
                    self.store(text, self.admit(result, of: text, for: session, budget: budget))
                }
            }
            if let url = URL(string: text) {
                session.remoteFetches[fetch] = remoteFetcher.fetch(url, completion: finished)
            } else {
                finished(.failure(.unreadable("not a valid URL")))
            }
        }
        group.notify(queue: queue) { [weak self] in
            guard let self, sessions[session.connection.id] === session else { return }
            var unfetched = Set<String>()
            for root in roots {
                unfetched.formUnion(renderer.dependencies(of: root).filter { ProjectSources.isRemote($0) && !renderer.sources.hasRemote($0) })
            }
            fetchRemote(unfetched, roots: roots, for: session, budget: budget, round: round + 1, completion: completion)
        }
    }

    /// What a fetch gave, kept when it fits the template's and the client's byte limits.
    private func admit(
        _ result: Result<[UInt8], TemplateLoadError>, of url: String, for session: ClientSession, budget: RemoteBudget
    ) -> Result<[UInt8], TemplateLoadError> {
        guard case let .success(bytes) = result else { return result }
        let held = session.remoteFileBytes.values.reduce(0, +) - (session.remoteFileBytes[url] ?? 0)
        if budget.bytes + bytes.count > Self.maximumRemoteTemplateBytes * budget.templates {
            return .failure(.unreadable("not kept: a remote template may bring in at most \(Self.maximumRemoteTemplateBytes) bytes"))
        }
        if held + bytes.count > Self.maximumRemoteClientBytes {
            return .failure(.unreadable("not kept: a client's remote templates may hold at most \(Self.maximumRemoteClientBytes) bytes"))
        }
        budget.bytes += bytes.count
        session.remoteFileBytes[url] = bytes.count
        return result
    }

    /// Hands a fetched (or refused) remote file to the sources.
    private func store(_ url: String, _ result: Result<[UInt8], TemplateLoadError>) {
        renderer.sources.setRemote(url, result)
        renderer.invalidate(files: [url])
        renderedEvents.removeAll()
        variantRenders.removeAll()
        statistics.remoteFetches += 1
        if case let .failure(error) = result { options.log("fetch \(url): \(error)") }
    }
}

/// What one `LOAD` or `RELOAD` of remote templates has brought in so far (on the server's queue).
final class RemoteBudget: @unchecked Sendable {
    /// How many remote templates it is for: each may bring in the limits' worth.
    let templates: Int
    var files = 0
    var bytes = 0

    init(templates: Int = 1) {
        self.templates = max(1, templates)
    }
}
