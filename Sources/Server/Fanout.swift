/// Sends one encoded event to many connections.
public enum Fanout {
    /// Queues `message` (encoded once, shared bytes) on each connection; never waits for a
    /// client. Returns how many connections queued it (the others are closing or dropped).
    ///
    /// To a few connections (`writesNowUpTo`) the calling thread also writes it: a save on its
    /// way to an editor's client then wakes no other thread to reach the socket (on an idle
    /// machine each wake-up costs tens of microseconds). To more, each connection's own queue
    /// writes, several at once. Not for a caller on a connection's queue.
    @discardableResult
    public static func send(_ message: OutgoingMessage, to connections: some Collection<Connection>) -> Int {
        let writingNow = connections.count <= writesNowUpTo
        var queued = 0
        for connection in connections where connection.send(message, writingNow: writingNow) {
            queued += 1
        }
        return queued
    }

    /// The most connections `send` writes to on the calling thread.
    public static let writesNowUpTo = 4
}
