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
        let outcome: OutgoingQueue.Outcome
        switch framing {
        case .line: outcome = queue.enqueue(message.lineBytes, key: message.coalescingKey, whenCoalesced: message.lineBytesWhenCoalesced)
        case .eventStream:
            outcome = queue.enqueue(message.eventStreamBytes, key: message.coalescingKey, whenCoalesced: message.eventStreamBytesWhenCoalesced)
        case .none, .http: return (nil, false)
        }
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
