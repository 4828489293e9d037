import CInotifyTools
import Glibc

/// The process-wide libinotifytools instance. Every call happens on one thread at a
/// time (the starting thread, then the watcher thread): the library keeps its watch
/// table and event buffer in globals and statics.
enum InotifyTools {
    /// Starts the library; fails with the instance limit spelled out.
    static func initialize() throws(WatcherProblem) {
        guard inotifytools_initialize() != 0 else {
            let code = inotifytools_error()
            if code == EMFILE { throw .instanceLimitReached(limit: readLimit("max_user_instances")) }
            throw .cannotInitialize(errno: code)
        }
    }

    /// Drains the library's buffered events and releases its state, so the next
    /// `initialize()` starts clean: `inotifytools_cleanup` leaves the read buffer's
    /// position alone, and a later instance would otherwise get stale events.
    static func cleanUp() {
        var drained = 0
        while drained < 1_000_000, nextEvent() != nil { drained += 1 }
        inotifytools_cleanup()
    }

    /// Adds a watch on a directory and returns its descriptor, or the `errno` of the failure.
    static func addWatch(directory absolutePath: String) -> Result<Int32, WatchFailure> {
        // The library never forgets a watch the kernel dropped (a deleted directory), and
        // its name index keeps the first entry of a name; move stale entries out of the
        // way, or the new watch's descriptor could not be looked up by name.
        let key = absolutePath + "/"
        var attempts = 0
        while inotifytools_wd_from_filename(key) >= 0 && attempts < 8 {
            evictionCounter += 1
            inotifytools_replace_filename(key, "\u{1}evicted-\(evictionCounter)/")
            attempts += 1
        }
        guard inotifytools_watch_file(absolutePath, Int32(bitPattern: EventMask.watched.rawValue)) != 0 else {
            return .failure(WatchFailure(code: inotifytools_error()))
        }
        let descriptor = inotifytools_wd_from_filename(key)
        return descriptor >= 0 ? .success(descriptor) : .failure(WatchFailure(code: ENOENT))
    }

    /// Removes a watch the kernel still has (the caller knows it is alive).
    static func removeWatch(_ descriptor: Int32) {
        _ = inotifytools_remove_watch_by_wd(descriptor)
    }

    /// Tells the library that a watched directory moved, so its names stay right.
    static func renameDirectory(from oldPath: String, to newPath: String) {
        inotifytools_replace_filename(oldPath + "/", newPath + "/")
    }

    /// The next event without blocking: one already buffered, or one read from the
    /// kernel if any is queued. `inotifytools_next_events` with timeout 0 polls;
    /// `inotifytools_next_event(0)` would block forever (it maps 0 to "no timeout").
    static func nextEvent() -> InotifyEvent? {
        guard let event = inotifytools_next_events(0, 1) else { return nil }
        return InotifyEvent(copying: event)
    }

    /// The current per-user watch limit, if readable.
    static var maximumWatches: Int? {
        let value = inotifytools_get_max_user_watches()
        return value > 0 ? Int(value) : nil
    }

    /// Reads `/proc/sys/fs/inotify/<name>` (the library reads the wrong file for the queue size).
    static func readLimit(_ name: String) -> Int? {
        guard let file = fopen("/proc/sys/fs/inotify/" + name, "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 32)
        guard fgets(&line, Int32(line.count), file) != nil else { return nil }
        let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return Int(String(decoding: bytes, as: UTF8.self).trimmingWhitespace)
    }

    /// Makes eviction names unique; touched only by the thread that owns the library.
    private nonisolated(unsafe) static var evictionCounter = 0
}

/// Why adding a watch failed.
struct WatchFailure: Error {
    let code: Int32
    /// The directory vanished or was replaced before the watch was added: nothing to report.
    var directoryIsGone: Bool { code == ENOENT || code == ENOTDIR }
    var isWatchLimit: Bool { code == ENOSPC }
}

extension String {
    /// The string without leading and trailing spaces and newlines.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
