import FileAccess
import Diagnostics
import Dispatch
import Synchronization

/// The transport: listens on one port, tells HTTP from the line protocol on each
/// connection, enforces the limits, and hands commands and requests to a `ConnectionHandler`.
///
/// ```swift
/// let server = TCPServer(configuration: configuration, handler: ConnectionHandler(
///     lineClientConnected: { client in client.send(hello) },
///     commandReceived: { command, client in
///         if case .ping = command { client.send(["event": "pong"]) }
///     },
///     httpRequest: { request, _ in
///         guard let path = request.path.relativePath(after: "templates") else { return .response(.text("not found", status: .notFound)) }
///         return .response(files.response(for: path))
///     },
///     connectionClosed: { client, reason in subscriptions.remove(client.id) }))
/// let port = try server.start()
/// server.broadcast(OutgoingMessage(renderEvent, coalescingKey: "Screens/Home.xml")) { subscribers.contains($0.id) }
/// ```
public final class TCPServer: Sendable {
    /// The configuration it was created with.
    public let configuration: ServerConfiguration
    private let handler: ConnectionHandler
    private let state = Mutex(State())
    private let slots: ConnectionSlots

    private struct State: ~Copyable {
        var listener: TCPListener?
        var connections: [Int: Connection] = [:]
        var refusalsInProgress = 0
        var nextID = 1
    }

    /// Refused connections are answered (in their own protocol) before closing; past this many
    /// at once (each holds a descriptor for a moment), further ones are closed without an answer.
    private static let maxRefusalsInProgress = 1024

    /// A server that is not listening yet.
    public init(configuration: ServerConfiguration = ServerConfiguration(), handler: ConnectionHandler) {
        self.configuration = configuration
        self.handler = handler
        slots = ConnectionSlots(limit: configuration.maxConnections)
    }

    deinit { stop() }

    /// Binds and starts accepting; returns the bound port.
    @discardableResult
    public func start() throws(SystemError) -> UInt16 {
        try TCPListener.start(configuration, owner: self, register: { listener in state.withLock { $0.listener = listener } }) {
            server, fd, peer in server.accepted(fd, peer: peer)
        }
    }

    /// The bound port, once started.
    public var port: UInt16? { state.withLock { $0.listener?.port } }

    /// The line-protocol and event-stream connections that are open.
    public var clients: [Connection] {
        state.withLock { $0.connections.values.sorted { $0.id < $1.id } }.filter {
            $0.kind == .lineProtocol || $0.kind == .eventStream
        }
    }

    /// Every connection whose descriptor is still open, of any kind (including refusals).
    public var openConnectionCount: Int { state.withLock { $0.connections.count } }

    /// Sends one message to every line-protocol and event-stream client that `include` selects.
    /// Returns how many queued it.
    @discardableResult
    public func broadcast(_ message: OutgoingMessage, where include: (Connection) -> Bool = { _ in true }) -> Int {
        Fanout.send(message, to: clients.filter(include))
    }

    /// A line per open connection with its internal state, for diagnosing a stuck connection.
    var debugDescriptions: [String] {
        state.withLock { Array($0.connections.values) }.map { connection in
            connection.queue.sync {
                "\(connection) phase=\(connection.phase) refusal=\(connection.isRefusal) waitingToWrite=\(connection.socket.isWaitingForRoom) readSuspended=\(connection.socket.isReadingSuspended) pending=\(connection.splitter.pending.count) inFlight=\(connection.socket.unsentByteCount) queued=\(connection.queuedMessageCount) lingering=\(connection.isLingering)"
            }
        }
    }

    /// Stops listening and closes every connection.
    public func stop() {
        let (listener, connections) = state.withLock { state in
            defer { state.listener = nil }
            return (state.listener, Array(state.connections.values))
        }
        listener?.cancel()
        for connection in connections {
            connection.queue.async { connection.terminate(.serverStopped) }
        }
        // Return once the listening socket is closed, so its port is free again.
        // (Bounded, in case `stop` is ever called from the listener's own queue.)
        _ = listener?.waitUntilClosed(timeout: .now() + 2)
    }

    private func accepted(_ fd: Int32, peer: String) {
        // Long-lived clients hold slots (see `ConnectionSlots`); this bound is on descriptors.
        let limit = configuration.maxConnections * 3
        let admission: (id: Int, refusal: Bool)? = state.withLock { state in
            let open = state.connections.count - state.refusalsInProgress
            let refusal = open >= limit
            if refusal {
                guard state.refusalsInProgress < Self.maxRefusalsInProgress else { return nil }
                state.refusalsInProgress += 1
            }
            defer { state.nextID += 1 }
            return (state.nextID, refusal)
        }
        guard let admission, let port else {
            configuration.log("refused \(peer): too many connections (limit \(limit)), closed without an answer")
            return Syscall.close(fd)
        }
        if admission.refusal { configuration.log("refusing \(peer): too many connections (limit \(limit))") }
        let connection = Connection(
            id: admission.id, fd: fd, peer: peer, configuration: configuration, handler: handler,
            hostCheck: HostCheck(boundHost: configuration.host, port: port), isRefusal: admission.refusal, slots: slots)
        state.withLock { $0.connections[admission.id] = connection }
        connection.start { [weak self] in
            guard let self else { return }
            let open = self.state.withLock { state in
                state.connections[admission.id] = nil
                if admission.refusal { state.refusalsInProgress -= 1 }
                return state.connections.count
            }
            self.configuration.connectionCountChanged(open)
        }
    }
}
