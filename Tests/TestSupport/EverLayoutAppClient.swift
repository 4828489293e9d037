import Diagnostics
import Foundation
import Glibc

/// A client that behaves as an EverLayout app's `EverLayoutBridge` (R-EL-BRIDGE-CLIENT):
/// it sends nothing; everything available at one read is one document; a JSON object with a
/// string `name` is an update for the layouts of that name, anything else is dropped silently
/// (a split document, two documents in one read, a non-JSON file). Every wait has a deadline.
public final class EverLayoutAppClient {
    /// What one read burst was.
    public enum Burst: Equatable, CustomStringConvertible {
        /// Posted as `layout-update__<name>` with the bytes as its object.
        case update(name: String, bytes: [UInt8])
        /// Not a JSON object with a string `name`: the app drops it.
        case dropped([UInt8])

        public var description: String {
            switch self {
            case let .update(name, bytes): "update \(name): \(String(decoding: bytes, as: UTF8.self))"
            case let .dropped(bytes): "dropped: \(String(decoding: bytes, as: UTF8.self))"
            }
        }
    }

    private let fd: Int32
    private var isClosed = false
    /// True once the server closed the connection.
    public private(set) var reachedEndOfFile = false

    /// Connects to 127.0.0.1:`port` (the app's `connectToLayoutServer(withIP:port:)`).
    public init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw AppClientError.system("socket", errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            isClosed = true
            throw AppClientError.system("connect", code)
        }
    }

    deinit { close() }

    /// Closes the connection in order (the server reads end of file).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(fd)
    }

    /// Resets the connection (RST instead of FIN), as a killed simulator app may.
    public func reset() {
        guard !isClosed else { return }
        var abort = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
        close()
    }

    /// The next `count` bytes, however many reads they take; nil at end of file or when
    /// `timeout` passes between two reads.
    public func nextBytes(_ count: Int, timeout: Duration = .seconds(10)) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 2048)
        while bytes.count < count {
            guard !reachedEndOfFile, waitUntilReadable(timeout: timeout) else { return nil }
            let read = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, min($0.count, count - bytes.count), Int32(MSG_DONTWAIT)) }
            if read > 0 {
                bytes += chunk[0..<read]
            } else if read == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                reachedEndOfFile = true
            }
        }
        return bytes
    }

    /// The next read burst: waits for bytes, then reads everything available at once (the app
    /// reads 2048-byte chunks while the stream has bytes available). Nil at end of file or
    /// when `timeout` passes.
    public func nextBurst(timeout: Duration = .seconds(10)) -> Burst? {
        guard !reachedEndOfFile, waitUntilReadable(timeout: timeout) else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 2048)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                bytes += chunk[0..<count]
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { reachedEndOfFile = true }
            break
        }
        if bytes.isEmpty { return nil }
        return Self.route(bytes)
    }

    /// What the app makes of one burst.
    public static func route(_ bytes: [UInt8]) -> Burst {
        guard let text = String(validating: bytes, as: UTF8.self), let json = try? JSON.parse(text),
            let name = json["name"]?.stringValue
        else { return .dropped(bytes) }
        return .update(name: name, bytes: bytes)
    }

    /// Nothing arrives within `timeout` (only to check that nothing was sent once the
    /// server has processed what would have sent it).
    public func isQuiet(for timeout: Duration = .milliseconds(50)) -> Bool {
        !waitUntilReadable(timeout: timeout)
    }

    private func waitUntilReadable(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, milliseconds) > 0 { return true }
        }
    }
}

/// A socket call of the test client failed.
public enum AppClientError: Error {
    case system(String, Int32)
}
