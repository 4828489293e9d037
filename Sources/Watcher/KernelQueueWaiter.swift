import CInotifyTools
import Glibc

/// Sleeps the watcher thread until the kernel queues an event, another thread wakes
/// it, or a deadline passes, with microsecond precision (`ppoll`).
///
/// libinotifytools exposes no descriptor and its own timeout counts whole seconds,
/// too coarse for a 75 ms settle. Its descriptor is the `anon_inode:inotify` entry
/// that appeared in `/proc/self/fd` during `inotifytools_initialize`. If that cannot
/// be found, waits fall back to short naps: slower, never wrong, because every wait
/// is followed by a non-blocking drain.
final class KernelQueueWaiter {
    let inotifyDescriptor: Int32?
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private static let fallbackNap: UInt64 = 5_000_000

    /// Makes a waiter for the inotify descriptor found by diffing `before` with now.
    init(inotifyDescriptorsBefore before: Set<Int32>) {
        let added = Self.inotifyDescriptors().subtracting(before)
        inotifyDescriptor = added.count == 1 ? added.first : nil
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, O_NONBLOCK)  // a full pipe already means "wake"
            }
        } else {
            ends = [-1, -1]
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    deinit {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    /// Waits at most `timeout` nanoseconds; returns early on an event or a wake.
    func wait(nanoseconds timeout: UInt64) {
        var descriptors: [pollfd] = []
        if wakeRead >= 0 { descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)) }
        var limit = timeout
        if let inotifyDescriptor {
            descriptors.append(pollfd(fd: inotifyDescriptor, events: Int16(POLLIN), revents: 0))
        } else {
            limit = min(limit, Self.fallbackNap)
        }
        limit = min(limit, 60_000_000_000)
        var deadline = timespec(tv_sec: Int(limit / 1_000_000_000), tv_nsec: Int(limit % 1_000_000_000))
        _ = ppoll(&descriptors, nfds_t(descriptors.count), &deadline, nil)
        if wakeRead >= 0 {
            var scratch = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &scratch, scratch.count) > 0 {}
        }
    }

    /// Ends the current or next wait at once; callable from any thread.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// The descriptors of this process that are inotify instances.
    static func inotifyDescriptors() -> Set<Int32> {
        guard let entries = FileSystem.entries(ofDirectory: "/proc/self/fd") else { return [] }
        var found: Set<Int32> = []
        var target = [CChar](repeating: 0, count: 64)
        for entry in entries {
            guard let descriptor = Int32(entry.name) else { continue }
            let length = readlink("/proc/self/fd/" + entry.name, &target, target.count - 1)
            guard length > 0 else { continue }
            let link = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link == "anon_inode:inotify" { found.insert(descriptor) }
        }
        return found
    }
}

/// Monotonic time in nanoseconds, for deadlines on the watcher thread.
func monotonicNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
