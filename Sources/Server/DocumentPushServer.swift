import FileAccess
import Dispatch
import Synchronization

/// A listener whose clients only receive: each pushed document is written as its bytes,
/// with no header, length or delimiter, and whatever a client sends is read and dropped.
/// The EverLayout Bridge's wire (R-EL-BRIDGE-WIRE), without the original's bugs:
/// clients are tracked by identity, and a client that resets or stops reading is closed
/// alone.
///
/// ```swift
/// let server = DocumentPushServer(configuration: .init(port: 3333))
/// try server.start()
/// server.push(Array(fileBytes), key: "Layouts/Home.json")
/// ```
public final class DocumentPushServer: Sendable {
    /// Address, limits and pacing.
    public struct Configuration: Sendable {
        /// The address to bind: an IPv4 or IPv6 literal, or `localhost`. Loopback by default.
        public var host = "127.0.0.1"
        /// 0 lets the kernel choose (read it back from `port`).
        public var port: UInt16 = 0
        public var backlog: Int32 = 16
        /// Connections beyond this many are closed at once.
        public var maxClients = 64
        /// The least time between the end of one document and the start of the next on a
        /// connection. Receivers that take "one read = one document" (the EverLayout app)
        /// would otherwise read two documents written back to back as one, and drop both.
        public var gap: Duration = .milliseconds(100)
        /// A client's unsent documents: past either bound it is closed (it is not reading).
        public var maxQueuedDocuments = 1024
        /// See `maxQueuedDocuments`.
        public var maxQueuedBytes = 64 * 1024 * 1024
        /// Connections, disconnections and errors.
        public var log: @Sendable (String) -> Void = { _ in }
        /// Called with the number of clients each time one connects or its descriptor is closed.
        public var clientCountChanged: @Sendable (Int) -> Void = { _ in }
        /// Called each time a client's socket has taken a whole document: its size, and when
        /// its first and last bytes were handed to the kernel (the pacing, observable).
        public var documentWritten: @Sendable (_ bytes: Int, _ started: DispatchTime, _ ended: DispatchTime) -> Void = { _, _, _ in }

        /// The defaults, on `port`.
        public init(host: String = "127.0.0.1", port: UInt16 = 0) {
            self.host = host
            self.port = port
        }

        var limits: OutgoingQueue.Limits { OutgoingQueue.Limits(maxMessages: maxQueuedDocuments, maxBytes: maxQueuedBytes) }
    }

    public let configuration: Configuration
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var listener: TCPListener?
        var clients: [Int: DocumentPushConnection] = [:]
        var nextID = 1
    }

    /// A server that is not listening yet.
    public init(configuration: Configuration) {
        self.configuration = configuration
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

    /// The clients connected now.
    public var clientCount: Int { state.withLock { $0.clients.count } }

    /// Queues `bytes` for every client; a document still waiting under the same `key` is
    /// replaced (only the latest save of a file is worth sending). Returns how many clients
    /// it was queued for.
    @discardableResult
    public func push(_ bytes: [UInt8], key: String? = nil) -> Int {
        let clients = state.withLock { Array($0.clients.values) }
        for client in clients { client.push(bytes, key: key) }
        return clients.count
    }

    /// Documents waiting to be written, over all clients (tests).
    var queuedDocumentCount: Int {
        state.withLock { Array($0.clients.values) }.reduce(0) { $0 + $1.queuedDocumentCount }
    }

    /// Stops listening and closes every connection.
    public func stop() {
        let (listener, clients) = state.withLock { state in
            defer {
                state.listener = nil
                state.clients = [:]
            }
            return (state.listener, Array(state.clients.values))
        }
        listener?.cancel()
        for client in clients { client.close(.serverStopped) }
        _ = listener?.waitUntilClosed(timeout: .now() + 2)
    }

    private func accepted(_ fd: Int32, peer: String) {
        let client: DocumentPushConnection? = state.withLock { state in
            // Checked under the lock that `stop` empties the table with, so no client is
            // added after `stop` took the list it closes.
            guard state.listener != nil, state.clients.count < configuration.maxClients else { return nil }
            defer { state.nextID += 1 }
            let client = DocumentPushConnection(id: state.nextID, fd: fd, peer: peer, configuration: configuration)
            state.clients[client.id] = client
            return client
        }
        guard let client else {
            configuration.log("refused \(peer): \(configuration.maxClients) clients already connected")
            return Syscall.close(fd)
        }
        configuration.log("\(client) connected")
        configuration.clientCountChanged(clientCount)
        let id = client.id
        client.start { [weak self] in
            guard let self else { return }
            let count = self.state.withLock { state in
                state.clients[id] = nil
                return state.clients.count
            }
            self.configuration.clientCountChanged(count)
        }
    }
}
