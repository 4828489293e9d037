import Foundation
import Glibc

/// A blocking test client on 127.0.0.1 whose every read has a deadline (poll), so a
/// misbehaving server fails a test instead of hanging it.
final class TestClient {
    let fd: Int32
    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no newline (so a long line is scanned once).
    private var scanned = 0
    private(set) var sawEndOfFile = false

    /// Connects; `receiveBufferSize` (set before connecting) makes a client whose
    /// kernel buffer fills quickly, for slow-client tests.
    init(port: UInt16, receiveBufferSize: Int32? = nil, ipv6: Bool = false) throws {
        fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestClientError.system("socket", errno) }
        if var size = receiveBufferSize {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        let result: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr = in6addr_loopback
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            isClosed = true
            throw TestClientError.system("connect", code)
        }
    }

    private var isClosed = false

    deinit { close() }

    /// Closes the socket (the server reads end-of-file).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(fd)
    }

    /// Sends all of `text`.
    func send(_ text: String) { send(bytes: Array(text.utf8)) }

    /// Sends all of `bytes` (stops quietly if the server has closed).
    func send(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Half-closes: the server reads end-of-file.
    func shutdownSending() { shutdown(fd, Int32(SHUT_WR)) }

    /// The next line without its terminator, or nil at end-of-file or when `timeout` passes.
    func readLine(timeout: Duration = .seconds(10)) -> String? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                scanned = 0
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            scanned = buffer.count
            guard fill(until: deadline) else { return nil }
        }
    }

    /// Everything until the server closes, or nil if it has not closed by `timeout`.
    func readToEnd(timeout: Duration = .seconds(10)) -> String? {
        let deadline = ContinuousClock.now + timeout
        while !sawEndOfFile {
            guard fill(until: deadline) || sawEndOfFile else { return nil }
        }
        defer {
            buffer = []
            scanned = 0
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Reads more bytes; false on timeout or end-of-file.
    private func fill(until deadline: ContinuousClock.Instant) -> Bool {
        guard !sawEndOfFile else { return false }
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return false }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000) + 1
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 {
            sawEndOfFile = true
            return false
        }
        buffer += chunk[0..<count]
        return true
    }
}

enum TestClientError: Error {
    case system(String, Int32)
}

/// The number of this process's open TCP sockets whose local port is `port`: the
/// listener and its accepted connections. Unlike a count of every descriptor, tests
/// running in parallel (with their own ports) cannot change it.
func openSocketCount(localPort port: UInt16) -> Int {
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    var inodes = Set<Substring>()
    for fd in fds {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + fd),
              target.hasPrefix("socket:[") else { continue }
        inodes.insert(Substring(target.dropFirst(8).dropLast()))
    }
    var count = 0
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { continue }
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, let colon = fields[1].lastIndex(of: ":"),
                  UInt16(fields[1][fields[1].index(after: colon)...], radix: 16) == port,
                  inodes.contains(fields[9]) else { continue }
            count += 1
        }
    }
    return count
}
