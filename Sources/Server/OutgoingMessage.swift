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
    /// What to queue instead when this message replaces a waiting one with the same key: a
    /// `patch` applies only to the message before it, so one that replaces it goes whole.
    public private(set) var whenCoalesced: (line: [UInt8], eventStream: [UInt8])?

    /// This message, sent as `full` instead when it replaces a waiting one.
    public func replaced(whenCoalescedBy full: OutgoingMessage) -> OutgoingMessage {
        var message = self
        message.whenCoalesced = (full.lineBytes, full.eventStreamBytes)
        return message
    }

    /// Frames already-encoded JSON text (one line, no newline).
    public init(encodedJSON: String, coalescingKey: String? = nil) {
        self.init(encodedJSONBytes: Array(encodedJSON.utf8), coalescingKey: coalescingKey)
    }

    /// Frames the UTF-8 bytes of already-encoded JSON text (one line, no newline).
    public init(encodedJSONBytes payload: [UInt8], coalescingKey: String? = nil) {
        self.coalescingKey = coalescingKey
        lineBytes = [UInt8](joining: payload, Self.lineEnd)
        eventStreamBytes = ServerSentEvents.data(payload)
    }

    private static let lineEnd: [UInt8] = [0x0A]

    /// Encodes and frames a JSON event.
    public init(_ event: JSON, coalescingKey: String? = nil) {
        self.init(encodedJSON: event.encoded, coalescingKey: coalescingKey)
    }

    /// The `protocol-error` event with `message`.
    public static func protocolError(_ message: String) -> OutgoingMessage {
        OutgoingMessage(["event": "protocol-error", "message": .string(message)])
    }
}

extension [UInt8] {
    /// The bytes of `parts` one after another, each copied whole (an event's framing copies
    /// tens of kilobytes; appending them byte by byte cost a save ~70,000 instructions).
    init(joining parts: [UInt8]...) {
        let count = parts.reduce(0) { $0 + $1.count }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            var offset = 0
            for part in parts {
                part.withUnsafeBytes { bytes in
                    guard let source = bytes.baseAddress else { return }
                    UnsafeMutableRawPointer(buffer.baseAddress! + offset).copyMemory(from: source, byteCount: bytes.count)
                }
                offset += part.count
            }
            initialized = count
        }
    }
}
