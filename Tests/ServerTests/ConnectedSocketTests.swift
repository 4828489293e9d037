import Dispatch
import Glibc
@testable import Server
import Testing

extension SocketTests {
    /// `ConnectedSocket`, the socket core under the line protocol, HTTP and the EverLayout
    /// bridge: it reads to the end of input, writes everything through back-pressure, and
    /// closes its descriptor once, after its sources are gone.
    @Suite struct ConnectedSocketTests {
        /// One end of a connected pair driven from its queue as a connection drives it; the
        /// test holds the other end (`peer`, blocking).
        final class Endpoint: @unchecked Sendable {
            let queue = DispatchQueue(label: "connected-socket-test")
            let socket: ConnectedSocket
            let peer: Int32
            /// Signalled when a write ends other than by waiting for room.
            let wrote = DispatchSemaphore(value: 0)
            /// Signalled when a read ends other than by the socket running dry.
            let readEnded = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            // Confined to `queue`.
            var pending: [[UInt8]] = []
            var writeOutcomes: [ConnectedSocket.WriteOutcome] = []
            var received: [UInt8] = []
            var readOutcome: ConnectedSocket.ReadOutcome?

            init() throws {
                var pair: [Int32] = [-1, -1]
                try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
                try Syscall.setNonBlocking(pair[0])
                socket = ConnectedSocket(fd: pair[0], queue: queue)
                peer = pair[1]
            }

            deinit {
                // libdispatch traps on releasing a source that is suspended and not cancelled.
                queue.sync { socket.close() }
                Syscall.close(peer)
            }

            func open() {
                queue.sync {
                    socket.open(
                        readable: { [weak self] in self?.readable() }, writable: { [weak self] in self?.flush() },
                        finished: { [finished] in finished.signal() })
                    socket.activate()
                }
            }

            func flush() {
                let outcome = socket.write { pending.isEmpty ? [] : pending.removeFirst() }
                writeOutcomes.append(outcome)
                if outcome != .waitingForRoom { wrote.signal() }
            }

            private func readable() {
                // A small buffer: one event takes several reads.
                let outcome = socket.read(bufferSize: 16, while: { true }) { received += $0 }
                guard outcome != .wouldBlock else { return }
                readOutcome = outcome
                socket.suspendReading()
                readEnded.signal()
            }

            /// Reads from the peer end until `count` bytes or the end of input, within 10 s.
            func readFromPeer(atMost count: Int) -> (bytes: [UInt8], ended: Bool) {
                var bytes: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 64 * 1024)
                let deadline = ContinuousClock.now + .seconds(10)
                while bytes.count < count, ContinuousClock.now < deadline {
                    guard Syscall.waitUntilReadable(peer, milliseconds: 100) else { continue }
                    let read = chunk.withUnsafeMutableBytes { Glibc.read(peer, $0.baseAddress, $0.count) }
                    if read == 0 { return (bytes, true) }
                    if read > 0 { bytes += chunk[0..<read] }
                }
                return (bytes, false)
            }
        }

        static let payload = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }

        @Test func writesEverythingGivenThroughBackPressure() throws {
            let endpoint = try Endpoint()
            endpoint.open()
            endpoint.queue.sync {
                endpoint.pending = [Array(Self.payload[..<2_000_000]), Array(Self.payload[2_000_000...])]
                endpoint.flush()
            }
            // Three megabytes do not fit in a socket pair's buffers: the write waits for room.
            #expect(endpoint.queue.sync { (endpoint.writeOutcomes, endpoint.socket.isWaitingForRoom) } == ([.waitingForRoom], true))
            let (bytes, ended) = endpoint.readFromPeer(atMost: Self.payload.count)
            #expect(endpoint.wrote.wait(timeout: .now() + 10) == .success)
            #expect(bytes == Self.payload)
            #expect(!ended)
            #expect(endpoint.queue.sync { (endpoint.writeOutcomes.last, endpoint.socket.isWaitingForRoom, endpoint.socket.unsentByteCount) } == (.drained, false, 0))
        }

        @Test func readsToTheEndOfInput() throws {
            let endpoint = try Endpoint()
            endpoint.open()
            let sent = Array("a hundred bytes, read sixteen at a time, then the end of input: ".utf8) + [UInt8](repeating: 0x2E, count: 36)
            #expect(sent.withUnsafeBytes { Glibc.write(endpoint.peer, $0.baseAddress, $0.count) } == 100)
            #expect(shutdown(endpoint.peer, Int32(SHUT_WR)) == 0)
            #expect(endpoint.readEnded.wait(timeout: .now() + 10) == .success)
            #expect(endpoint.queue.sync { (endpoint.received, endpoint.readOutcome, endpoint.socket.isReadingSuspended) } == (sent, .endOfFile, true))
        }

        @Test func closingWhileOutputWaitsDropsItAndClosesTheDescriptorOnce() throws {
            let endpoint = try Endpoint()
            endpoint.open()
            endpoint.queue.sync {
                endpoint.pending = [Self.payload]
                endpoint.flush()
            }
            let unsent = endpoint.queue.sync {
                defer { endpoint.socket.close() }
                return endpoint.socket.unsentByteCount
            }
            #expect(unsent > 0)
            #expect(endpoint.finished.wait(timeout: .now() + 10) == .success)
            // The peer reads what was sent before the close, then the end: the descriptor is closed.
            let (bytes, ended) = endpoint.readFromPeer(atMost: Self.payload.count)
            #expect(ended)
            #expect(bytes == Array(Self.payload[..<(Self.payload.count - unsent)]))
            #expect(endpoint.queue.sync { endpoint.socket.write { [1] } } == .closed)
            #expect(endpoint.finished.wait(timeout: .now()) == .timedOut)
        }

        @Test func aSocketClosedBeforeItOpensClosesItsDescriptorWhenOpened() throws {
            let endpoint = try Endpoint()
            endpoint.queue.sync { endpoint.socket.close() }
            endpoint.open()
            #expect(endpoint.finished.wait(timeout: .now() + 10) == .success)
            #expect(endpoint.readFromPeer(atMost: 1) == ([], true))
        }
    }
}
