import Diagnostics
import Dispatch
import Synchronization

/// One client socket: protocol sniffing, line protocol or HTTP, a bounded outgoing queue.
/// Socket state lives on the connection's serial queue; only the outbox is shared (locked),
/// so `send` from any thread returns at once and never waits for the client.
public final class Connection: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// What the connection turned out to speak.
    public enum Kind: Sendable, Equatable {
        /// Not known yet: waiting for the first line or the sniffing timeout.
        case undecided
        case lineProtocol
        /// A plain HTTP request, answered once.
        case http
        /// An HTTP `text/event-stream`.
        case eventStream
    }

    /// Where the conversation is; each phase accepts only its own input.
    enum Phase: Equatable {
        case sniffing, lineProtocol, httpHead, httpAwaitingReply, eventStream
        /// The line client sent `QUIT` or its input ended: input is ignored while the handler
        /// finishes the commands before it; then the connection closes.
        case draining
        /// Sending what is queued, then lingering for the peer to close.
        case closing
        case closed
    }

    /// Unique among the server's connections (also across time).
    public let id: Int
    /// The client's address, e.g. `127.0.0.1:51234`.
    public let peer: String

    let queue: DispatchQueue
    /// The socket under the protocol; confined to `queue`.
    let socket: ConnectedSocket
    let configuration: ServerConfiguration
    let handler: ConnectionHandler
    let hostCheck: HostCheck
    /// Over the connection limit: answer with a refusal in the right protocol, then close.
    let isRefusal: Bool
    /// The long-lived slots this connection may claim (line client, event stream).
    let slots: ConnectionSlots
    let outbox: Mutex<Outbox>

    // Confined to `queue`.
    var phase = Phase.sniffing
    var splitter: LineSplitter
    var requestReader: HTTPRequestReader
    var request: HTTPRequest?
    var closeReason: CloseReason?
    var handlerKnowsConnection = false
    var isLingering = false
    /// The slot this connection holds, released when it closes.
    var heldSlot: ConnectionSlots.Kind?
    /// Whether the line client has sent a command (see `silentClientTimeout`).
    var hasSentCommand = false

    init(
        id: Int, fd: Int32, peer: String, configuration: ServerConfiguration, handler: ConnectionHandler,
        hostCheck: HostCheck, isRefusal: Bool, slots: ConnectionSlots
    ) {
        self.id = id
        self.peer = peer
        self.configuration = configuration
        self.handler = handler
        self.hostCheck = hostCheck
        self.isRefusal = isRefusal
        self.slots = slots
        queue = DispatchQueue(label: "layout-serve.connection.\(id)")
        socket = ConnectedSocket(fd: fd, queue: queue)
        splitter = LineSplitter(maxLineBytes: configuration.maxLineBytes)
        requestReader = HTTPRequestReader(limits: configuration.requestLimits, hostCheck: hostCheck)
        outbox = Mutex(Outbox(queue: OutgoingQueue(limits: configuration.outgoingLimits)))
    }

    /// Registers the read source; `finished` runs once the descriptor is closed.
    func start(finished: @escaping @Sendable () -> Void) {
        // Nothing runs on `queue` before this returns, so the socket can be opened directly.
        socket.open(
            readable: { [weak self] in self?.readAvailable() }, writable: { [weak self] in self?.flush() }, finished: finished)
        queue.async { [self] in
            socket.activate()
            queue.asyncAfter(deadline: .after(configuration.sniffTimeout)) { [weak self] in self?.sniffingTimedOut() }
            queue.asyncAfter(deadline: .after(configuration.requestTimeout)) { [weak self] in self?.requestTimedOut() }
        }
    }

    /// What the connection speaks.
    public var kind: Kind {
        switch outbox.withLock({ $0.framing }) {
        case .none: .undecided
        case .line: .lineProtocol
        case .http: .http
        case .eventStream: .eventStream
        }
    }

    /// Queues an event for a line-protocol or event-stream client. Never waits for the client.
    /// Returns false when the message was not queued: the connection is closing or is not such a
    /// client, or its queue overflowed (the client is then dropped and `connectionClosed` reports
    /// why). `writingNow`: the calling thread writes what the socket takes at once (entering the
    /// connection's queue, briefly, rather than waking the thread that serves it) — for a
    /// caller on no connection's queue (`Fanout`).
    @discardableResult
    public func send(_ message: OutgoingMessage, writingNow: Bool = false) -> Bool {
        let (outcome, scheduleFlush) = outbox.withLock { $0.enqueue(message) }
        if case let .overflow(reason)? = outcome {
            queue.async { self.terminate(.dropped(reason)) }
            return false
        }
        if scheduleFlush {
            if writingNow { queue.sync { self.flush() } } else { queue.async { self.flush() } }
        }
        return outcome != nil
    }

    /// Encodes and queues one event; see `send(_:)`.
    @discardableResult
    public func send(_ event: JSON, coalescingKey: String? = nil) -> Bool {
        send(OutgoingMessage(event, coalescingKey: coalescingKey))
    }

    /// Closes after the messages already queued have been sent.
    public func close() {
        queue.async { self.finish(.closed) }
    }

    /// Answers a request whose handler returned `.deferred`.
    public func respond(_ reply: HTTPReply) {
        queue.async { self.answer(reply) }
    }

    /// Messages waiting in the outgoing queue (not counting bytes already being written).
    public var queuedMessageCount: Int { outbox.withLock { $0.queue.count } }

    /// How many queued messages were replaced by newer ones with the same coalescing key.
    public var coalescedMessageCount: Int { outbox.withLock { $0.queue.coalescedCount } }

    /// True while output waits for the client to make room (the socket would block).
    var isWaitingForSocket: Bool { queue.sync { socket.isWaitingForRoom && phase != .closed } }

    public var description: String { "connection \(id) from \(peer)" }

    public static func == (lhs: Connection, rhs: Connection) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
