/// The part of a connection that other threads touch (under the connection's lock):
/// the outgoing queue and how messages are framed for this client.
struct Outbox {
    /// How events are framed on this connection.
    enum Framing: Sendable {
        case none, line, http, eventStream
    }

    var queue: OutgoingQueue
    var framing = Framing.none
    /// False once the connection is closing or dropped.
    var accepting = true
    /// A flush is already scheduled, or the write source is waiting for the socket.
    var flushScheduled = false

    /// Queues an event in this connection's framing. The outcome is nil when nothing was
    /// queued; the flag says whether the caller must schedule a flush.
    mutating func enqueue(_ message: OutgoingMessage) -> (OutgoingQueue.Outcome?, Bool) {
        guard accepting else { return (nil, false) }
        let bytes: [UInt8]
        let whole: [UInt8]?
        switch framing {
        case .line: (bytes, whole) = (message.lineBytes, message.lineBytesWhenCoalesced)
        case .eventStream: (bytes, whole) = (message.eventStreamBytes, message.eventStreamBytesWhenCoalesced)
        case .none, .http: return (nil, false)
        }
        let outcome = queue.enqueue(bytes, key: message.coalescingKey, whenCoalesced: whole)
        if case .overflow = outcome {
            accepting = false
            return (outcome, false)
        }
        return (outcome, claimFlush())
    }

    /// Queues bytes the server itself frames (HTTP heads and bodies, keep-alives), beyond the limits.
    mutating func enqueueRaw(_ bytes: [UInt8], key: String? = nil) -> Bool {
        guard accepting else { return false }
        queue.enqueueUnbounded(bytes, key: key)
        return claimFlush()
    }

    /// True when no flush was pending (the caller schedules one).
    private mutating func claimFlush() -> Bool {
        defer { flushScheduled = true }
        return !flushScheduled
    }
}
