import Glibc
@testable import Server
import Testing

extension SocketTests {
    /// What `Syscall.accept` hands back: a non-blocking socket that sends each event at once.
    @Suite struct AcceptedSocketTests {
        @Test func acceptedSocketsAreNonBlockingWithoutNagle() throws {
            let listener = try Syscall.listeningSocket(host: "127.0.0.1", port: 0, backlog: 4)
            defer { Syscall.close(listener) }
            let client = try LineClient(port: try Syscall.localPort(listener))
            var accepted: (fd: Int32, peer: String)?
            for _ in 0..<1000 where accepted == nil {
                // The connection is queued by the kernel once `LineClient` returns; poll for it.
                var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, 10)
                accepted = try Syscall.accept(listener)
            }
            let fd = try #require(accepted?.fd)
            defer { Syscall.close(fd) }
            var noDelay: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            #expect(getsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, &length) == 0)
            #expect(noDelay == 1)
            #expect(fcntl(fd, F_GETFL) & O_NONBLOCK != 0)
            _ = client
        }
    }
}
