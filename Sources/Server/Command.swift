import Diagnostics

/// A line-protocol command from a client (see PROTOCOL.md, "Client commands").
public enum Command: Hashable, Sendable {
    /// `SUBSCRIBE PATTERN`: a project-relative path or glob.
    case subscribe(pattern: String)
    /// `UNSUBSCRIBE PATTERN`.
    case unsubscribe(pattern: String)
    /// `DEVICE NAME` or `DEVICE WxH [scale=S] [insets=T,L,B,R]`.
    case device(DeviceRequest)
    /// `STATE PATH-OR-PATTERN JSON`: the JSON is an object of state overrides.
    case state(target: String, overrides: JSON)
    /// `LOAD URL`: a project-relative path, `file://` or `http(s)://` URL.
    case load(url: String)
    /// `RELOAD [PATTERN]`.
    case reload(pattern: String?)
    /// `SYNC`: barrier for file changes made before it.
    case sync
    /// `LIST`.
    case list
    /// `STATUS`.
    case status
    /// `PING`.
    case ping
    /// `QUIT`: the connection closes after the replies already queued.
    case quit

    /// Every keyword, in the order the protocol lists them.
    public static let keywords = [
        "SUBSCRIBE", "UNSUBSCRIBE", "DEVICE", "STATE", "LOAD", "RELOAD", "SYNC", "LIST", "STATUS", "PING", "QUIT",
    ]
}

/// The viewport a `DEVICE` command asks for.
public enum DeviceRequest: Hashable, Sendable {
    /// A preset such as `iphone-15`; the composition root checks that it exists.
    case preset(String)
    /// An explicit size in points, with optional scale and safe-area insets.
    case size(width: Double, height: Double, scale: Double?, insets: EdgeInsets?)
}

/// Safe-area insets in points, in `UIEdgeInsets` order.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets in top, left, bottom, right order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A malformed or unknown command; `message` is sent as a `protocol-error` event.
public struct CommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text for the client.
    public var message: String

    /// An error with its client-facing text.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
