/// Timing knobs of the watcher; the defaults suit an editor on a local disk.
public struct WatcherConfiguration: Sendable {
    /// How long a path must stay quiet before a change that no `IN_CLOSE_WRITE` or
    /// `IN_MOVED_TO` confirmed is reported: writes without a close (mmap writers),
    /// deletions and renames away (an editor may put the file back at once), and files
    /// a rescan found (a writer may still be filling them).
    public var settleInterval: Duration
    /// After a confirmed change (`IN_CLOSE_WRITE`, `IN_MOVED_TO`) read alone, how long
    /// the kernel queue must stay empty before it is delivered: a save is rendered at
    /// once, yet a writer that goes on writing files back to back joins the same set.
    /// Short (20 µs): a save reaches a client in about half a millisecond, and a writer whose next file
    /// comes later only splits its files into two sets (the rest join as a burst).
    public var loneChangeQuietPeriod: Duration
    /// Once more events followed a confirmed change within `loneChangeQuietPeriod`, the
    /// change set is a burst (`git checkout`): how long to wait for the next event
    /// before delivering it. A writer stalled longer than this (a loaded machine) splits
    /// its burst; nothing is lost, it just renders twice.
    public var coalescingQuietPeriod: Duration
    /// A burst that never pauses is still delivered after this long.
    public var maximumCoalescingDelay: Duration
    /// Change sets of at most this many files are handed to the delivery queue synchronously:
    /// the event thread runs the callback itself when the queue is idle, instead of waking a
    /// thread for it (tens of microseconds of a save's way to the screen), and
    /// waits while the queue is busy. Larger sets (bursts) go asynchronously, so the thread
    /// keeps reading the kernel's queue while they are handled. 0: every set asynchronously.
    /// (`Watcher.stop()` called on the delivery queue then returns before the thread ends.)
    public var synchronousDeliveryLimit: Int

    /// Makes a configuration; every parameter has the default used in production.
    public init(
        settleInterval: Duration = .milliseconds(75),
        loneChangeQuietPeriod: Duration = .microseconds(20),
        coalescingQuietPeriod: Duration = .milliseconds(8),
        maximumCoalescingDelay: Duration = .milliseconds(60),
        synchronousDeliveryLimit: Int = 0
    ) {
        self.settleInterval = settleInterval
        self.loneChangeQuietPeriod = loneChangeQuietPeriod
        self.coalescingQuietPeriod = coalescingQuietPeriod
        self.maximumCoalescingDelay = maximumCoalescingDelay
        self.synchronousDeliveryLimit = synchronousDeliveryLimit
    }
}

extension Duration {
    /// The duration in whole nanoseconds (negative durations count as zero).
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
}
