import Dispatch

/// Addresses, limits and timeouts of a `TCPServer`. The defaults follow PROTOCOL.md.
public struct ServerConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal, or `localhost`. Loopback by default.
    public var host = "127.0.0.1"
    /// The port; 0 lets the kernel choose (read it back from `TCPServer.port`).
    public var port: UInt16 = 0
    /// The kernel's queue of not-yet-accepted connections.
    public var backlog: Int32 = 128
    /// Line-protocol clients, and separately event streams, beyond which new ones are refused
    /// with a clear message. Plain HTTP requests take no such slot: up to
    /// `maxConnections` more connections are admitted for them (and to find out what each
    /// new connection speaks); past that, new connections are refused too.
    public var maxConnections = 64
    /// The longest line-protocol line, terminator excluded.
    public var maxLineBytes = 64 * 1024
    /// A client's outgoing queue: past either bound the client is dropped.
    public var maxQueuedMessages = 1024
    /// See `maxQueuedMessages`.
    public var maxQueuedBytes = 8 * 1024 * 1024
    /// The HTTP request line and headers together.
    public var maxHeaderBytes = 16 * 1024
    /// Header fields per request.
    public var maxHeaderCount = 100
    /// How long a silent new connection may take to show it speaks HTTP; after that it is a
    /// line-protocol client and gets its `hello` (a client that sends a command first gets it
    /// at once). HTTP clients speak first, but a browser opens sockets ahead of need and may
    /// leave one idle before sending its request on it; a `hello` written there first makes
    /// the browser fail the page with ERR_INVALID_HTTP_RESPONSE. 150 ms was too short for
    /// Chromium's preconnected sockets (seen in the viewer's tests); a second covers a page
    /// load's worth of them.
    public var sniffTimeout: Duration = .seconds(1)
    /// How long a line-protocol client may stay connected without sending a single command
    /// (a socket opened and left idle); it is then told why and closed. Clients that have
    /// sent a command (`SUBSCRIBE`) may then stay quiet as long as they like.
    public var silentClientTimeout: Duration = .seconds(30)
    /// How long an HTTP client may take to send its request head (408 after that).
    public var requestTimeout: Duration = .seconds(10)
    /// Interval of `: keep-alive` comments on event streams.
    public var keepAliveInterval: Duration = .seconds(15)
    /// After the last byte is sent, how long to wait for the peer to close before closing anyway.
    /// (Closing with unread input would send a reset that can destroy the last reply.)
    public var lingerTimeout: Duration = .seconds(2)
    /// Where the server reports dropped clients, refusals and I/O errors.
    public var log: @Sendable (String) -> Void = { _ in }
    /// Called with the number of open connections each time one has closed
    /// (after its descriptor is closed): statistics, and tests waiting for it.
    public var connectionCountChanged: @Sendable (Int) -> Void = { _ in }

    /// The defaults.
    public init() {}

    var outgoingLimits: OutgoingQueue.Limits {
        OutgoingQueue.Limits(maxMessages: maxQueuedMessages, maxBytes: maxQueuedBytes)
    }

    var requestLimits: HTTPRequestReader.Limits {
        HTTPRequestReader.Limits(maxHeaderBytes: maxHeaderBytes, maxHeaderCount: maxHeaderCount)
    }
}

extension DispatchTime {
    /// The time `duration` from now.
    public static func after(_ duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        return .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
