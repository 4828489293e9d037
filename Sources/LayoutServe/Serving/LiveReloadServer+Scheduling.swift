import Dispatch
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
    private var events: [String: (revision: Int, message: OutgoingMessage)] = [:]
    private var bytes = 0

    func event(_ path: String, revision: Int) -> OutgoingMessage? {
        guard let entry = events[path], entry.revision == revision else { return nil }
        return entry.message
    }

    mutating func remember(_ message: OutgoingMessage, for path: String, revision: Int) {
        let size = message.lineBytes.count
        if let old = events[path] { bytes -= old.message.lineBytes.count }
        if bytes + size > Self.maximumBytes { removeAll() }
        events[path] = (revision, message)
        bytes += size
    }

    mutating func removeAll() {
        events.removeAll()
        bytes = 0
    }
}

extension LiveReloadServer {
    /// How long one turn of rendering may hold the render queue before commands, change
    /// sets and other clients get their turn.
    static let turnBudget: Duration = .milliseconds(8)

    /// Queues change-driven renders; they happen in turns (see `work`), so a burst of
    /// thousands of changes never stops the protocol from answering.
    func scheduleRenders(_ paths: some Collection<String>) {
        guard !paths.isEmpty else { return }
        pendingRenders.add(paths.sorted())
        scheduleWork()
    }

    /// Runs `action` once every change-driven render queued so far has been sent (what
    /// `SYNC` promises).
    func afterPendingRenders(_ action: @escaping () -> Void) {
        if pendingRenders.isEmpty { return action() }
        idleActions.append(action)
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

    /// One turn: pending change renders for up to `turnBudget`, then a share of each
    /// subscribing client's initial renders. Anything else queued on the render queue (a
    /// command, a change set) runs before the next turn.
    private func work() {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < Self.turnBudget, let path = pendingRenders.next() {
            publish([path])
        }
        if pendingRenders.isEmpty, !idleActions.isEmpty {
            let actions = idleActions
            idleActions = []
            for action in actions { action() }
        }
        var progress = false
        for session in sessions.values.sorted(by: { $0.connection.id < $1.connection.id }) where session.isBusy {
            progress = sendSubscribed(session, until: ContinuousClock.now + Self.turnBudget) || progress
        }
        let waiting = sessions.values.contains { $0.isBusy }
        if !pendingRenders.isEmpty {
            scheduleWork()
        } else if waiting {
            // Clients whose queues are full get time to read before more is queued for them.
            scheduleWork(afterMilliseconds: progress ? nil : 2)
        }
    }

    /// Sends some of a client's pending initial renders, as long as its queue has room;
    /// when they are all sent, the commands it sent meanwhile run. True when it sent any.
    private func sendSubscribed(_ session: ClientSession, until deadline: ContinuousClock.Instant) -> Bool {
        var sent = false
        let room = options.server.maxQueuedMessages / 2
        while ContinuousClock.now < deadline, session.connection.queuedMessageCount < room, let path = session.nextPendingSend() {
            if project.record(of: path) != nil { _ = send(path, to: session) }
            sent = true
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
