import FileAccess

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
        fd = try Syscall.connectedSocket(host: host, port: port, receiveBufferSize: receiveBufferSize)
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
            guard Syscall.waitUntilReadable(fd, milliseconds: milliseconds) else { continue }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            switch chunk.withUnsafeMutableBytes({ try? Syscall.read(fd, into: $0) }) {
            case .transferred(let count)?:
                buffer += chunk[0..<count]
            case .wouldBlock?:
                continue
            case .endOfFile?, nil:
                // A failed read ends the stream as end of file does.
                reachedEndOfFile = true
                if !buffer.isEmpty { buffer.append(UInt8(ascii: "\n")) }
            }
        }
    }
}
