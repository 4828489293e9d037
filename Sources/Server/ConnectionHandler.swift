import FileAccess

/// What the composition root does for each connection. Every closure runs on the
/// connection's own serial queue, so a slow handler delays only that client.
public struct ConnectionHandler: Sendable {
    /// A line-protocol client is ready: send it `hello`.
    public var lineClientConnected: @Sendable (Connection) -> Void
    /// A line-protocol client sent a well-formed command (`QUIT` is handled by the server:
    /// it is reported here, then the connection closes after the queued replies).
    public var commandReceived: @Sendable (Command, Connection) -> Void
    /// An HTTP request passed the server's checks (method, Host, path); answer it.
    public var httpRequest: @Sendable (HTTPRequest, Connection) -> HTTPReply
    /// A line-protocol or event-stream connection closed; forget its subscriptions.
    public var connectionClosed: @Sendable (Connection, CloseReason) -> Void
    /// Runs `work` once everything handed to the handler before (the greeting, earlier
    /// commands) has been handled and its replies queued. The connection sends its own
    /// replies (protocol errors) and closes through it, so replies keep the order of the
    /// commands and none is lost to `QUIT` or end-of-file. A handler that answers on the
    /// connection's queue runs `work` at once (the default).
    public var inOrder: @Sendable (Connection, @escaping @Sendable () -> Void) -> Void

    /// A handler; closures not given do nothing (and HTTP requests get 404).
    public init(
        lineClientConnected: @escaping @Sendable (Connection) -> Void = { _ in },
        commandReceived: @escaping @Sendable (Command, Connection) -> Void = { _, _ in },
        httpRequest: @escaping @Sendable (HTTPRequest, Connection) -> HTTPReply = { _, _ in .response(.text("not found", status: .notFound)) },
        connectionClosed: @escaping @Sendable (Connection, CloseReason) -> Void = { _, _ in },
        inOrder: @escaping @Sendable (Connection, @escaping @Sendable () -> Void) -> Void = { $1() }
    ) {
        self.lineClientConnected = lineClientConnected
        self.commandReceived = commandReceived
        self.httpRequest = httpRequest
        self.connectionClosed = connectionClosed
        self.inOrder = inOrder
    }
}

/// How to answer an HTTP request.
public enum HTTPReply: Sendable {
    /// Send this response and close.
    case response(HTTPResponse)
    /// Start a `text/event-stream`; `opened` runs once the stream accepts events (not for HEAD).
    /// Then `Connection.send` delivers each event as `data: JSON`.
    case eventStream(opened: @Sendable (Connection) -> Void)
    /// The handler will call `Connection.respond(_:)` later, from any thread.
    case deferred
}

/// Why a connection closed.
public enum CloseReason: Hashable, Sendable, CustomStringConvertible {
    /// The client closed its side.
    case peerClosed
    /// The client sent `QUIT`, or the server called `Connection.close()`.
    case closed
    /// An HTTP response was sent.
    case completed
    /// The client broke the protocol (over-long line, HTTP on a line connection, …).
    case protocolError(String)
    /// The client stopped reading and its outgoing queue overflowed.
    case dropped(String)
    /// The connection limit was reached.
    case refused
    /// No request within the time limit.
    case timedOut
    /// The server stopped.
    case serverStopped
    /// A socket call failed.
    case failed(SystemError)

    public var description: String {
        switch self {
        case .peerClosed: "closed by the client"
        case .closed: "closed"
        case .completed: "response sent"
        case let .protocolError(message): "protocol error: \(message)"
        case let .dropped(message): "dropped: \(message)"
        case .refused: "refused: too many connections"
        case .timedOut: "timed out"
        case .serverStopped: "server stopped"
        case let .failed(error): "\(error)"
        }
    }
}
