import Glibc

/// Something that stops the watcher from seeing every change; thrown by `start()`,
/// reported to the problem handler afterwards.
public enum WatcherProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// `inotify_add_watch` failed with `ENOSPC`: the per-user watch limit is used up.
    case watchLimitReached(directory: String, limit: Int?)
    /// `inotify_init` failed with `EMFILE`: the per-user instance limit is used up.
    case instanceLimitReached(limit: Int?)
    /// A directory could not be watched for another reason (`errno` given).
    case cannotWatch(directory: String, errno: Int32)
    /// The root itself is missing, not a directory, or was deleted or moved away.
    case rootUnavailable(root: String)
    /// Not a problem but its end: the root came back (it is watched and rescanned again).
    case rootRestored(root: String)
    /// libinotifytools keeps process-global state: one watcher per process.
    case anotherWatcherIsRunning
    /// The inotify descriptor's number is past what libinotifytools' select() can wait on.
    case descriptorTooHigh(descriptor: Int32)
    /// `inotify_init` failed for another reason.
    case cannotInitialize(errno: Int32)

    public var description: String {
        switch self {
        case .watchLimitReached(let directory, let limit):
            let current = limit.map { "fs.inotify.max_user_watches = \($0)" }
                ?? "fs.inotify.max_user_watches"
            let raised = Self.suggestedLimit(above: limit)
            return """
                cannot watch '\(directory.isEmpty ? "." : directory)': the inotify watch limit \
                (\(current)) is reached, so changes there would be missed. Raise it with \
                `sudo sysctl fs.inotify.max_user_watches=\(raised)` (add \
                `fs.inotify.max_user_watches=\(raised)` to /etc/sysctl.conf to keep it), \
                or ignore large folders in .layout-ignore.
                """
        case .instanceLimitReached(let limit):
            let current = limit.map { "fs.inotify.max_user_instances = \($0)" }
                ?? "fs.inotify.max_user_instances"
            let raised = max(512, (limit ?? 128) * 2)
            return """
                cannot start watching: the inotify instance limit (\(current)) is reached. \
                Raise it with `sudo sysctl fs.inotify.max_user_instances=\(raised)`.
                """
        case .cannotWatch(let directory, let code):
            return "cannot watch '\(directory.isEmpty ? "." : directory)': \(String(cString: strerror(code)))"
        case .rootUnavailable(let root):
            return "the project root '\(root)' is not a directory any more (deleted or moved); nothing is watched until it is back"
        case .rootRestored(let root):
            return "the project root '\(root)' is back: watching it again"
        case .anotherWatcherIsRunning:
            return "another watcher is running in this process (libinotifytools is process-global); stop it first"
        case .descriptorTooHigh(let descriptor):
            return """
                cannot start watching: the inotify descriptor is number \(descriptor), and libinotifytools \
                can only wait on descriptors below \(FD_SETSIZE) (select); start the watcher before \
                opening that many files or connections
                """
        case .cannotInitialize(let code):
            return "cannot start inotify: \(String(cString: strerror(code)))"
        }
    }

    /// A watch limit worth suggesting: the common 524288, or double the current one.
    static func suggestedLimit(above limit: Int?) -> Int {
        max(524_288, (limit ?? 0) * 2)
    }
}
