import Dispatch
import Glibc
import Synchronization

/// Sends one encoded event to many connections.
public enum Fanout {
    /// Queues `message` (encoded once, shared bytes) on each connection, and the calling thread
    /// writes what each socket takes at once; never waits for a client (a full socket leaves
    /// the rest to the connection's own queue). Returns how many connections queued it (the
    /// others are closing or dropped). Not for a caller on a connection's queue.
    ///
    /// One thread writing in turn wakes no other: handing each connection's write to its own
    /// queue woke a thread per client, and on two cores a fan-out to 100 or 1,000 patch
    /// subscribers spent more on those wake-ups than on the writes (BENCHMARKS.md, session 25).
    /// From `splitAt` connections on, the writes are split in two halves, the second written
    /// by one other thread at the same time: one wake-up for hundreds of writes.
    @discardableResult
    public static func send(_ message: OutgoingMessage, to connections: some Collection<Connection>) -> Int {
        guard connections.count >= splitAt, processors > 1 else { return write(message, to: connections) }
        let all = Array(connections)
        let middle = all.count / 2
        let queued = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let count = write(message, to: half == 0 ? all[..<middle] : all[middle...])
            queued.add(count, ordering: .relaxed)
        }
        return queued.load(ordering: .relaxed)
    }

    /// The fewest connections whose writes are split between two threads.
    static let splitAt = 64
    private static let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))

    private static func write(_ message: OutgoingMessage, to connections: some Collection<Connection>) -> Int {
        var queued = 0
        for connection in connections where connection.send(message, writingNow: true) {
            queued += 1
        }
        return queued
    }
}
