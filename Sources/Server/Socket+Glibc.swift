// The one file of the Server target that talks to the OS. Every call captures
// errno together with the call's name, and EINTR is retried in `Syscall.retrying`.
import FileAccess
import Glibc

extension SystemError {
    /// True when the peer reset the connection or is gone.
    var isPeerGone: Bool { errno == ECONNRESET || errno == EPIPE }

    /// True when the call failed because the per-process or system descriptor table is full.
    var isDescriptorExhaustion: Bool { errno == EMFILE || errno == ENFILE }
}

/// What a non-blocking read or write did.
enum TransferResult: Equatable {
    case transferred(Int)
    case wouldBlock
    case endOfFile
}

/// Thin wrappers over the socket calls the server and its client (`LineClient`) need.
enum Syscall {
    /// Runs `body` until it stops failing with EINTR; throws its errno on any other failure.
    static func retrying<T: BinaryInteger>(_ call: String, _ body: () -> T) throws(SystemError) -> T {
        try FileSyscall.retrying(call, body)
    }

    /// Writing to a socket whose peer has gone must fail with EPIPE, not kill the process.
    static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// A listening, non-blocking TCP socket bound to `host:port` (IPv4 or IPv6 literal, or `localhost`).
    static func listeningSocket(host: String, port: UInt16, backlog: Int32) throws(SystemError) -> Int32 {
        let address = try SocketAddress(host: host, port: port)
        let fd = try retrying("socket") { Glibc.socket(address.family, Int32(SOCK_STREAM.rawValue), 0) }
        do {
            var yes: Int32 = 1
            _ = try retrying("setsockopt(SO_REUSEADDR)") {
                setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            }
            _ = try address.withSockaddr { pointer, length throws(SystemError) in
                try retrying("bind(\(host):\(port))") { Glibc.bind(fd, pointer, length) }
            }
            _ = try retrying("listen") { Glibc.listen(fd, backlog) }
            try setNonBlocking(fd)
            return fd
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    /// The port a socket is bound to (for port 0, the one the kernel chose).
    static func localPort(_ fd: Int32) throws(SystemError) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = try withUnsafeMutablePointer(to: &storage) { pointer throws(SystemError) in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw throws(SystemError) in
                try retrying("getsockname") { getsockname(fd, raw, &length) }
            }
        }
        return SocketAddress(storage: storage).port
    }

    /// Accepts one pending connection as a non-blocking descriptor with its peer address,
    /// or nil when none is pending. (`accept4` is not exported here, hence the `fcntl`.)
    static func accept(_ listener: Int32) throws(SystemError) -> (fd: Int32, peer: String)? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd: Int32
        do {
            fd = try withUnsafeMutablePointer(to: &storage) { pointer throws(SystemError) in
                try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw throws(SystemError) in
                    try retrying("accept") { Glibc.accept(listener, raw, &length) }
                }
            }
        } catch where error.errno == EAGAIN || error.errno == EWOULDBLOCK || error.errno == ECONNABORTED {
            return nil
        }
        do {
            try setNonBlocking(fd)
            try disableCoalescing(fd)
        } catch {
            Glibc.close(fd)
            throw error
        }
        return (fd, SocketAddress(storage: storage).description)
    }

    /// Sets TCP_NODELAY: every event is one complete message, written as soon as it is
    /// ready. With Nagle's algorithm on, an event sent while the peer still delays its
    /// acknowledgement of the previous one waits for that ACK — up to 40 ms on Linux.
    static func disableCoalescing(_ fd: Int32) throws(SystemError) {
        var yes: Int32 = 1
        _ = try retrying("setsockopt(TCP_NODELAY)") {
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    /// Sets O_NONBLOCK on a descriptor.
    static func setNonBlocking(_ fd: Int32) throws(SystemError) {
        let flags = try retrying("fcntl(F_GETFL)") { fcntl(fd, F_GETFL) }
        _ = try retrying("fcntl(F_SETFL)") { fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// A blocking TCP socket connected to `host:port` (IPv4 or IPv6 literal, or `localhost`); a
    /// small `receiveBufferSize` shrinks the kernel's receive buffer (slow-client tests).
    static func connectedSocket(host: String, port: UInt16, receiveBufferSize: Int32?) throws(SystemError) -> Int32 {
        let address = try SocketAddress(host: host, port: port)
        let fd = try retrying("socket") { Glibc.socket(address.family, Int32(SOCK_STREAM.rawValue), 0) }
        do {
            if var size = receiveBufferSize {
                _ = try retrying("setsockopt(SO_RCVBUF)") {
                    setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
                }
            }
            _ = try address.withSockaddr { pointer, length throws(SystemError) in
                try retrying("connect(\(host):\(port))") { Glibc.connect(fd, pointer, length) }
            }
            return fd
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    /// Waits up to `milliseconds` for `fd` to have bytes or end of file to read. False on a
    /// timeout, and on EINTR too: the caller works out what is left of its deadline and waits again.
    static func waitUntilReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&poller, 1, milliseconds) > 0
    }

    /// Reads what is available into `buffer`.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> TransferResult {
        do {
            let count = try retrying("read") { Glibc.read(fd, buffer.baseAddress, buffer.count) }
            return count == 0 ? .endOfFile : .transferred(count)
        } catch where error.errno == EAGAIN || error.errno == EWOULDBLOCK {
            return .wouldBlock
        }
    }

    /// Writes what the socket accepts now of `bytes[offset...]`; MSG_NOSIGNAL keeps a gone
    /// peer from raising SIGPIPE.
    static func send(_ fd: Int32, _ bytes: [UInt8], from offset: Int) throws(SystemError) -> TransferResult {
        do {
            let count = try retrying("send") {
                bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            }
            return .transferred(count)
        } catch where error.errno == EAGAIN || error.errno == EWOULDBLOCK {
            return .wouldBlock
        }
    }

    /// Half-closes the sending side, so the peer reads end-of-file after our last byte.
    static func shutdownWrite(_ fd: Int32) {
        _ = Glibc.shutdown(fd, Int32(SHUT_WR))
    }

    /// Closes a descriptor. Not retried on EINTR: on Linux the descriptor is released anyway,
    /// and a retry could close a descriptor another thread has just been given.
    /// Hands free heap memory back to the system (glibc keeps freed blocks for reuse, so a
    /// spike of queued events would otherwise stay in the process's footprint).
    static func trimHeap() {
        _ = glibcMallocTrim(0)
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }
}

/// An IPv4 or IPv6 socket address.
struct SocketAddress: CustomStringConvertible {
    private var storage = sockaddr_storage()

    /// Parses a numeric address; `localhost` means 127.0.0.1.
    init(host: String, port: UInt16) throws(SystemError) {
        let literal = host == "localhost" ? "127.0.0.1" : host
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET, literal, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            withUnsafeMutableBytes(of: &storage) { target in withUnsafeBytes(of: v4) { target.copyMemory(from: $0) } }
        } else if inet_pton(AF_INET6, literal, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            withUnsafeMutableBytes(of: &storage) { target in withUnsafeBytes(of: v6) { target.copyMemory(from: $0) } }
        } else {
            throw SystemError(call: "inet_pton(\(host))", errno: EINVAL)
        }
    }

    init(storage: sockaddr_storage) {
        self.storage = storage
    }

    var family: Int32 { Int32(storage.ss_family) }

    var port: UInt16 {
        withUnsafeBytes(of: storage) { raw in
            family == AF_INET6
                ? UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
                : UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
        }
    }

    var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        withUnsafeBytes(of: storage) { raw in
            if family == AF_INET6 {
                var address = raw.load(as: sockaddr_in6.self).sin6_addr
                _ = inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
            } else {
                var address = raw.load(as: sockaddr_in.self).sin_addr
                _ = inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
            }
        }
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return family == AF_INET6 ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Calls `body` with the address as a `sockaddr` pointer and its length.
    func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) throws(SystemError) -> T) throws(SystemError) -> T {
        let length = socklen_t(family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        var copy = storage
        return try withUnsafePointer(to: &copy) { pointer throws(SystemError) in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw throws(SystemError) in try body(raw, length) }
        }
    }
}

/// glibc's `malloc_trim` (in `<malloc.h>`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
