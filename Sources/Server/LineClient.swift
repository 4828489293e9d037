import Glibc

/// A blocking line-protocol client (the `reload` and `subscribe` commands, tests).
/// Every read has a deadline, so a silent server cannot hang the caller.
public final class LineClient {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false
    /// True once the server closed its side and every buffered line was read.
    public private(set) var reachedEndOfFile = false

    /// Connects to `host:port` (an IPv4 or IPv6 literal, or `localhost`). A small
    /// `receiveBufferSize` makes a client whose kernel buffer fills quickly (slow-client tests).
    public init(host: String = "127.0.0.1", port: UInt16, receiveBufferSize: Int32? = nil) throws(SystemError) {
        Syscall.ignoreBrokenPipeSignal()
        let address = try SocketAddress(host: host, port: port)
        let fd = try Syscall.retrying("socket") { Glibc.socket(address.family, Int32(SOCK_STREAM.rawValue), 0) }
        do {
            if var size = receiveBufferSize {
                _ = try Syscall.retrying("setsockopt(SO_RCVBUF)") {
                    setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
                }
            }
            _ = try address.withSockaddr { pointer, length throws(SystemError) in
                try Syscall.retrying("connect(\(host):\(port))") { Glibc.connect(fd, pointer, length) }
            }
        } catch {
            Glibc.close(fd)
            throw error
        }
        self.fd = fd
    }

    deinit { close() }

    /// Closes the socket.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        Syscall.close(fd)
    }

    /// Closes the sending side (the server sees end of file); replies can still be read.
    public func finishSending() {
        Syscall.shutdownWrite(fd)
    }

    /// Sends `line` and a newline (quietly nothing when the server has gone).
    public func send(line: String) {
        send(bytes: Array((line + "\n").utf8))
    }

    /// Sends raw bytes.
    public func send(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count, case let .transferred(count)? = try? Syscall.send(fd, bytes, from: offset) {
            offset += count
        }
    }

    /// The next line without its terminator, or nil at end of file or when `timeout` passes.
    public func readLine(timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if reachedEndOfFile { return nil }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return nil }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                reachedEndOfFile = true
                if !buffer.isEmpty { buffer.append(UInt8(ascii: "\n")) }
                continue
            }
            buffer += chunk[0..<count]
        }
    }
}
