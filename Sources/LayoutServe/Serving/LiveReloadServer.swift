import Diagnostics
import Dispatch
import Expressions
import FileAccess
import Foundation
import LayoutEngine
import Project
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
    public var watcher = WatcherConfiguration(synchronousDeliveryLimit: 8)
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
    /// How many renders run side by side, off the queue that answers clients.
    public var renderLanes = 2
    /// How long one render may run before it is abandoned (its clients get a Red Box that
    /// says so) and the server goes on without it.
    public var renderBudget: Duration = .seconds(3)
    /// Test hook: called on a render lane with the template's path just before it renders.
    package var beforeRender: (@Sendable (String) -> Void)?

    public init() {}
}

/// The composition root of `layout-serve serve`: watches a project, re-renders exactly the
/// templates a change affects, and pushes `render`/`error` events to every subscribed
/// client over the line protocol and Server-Sent Events.
///
/// The project itself (index, sources, renderer) is the Project stage, `LiveProject`; this
/// type keeps the sessions, the protocol and the wiring. Every piece of mutable state is
/// confined to one serial queue (checked by `LiveProject`): the watcher delivers change sets
/// there and connection handlers hop onto it. That queue never renders: renders run on
/// `RenderLanes` and come back to it, so it answers every client while any render runs, and
/// a change set is fully sent before a later `SYNC` is answered.
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
    var sessions = SessionTable()
    /// Where renders run (set by `init`; confined to `queue`).
    var lanes: RenderLanes!
    /// Change-driven renders not started yet (see `scheduleRenders`).
    var pendingRenders = PendingRenders()
    /// Change-driven renders started and not sent yet, by template (`SYNC` waits for them).
    var publishing: [String: Int] = [:]
    var publishingCount = 0
    /// What waits for `pendingRenders` to empty (`SYNC`).
    var idleActions: [() -> Void] = []
    var workScheduled = false
    /// The last default-device event of each template, for `SUBSCRIBE`.
    var renderedEvents = RenderedEvents()
    /// The last render of each template per device and state, which a patch is made from.
    var variantRenders = VariantRenders()
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
                throw ProjectError(message: "--device: \(error)", isUsage: true)
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
        lanes = RenderLanes(
            control: project.renderer, serverQueue: queue, mode: options.layoutMode, width: options.renderLanes, budget: options.renderBudget,
            beforeRender: options.beforeRender,
            rendered: { [unowned self] outcome in count(outcome) }, log: options.log)
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
        let rendered = DispatchGroup()
        queue.sync {
            for path in project.templatePaths {
                rendered.enter()
                render(path, variant: defaultVariant) { [self] outcome in
                    if let outcome { project.record(outcome, for: path) }
                    rendered.leave()
                }
            }
        }
        rendered.wait()
        // The outcomes of the first renders were in flight between the lanes and this queue at once.
        MemoryReclaimer.reclaimSoon()
        let (count, errors) = queue.sync { (project.templateCount, project.templatesWithErrors) }
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

    /// Renders one template for one variant on a lane; `completion` runs on `queue` with the
    /// outcome, or nil when the job went stale first.
    @discardableResult
    func render(
        _ path: String, variant: RenderVariant, changeDriven: Bool = false, eventRevision: Int? = nil,
        patchBase: (outcome: RenderOutcome, revision: Int)? = nil, encodesWhole: Bool = true,
        completion: @escaping (RenderOutcome?) -> Void
    ) -> RenderJob {
        let job = RenderJob(path: path, variant: variant, isChangeDriven: changeDriven, eventRevision: eventRevision, patchBase: patchBase,
                            encodesWhole: encodesWhole, completion: completion)
        lanes.submit(job)
        return job
    }

    /// Counts a render that ran (on `queue`).
    private func count(_ outcome: RenderOutcome) {
        statistics.renders += 1
        statistics.rendersByTemplate[outcome.template, default: 0] += 1
        statistics.parseMilliseconds += outcome.timing.parse
        statistics.layoutMilliseconds += outcome.timing.layout
    }

    /// The encoded `render`/`error` event of an outcome: the bytes the lane encoded, when it did;
    /// when the lane made only a patch, a message encoded if and when a client needs it whole.
    func message(_ outcome: RenderOutcome, path: String, revision: Int? = nil, job: RenderJob? = nil) -> OutgoingMessage {
        if let encoded = job?.encoded {
            statistics.encodeMilliseconds += encoded.milliseconds
            return OutgoingMessage(lineBytes: encoded.bytes, coalescingKey: path)
        }
        let revision = revision ?? project.record(of: path)?.revision ?? 0
        if let job, !job.encodesWhole {
            return OutgoingMessage(coalescingKey: path) {
                var line = outcome.encodedEventBytes(revision: revision)
                line.append(0x0A)
                return line
            }
        }
        let start = ContinuousClock.now
        let message = OutgoingMessage(encodedJSONBytes: outcome.encodedEventBytes(revision: revision), coalescingKey: path)
        statistics.encodeMilliseconds += Self.milliseconds(since: start)
        return message
    }

    /// Re-renders `path` (bumping its revision) for every subscriber, once per distinct
    /// device and state, and fans the results out as they come; a template nobody watches
    /// renders once with the default device so the index stays exact. `done` runs when every
    /// variant is sent (or went stale: a newer save of the template is on its way).
    func publish(_ path: String, excluding excluded: ClientSession? = nil, done: @escaping () -> Void) {
        guard project.record(of: path) != nil else { return done() }
        let revision = project.nextRevision(path)
        var order: [RenderVariant] = []
        var seen: Set<RenderVariant> = []
        for session in sessions.values
        where session !== excluded && session.isSubscribed(to: path) {
            let variant = session.variant(for: path, defaultDevice: defaultDevice)
            if seen.insert(variant).inserted { order.append(variant) }
        }
        if order.isEmpty {
            render(path, variant: defaultVariant, changeDriven: true) { [self] outcome in
                if let outcome { project.record(outcome, for: path) }
                done()
            }
            return
        }
        var remaining = order.count
        // When a client takes patches of the template, each variant's lane makes the patch too.
        let patching = sessions.values.contains { $0 !== excluded && $0.wantsPatches(for: path) && $0.isSubscribed(to: path) }
        for (number, variant) in order.enumerated() {
            var job: RenderJob?
            let base = patching ? variantRenders.last(of: path, variant: variant) : nil
            // The lane encodes the whole event only when a client of this variant takes it so.
            let wholeWanted = !patching || sessions.values.contains {
                $0 !== excluded && $0.isSubscribed(to: path) && !$0.wantsPatches(for: path)
                    && $0.variant(for: path, defaultDevice: defaultDevice) == variant
            }
            job = render(path, variant: variant, changeDriven: true, eventRevision: revision, patchBase: base,
                         encodesWhole: wholeWanted) { [self] outcome in
                let ran = job
                job = nil
                defer {
                    remaining -= 1
                    if remaining == 0 { done() }
                }
                guard let outcome, project.record(of: path) != nil else { return }
                if number == 0 { project.record(outcome, for: path) }
                let encodeStart = ContinuousClock.now
                let encoded = message(outcome, path: path, revision: revision, job: ran)
                // A whole event made only if needed is counted at the last one's size (the patch
                // was made from that render: a kept one of the same template), not made for it.
                let size = ran?.encodesWhole == false && ran?.encoded == nil ? variantRenders.size(of: path, variant: variant) : nil
                let counted = size ?? encoded.lineBytes.count
                if variant == defaultVariant { renderedEvents.remember(encoded, size: counted, for: path, revision: revision) }
                let previous = variantRenders.remember(outcome, size: counted, revision: revision, variant: variant, for: path)
                // The replaced render's tree is freed elsewhere, once its patch is made.
                defer { if let previous { BackgroundRelease.drop(previous.outcome) } }
                // The clients watching it this way now (one that subscribed meanwhile included).
                let recipients = sessions.values.filter {
                    $0 !== excluded && $0.isSubscribed(to: path) && $0.variant(for: path, defaultDevice: defaultDevice) == variant
                }
                // A patch goes to a client that asked for patches and holds the render it applies to.
                var whole: [Connection] = [], patched: [Connection] = []
                for session in recipients {
                    let holdsPrevious = previous != nil && session.sentRevision[path] == previous?.revision
                    if holdsPrevious, session.wantsPatches(for: path) { patched.append(session.connection) } else { whole.append(session.connection) }
                    session.sentRevision[path] = revision
                }
                // The lane's patch when it was made from the render the patch subscribers hold.
                var patch: OutgoingMessage?
                if !patched.isEmpty, let previous {
                    if let made = ran?.patch, made.base == previous.revision {
                        patch = made.event
                    } else {
                        patch = RenderPatch(from: previous.outcome, to: outcome).map {
                            OutgoingMessage($0.event(template: path, revision: revision, base: previous.revision), coalescingKey: path)
                        }
                    }
                }
                if let patch {
                    Fanout.send(patch.replaced(whenCoalescedBy: encoded), to: patched)
                } else {
                    whole += patched
                }
                let sendStart = ContinuousClock.now
                Fanout.send(encoded, to: whole)
                let sending = Self.milliseconds(since: sendStart)
                statistics.sendMilliseconds += sending
                options.log("""
                    \(outcome.hasErrors ? "error" : "render") \(path) r\(revision) \(variant.device.name) → \
                    \(recipients.count) client(s): parse \(Self.rounded(outcome.timing.parse)) ms, \
                    layout \(Self.rounded(outcome.timing.layout)) ms, encode \(Self.rounded(Self.milliseconds(since: encodeStart) - sending)) ms, \
                    send \(sending) ms
                    """)
            }
        }
    }

    /// Sends `path`'s current event to one client: the last one sent when the client sees
    /// the template as everyone does by default (`completion` gets nil), else a new render
    /// (`completion` gets its outcome, or nil when it went stale). `completion` runs on `queue`.
    func send(_ path: String, to session: ClientSession, completion: @escaping (RenderOutcome?) -> Void) {
        let variant = session.variant(for: path, defaultDevice: defaultDevice)
        let revision = project.record(of: path)?.revision ?? 0
        if variant == defaultVariant, let event = renderedEvents.event(path, revision: revision) {
            session.connection.send(event)
            session.sentRevision[path] = revision
            return completion(nil)
        }
        if variant == defaultVariant, publishing[path] != nil, let event = renderedEvents.latest(path) {
            // The template is rendering for its subscribers, this client now among them: it
            // gets what was last sent now, and the new render when it is made.
            session.connection.send(event)
            session.sentRevision[path] = nil
            return completion(nil)
        }
        session.rendering = render(path, variant: variant, eventRevision: revision) { [self] outcome in
            let job = session.rendering
            session.rendering = nil
            guard let outcome, sessions[session.connection.id] === session else { return completion(nil) }
            let event = message(outcome, path: path, revision: revision, job: job)
            if project.record(of: path)?.revision == revision {
                if variant == defaultVariant { renderedEvents.remember(event, for: path, revision: revision) }
                variantRenders.remember(outcome, size: event.lineBytes.count, revision: revision, variant: variant, for: path)
                session.sentRevision[path] = revision
            } else {
                session.sentRevision[path] = nil
            }
            session.connection.send(event)
            completion(outcome)
        }
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
