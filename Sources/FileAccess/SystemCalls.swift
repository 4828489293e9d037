// The file calls of the product: every call captures errno with the call's name, and EINTR is
// retried in `FileSyscall.retrying`.
import Glibc

/// A failed system call: its name and the errno it left.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the failed call, e.g. `bind`.
    public var call: String
    /// The errno value the call left.
    public var errno: Int32

    /// Records a failed call.
    public init(call: String, errno: Int32) {
        self.call = call
        self.errno = errno
    }

    public var description: String {
        "\(call) failed: \(String(cString: strerror(errno))) (errno \(errno))"
    }
}

/// What a path names on disk.
package enum FileKind: Equatable {
    case regular(size: Int)
    case directory
    case other
}

/// Thin wrappers over the file calls `FileRoot` needs (and `retrying`, which the server's
/// socket calls share).
package enum FileSyscall {
    /// Runs `body` until it stops failing with EINTR; throws its errno on any other failure.
    package static func retrying<T: BinaryInteger>(_ call: String, _ body: () -> T) throws(SystemError) -> T {
        while true {
            let result = body()
            if result != -1 { return result }
            let code = Glibc.errno
            if code != EINTR { throw SystemError(call: call, errno: code) }
        }
    }

    /// The canonical absolute path with every symlink resolved.
    package static func realPath(_ path: String) throws(SystemError) -> String {
        guard let resolved = Glibc.realpath(path, nil) else {
            throw SystemError(call: "realpath", errno: Glibc.errno)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What `path` names, following symlinks.
    package static func fileKind(_ path: String) throws(SystemError) -> FileKind {
        let fd = try retrying("open") { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        defer { Glibc.close(fd) }
        var info = stat()
        _ = try retrying("fstat") { fstat(fd, &info) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(info.st_size))
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// A file's size and modification time (nanoseconds since 1970), following symlinks.
    package static func stamp(_ path: String) throws(SystemError) -> FileStamp {
        var info = stat()
        _ = try retrying("fstatat") { fstatat(AT_FDCWD, path, &info, 0) }
        return FileStamp(size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    /// The contents of a file through one descriptor — no separate `stat` — unless it holds
    /// more than `maxBytes`: then only its size is read. The path is opened once, without
    /// blocking and without following a final symlink, and what was opened must be a regular
    /// file: a path swapped for a FIFO (or a symlink) after it was checked cannot park the
    /// caller in `open` or `read` waiting for a writer that never comes.
    package static func readFile(_ path: String, maxBytes: Int) throws(SystemError) -> FileContents {
        let fd = try retrying("open") { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW) }
        defer { Glibc.close(fd) }
        var info = stat()
        _ = try retrying("fstat") { fstat(fd, &info) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
        guard Int(info.st_size) <= maxBytes else { return .tooLarge(size: Int(info.st_size)) }
        // One byte of room past the size, so the read that finds the end needs no growing.
        var contents = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == contents.count {
                // The file grew since `fstat`.
                guard count <= maxBytes else { return .tooLarge(size: count) }
                contents += repeatElement(0, count: Swift.max(4096, count))
            }
            let read = try retrying("read") {
                contents.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            }
            if read == 0 { break }
            count += read
        }
        guard count <= maxBytes else { return .tooLarge(size: count) }
        contents.removeSubrange(count...)
        return .bytes(contents)
    }
}
