import Glibc

/// The watcher thread's state, and the rules that turn kernel events into pending
/// paths. Confined to one thread: the starting thread during `start()`, then the
/// watcher thread.
final class EventProcessor {
    /// Canonical absolute path of the watched root.
    let root: String
    var ignore: IgnorePredicate
    /// The settle interval in nanoseconds (see `WatcherConfiguration`).
    let settle: UInt64

    var table = WatchTable()
    var index = FileIndex()
    var pending = PendingPaths()
    var moves = MoveTracker()
    /// Descriptors dropped from the table whose `IN_IGNORED` has not come yet:
    /// their events describe a directory that is gone or outside the tree.
    var retiredWatches: Set<Int32> = []
    /// Sync barriers whose cookie came through the queue (or that an overflow rescan answered).
    var reachedBarriers: [Int] = []
    /// Problems not yet handed to the caller.
    var problems: [WatcherProblem] = []
    /// Set when the kernel queue overflowed; cleared by the event loop.
    var overflowed = false
    private var watchLimitReported = false
    private let processID = getpid()

    /// Makes the state for a canonical root.
    init(root: String, ignore: @escaping IgnorePredicate, settle: UInt64) {
        self.root = root
        self.ignore = ignore
        self.settle = settle
    }

    /// The absolute path of a root-relative path.
    func absolutePath(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// Applies one kernel event.
    func handle(_ event: InotifyEvent, now: UInt64) {
        let mask = event.mask
        if mask.contains(.queueOverflow) {
            overflowed = true
            rescanEverything(verifyingContents: true, now: now)
            return
        }
        guard let directory = table.path(of: event.watchDescriptor) else {
            handleUnknownWatch(event)
            return
        }
        if event.name.isEmpty {
            handleWatchedDirectoryItself(event, path: directory, now: now)
            return
        }
        if directory.isEmpty, let cookie = SyncCookie(fileName: event.name) {
            // Only the create counts: the cookie's close and delete follow, and each
            // would otherwise force another flush.
            if cookie.processID == processID, mask.contains(.create) { reachedBarriers.append(cookie.number) }
            return
        }
        let path = RelativePath.join(directory, event.name)
        let isDirectory = mask.contains(.isDirectory)
        if excludes(path, name: event.name, isDirectory: isDirectory) { return }
        if isDirectory {
            handleDirectoryEvent(event, path: path, now: now)
        } else {
            handleFileEvent(event, path: path, now: now)
        }
    }

    /// `IN_CLOSE_WRITE` and `IN_MOVED_TO` say the content is final: due now. Anything
    /// else (create, modify, delete, rename away) waits to settle, because an editor
    /// is probably halfway through a save.
    private func handleFileEvent(_ event: InotifyEvent, path: String, now: UInt64) {
        let mask = event.mask
        if mask.contains(.closeWrite) {
            pending.mark(path, due: now, fromRescan: false)
        } else if mask.contains(.movedTo) {
            pending.mark(path, due: now, fromRescan: false)
            // A rename inside the tree: the old name is certainly gone.
            if let departure = moves.arrive(cookie: event.cookie), !departure.isDirectory {
                pending.mark(departure.path, due: now, fromRescan: false)
            }
        } else if mask.contains(.movedFrom) {
            moves.depart(cookie: event.cookie, path: path, isDirectory: false, expires: now + settle)
            pending.mark(path, due: now + settle, fromRescan: false)
        } else if !mask.isDisjoint(with: [.create, .modify, .delete]) {
            pending.mark(path, due: now + settle, fromRescan: false)
        }
    }

    private func handleDirectoryEvent(_ event: InotifyEvent, path: String, now: UInt64) {
        let mask = event.mask
        if mask.contains(.create) {
            // `mkdir -p a/b/c && echo > a/b/c/f` can finish before the watch exists:
            // scan, and let what was found settle in case a writer is still busy.
            watchNewDirectory(path, due: now + settle)
        } else if mask.contains(.movedTo) {
            if let departure = moves.arrive(cookie: event.cookie), departure.isDirectory {
                moveDirectory(from: departure.path, to: path, now: now)
            } else {
                watchNewDirectory(path, due: now)  // moved in from outside the tree
            }
        } else if mask.contains(.movedFrom) {
            moves.depart(cookie: event.cookie, path: path, isDirectory: true, expires: now + settle)
        } else if mask.contains(.delete) {
            forgetDirectory(path, kernelDroppedWatches: true, due: now + settle)
        }
    }

    /// Events on a watched directory itself; only the root's matter (its parent is not
    /// watched, so nothing else reports its loss).
    private func handleWatchedDirectoryItself(_ event: InotifyEvent, path: String, now: UInt64) {
        let lost: EventMask = [.deleteSelf, .moveSelf, .ignored, .unmount]
        if path.isEmpty, !event.mask.isDisjoint(with: lost) {
            problems.append(.rootUnavailable(root: root))
            forgetDirectory("", kernelDroppedWatches: true, due: now)
        } else if event.mask.contains(.ignored) {
            table.remove(event.watchDescriptor)
        }
    }

    /// An event from a descriptor not in the table: stale if retired; otherwise a watch
    /// that is alive somewhere we no longer track (a directory that left the tree while
    /// events were lost), which is removed now.
    private func handleUnknownWatch(_ event: InotifyEvent) {
        let descriptor = event.watchDescriptor
        if event.mask.contains(.ignored) {
            retiredWatches.remove(descriptor)
        } else if !retiredWatches.contains(descriptor), !event.mask.contains(.deleteSelf) {
            InotifyTools.removeWatch(descriptor)
            retiredWatches.insert(descriptor)
        }
    }

    /// Whether a path is never reported or watched: sync cookies, editor temporaries,
    /// and whatever the caller's predicate ignores (except the ignore file itself).
    func excludes(_ path: String, name: String, isDirectory: Bool) -> Bool {
        if SyncCookie.isCookieName(name) { return true }
        if !isDirectory {
            if EditorTemporaryFile.matches(name) { return true }
            if name == ignoreFileName { return false }
        }
        return ignore(path, isDirectory)
    }

    /// Records a failed watch as a problem (the watch limit only once until it recovers).
    func report(_ failure: WatchFailure, directory: String) {
        if failure.isWatchLimit {
            guard !watchLimitReported else { return }
            watchLimitReported = true
            problems.append(.watchLimitReached(directory: directory, limit: InotifyTools.maximumWatches))
        } else {
            problems.append(.cannotWatch(directory: directory, errno: failure.code))
        }
    }

    /// Called after a watch was added successfully: the limit is no longer in the way.
    func watchAdded() { watchLimitReported = false }

    /// True while something failed that a later try may fix: the root is gone, or the watch
    /// limit left directories unwatched.
    var needsRecovery: Bool { table.descriptor(of: "") == nil || watchLimitReported }

    /// Tries again what failed: when the root is back, watches and rescans it (its files are
    /// reported as they are found); after the watch limit was hit, watches what it can now
    /// (when watches were freed) and reports the files found in newly watched folders.
    func recover(now: UInt64) {
        let rootWasLost = table.descriptor(of: "") == nil
        if rootWasLost, !FileSystem.isDirectory(absolutePath("")) { return }
        rescanEverything(verifyingContents: rootWasLost, now: now)
        if rootWasLost, table.descriptor(of: "") != nil { problems.append(.rootRestored(root: root)) }
    }
}
