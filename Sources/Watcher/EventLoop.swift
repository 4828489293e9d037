import CInotifyTools
import Dispatch
import Synchronization

/// The dedicated thread's loop: drain every queued event without blocking, apply
/// requests from other threads, deliver what is due, sleep until the next deadline.
///
/// libinotifytools is process-global and hands out no descriptor of its own, so one
/// thread owns it for the watcher's whole life.
final class EventLoop: @unchecked Sendable {
    // Confined to the watcher thread once it runs.
    private let processor: EventProcessor
    let waiter: KernelQueueWaiter
    private let loneQuietPeriod: UInt64
    private let quietPeriod: UInt64
    private let synchronousDeliveryLimit: Int
    private let maximumDelay: UInt64
    /// When the first confirmed change of the undelivered set was seen.
    private var burstStart: UInt64?
    /// `lastEventAt` when the burst started: unchanged while the change is still alone.
    private var burstFirstRead: UInt64 = 0
    /// When the last drain that read events ended.
    private var lastEventAt: UInt64 = 0
    /// When to try again what failed (a lost root, the watch limit), while something did.
    private var nextRecovery: UInt64?
    /// How often that is tried.
    static let recoveryInterval: UInt64 = 1_000_000_000

    let queue: DispatchQueue
    private let onChange: @Sendable (ChangeSet) -> Void
    private let onProblem: @Sendable (WatcherProblem) -> Void

    /// Requests from other threads; the waiter is woken after each.
    let requests = Mutex(Requests())
    /// The number of watched directories, published after each loop turn.
    let watchedDirectories = Atomic<Int>(0)
    let pausedSignal = DispatchSemaphore(value: 0)
    let resumeSignal = DispatchSemaphore(value: 0)
    let finishedSignal = DispatchSemaphore(value: 0)

    /// What other threads ask of the loop.
    struct Requests {
        var stop = false
        var pause = false
        var predicate: IgnorePredicate?
        /// Sync barriers by number, answered once their cookie passed through the queue.
        var barriers: [Int: @Sendable () -> Void] = [:]
        /// Barriers whose cookie could not be written: answered after one more drain.
        var barriersWithoutCookie: [Int] = []
        /// A full rescan was asked for (`RELOAD`).
        var rescan = false
        var nextBarrier = 0
    }

    /// Makes a loop around an initialised processor.
    init(processor: EventProcessor, waiter: KernelQueueWaiter, configuration: WatcherConfiguration,
         queue: DispatchQueue, onChange: @escaping @Sendable (ChangeSet) -> Void,
         onProblem: @escaping @Sendable (WatcherProblem) -> Void) {
        self.processor = processor
        self.waiter = waiter
        self.loneQuietPeriod = configuration.loneChangeQuietPeriod.nanoseconds
        self.quietPeriod = configuration.coalescingQuietPeriod.nanoseconds
        self.maximumDelay = configuration.maximumCoalescingDelay.nanoseconds
        self.synchronousDeliveryLimit = configuration.synchronousDeliveryLimit
        self.queue = queue
        self.onChange = onChange
        self.onProblem = onProblem
        watchedDirectories.store(processor.table.count, ordering: .relaxed)
    }

    /// The thread body; returns after `stopAndWait()`, with libinotifytools cleaned up.
    func run() {
        // Its waits are tens of microseconds: wake on time, not up to 50 µs (the default slack) late.
        _ = layout_serve_set_timer_slack(1_000)
        _ = layout_serve_name_thread("layout-watcher")
        while true {
            let queueEmpty = drain()
            let now = monotonicNow()
            guard applyRequests() else { break }
            processor.expireMoves(at: now)
            recoverIfDue(now: now)
            publishProblems()
            deliverDueChanges(now: now)
            watchedDirectories.store(processor.table.count, ordering: .relaxed)
            // After stopping at a cookie, libinotifytools may still buffer events that
            // poll() cannot see: go round again at once.
            if queueEmpty { waiter.wait(nanoseconds: timeUntilNextDeadline(now: now)) }
        }
        InotifyTools.cleanUp()
        finishedSignal.signal()
    }

    /// Reads queued events without blocking; true once the queue is empty. Stops right
    /// after a sync cookie, so the barrier's flush holds exactly the events before it
    /// (a save that starts later must not be flushed half-written).
    private func drain() -> Bool {
        var count = 0
        defer { if count > 0 { lastEventAt = monotonicNow() } }
        while let event = InotifyTools.nextEvent() {
            let barriersBefore = processor.reachedBarriers.count
            if event.mask.contains(.queueOverflow) {
                // Cookies of barriers already requested may be among the lost events; the
                // rescan that follows reads the disk after those requests, so it answers them.
                let outstanding = requests.withLock { Array($0.barriers.keys) }
                processor.reachedBarriers.append(contentsOf: outstanding)
            }
            processor.handle(event, now: monotonicNow())
            count += 1
            if processor.reachedBarriers.count > barriersBefore { return false }
        }
        return true
    }

    /// Applies stop, pause, predicate and cookie-less barrier requests; false to stop.
    private func applyRequests() -> Bool {
        let taken = requests.withLock { requests in
            defer { requests.predicate = nil; requests.barriersWithoutCookie = []; requests.rescan = false }
            return (requests.stop, requests.pause, requests.predicate, requests.barriersWithoutCookie, requests.rescan)
        }
        if taken.0 { return false }
        if taken.1 {
            pausedSignal.signal()
            resumeSignal.wait()
            return requests.withLock { !$0.stop }
        }
        if let predicate = taken.2 {
            processor.ignore = predicate
            processor.rescanEverything(verifyingContents: false, now: monotonicNow())
        }
        if taken.4 {
            if processor.needsRecovery {
                processor.recover(now: monotonicNow())
            } else {
                processor.rescanEverything(verifyingContents: true, now: monotonicNow())
            }
        }
        if !taken.3.isEmpty {
            while !drain() {}  // everything queued before the request is read before it is answered
            processor.reachedBarriers.append(contentsOf: taken.3)
        }
        return true
    }

    /// Delivers due changes once the queue is quiet — briefly for a change read alone, a
    /// little longer once more events joined it; at a barrier, delivers everything
    /// pending and then answers the barrier, on the same serial queue.
    private func deliverDueChanges(now: UInt64) {
        if !processor.reachedBarriers.isEmpty {
            processor.expireMoves(at: now, everything: true)
            deliver(processor.takeChanges(at: now, everything: true))
            let reached = processor.reachedBarriers
            processor.reachedBarriers = []
            processor.overflowed = false
            // Published before answering, so a caller sees the state the barrier promises.
            watchedDirectories.store(processor.table.count, ordering: .relaxed)
            let completions = requests.withLock { requests in reached.compactMap { requests.barriers.removeValue(forKey: $0) } }
            for completion in completions { queue.async(execute: completion) }
            burstStart = nil
            return
        }
        guard processor.pending.hasDue(at: now) else { return }
        let start: UInt64
        if let burstStart {
            start = burstStart
        } else {
            start = now
            burstStart = now
            burstFirstRead = lastEventAt
        }
        if now &- lastEventAt >= requiredQuiet || now &- start >= maximumDelay {
            deliver(processor.takeChanges(at: now))
            burstStart = nil
        }
    }

    private func deliver(_ changes: [FileChange]) {
        guard !changes.isEmpty else { return }
        let set = ChangeSet(changes)
        let onChange = onChange
        if changes.count <= synchronousDeliveryLimit {
            queue.sync { onChange(set) }
        } else {
            queue.async { onChange(set) }
        }
    }

    private func recoverIfDue(now: UInt64) {
        guard processor.needsRecovery else {
            nextRecovery = nil
            return
        }
        guard let due = nextRecovery else {
            nextRecovery = now + Self.recoveryInterval
            return
        }
        guard now >= due else { return }
        processor.recover(now: now)
        nextRecovery = processor.needsRecovery ? now + Self.recoveryInterval : nil
    }

    private func publishProblems() {
        guard !processor.problems.isEmpty else { return }
        let problems = processor.problems
        processor.problems = []
        let onProblem = onProblem
        for problem in problems { queue.async { onProblem(problem) } }
    }

    /// The quiet time the undelivered set waits for: short while its change is alone.
    private var requiredQuiet: UInt64 {
        lastEventAt == burstFirstRead ? loneQuietPeriod : quietPeriod
    }

    private func timeUntilNextDeadline(now: UInt64) -> UInt64 {
        var deadline = now + 1_000_000_000
        if let start = burstStart {
            deadline = min(deadline, lastEventAt + requiredQuiet, start + maximumDelay)
        } else if let due = processor.pending.earliestDue {
            deadline = min(deadline, due)
        }
        if let expiry = processor.moves.earliestExpiry { deadline = min(deadline, expiry) }
        if let recovery = nextRecovery { deadline = min(deadline, recovery) }
        return deadline > now ? deadline - now : 0
    }
}
