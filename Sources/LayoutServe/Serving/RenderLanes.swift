import Diagnostics
import Dispatch
import LayoutEngine
import Project
import Server

/// One render the server wants: a template for one variant, and what to do with the outcome.
///
/// Confined to the server's queue, apart from the template, variant and mode a lane reads.
final class RenderJob: @unchecked Sendable {
    let path: String
    let variant: RenderVariant
    /// A change-driven render for every subscriber (`publish`): a newer save of the template
    /// makes it stale (`RenderLanes.markStale`). A render for one client or one request is
    /// made stale only by its owner.
    let isChangeDriven: Bool
    /// When set, the lane also encodes the outcome's event with this revision (`encoded`), so
    /// that a large tree is not encoded on the server's queue.
    let eventRevision: Int?
    /// The encoded event as a protocol line (newline included) and how long encoding took, set by
    /// the lane before the completion runs.
    fileprivate(set) var encoded: (bytes: [UInt8], milliseconds: Double)?
    /// With `eventRevision`: the template's last render for this variant, which patch
    /// subscribers hold; the lane makes the patch from it to the outcome (`patch`), so that
    /// comparing two trees does not hold the server's queue up either.
    let patchBase: (outcome: RenderOutcome, revision: Int)?
    /// The `patch` event from `patchBase`'s revision (nil when no patch applies), set by the
    /// lane with `encoded`.
    fileprivate(set) var patch: (event: OutgoingMessage?, base: Int)?
    /// False when every client watching the template took patches as the job was made: the
    /// lane then makes only the patch, and the whole event is encoded only if a client needs
    /// it after all (`LiveReloadServer.message`).
    let encodesWhole: Bool
    /// Set when the outcome is no longer wanted (a newer save of the template, a new device or
    /// state for the client): a job not started yet is dropped, a running one's outcome is.
    var isStale = false
    /// On the server's queue: the outcome, or nil when the job went stale.
    fileprivate let completion: (RenderOutcome?) -> Void

    init(
        path: String, variant: RenderVariant, isChangeDriven: Bool = false, eventRevision: Int? = nil,
        patchBase: (outcome: RenderOutcome, revision: Int)? = nil, encodesWhole: Bool = true,
        completion: @escaping (RenderOutcome?) -> Void
    ) {
        self.path = path
        self.variant = variant
        self.isChangeDriven = isChangeDriven
        self.eventRevision = eventRevision
        self.patchBase = patchBase
        self.encodesWhole = encodesWhole || patchBase == nil
        self.completion = completion
    }
}

/// Where the server's renders run: a few serial lanes, each a queue of its own with its own
/// `ProjectRenderer` (a replica of the project's: the same sources, caches of its own), so
/// that the server's queue — sessions, the protocol, change sets — never renders and answers
/// while any render runs, and other templates keep rendering on another lane while one
/// template's render takes long.
///
/// A render that runs past the budget is abandoned: its job completes with an error outcome
/// that says so, its lane is retired (the thread finishes the render and its result is
/// dropped) and a fresh lane takes its place. At most `maximumRetiredLanes` retired lanes
/// may still be running: past that an abandoned lane is not replaced until one finishes, so a
/// file saved again and again cannot start threads without bound. Two lanes never render
/// the same template at once (a stale render of a template holds back the next one, not a
/// second lane).
///
/// Everything here is confined to the server's queue.
final class RenderLanes: @unchecked Sendable {
    /// How many lanes render side by side.
    let width: Int
    /// How long one render may run before it is abandoned.
    let budget: Duration
    static let maximumRetiredLanes = 4

    private final class Lane: @unchecked Sendable {
        let number: Int
        let queue: DispatchQueue
        /// Used only on `queue`.
        let renderer: ProjectRenderer
        /// Writes the events of this lane's renders (used only on `queue`): a template's next
        /// event copies what did not change from its last.
        let encoder = EventEncoder()
        // On the server's queue:
        var job: RenderJob?
        var started = ContinuousClock.now
        var isRetired = false

        init(number: Int, renderer: ProjectRenderer) {
            self.number = number
            self.renderer = renderer
            queue = DispatchQueue(label: "layout-serve.render.\(number)")
        }
    }

    private let serverQueue: DispatchQueue
    /// The project's renderer (on the server's queue): lanes start as its replicas and follow
    /// its changes.
    private let control: ProjectRenderer
    private let mode: LayoutMode?
    private var lanes: [Lane] = []
    private var lanesMade = 0
    private var retiredRunning = 0
    private var waiting: [RenderJob] = []
    private var waitingHead = 0
    /// Told of each render that ran (for statistics), and of each abandoned one, on the server's queue.
    private let rendered: (RenderOutcome) -> Void
    private let log: (String) -> Void
    private let beforeRender: (@Sendable (String) -> Void)?

    init(
        control: ProjectRenderer, serverQueue: DispatchQueue, mode: LayoutMode?, width: Int, budget: Duration,
        beforeRender: (@Sendable (String) -> Void)? = nil, rendered: @escaping (RenderOutcome) -> Void, log: @escaping (String) -> Void
    ) {
        self.control = control
        self.serverQueue = serverQueue
        self.mode = mode
        self.width = max(1, width)
        self.budget = budget
        self.rendered = rendered
        self.log = log
        self.beforeRender = beforeRender
        for _ in 0..<self.width { lanes.append(makeLane()) }
        control.onChange = { [weak self] change in self?.follow(change) }
    }

    /// Jobs not started yet.
    var waitingCount: Int { waiting.count - waitingHead }

    /// Renders `job` on the first free lane, or when one is free.
    func submit(_ job: RenderJob) {
        dispatchPrecondition(condition: .onQueue(serverQueue))
        waiting.append(job)
        dispatch()
    }

    /// Marks every change-driven job for `path` stale, waiting or running (a newer save).
    func markStale(_ path: String) {
        for lane in lanes where lane.job?.path == path && lane.job?.isChangeDriven == true { lane.job?.isStale = true }
        for index in waitingHead..<waiting.count where waiting[index].path == path && waiting[index].isChangeDriven {
            waiting[index].isStale = true
        }
    }

    private func makeLane() -> Lane {
        lanesMade += 1
        return Lane(number: lanesMade, renderer: control.replica())
    }

    /// A change of the project's renderer, made in every lane's replica after what it runs now.
    private func follow(_ change: ProjectRenderer.Change) {
        for lane in lanes {
            let renderer = lane.renderer
            lane.queue.async { renderer.apply(change) }
        }
    }

    private func dispatch() {
        while let lane = lanes.first(where: { $0.job == nil }), let job = nextJob() {
            start(job, on: lane)
        }
    }

    /// The first waiting job whose template no lane is rendering; stale ones are dropped.
    private func nextJob() -> RenderJob? {
        var index = waitingHead
        while index < waiting.count {
            let job = waiting[index]
            if job.isStale {
                remove(at: index)
                job.completion(nil)
                continue
            }
            if !lanes.contains(where: { $0.job?.path == job.path }) {
                remove(at: index)
                return job
            }
            index += 1
        }
        return nil
    }

    private func remove(at index: Int) {
        if index == waitingHead {
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            } else if waitingHead > 1024, waitingHead * 2 > waiting.count {
                waiting.removeFirst(waitingHead)
                waitingHead = 0
            }
        } else {
            waiting.remove(at: index)
        }
    }

    private func start(_ job: RenderJob, on lane: Lane) {
        lane.job = job
        lane.started = .now
        let renderer = lane.renderer
        let encoder = lane.encoder
        let mode = mode
        let serverQueue = serverQueue
        let beforeRender = beforeRender
        lane.queue.async { [weak self] in
            beforeRender?(job.path)
            let outcome = renderer.render(job.path, device: job.variant.device, mode: mode, state: job.variant.state,
                                          variant: job.variant.style)
            if let revision = job.eventRevision {
                // A large tree is encoded here whatever the clients take: made on demand, it
                // would be made on the server's queue (a client that subscribes whole later).
                if job.encodesWhole || (outcome.tree?.estimatedEncodedSize ?? 0) > Self.largestEventMadeOnDemand {
                    let start = ContinuousClock.now
                    let bytes = encoder.encode(outcome, revision: revision, asLine: true)
                    job.encoded = (bytes, Self.milliseconds(ContinuousClock.now - start))
                }
                if let base = job.patchBase {
                    let patch = RenderPatch(from: base.outcome, to: outcome).map {
                        OutgoingMessage($0.event(template: job.path, revision: revision, base: base.revision), coalescingKey: job.path)
                    }
                    job.patch = (patch, base.revision)
                }
            }
            guard let self else { return }
            serverQueue.async { self.finished(job, on: lane, outcome) }
        }
        // The job is held weakly: a finished job is not the lane's any more, and holding it
        // kept each render's outcome and event (100 KB for a 100-view screen) for the whole
        // budget — a server saved every few milliseconds grew by 130 MB.
        serverQueue.asyncAfter(deadline: .now() + .nanoseconds(Int(Self.milliseconds(budget) * 1e6))) { [weak self, weak job] in
            guard let self, let job, lane.job === job, !lane.isRetired else { return }
            abandon(lane)
        }
    }

    private func finished(_ job: RenderJob, on lane: Lane, _ outcome: RenderOutcome) {
        if lane.isRetired {
            retiredRunning -= 1
            log("render of \(job.path) abandoned on lane \(lane.number) finished after \(Self.describe(ContinuousClock.now - lane.started)); its result is dropped")
            while lanes.count < width, lanes.count + retiredRunning < width + Self.maximumRetiredLanes { lanes.append(makeLane()) }
            dispatch()
            return
        }
        lane.job = nil
        rendered(outcome)
        job.completion(job.isStale ? nil : outcome)
        dispatch()
    }

    /// The render on `lane` ran past the budget: its job gets the error, the lane is retired.
    private func abandon(_ lane: Lane) {
        guard let job = lane.job else { return }
        lane.isRetired = true
        lane.job = nil
        lanes.removeAll { $0 === lane }
        retiredRunning += 1
        let elapsed = ContinuousClock.now - lane.started
        log("render of \(job.path) abandoned after \(Self.describe(elapsed)) (budget \(Self.describe(budget)))")
        if lanes.count + retiredRunning <= width + Self.maximumRetiredLanes { lanes.append(makeLane()) }
        let outcome = Self.abandonedOutcome(job, format: control.format(for: job.path)?.name, after: elapsed, budget: budget)
        rendered(outcome)
        job.completion(job.isStale ? nil : outcome)
        dispatch()
    }

    /// The Red Box of an abandoned render: what, where, how long.
    static func abandonedOutcome(_ job: RenderJob, format: String?, after elapsed: Duration, budget: Duration) -> RenderOutcome {
        let kind = format.map { " (\($0))" } ?? ""
        let message = """
            Rendering \(job.path)\(kind) for \(job.variant.device.name) took longer than the render budget of \
            \(describe(budget)) and was abandoned after \(describe(elapsed)); the server goes on with other templates. \
            Make the document smaller or simpler, or start the server with a larger --render-budget
            """
        return RenderOutcome(
            template: job.path, device: job.variant.device, tree: nil, errors: [Diagnostic(message: message, file: job.path)],
            warnings: [], dependencies: [job.path], stringKeys: [], timing: .init(parse: 0, layout: 0, total: milliseconds(elapsed)))
    }

    /// The largest whole event (estimated bytes) left to be encoded when a client first needs
    /// it: about 2,500 views, a few milliseconds of the server's queue at worst.
    static let largestEventMadeOnDemand = 256 << 10

    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    /// `1.5 s`, `250 ms`.
    static func describe(_ duration: Duration) -> String {
        let ms = milliseconds(duration)
        if ms >= 1000 {
            let seconds = (ms / 100).rounded() / 10
            return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
        }
        return "\(Int(ms.rounded())) ms"
    }
}
