import Dispatch
import Synchronization

/// Gives memory back after a spike. Clients that stop reading hold output (each its own
/// in-flight copy); when they go, glibc keeps the freed pages for reuse unless asked, and a
/// burst of slow clients left the process at four times its size. Connections report what
/// they held when they close; once 8 MiB were released, a trim runs (at most one per half
/// second, off the caller's queue). The server also asks when a subscribed client leaves: what
/// its session held (pending renders, their events) goes back too.
public enum MemoryReclaimer {
    /// Released output after which a trim is worth it.
    static let threshold = 8 << 20

    private static let released = Atomic<Int>(0)
    private static let scheduled = Atomic<Bool>(false)

    /// A closing connection held `bytes` of output.
    static func released(_ bytes: Int) {
        guard bytes > 0 else { return }
        let total = released.add(bytes, ordering: .relaxed).newValue
        guard total >= threshold else { return }
        released.store(0, ordering: .relaxed)
        reclaimSoon()
    }

    /// Asks for a trim soon (no-op when one is already scheduled).
    public static func reclaimSoon() {
        guard scheduled.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(500)) {
            scheduled.store(false, ordering: .relaxed)
            Syscall.trimHeap()
        }
    }
}
