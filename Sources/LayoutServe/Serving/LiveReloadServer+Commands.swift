import Diagnostics
import Expressions
import FileAccess
import Foundation
import LayoutEngine
import Project
import Server

extension LiveReloadServer {
    /// The version `hello` reports.
    public static let version = "0.1.0"

    /// The transport's callbacks: each hops onto the render queue.
    func connectionHandler() -> ConnectionHandler {
        ConnectionHandler(
            lineClientConnected: { [weak self] connection in
                guard let self else { return }
                queue.async { self.connected(connection) }
            },
            commandReceived: { [weak self] command, connection in
                guard let self else { return }
                queue.async {
                    // A new device or state makes the renders this client waits for stale: it is
                    // taken at once (when nothing else waits before it), and they are made again
                    // as the client now sees them — N `DEVICE`s never queue N rounds of renders.
                    if command.supersedesRenders, let session = self.sessions[connection.id], session.backlog.isEmpty, !session.isReloading {
                        return self.handle(command, from: connection)
                    }
                    self.inSessionOrder(connection) { self.handle(command, from: connection) }
                }
            },
            httpRequest: { [weak self] request, connection in
                self?.answer(request, on: connection) ?? .response(.text("server stopped", status: .serviceUnavailable))
            },
            connectionClosed: { [weak self] connection, reason in
                guard let self else { return }
                queue.async {
                    if let session = self.sessions[connection.id] {
                        self.releaseRemoteLoads(of: session)
                        // What it held (pending renders, their events) goes back to the system.
                        if !session.subscriptions.isEmpty { MemoryReclaimer.reclaimSoon() }
                    }
                    self.sessions[connection.id] = nil
                    if case .dropped = reason {
                        self.statistics.droppedClients += 1
                        self.options.log("\(connection): \(reason)")
                    }
                }
            },
            inOrder: { [weak self] connection, work in
                guard let self else { return work() }
                queue.async { self.inSessionOrder(connection, work) }
            })
    }

    /// Registers a line-protocol client and greets it.
    func connected(_ connection: Connection) {
        sessions[connection.id] = ClientSession(connection: connection)
        connection.send(ServerEvent.hello(root: root, templates: project.templateCount, device: defaultDevice))
        for problem in project.problems + (watcherProblem.map { [$0] } ?? []) { connection.send(ServerEvent.warning(problem)) }
    }

    /// One line-protocol command (on `queue`).
    func handle(_ command: Command, from connection: Connection) {
        guard let session = sessions[connection.id] else { return }
        if let pattern = command.patternArgument, let problem = TemplatePattern.problem(with: pattern) {
            return refuse(connection, "\(command.keyword): \(problem)")
        }
        switch command {
        case let .subscribe(pattern, patch):
            subscribe(session, to: TemplatePattern(pattern), patch: patch)
        case let .unsubscribe(pattern):
            let pattern = TemplatePattern(pattern)
            session.subscriptions.removeAll { $0 == pattern }
            session.patchSubscriptions.removeAll { $0 == pattern }
            connection.send(ServerEvent.unsubscribed(pattern: pattern.text))
        case let .device(specification):
            let device: Device
            do {
                device = try Device.parse(specification, presets: renderer.configuration.devices)
            } catch {
                return refuse(connection, "DEVICE: \(error)")
            }
            session.device = device
            connection.send(ServerEvent.device(device))
            rerender(session) { _ in true }
        case let .variant(text):
            switch parseVariant(text, deviceGiven: false) {
            case let .success((device, style)):
                // A variant without a device keeps the client's.
                if let device { session.device = device }
                session.style = style
                connection.send(ServerEvent.variant(name: style.name, device: session.device ?? defaultDevice))
                rerender(session) { _ in true }
            case let .failure(message):
                return refuse(connection, "VARIANT: " + message.message.dropFirst("variant: ".count))
            }
        case let .state(target, overrides):
            setState(session, target: TemplatePattern(target), overrides: overrides)
        case let .load(url):
            load(url, for: session)
        case let .reload(pattern):
            reload(pattern.map(TemplatePattern.init) ?? TemplatePattern("**"), for: session)
        case .sync:
            guard let watcher else {
                afterPendingRenders { connection.send(ServerEvent.synced) }
                return
            }
            watcher.sync { self.afterPendingRenders { connection.send(ServerEvent.synced) } }
        case .list:
            let templates = project.templatePaths.filter(session.sees).map { path in
                let record = project.record(of: path)!
                return ServerEvent.ListedTemplate(template: path, revision: record.revision, errors: record.errors, warnings: record.warnings)
            }
            connection.send(ServerEvent.list(templates))
        case .status:
            connection.send(ServerEvent.status(statusReport()))
        case .ping:
            connection.send(ServerEvent.pong)
        case .quit:
            break
        }
    }

    func refuse(_ connection: Connection, _ message: String) {
        connection.send(ServerEvent.protocolError(message))
    }

    /// `SUBSCRIBE`: `subscribed` with the matches, then one render or error per match (whole,
    /// with `patch` too: a patch needs the render it applies to).
    func subscribe(_ session: ClientSession, to pattern: TemplatePattern, patch: Bool = false) {
        if !session.subscriptions.contains(pattern) {
            guard session.subscriptions.count < ClientSession.maximumSubscriptions else {
                return refuse(session.connection, "SUBSCRIBE: a client may hold at most \(ClientSession.maximumSubscriptions) subscriptions")
            }
            session.subscriptions.append(pattern)
        }
        session.patchSubscriptions.removeAll { $0 == pattern }
        if patch { session.patchSubscriptions.append(pattern) }
        let matches = project.templatePaths.filter { pattern.matches($0) && session.sees($0) }
        session.connection.send(ServerEvent.subscribed(pattern: pattern.text, templates: matches))
        session.queueSends(matches)
        scheduleWork()
    }

    /// Re-renders this client's subscribed templates that `include` selects (in turns, like
    /// the initial renders of `SUBSCRIBE`).
    func rerender(_ session: ClientSession, where include: (String) -> Bool) {
        session.queueSends(project.templatePaths.filter { session.isSubscribed(to: $0) && include($0) })
        scheduleWork()
    }

    /// `STATE`: per-client overrides for matching templates, then their re-render.
    func setState(_ session: ClientSession, target: TemplatePattern, overrides: JSON) {
        guard let members = overrides.objectValue else {
            return refuse(session.connection, "STATE expects a JSON object of state values")
        }
        var values: [String: Value] = [:]
        for (key, item) in members {
            do {
                values[key] = try Value(json: item)
            } catch {
                return refuse(session.connection, "STATE \(key): \(error)")
            }
        }
        session.stateOverrides.removeAll { $0.target == target }
        guard session.stateOverrides.count < ClientSession.maximumSubscriptions else {
            return refuse(session.connection, "STATE: a client may hold at most \(ClientSession.maximumSubscriptions) state overrides")
        }
        session.stateOverrides.append((target, values, overrides))
        session.connection.send(ServerEvent.state(target: target.text, state: overrides))
        rerender(session, where: target.matches)
    }

    /// `LOAD`: a project path or a `file://` URL inside the root is subscribed to; an
    /// `http(s)://` URL on an allowed host is fetched first (see `loadRemote`).
    func load(_ url: String, for session: ClientSession) {
        let path: String
        if url.hasPrefix("file://") {
            // `file:///path` or `file://localhost/path` (RFC 8089); no other host.
            var rest = Substring(url.dropFirst("file://".count))
            if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
            guard rest.hasPrefix("/") else {
                return refuse(session.connection, "LOAD \(url): a file:// URL names a file on this machine (no host, or localhost)")
            }
            let absolute = String(rest).removingPercentEncoding ?? ""
            guard let resolved = try? FileRoot(root).resolve(Self.relative(absolute, to: root) ?? "/") else {
                return refuse(session.connection, "LOAD \(url): not a file inside the project root \(root)")
            }
            path = Self.relative(resolved, to: root) ?? ""
        } else if ProjectSources.isRemote(url) {
            return loadRemote(url, for: session)
        } else {
            path = TemplatePattern(url).text
        }
        guard project.record(of: path) != nil else {
            return refuse(session.connection, "LOAD \(url): \(path) is not a template of this project")
        }
        subscribe(session, to: TemplatePattern(path))
    }

    /// `path` relative to `root`, or nil when it is not inside it.
    static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `RELOAD`: fetches remote matches again, forgets everything cached about the matches,
    /// re-reads strings, re-renders the matches for every subscriber and sends this client
    /// every result, then `reloaded`.
    func reload(_ pattern: TemplatePattern, for session: ClientSession) {
        let start = ContinuousClock.now
        // A whole-project reload also rescans the tree: files the watcher could not watch
        // (the watch limit) or missed are found, and reported as changes.
        if pattern.text == "**" { watcher?.rescan() }
        let remote = remoteFiles(of: project.templatePaths.filter { pattern.matches($0) && session.sees($0) })
        guard !remote.roots.isEmpty else { return reloadFromDisk(pattern, for: session, since: start) }
        fetchRemote(remote.files, roots: remote.roots, for: session, budget: RemoteBudget(templates: remote.roots.count)) { [weak self] in
            guard let self, sessions[session.connection.id] === session else { return }
            reloadFromDisk(pattern, for: session, since: start)
        }
    }

    /// The rest of `RELOAD`, once remote templates are fetched again: the matches are
    /// published to every other subscriber, and rendered for this client one after another
    /// (its later commands wait), then `reloaded` counts what they showed.
    private func reloadFromDisk(_ pattern: TemplatePattern, for session: ClientSession, since start: ContinuousClock.Instant) {
        let matches = project.templatePaths.filter { pattern.matches($0) && session.sees($0) }
        var files = Set(matches)
        for path in matches { files.formUnion(project.record(of: path)!.dependencies) }
        project.invalidate(files: files)
        renderedEvents.removeAll()
        variantRenders.removeAll()
        var update = ProjectUpdate()
        let stringsAffected = project.reloadStrings(into: &update)
        for line in update.log { options.log(line) }
        if update.problemsChanged { announceProblems() }
        for path in matches { startPublishing(path, excluding: session) }
        scheduleRenders(stringsAffected.subtracting(matches))
        session.isReloading = true
        var errors = 0, warnings = 0
        var remaining = matches[...]
        func next() {
            guard sessions[session.connection.id] === session else { return }
            guard let path = remaining.popFirst() else {
                session.isReloading = false
                session.connection.send(
                    ServerEvent.reloaded(
                        templates: matches.count, errors: errors, warnings: warnings, elapsedMilliseconds: Self.milliseconds(since: start)))
                session.runBacklog()
                return scheduleWork()
            }
            let variant = session.variant(for: path, defaultDevice: defaultDevice)
            render(path, variant: variant) { [self] outcome in
                if let outcome, sessions[session.connection.id] === session {
                    if outcome.hasErrors { errors += 1 }
                    warnings += outcome.warningCount
                    session.connection.send(message(outcome, path: path))
                    session.sentRevision[path] = nil
                }
                next()
            }
        }
        next()
    }

    /// The figures of the `status` event.
    func statusReport() -> ServerEvent.StatusReport {
        let uptime = (ContinuousClock.now - startTime).components
        return ServerEvent.StatusReport(
            uptimeSeconds: Double(uptime.seconds) + Double(uptime.attoseconds) / 1e18, root: root, clients: sessions.count,
            templates: project.templateCount, templatesWithErrors: project.templatesWithErrors,
            watches: watcher?.watchedDirectoryCount ?? 0, renders: statistics.renders, recrawls: statistics.rescans,
            dropped: statistics.droppedClients,
            coalesced: sessions.values.reduce(0) { $0 + $1.connection.coalescedMessageCount },
            readMilliseconds: statistics.readMilliseconds, parseMilliseconds: statistics.parseMilliseconds,
            layoutMilliseconds: statistics.layoutMilliseconds, encodeMilliseconds: statistics.encodeMilliseconds,
            sendMilliseconds: statistics.sendMilliseconds)
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

extension Command {
    /// `DEVICE`, `VARIANT` and `STATE`: what a client waits for is rendered again as it now sees it.
    var supersedesRenders: Bool {
        switch self {
        case .device, .variant, .state: true
        default: false
        }
    }
}
