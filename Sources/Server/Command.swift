import Diagnostics

/// A line-protocol command from a client (see PROTOCOL.md, "Client commands").
public enum Command: Hashable, Sendable {
    /// `SUBSCRIBE PATTERN [patch]`: a project-relative path or glob; with `patch`, each
    /// render after the first comes as a `patch` event when it can.
    case subscribe(pattern: String, patch: Bool = false)
    /// `UNSUBSCRIBE PATTERN`.
    case unsubscribe(pattern: String)
    /// `DEVICE NAME` or `DEVICE WxH[@S] [scale=S] [insets=T,L,B,R]`: the specification as
    /// written; the layout engine's `Device.parse` owns the grammar.
    case device(String)
    /// `VARIANT V`: a render variant (`iphone-se,AX3,rtl,lang=fr,pseudo`) as written; the
    /// Project stage's `RenderVariant.parse` owns the grammar.
    case variant(String)
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

    /// The template pattern the command carries, if any (checked by the composition root).
    public var patternArgument: String? {
        switch self {
        case let .subscribe(pattern, _), let .unsubscribe(pattern): pattern
        case let .state(target, _): target
        case let .reload(pattern): pattern
        case .device, .variant, .load, .sync, .list, .status, .ping, .quit: nil
        }
    }

    /// The command's keyword as the protocol spells it.
    public var keyword: String {
        switch self {
        case .subscribe: "SUBSCRIBE"
        case .unsubscribe: "UNSUBSCRIBE"
        case .device: "DEVICE"
        case .variant: "VARIANT"
        case .state: "STATE"
        case .load: "LOAD"
        case .reload: "RELOAD"
        case .sync: "SYNC"
        case .list: "LIST"
        case .status: "STATUS"
        case .ping: "PING"
        case .quit: "QUIT"
        }
    }

    /// Every keyword, in the order the protocol lists them.
    public static let keywords = [
        "SUBSCRIBE", "UNSUBSCRIBE", "DEVICE", "VARIANT", "STATE", "LOAD", "RELOAD", "SYNC", "LIST", "STATUS", "PING", "QUIT",
    ]
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
