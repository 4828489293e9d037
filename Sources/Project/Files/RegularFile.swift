import Foundation
import Templates

/// Reading a file the project names — a `.layout-ignore`, a template given on the command
/// line — with one descriptor opened without blocking: a path that is (or was swapped for) a
/// FIFO, a socket or a device is refused at once instead of parking the reader in `open` or
/// `read` until some writer appears.
public enum RegularFile {
    /// Why a file could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The bytes of the regular file at `path` (symlinks followed), or, when it holds more
    /// than `maxBytes`, `.tooLarge` with its size.
    public static func read(_ path: String, maxBytes: Int = XMLLimits.maximumFileSize) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(description: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(description: "not a regular file") }
        guard Int(info.st_size) <= maxBytes else {
            throw Failure(description: "file is too large (\(info.st_size) bytes; the limit is \(maxBytes) bytes)")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maxBytes else { throw Failure(description: "file is too large (it grew past \(maxBytes) bytes)") }
                bytes += repeatElement(0, count: Swift.max(4096, count))
            }
            let result = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                throw Failure(description: String(cString: strerror(errno)))
            }
            count += result
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
