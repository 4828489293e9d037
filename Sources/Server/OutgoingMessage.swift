import Diagnostics

/// One server event, encoded once and framed for both transports, so a fan-out to
/// many clients shares the same bytes.
public struct OutgoingMessage: Sendable {
    /// Messages with the same key replace each other while they wait in a client's
    /// queue (e.g. the template path: a slow client only gets the latest render).
    public var coalescingKey: String?
    /// The event as one line-protocol line, `\n`-terminated.
    public let lineBytes: [UInt8]
    /// The event as one Server-Sent Events message (`data: JSON\n\n`).
    public let eventStreamBytes: [UInt8]

    /// Frames already-encoded JSON text (one line, no newline).
    public init(encodedJSON: String, coalescingKey: String? = nil) {
        self.coalescingKey = coalescingKey
        lineBytes = Array((encodedJSON + "\n").utf8)
        eventStreamBytes = ServerSentEvents.data(encodedJSON)
    }

    /// Encodes and frames a JSON event.
    public init(_ event: JSON, coalescingKey: String? = nil) {
        self.init(encodedJSON: event.encoded, coalescingKey: coalescingKey)
    }

    /// The `protocol-error` event with `message`.
    public static func protocolError(_ message: String) -> OutgoingMessage {
        OutgoingMessage(["event": "protocol-error", "message": .string(message)])
    }
}
