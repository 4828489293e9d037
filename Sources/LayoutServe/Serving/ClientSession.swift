import Diagnostics
import Expressions
import LayoutEngine
import Project
import Server

/// One subscribed client (line protocol or event stream): what it watches, its
/// viewport and its state overrides. Owned by the server's render queue.
final class ClientSession {
    /// How many patterns (and as many state overrides) one client may hold.
    static let maximumSubscriptions = 256

    let connection: Connection
    var subscriptions: [TemplatePattern] = []
    /// The subscriptions made with `patch`: after a first full render, what they match comes
    /// as `patch` events when the client is known to hold the render a patch applies to.
    var patchSubscriptions: [TemplatePattern] = []
    /// The revision of the render or patch last sent for each template, when the server knows
    /// it exactly (a send it cannot vouch for removes the entry, and the next event is whole).
    var sentRevision: [String: Int] = [:]
    /// nil: the server's default device.
    var device: Device?
    /// The variant beyond the device this client renders (`VARIANT`, `?variant=`).
    var style = Project.RenderVariant.standard
    /// `STATE` overrides in the order given; later ones win.
    var stateOverrides: [(target: TemplatePattern, values: [String: Value], json: JSON)] = []

    /// Templates matched by `SUBSCRIBE` whose renders are still to be sent, in order, each once.
    private var pendingSends: [String] = []
    private var pendingHead = 0
    private var pendingSet: Set<String> = []
    /// The render being made for this client alone (an initial render with its own device or
    /// state), if any: its event is sent before anything after it.
    var rendering: RenderJob?
    /// Set while `RELOAD` renders for this client: its later commands wait.
    var isReloading = false
    /// Commands (and the connection's own replies) that arrived while initial renders were
    /// still being sent: they run afterwards, in order.
    var backlog: [() -> Void] = []

    init(connection: Connection) {
        self.connection = connection
    }

    /// True while initial renders are still to be sent (or `RELOAD`'s).
    var isBusy: Bool { pendingHead < pendingSends.count || rendering != nil || isReloading }

    /// True while initial renders are still to be sent and none is being made.
    var hasSendToStart: Bool { pendingHead < pendingSends.count && rendering == nil }

    /// Queues renders to send; a template already waiting keeps its place (it renders once,
    /// as the client sees it then), and one being rendered for this client now renders again
    /// (what is being made is stale: a new device, new state).
    func queueSends(_ paths: [String]) {
        for path in paths where pendingSet.insert(path).inserted { pendingSends.append(path) }
        if let job = rendering, pendingSet.contains(job.path) { job.isStale = true }
    }

    func nextPendingSend() -> String? {
        guard pendingHead < pendingSends.count else { return nil }
        defer {
            pendingHead += 1
            if pendingHead == pendingSends.count {
                pendingSends = []
                pendingHead = 0
            }
        }
        pendingSet.remove(pendingSends[pendingHead])
        return pendingSends[pendingHead]
    }

    /// Runs what waited for the initial renders, until one of them queues more.
    func runBacklog() {
        while !isBusy, !backlog.isEmpty { backlog.removeFirst()() }
    }

    /// The remote templates this client loaded (`LOAD http(s)://…`): only it sees them.
    var remoteLoads: Set<String> = []
    /// Remote templates accepted by `LOAD` and still being fetched (they count towards the limit).
    var pendingRemoteLoads: Set<String> = []
    /// What cancels each fetch under way for this client, by number.
    var remoteFetches: [Int: @Sendable (String) -> Void] = [:]
    private var remoteFetchCount = 0
    /// The size of each remote file fetched for this client, by URL.
    var remoteFileBytes: [String: Int] = [:]

    func nextRemoteFetch() -> Int {
        remoteFetchCount += 1
        return remoteFetchCount
    }

    /// Whether `path` is visible to this client: every project template, and the remote
    /// templates it loaded itself.
    func sees(_ path: String) -> Bool {
        !ProjectSources.isRemote(path) || remoteLoads.contains(path)
    }

    /// Whether `path`'s renders may come to this client as patches.
    func wantsPatches(for path: String) -> Bool {
        patchSubscriptions.contains { $0.matches(path) }
    }

    func isSubscribed(to path: String) -> Bool {
        sees(path) && subscriptions.contains { $0.matches(path) }
    }

    /// The device and state this client sees `path` with.
    func variant(for path: String, defaultDevice: Device) -> RenderVariant {
        var values: [String: Value] = [:]
        var key: [JSON] = []
        for override in stateOverrides where override.target.matches(path) {
            values.merge(override.values) { $1 }
            key.append(override.json)
        }
        return RenderVariant(device: device ?? defaultDevice, stateKey: key.isEmpty ? "" : JSON.array(key).encoded, state: values,
                             style: style)
    }
}

/// A distinct way to render a template: clients that share one share its render.
struct RenderVariant: Hashable {
    var device: Device
    /// The encoded state overrides that apply (equal keys, equal state).
    var stateKey: String
    var state: [String: Value]
    /// The text size, direction, language and pseudo-localisation (`VARIANT`, `?variant=`).
    var style: Project.RenderVariant = .standard

    static func == (lhs: RenderVariant, rhs: RenderVariant) -> Bool {
        lhs.device == rhs.device && lhs.stateKey == rhs.stateKey && lhs.style == rhs.style
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(stateKey)
        hasher.combine(style)
    }
}
