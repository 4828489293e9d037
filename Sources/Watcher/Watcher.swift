import Dispatch
import Foundation
import Synchronization

/// Watches a project root recursively and delivers coalesced change sets of regular
/// files, on a dedicated thread. One per process: libinotifytools is process-global.
///
/// Guarantees: every change to a non-ignored regular file is reported (a rescan
/// recovers from kernel queue overflow); an editor's save is one change of the final
/// content; changes that happen together arrive as one `ChangeSet`.
public final class Watcher: @unchecked Sendable {
    private let requestedRoot: String
    private let initialPredicate: IgnorePredicate
    private let configuration: WatcherConfiguration
    private let queue: DispatchQueue
    private let onChange: @Sendable (ChangeSet) -> Void
    private let onProblem: @Sendable (WatcherProblem) -> Void
    private let running = Mutex<Running?>(nil)
    /// Set on `queue` while running: `stop()` called on it must not wait for the thread, which
    /// may be waiting for the queue itself (`synchronousDeliveryLimit`).
    private let onDeliveryQueue = DispatchSpecificKey<Bool>()

    private struct Running {
        let loop: EventLoop
        let root: String
    }

    /// Whether some watcher of this process holds libinotifytools.
    private static let processSlot = Mutex(false)

    /// Makes a watcher; nothing happens until `start()`.
    ///
    /// - Parameters:
    ///   - root: the project directory.
    ///   - ignore: which paths to leave out; ignored directories get no watch.
    ///   - queue: a serial queue for `onChange`, `onProblem` and sync completions.
    ///   - onChange: receives each change set, in order.
    ///   - onProblem: receives problems found after `start()` (watch limit, root lost).
    public init(
        root: String,
        ignore: @escaping IgnorePredicate = { _, _ in false },
        configuration: WatcherConfiguration = WatcherConfiguration(),
        queue: DispatchQueue,
        onChange: @escaping @Sendable (ChangeSet) -> Void,
        onProblem: @escaping @Sendable (WatcherProblem) -> Void = { _ in }
    ) {
        self.requestedRoot = root
        self.initialPredicate = ignore
        self.configuration = configuration
        self.queue = queue
        self.onChange = onChange
        self.onProblem = onProblem
    }

    deinit { stop() }

    /// Watches the tree and returns the regular files in it (root-relative, sorted),
    /// which are not reported as changes. Throws when the root cannot be watched, the
    /// watch limit is reached, or another watcher runs in this process.
    @discardableResult
    public func start() throws(WatcherProblem) -> [String] {
        guard Self.processSlot.withLock({ taken in defer { taken = true }; return !taken }) else {
            throw .anotherWatcherIsRunning
        }
        do {
            return try startHoldingSlot()
        } catch {
            Self.processSlot.withLock { $0 = false }
            throw error
        }
    }

    private func startHoldingSlot() throws(WatcherProblem) -> [String] {
        guard let root = FileSystem.canonicalPath(requestedRoot), FileSystem.isDirectory(root) else {
            throw .rootUnavailable(root: requestedRoot)
        }
        let descriptorsBefore = KernelQueueWaiter.inotifyDescriptors()
        try InotifyTools.initialize()
        let waiter = KernelQueueWaiter(inotifyDescriptorsBefore: descriptorsBefore)
        // libinotifytools waits with select(), whose descriptor sets stop at FD_SETSIZE: on a
        // higher descriptor glibc aborts the process. Refuse to start instead.
        if let descriptor = waiter.inotifyDescriptor, descriptor >= Int32(FD_SETSIZE) {
            InotifyTools.cleanUp()
            throw .descriptorTooHigh(descriptor: descriptor)
        }
        let processor = EventProcessor(root: root, ignore: initialPredicate,
                                       settle: configuration.settleInterval.nanoseconds)
        let files: [String]
        do {
            files = try processor.indexInitialTree()
        } catch {
            InotifyTools.cleanUp()
            throw error
        }
        let loop = EventLoop(processor: processor, waiter: waiter, configuration: configuration,
                             queue: queue, onChange: onChange, onProblem: onProblem)
        running.withLock { $0 = Running(loop: loop, root: root) }
        queue.setSpecific(key: onDeliveryQueue, value: true)
        let thread = Thread { loop.run() }
        thread.name = "layout-serve.watcher"
        thread.start()
        return files
    }

    /// Stops watching and returns once the thread has ended. Pending changes are
    /// dropped; sync completions still outstanding are called. Called on the delivery queue
    /// (from a callback, or by code the queue runs) it returns at once and the thread ends
    /// once the queue has finished its current work: with synchronous delivery the thread may
    /// be waiting for the queue, and waiting for the thread there would wait for ever.
    public func stop() {
        guard let running = running.withLock({ running in defer { running = nil }; return running }) else { return }
        let onQueue = DispatchQueue.getSpecific(key: onDeliveryQueue) == true
        queue.setSpecific(key: onDeliveryQueue, value: nil)
        guard !onQueue else {
            DispatchQueue.global().async {
                running.loop.stopAndWait()
                Self.processSlot.withLock { $0 = false }
            }
            return
        }
        running.loop.stopAndWait()
        Self.processSlot.withLock { $0 = false }
    }

    /// Swaps the ignore predicate (call it after a `.layout-ignore` change). The tree
    /// is rescanned: newly ignored directories lose their watch and their files are
    /// reported removed; newly visible ones are watched and their files reported created.
    public func setIgnorePredicate(_ predicate: @escaping IgnorePredicate) {
        running.withLock { $0?.loop }?.replacePredicate(predicate)
    }

    /// Rescans the whole tree (as after a queue overflow): watches directories the watch limit
    /// left unwatched if it can now, and reports every file that changed, appeared or went.
    public func rescan() {
        running.withLock { $0?.loop }?.requestRescan()
    }

    /// Calls `completion` on the delivery queue once every change made before this call
    /// has been delivered. Writes a hidden cookie file into the root and waits for its
    /// event to come out of the kernel queue behind everything before it.
    public func sync(completion: @escaping @Sendable () -> Void) {
        guard let running = running.withLock({ $0 }) else {
            queue.async(execute: completion)
            return
        }
        let number = running.loop.registerBarrier(completion)
        let cookie = running.root + "/" + SyncCookie(number: number).fileName
        if !FileSystem.touchAndRemove(cookie) {
            running.loop.reachWithoutCookie(number)  // read-only root: drain and answer
        }
    }

    /// The canonical root, once started.
    public var root: String? { running.withLock { $0?.root } }

    /// How many directories have a kernel watch (ignored ones have none).
    public var watchedDirectoryCount: Int {
        running.withLock { $0?.loop }?.watchedDirectories.load(ordering: .relaxed) ?? 0
    }

    /// Test hook: parks the event thread (returns once parked), so events pile up in
    /// the kernel queue until it overflows.
    package func pauseEventProcessing() {
        running.withLock { $0?.loop }?.pause()
    }

    /// Test hook: lets a paused event thread continue.
    package func resumeEventProcessing() {
        running.withLock { $0?.loop }?.resume()
    }
}
