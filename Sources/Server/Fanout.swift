/// Sends one encoded event to many connections.
public enum Fanout {
    /// Queues `message` (encoded once, shared bytes) on each connection; never blocks.
    /// Returns how many connections queued it (the others are closing or dropped).
    @discardableResult
    public static func send(_ message: OutgoingMessage, to connections: some Sequence<Connection>) -> Int {
        var queued = 0
        for connection in connections where connection.send(message) {
            queued += 1
        }
        return queued
    }
}
