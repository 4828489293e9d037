/// A client's bounded queue of outgoing bytes. Messages with a coalescing key replace
/// the waiting message with the same key in place (so the order relative to other
/// messages, e.g. a later `synced`, is kept); past a limit the client is to be dropped.
struct OutgoingQueue {
    /// The bounds of one client's queue.
    struct Limits: Sendable {
        var maxMessages: Int
        var maxBytes: Int
    }

    /// What `enqueue` did.
    enum Outcome: Equatable, Sendable {
        case queued
        case coalesced
        /// The queue is over its limit; the message was not queued. The reason is for logs.
        case overflow(String)
    }

    private struct Entry {
        var key: String?
        var bytes: [UInt8]
    }

    let limits: Limits
    private var entries: [Entry?] = []
    private var head = 0
    private var indexByKey: [String: Int] = [:]
    private(set) var count = 0
    private(set) var byteCount = 0
    /// How many queued messages were replaced by a newer one with the same key.
    private(set) var coalescedCount = 0

    init(limits: Limits) {
        self.limits = limits
    }

    var isEmpty: Bool { count == 0 }

    /// Adds a message, replacing a waiting one with the same key (by `whenCoalesced` when
    /// given: a patch replaces what it applies to by the whole event). The limits bound what a
    /// client leaves unread, so an empty queue takes a message of any size: a render larger
    /// than `maxBytes` streams to a client that reads, and only piling more on top of it
    /// overflows.
    mutating func enqueue(_ bytes: [UInt8], key: String?, whenCoalesced: @autoclosure () -> [UInt8]? = nil) -> Outcome {
        if let key, let index = indexByKey[key], let old = entries[index] {
            // Asked for only now: the whole event may be made only when first needed.
            let bytes = whenCoalesced() ?? bytes
            byteCount += bytes.count - old.bytes.count
            entries[index] = Entry(key: key, bytes: bytes)
            coalescedCount += 1
            return .coalesced
        }
        guard count == 0 || (count < limits.maxMessages && byteCount + bytes.count <= limits.maxBytes) else {
            return .overflow(
                "outgoing queue full (\(count) messages, \(byteCount) bytes waiting; "
                    + "limits \(limits.maxMessages) messages, \(limits.maxBytes) bytes): the client is not reading")
        }
        if let key { indexByKey[key] = entries.count }
        entries.append(Entry(key: key, bytes: bytes))
        count += 1
        byteCount += bytes.count
        return .queued
    }

    /// Adds bytes the server must send whatever the limits (an HTTP response, a keep-alive).
    mutating func enqueueUnbounded(_ bytes: [UInt8], key: String?) {
        if let key, let index = indexByKey[key], let old = entries[index] {
            byteCount += bytes.count - old.bytes.count
            entries[index] = Entry(key: key, bytes: bytes)
            return
        }
        if let key { indexByKey[key] = entries.count }
        entries.append(Entry(key: key, bytes: bytes))
        count += 1
        byteCount += bytes.count
    }

    /// Removes messages from the front, concatenated, up to about `maxBytes` (at least one message).
    mutating func dequeue(upTo maxBytes: Int) -> [UInt8] {
        var output: [UInt8] = []
        while head < entries.count, let entry = entries[head], output.isEmpty || output.count + entry.bytes.count <= maxBytes {
            if output.isEmpty { output = entry.bytes } else { output += entry.bytes }
            if let key = entry.key { indexByKey[key] = nil }
            entries[head] = nil
            head += 1
            count -= 1
            byteCount -= entry.bytes.count
        }
        compactIfNeeded()
        return output
    }

    private mutating func compactIfNeeded() {
        guard head > 256, head * 2 > entries.count else { return }
        entries.removeFirst(head)
        head = 0
        for (index, entry) in entries.enumerated() {
            if let key = entry?.key { indexByKey[key] = index }
        }
    }
}
