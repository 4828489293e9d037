import Dispatch
import Project
import Server

/// Paths waiting for a change-driven render: each once, in the order first asked for.
struct PendingRenders {
    private var order: [String] = []
    private var head = 0
    private var members: Set<String> = []

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    mutating func add(_ paths: some Sequence<String>) {
        for path in paths where members.insert(path).inserted { order.append(path) }
    }

    mutating func next() -> String? {
        guard head < order.count else { return nil }
        let path = order[head]
        head += 1
        members.remove(path)
        if head == order.count {
            order.removeAll(keepingCapacity: true)
            head = 0
        }
        return path
    }
}

/// The last `render`/`error` event sent for each template with the default device and
/// state, so `SUBSCRIBE` sends what was rendered instead of rendering again. Bounded in
/// bytes: past the bound the entries are dropped and built again as templates render.
struct RenderedEvents {
    static let maximumBytes = 64 << 20
    private var events: [String: (revision: Int, message: OutgoingMessage, size: Int)] = [:]
    private var bytes = 0

    func event(_ path: String, revision: Int) -> OutgoingMessage? {
        guard let entry = events[path], entry.revision == revision else { return nil }
        return entry.message
    }

    /// The last event remembered for `path`, whatever its revision.
    func latest(_ path: String) -> OutgoingMessage? { events[path]?.message }

    /// Remembers `message` as `path`'s event at `revision`, counted as `size` bytes (its line's
    /// when not given: a message made on demand is counted at an estimate, not made for it).
    mutating func remember(_ message: OutgoingMessage, size: Int? = nil, for path: String, revision: Int) {
        let size = size ?? message.lineBytes.count
        if let old = events[path] { bytes -= old.size }
        if bytes + size > Self.maximumBytes { removeAll() }
        events[path] = (revision, message, size)
        bytes += size
    }

    mutating func removeAll() {
        events.removeAll()
        bytes = 0
    }
}

/// The last render of each template for each device and state it was rendered with, and its
/// revision: what a `patch` event is made from. Bounded: at most `maximumVariants` per
/// template (past it the template's entries are dropped), and about `maximumBytes` of trees
/// in all (past it everything is dropped); a dropped entry only means one whole event.
struct VariantRenders {
    static let maximumVariants = 16
    static let maximumBytes = 64 << 20
    private var renders: [String: [RenderVariant: (revision: Int, outcome: RenderOutcome, size: Int)]] = [:]
    private var bytes = 0

    /// Remembers `outcome` as `path`'s render at `revision` for `variant`, counted as `size`
    /// bytes (its encoded event's); returns the one it replaces.
    @discardableResult
    mutating func remember(_ outcome: RenderOutcome, size: Int, revision: Int, variant: RenderVariant, for path: String)
        -> (revision: Int, outcome: RenderOutcome)?
    {
        let previous = renders[path]?[variant]
        if let previous { bytes -= previous.size }
        if previous == nil, (renders[path]?.count ?? 0) >= Self.maximumVariants { forget(path) }
        if bytes + size > Self.maximumBytes { removeAll() }
        renders[path, default: [:]][variant] = (revision, outcome, size)
        bytes += size
        return previous.map { ($0.revision, $0.outcome) }
    }

    /// The size counted for `path`'s last render for `variant` (its event's bytes).
    func size(of path: String, variant: RenderVariant) -> Int? {
        renders[path]?[variant]?.size
    }

    /// `path`'s last render for `variant`, with its revision.
    func last(of path: String, variant: RenderVariant) -> (outcome: RenderOutcome, revision: Int)? {
        renders[path]?[variant].map { ($0.outcome, $0.revision) }
    }

    mutating func forget(_ path: String) {
        for entry in renders.removeValue(forKey: path)?.values ?? [:].values { bytes -= entry.size }
    }

    mutating func removeAll() {
        renders.removeAll()
        bytes = 0
    }
}

extension LiveReloadServer {
    /// How long one turn of rendering may hold the render queue before commands, change
    /// sets and other clients get their turn.
    static let turnBudget: Duration = .milliseconds(8)

    /// How many change-driven templates may be rendering at once: enough to keep every lane
    /// busy, few enough that a template saved again while it waits is rendered once.
    var publishingLimit: Int { lanes.width * 2 }

    /// Queues change-driven renders; they start in turns (see `work`) as lanes come free, so
    /// a burst of thousands of changes never stops the protocol from answering (`startingNow`:
    /// the first turn runs at once, for the watcher's change sets). A render of
    /// one of them already under way is stale: its outcome is dropped and the template
    /// renders again.
    func scheduleRenders(_ paths: some Collection<String>, startingNow: Bool = false) {
        guard !paths.isEmpty else { return }
        for path in paths where publishing[path] != nil { lanes.markStale(path) }
        pendingRenders.add(paths.sorted())
        if startingNow, !workScheduled {
            // A save is on its way to the screen: its turn starts now rather than after a hop
            // through the queue (it keeps to its budget either way).
            work()
        } else {
            scheduleWork()
        }
    }

    /// Runs `action` once every change-driven render queued so far has been sent (what
    /// `SYNC` promises).
    func afterPendingRenders(_ action: @escaping () -> Void) {
        if pendingRenders.isEmpty, publishingCount == 0 { return action() }
        idleActions.append(action)
    }

    /// Starts the change-driven render of `path` (counted until it is sent, for `SYNC`).
    func startPublishing(_ path: String, excluding excluded: ClientSession? = nil) {
        publishing[path, default: 0] += 1
        publishingCount += 1
        publish(path, excluding: excluded) { [self] in
            publishing[path]! -= 1
            if publishing[path] == 0 { publishing[path] = nil }
            publishingCount -= 1
            scheduleWork()
        }
    }

    func scheduleWork(afterMilliseconds delay: Int? = nil) {
        guard !workScheduled else { return }
        workScheduled = true
        let work: @Sendable () -> Void = { [weak self] in
            guard let self else { return }
            workScheduled = false
            self.work()
        }
        if let delay {
            queue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: work)
        } else {
            queue.async(execute: work)
        }
    }

    /// One turn: pending change renders started as lanes allow, for up to `turnBudget`,
    /// then a share of each subscribing client's initial renders. Anything else queued on the
    /// queue (a command, a change set, a finished render) runs before the next turn.
    func work() {
        let start = ContinuousClock.now
        while publishingCount < publishingLimit, ContinuousClock.now - start < Self.turnBudget, let path = pendingRenders.next() {
            startPublishing(path)
        }
        if pendingRenders.isEmpty, publishingCount == 0, !idleActions.isEmpty {
            let actions = idleActions
            idleActions = []
            for action in actions { action() }
        }
        var progress = false
        for session in sessions.values where session.isBusy {
            progress = sendSubscribed(session, until: ContinuousClock.now + Self.turnBudget) || progress
        }
        let waiting = sessions.values.contains { $0.hasSendToStart }
        if !pendingRenders.isEmpty, publishingCount < publishingLimit {
            scheduleWork()
        } else if waiting {
            // Clients whose queues are full get time to read before more is queued for them.
            scheduleWork(afterMilliseconds: progress ? nil : 2)
        }
    }

    /// Sends some of a client's pending initial renders, as long as its queue has room: the
    /// events already made at once, the first one to render on a lane (the next ones follow
    /// when it is sent); when they are all sent, the commands it sent meanwhile run. True
    /// when it sent or started any.
    private func sendSubscribed(_ session: ClientSession, until deadline: ContinuousClock.Instant) -> Bool {
        var sent = false
        let room = options.server.maxQueuedMessages / 2
        while session.rendering == nil, ContinuousClock.now < deadline, session.connection.queuedMessageCount < room,
            let path = session.nextPendingSend()
        {
            sent = true
            guard project.record(of: path) != nil else { continue }
            send(path, to: session) { [weak self] _ in
                guard let self, session.rendering == nil else { return }
                // A render for this client alone came back: go on with its list.
                if sessions[session.connection.id] === session, !session.isBusy { session.runBacklog() }
                scheduleWork()
            }
        }
        if !session.isBusy { session.runBacklog() }
        return sent
    }

    /// Runs `work` for `connection` now, or after its session's pending initial renders
    /// (so its replies keep the order of its commands).
    func inSessionOrder(_ connection: Connection, _ work: @escaping () -> Void) {
        if let session = sessions[connection.id], session.isBusy {
            session.backlog.append(work)
        } else {
            work()
        }
    }
}
