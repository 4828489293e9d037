import Diagnostics
import Dispatch
import Expressions
import Foundation
import LayoutEngine
import Server
import Synchronization
import Templates
import Watcher

/// What `layout-serve serve` is started with.
public struct LiveReloadOptions: Sendable {
    /// The address to bind; loopback by default.
    public var host = "127.0.0.1"
    /// 0 lets the kernel choose (tests); the CLI's default is 7411.
    public var port: UInt16 = 0
    /// The device for clients that send no `DEVICE` (a preset or WIDTHxHEIGHT[@SCALE]); nil: the project's.
    public var device: String?
    /// nil: the project's.
    public var layoutMode: LayoutMode?
    public var watcher = WatcherConfiguration()
    /// Limits and timeouts of the sockets.
    public var server = ServerConfiguration()
    /// How long fetching one remote template (`LOAD http(s)://…`) may take.
    public var remoteTimeout: Duration = .seconds(5)
    /// The largest remote template accepted, in bytes.
    public var remoteMaximumBytes = XMLLimits.maximumFileSize
    /// The EverLayout Bridge's port (on `host`); nil: `layout-serve.json`'s
    /// `everlayout.bridge`, else no bridge. 0 lets the kernel choose (tests).
    public var everLayoutBridgePort: UInt16?
    /// The bridge's limits, pacing and hooks (its host and port are the two above).
    public var everLayoutBridgeSockets = DocumentPushServer.Configuration()
    /// The browser viewer's folder (the repository's `Public/`), served at `/`; nil: a
    /// built-in page that lists the raw events.
    public var viewerDirectory: String?
    /// The Liberation fonts text is measured with (Debian's `fonts-liberation2`), served to
    /// the viewer at `/fonts/NAME.ttf` so it draws text in the very faces of the metrics.
    public var fontDirectory: String? = "/usr/share/fonts/truetype/liberation2"
    /// Log lines (renders with timings, dropped clients, problems).
    public var log: @Sendable (String) -> Void = { _ in }

    public init() {}
}

/// The composition root of `layout-serve serve`: watches a project, re-renders exactly the
/// templates a change affects, and pushes `render`/`error` events to every subscribed
/// client over the line protocol and Server-Sent Events.
///
/// The project itself (index, sources, renderer) is the Project stage, `LiveProject`; this
/// type keeps the sessions, the protocol and the wiring. Every piece of mutable state is
/// confined to one serial render queue (checked by `LiveProject`): the watcher delivers
/// change sets there and connection handlers hop onto it, so network queues never render
/// and a change set is fully sent before a later `SYNC` is answered.
public final class LiveReloadServer: @unchecked Sendable {
    public let options: LiveReloadOptions
    /// The canonical project root.
    public let root: String
    let queue: DispatchQueue
    /// The Project stage (confined to `queue`).
    let project: LiveProject
    /// The project's renderer (its sources serve remote templates fetched off the queue).
    var renderer: ProjectRenderer { project.renderer }
    let ignorePredicateRules: SharedIgnoreRules
    private let startDiagnostics: [Diagnostic]
    private let requestedDevice: Device?
    private var tcp: TCPServer?
    /// The drop-in EverLayout Bridge, when asked for (set by `start`, read on `queue`).
    let everLayoutBridge = Mutex<EverLayoutBridge?>(nil)
    var watcher: Watcher?
    let remoteFetcher: RemoteFetcher
    /// `remote_hosts`, readable from the fetcher's queue (redirects are checked there).
    private let remoteHosts: SharedRemoteHosts

    // Confined to `queue`.
    var sessions: [Int: ClientSession] = [:]
    /// Change-driven renders not done yet (see `scheduleRenders`).
    var pendingRenders = PendingRenders()
    /// What waits for `pendingRenders` to empty (`SYNC`).
    var idleActions: [() -> Void] = []
    var workScheduled = false
    /// The last default-device event of each template, for `SUBSCRIBE`.
    var renderedEvents = RenderedEvents()
    /// What the watcher last said is wrong (a lost root, the watch limit), for new clients.
    var watcherProblem: Diagnostic?
    var statistics = ServingStatistics()
    let startTime = ContinuousClock.now

    /// Opens the project (walk, configuration, strings); throws when it cannot be opened.
    public init(root: String, options: LiveReloadOptions = LiveReloadOptions()) throws(ProjectError) {
        let loaded = try ProjectLoader(root: root, watched: true)
        self.options = options
        self.root = (try? FileRoot(loaded.root).path) ?? loaded.root
        let queue = DispatchQueue(label: "layout-serve.render")
        self.queue = queue
        project = LiveProject(loaded, queue: queue)
        if let name = options.device {
            do {
                requestedDevice = try Device.parse(name, presets: loaded.renderer.configuration.devices)
            } catch {
                throw ProjectError(message: "--device: \(error)")
            }
        } else {
            requestedDevice = nil
        }
        startDiagnostics = loaded.diagnostics
        let remoteHosts = SharedRemoteHosts(loaded.renderer.configuration)
        self.remoteHosts = remoteHosts
        remoteFetcher = RemoteFetcher(
            limits: .init(timeout: options.remoteTimeout, maximumBytes: options.remoteMaximumBytes),
            isAllowed: remoteHosts.allows)
        ignorePredicateRules = SharedIgnoreRules(loaded.files.ignoreRules)
    }

    deinit { stop() }

    /// Starts watching, renders every template once, and listens; returns the bound port.
    @discardableResult
    public func start() throws -> UInt16 {
        for diagnostic in startDiagnostics { options.log(diagnostic.formatted) }
        let rules = ignorePredicateRules
        let watcher = Watcher(
            root: root, ignore: rules.predicate,
            configuration: options.watcher, queue: queue,
            onChange: { [weak self] changes in self?.apply(changes) },
            onProblem: { [weak self] problem in self?.watcherReported(problem) })
        try watcher.start()
        self.watcher = watcher
        let started = ContinuousClock.now
        let (count, errors) = queue.sync {
            for path in project.templatePaths { project.record(render(path, variant: defaultVariant), for: path) }
            return (project.templateCount, project.templatesWithErrors)
        }
        options.log("rendered \(count) templates in \(Self.milliseconds(since: started)) ms (\(errors) with errors)")
        var configuration = options.server
        configuration.host = options.host
        configuration.port = options.port
        configuration.log = options.log
        let server = TCPServer(configuration: configuration, handler: connectionHandler())
        let port = try server.start()
        tcp = server
        do {
            try startEverLayoutBridge()
        } catch {
            stop()
            throw error
        }
        return port
    }

    /// Stops listening, closes every connection and stops watching.
    public func stop() {
        tcp?.stop()
        tcp = nil
        everLayoutBridge.withLock { $0.take() }?.stop()
        watcher?.stop()
        watcher = nil
        remoteFetcher.invalidate()
    }

    /// The bound port, once started.
    public var port: UInt16? { tcp?.port }

    /// How many templates the project has (for the start-up banner).
    public var templateCount: Int { queue.sync { project.templateCount } }

    /// A snapshot of the counters (render counts per template for tests).
    public var currentStatistics: ServingStatistics { queue.sync { statistics } }

    /// Answers once every file change made before the call has been processed and its
    /// events queued to the clients (what `SYNC` does for a client).
    public func sync() {
        let done = DispatchSemaphore(value: 0)
        queue.async {
            guard let watcher = self.watcher else { return self.afterPendingRenders { done.signal() } }
            watcher.sync { self.afterPendingRenders { done.signal() } }
        }
        done.wait()
    }

    /// Test hook: parks the watcher's thread so kernel events pile up (until overflow).
    package func pauseWatching() { watcher?.pauseEventProcessing() }

    /// Test hook: lets a paused watcher continue.
    package func resumeWatching() { watcher?.resumeEventProcessing() }

    // MARK: Rendering (on `queue`)

    var defaultDevice: Device { requestedDevice ?? renderer.configuration.device }

    var defaultVariant: RenderVariant { RenderVariant(device: defaultDevice, stateKey: "", state: [:]) }

    /// Renders one template for one variant and counts it.
    func render(_ path: String, variant: RenderVariant) -> RenderOutcome {
        let outcome = renderer.render(path, device: variant.device, mode: options.layoutMode, state: variant.state)
        statistics.renders += 1
        statistics.rendersByTemplate[path, default: 0] += 1
        statistics.parseMilliseconds += outcome.timing.parse
        statistics.layoutMilliseconds += outcome.timing.layout
        return outcome
    }

    /// The encoded `render`/`error` event of an outcome.
    func message(_ outcome: RenderOutcome, path: String) -> OutgoingMessage {
        let start = ContinuousClock.now
        let revision = project.record(of: path)?.revision ?? 0
        let message = OutgoingMessage(encodedJSONBytes: outcome.encodedEventBytes(revision: revision), coalescingKey: path)
        statistics.encodeMilliseconds += Self.milliseconds(since: start)
        return message
    }

    /// Re-renders `paths` (bumping their revisions) for every subscriber, once per distinct
    /// device and state, and fans the results out; templates nobody watches render once
    /// with the default device so the index stays exact.
    func publish(_ paths: some Collection<String>, excluding excluded: ClientSession? = nil) {
        for path in paths.sorted() where project.record(of: path) != nil {
            let revision = project.nextRevision(path)
            var groups: [RenderVariant: [ClientSession]] = [:]
            var order: [RenderVariant] = []
            for session in sessions.values.sorted(by: { $0.connection.id < $1.connection.id })
            where session !== excluded && session.isSubscribed(to: path) {
                let variant = session.variant(for: path, defaultDevice: defaultDevice)
                if groups[variant] == nil { order.append(variant) }
                groups[variant, default: []].append(session)
            }
            if order.isEmpty {
                project.record(render(path, variant: defaultVariant), for: path)
                continue
            }
            for (number, variant) in order.enumerated() {
                let outcome = render(path, variant: variant)
                if number == 0 { project.record(outcome, for: path) }
                let encodeStart = ContinuousClock.now
                let encoded = message(outcome, path: path)
                if variant == defaultVariant { renderedEvents.remember(encoded, for: path, revision: revision) }
                let sendStart = ContinuousClock.now
                Fanout.send(encoded, to: groups[variant]!.map(\.connection))
                let sending = Self.milliseconds(since: sendStart)
                statistics.sendMilliseconds += sending
                options.log("""
                    \(outcome.hasErrors ? "error" : "render") \(path) r\(revision) \(variant.device.name) → \
                    \(groups[variant]!.count) client(s): parse \(Self.rounded(outcome.timing.parse)) ms, \
                    layout \(Self.rounded(outcome.timing.layout)) ms, encode \(Self.rounded(Self.milliseconds(since: encodeStart) - sending)) ms, \
                    send \(sending) ms
                    """)
            }
        }
    }

    /// Queues `path`'s current event for one client: the last one sent when the client sees
    /// the template as everyone does by default, else a new render. Returns whether the
    /// event is an error (`nil` when it was not rendered again).
    @discardableResult
    func send(_ path: String, to session: ClientSession) -> RenderOutcome? {
        let variant = session.variant(for: path, defaultDevice: defaultDevice)
        let revision = project.record(of: path)?.revision ?? 0
        if variant == defaultVariant, let event = renderedEvents.event(path, revision: revision) {
            session.connection.send(event)
            return nil
        }
        let outcome = render(path, variant: variant)
        let event = message(outcome, path: path)
        if variant == defaultVariant { renderedEvents.remember(event, for: path, revision: revision) }
        session.connection.send(event)
        return outcome
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return ((Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15) * 1000).rounded() / 1000
    }

    /// Hands the project's configuration to the remote fetcher (it checks `remote_hosts`).
    func shareConfiguration() {
        let configuration = renderer.configuration
        remoteHosts.configuration.withLock { $0 = configuration }
    }

    /// Hands new ignore rules to the watcher (the project applied them already).
    func setWatcherIgnoreRules(_ rules: IgnoreRules) {
        ignorePredicateRules.rules.withLock { $0 = rules }
        watcher?.setIgnorePredicate(ignorePredicateRules.predicate)
    }
}

/// Ignore rules the watcher's thread reads while the render queue replaces them.
final class SharedIgnoreRules: Sendable {
    let rules: Mutex<IgnoreRules>

    init(_ rules: IgnoreRules) {
        self.rules = Mutex(rules)
    }

    var predicate: IgnorePredicate {
        { [self] path, isDirectory in rules.withLock { $0.isIgnored(relativePath: path, isDirectory: isDirectory) } }
    }
}

/// The configuration whose `remote_hosts` the fetcher checks, replaced by the render queue.
final class SharedRemoteHosts: Sendable {
    let configuration: Mutex<ProjectConfiguration>

    init(_ configuration: ProjectConfiguration) {
        self.configuration = Mutex(configuration)
    }

    func allows(_ url: URL) -> Bool {
        configuration.withLock { $0.allowsRemoteHost(url.host ?? "", port: url.port) }
    }
}
