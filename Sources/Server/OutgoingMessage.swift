import Diagnostics
import Synchronization

/// One server event, encoded once and framed for both transports, so a fan-out to
/// many clients shares the same bytes.
public struct OutgoingMessage: Sendable {
    /// Messages with the same key replace each other while they wait in a client's
    /// queue (e.g. the template path: a slow client only gets the latest render).
    public var coalescingKey: String?
    private let framed: Framed
    /// What to queue instead when this message replaces a waiting one with the same key: a
    /// `patch` applies only to the message before it, so one that replaces it goes whole.
    private var coalesced: Framed?

    /// The event as one line-protocol line, `\n`-terminated.
    public var lineBytes: [UInt8] { framed.line }
    /// The event as one Server-Sent Events message (`data: JSON\n\n`), framed when first
    /// asked for: a render of a hundred views is about 100 KB, and most saves have no
    /// event-stream client to copy it for.
    public var eventStreamBytes: [UInt8] { framed.eventStream }
    /// `lineBytes` of the message to queue instead when this one replaces a waiting one.
    var lineBytesWhenCoalesced: [UInt8]? { coalesced?.line }
    /// `eventStreamBytes` of the message to queue instead when this one replaces a waiting one.
    var eventStreamBytesWhenCoalesced: [UInt8]? { coalesced?.eventStream }

    /// This message, sent as `full` instead when it replaces a waiting one.
    public func replaced(whenCoalescedBy full: OutgoingMessage) -> OutgoingMessage {
        var message = self
        message.coalesced = full.framed
        return message
    }

    /// Frames already-encoded JSON text (one line, no newline).
    public init(encodedJSON: String, coalescingKey: String? = nil) {
        self.init(encodedJSONBytes: Array(encodedJSON.utf8), coalescingKey: coalescingKey)
    }

    /// Frames the UTF-8 bytes of already-encoded JSON text (one line, no newline).
    public init(encodedJSONBytes payload: [UInt8], coalescingKey: String? = nil) {
        self.init(lineBytes: [UInt8](joining: payload, Self.lineEnd), coalescingKey: coalescingKey)
    }

    /// The message whose line is `line`: encoded JSON text and the newline that ends it
    /// (written so by the encoder, the bytes are not copied again).
    public init(lineBytes line: [UInt8], coalescingKey: String? = nil) {
        precondition(line.last == 0x0A, "a line ends with its newline")
        self.coalescingKey = coalescingKey
        framed = Framed(line: line)
    }

    private static let lineEnd: [UInt8] = [0x0A]

    /// The message whose line `makeLine` makes (encoded JSON text and its newline) when a
    /// client first needs it, on whichever thread that is — once, shared by every copy: an event
    /// that may never be sent whole (every client of a save takes its patch) is not encoded for
    /// nothing.
    public init(coalescingKey: String? = nil, makingLine makeLine: @escaping @Sendable () -> [UInt8]) {
        self.coalescingKey = coalescingKey
        framed = Framed(making: makeLine)
    }

    /// Encodes and frames a JSON event.
    public init(_ event: JSON, coalescingKey: String? = nil) {
        self.init(encodedJSON: event.encoded, coalescingKey: coalescingKey)
    }

    /// The `protocol-error` event with `message`.
    public static func protocolError(_ message: String) -> OutgoingMessage {
        OutgoingMessage(["event": "protocol-error", "message": .string(message)])
    }

    /// A message's bytes in both framings, shared by every copy of the message: the line as
    /// made (or as its maker makes it when first asked), the event-stream framing made by the
    /// first client that needs it.
    private final class Framed: Sendable {
        private let made: [UInt8]?
        private let maker: (@Sendable () -> [UInt8])?
        private let madeLater = Mutex<[UInt8]?>(nil)
        private let stream = Mutex<[UInt8]?>(nil)

        init(line: [UInt8]) {
            made = line
            maker = nil
        }

        init(making maker: @escaping @Sendable () -> [UInt8]) {
            made = nil
            self.maker = maker
        }

        var line: [UInt8] {
            if let made { return made }
            return madeLater.withLock { line in
                if let line { return line }
                let new = maker!()
                precondition(new.last == 0x0A, "a line ends with its newline")
                line = new
                return new
            }
        }

        var eventStream: [UInt8] {
            stream.withLock { framed in
                if let framed { return framed }
                let made = ServerSentEvents.data(line: line)
                framed = made
                return made
            }
        }
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
