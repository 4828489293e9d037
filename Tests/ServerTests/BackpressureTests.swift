import Diagnostics
import Foundation
@testable import Server
import Testing

extension SocketTests {
    @Suite struct BackpressureTests {
        /// A message of about `size` bytes carrying its sequence number.
        private func message(_ sequence: Int, size: Int, key: String? = nil) -> OutgoingMessage {
            OutgoingMessage(["event": "render", "revision": .number(Double(sequence)), "padding": .string(String(repeating: "p", count: size))], coalescingKey: key)
        }

        /// A fan-out is written on the calling thread: when it returns nothing waits in any
        /// connection's queue, and every client gets it.
        @Test func aFanOutIsWrittenBeforeItReturns() throws {
            let server = try TestServer()
            let clients = try (0..<12).map { _ in try server.lineClient() }
            #expect(server.recorder.wait { $0.connected.count == clients.count })
            let connections = server.recorder.snapshot.connected
            #expect(Fanout.send(message(7, size: 100), to: [connections[0]]) == 1)
            #expect(connections[0].queuedMessageCount == 0)
            #expect(clients[0].readLine()?.hasPrefix("{\"event\":\"render\",\"revision\":7,") == true)
            #expect(Fanout.send(message(8, size: 100), to: connections) == clients.count)
            #expect(connections.map(\.queuedMessageCount) == Array(repeating: 0, count: 12))
            for client in clients {
                #expect(client.readLine()?.hasPrefix("{\"event\":\"render\",\"revision\":8,") == true)
            }
        }

        /// From `Fanout.splitAt` connections on, two threads write the halves: still written
        /// before it returns, every client once, and the count is all of them.
        @Test func aLargeFanOutIsWrittenInTwoHalvesBeforeItReturns() throws {
            let server = try TestServer { $0.maxConnections = 100 }
            let clients = try (0..<Fanout.splitAt + 6).map { _ in try server.lineClient() }
            #expect(server.recorder.wait { $0.connected.count == clients.count })
            let connections = server.recorder.snapshot.connected
            #expect(Fanout.send(message(9, size: 100), to: connections) == 70)
            #expect(connections.map(\.queuedMessageCount) == Array(repeating: 0, count: 70))
            #expect(Fanout.send(message(10, size: 100), to: connections) == 70)
            for client in clients {
                #expect(client.readLine()?.hasPrefix("{\"event\":\"render\",\"revision\":9,") == true)
                #expect(client.readLine()?.hasPrefix("{\"event\":\"render\",\"revision\":10,") == true)
            }
        }

        /// A render larger than the queue's byte limit reaches a client that reads it, whole.
        @Test func aMessageLargerThanTheLimitStreamsToAReader() throws {
            let server = try TestServer { $0.maxQueuedBytes = 1024 * 1024 }
            let client = try server.lineClient()
            #expect(server.recorder.wait { $0.connected.count == 1 })
            let connection = try #require(server.recorder.snapshot.connected.first)
            for sequence in 0..<3 {
                #expect(connection.send(message(sequence, size: 9 * 1024 * 1024)))
                let line = try #require(client.readLine())
                #expect(line.hasPrefix("{\"event\":\"render\",\"revision\":\(sequence),"))
                #expect(line.utf8.count == 9 * 1024 * 1024 + 44)
            }
            #expect(server.recorder.snapshot.closed.isEmpty)
        }

        @Test func aClientThatNeverReadsIsDroppedWithoutDelayingOthers() throws {
            let server = try TestServer {
                $0.maxQueuedMessages = 2000
                // 25 messages of 16 KiB (the most the fast client can have waiting) fit; the
                // 16 MiB sent in all do not fit in a non-reader's kernel buffers plus 1 MiB.
                $0.maxQueuedBytes = 1024 * 1024
            }
            let slow = try server.lineClient(receiveBufferSize: 4096)
            let fast = try server.lineClient()
            #expect(server.recorder.wait { $0.connected.count == 2 })
            let slowConnection = try #require(server.recorder.snapshot.connected.first)
            let fastConnection = try #require(server.recorder.snapshot.connected.last)
            var received = 0
            var inOrder = true
            for batch in 0..<40 {
                for index in 0..<25 {
                    Fanout.send(message(batch * 25 + index, size: 16 * 1024), to: [slowConnection, fastConnection])
                }
                // Wait for the fast client to read this batch (an event, not a sleep).
                while received < (batch + 1) * 25, let line = fast.readLine() {
                    inOrder = inOrder && line.hasPrefix("{\"event\":\"render\",\"revision\":\(received),")
                    received += 1
                }
            }
            #expect(received == 1000)
            #expect(inOrder)
            guard case let .dropped(reason)? = server.recorder.closeReason(of: slowConnection) else {
                Issue.record("the slow client was not dropped")
                return
            }
            #expect(reason.hasPrefix("outgoing queue full ("))
            #expect(reason.hasSuffix("limits 2000 messages, 1048576 bytes): the client is not reading"))
            #expect(server.recorder.snapshot.closed.allSatisfy { $0.0 !== fastConnection })
            withExtendedLifetime(slow) {}
        }

        @Test func aSlowClientGetsOnlyTheLatestMessagePerKey() throws {
            let server = try TestServer()
            let slow = try server.lineClient(receiveBufferSize: 4096)
            let connection = try #require(server.recorder.snapshot.connected.first)
            // Fill the kernel buffers until the socket would block. (`isWaitingForSocket` runs on
            // the connection's queue after the flush each `send` scheduled.)
            var filler = 0
            while !connection.isWaitingForSocket, filler < 2000 {
                connection.send(message(-1, size: 8 * 1024))
                filler += 1
            }
            #expect(connection.isWaitingForSocket)
            for revision in 0..<500 {
                #expect(connection.send(message(revision, size: 100, key: "Screens/Home.xml")))
            }
            connection.send(["event": "synced"])
            #expect(connection.coalescedMessageCount >= 450)
            var revisions: [Int] = []
            while let line = slow.readLine() {
                if line == #"{"event":"synced"}"# { break }
                if let json = try? JSON.parse(line), let revision = json["revision"]?.numberValue, revision >= 0 {
                    revisions.append(Int(revision))
                }
            }
            #expect(revisions.last == 499)
            #expect(revisions.count < 50)
            #expect(revisions == revisions.sorted())
        }

        @Test func sendNeverBlocksTheCaller() throws {
            let server = try TestServer { $0.maxQueuedMessages = 100_000; $0.maxQueuedBytes = 1 << 30 }
            let slow = try server.lineClient(receiveBufferSize: 4096)
            let connection = try #require(server.recorder.snapshot.connected.first)
            // The client never reads: were `send` to wait for the socket, this loop would hang.
            // Every message is accepted and queued while the socket is full.
            var accepted = 0
            for index in 0..<10_000 where connection.send(message(index, size: 1024)) { accepted += 1 }
            #expect(accepted == 10_000)
            #expect(connection.isWaitingForSocket)
            #expect(connection.queuedMessageCount > 0)
            withExtendedLifetime(slow) {}
        }
    }

    @Suite struct ConnectionLimitTests {
        @Test func connectionsPastTheLimitAreRefusedInTheirOwnProtocol() throws {
            let server = try TestServer { $0.maxConnections = 2 }
            var first: TestClient? = try server.lineClient()
            let second = try server.lineClient()
            let third = try TestClient(port: server.port)
            #expect(third.readLine() == #"{"event":"protocol-error","message":"too many line-protocol clients (limit 2)"}"#)
            #expect(third.readToEnd() == "")
            third.close()
            // Plain HTTP takes no slot: the viewer's page and /render stay reachable.
            let http = try server.http("/json")
            #expect(http.status == 200)
            // Event streams have slots of their own.
            let streams = try (0..<2).map { _ in try TestClient(port: server.port) }
            for stream in streams {
                stream.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
                #expect(stream.readLine() == "HTTP/1.1 200 OK")
            }
            let refusedStream = try server.http("/events")
            #expect(refusedStream.status == 503)
            #expect(refusedStream.body == "too many event streams (limit 2)\n")
            first = nil
            // The second line client and the two streams stay.
            #expect(server.waitForOpenConnections { $0 == 3 })
            #expect(first == nil)
            let fourth = try server.lineClient()
            fourth.send("PING\n")
            #expect(fourth.readLine() == #"{"event":"pong"}"#)
            withExtendedLifetime((second, streams)) {}
        }

        /// A socket opened and left silent is told why and closed, so idle sockets cannot
        /// hold every slot; a client that has sent a command may stay quiet.
        @Test func silentLineClientsAreClosedWithAReason() throws {
            let server = try TestServer { $0.silentClientTimeout = .milliseconds(200) }
            let silent = try server.lineClient()
            let talking = try server.lineClient()
            talking.send("PING\n")
            #expect(talking.readLine() == #"{"event":"pong"}"#)
            #expect(silent.readLine() == #"{"event":"protocol-error","message":"no command within 200 ms; closing the connection"}"#)
            #expect(silent.readToEnd() == "")
            let silentConnection = try #require(server.recorder.snapshot.connected.first)
            #expect(server.recorder.closeReason(of: silentConnection) == .timedOut)
            talking.send("PING\n")
            #expect(talking.readLine() == #"{"event":"pong"}"#)
        }

        /// Hundreds of connections at once: every one is answered — admitted, or told why not —
        /// and none is closed without a word.
        @Test func everySimultaneousConnectionIsAnswered() throws {
            let server = try TestServer { $0.maxConnections = 4 }
            let clients = try (0..<500).map { _ in try TestClient(port: server.port) }
            var admitted = 0, refused = 0
            for client in clients {
                client.send("PING\n")
                let first = client.readLine()
                if first == #"{"event":"hello","protocol":1}"# {
                    admitted += 1
                } else if first?.hasPrefix(#"{"event":"protocol-error","message":"too many "#) == true {
                    refused += 1
                }
            }
            #expect(admitted == 4)
            #expect(refused == 496)
            // Every descriptor is closed before the next test opens thousands more.
            for client in clients { client.close() }
            #expect(server.waitForOpenConnections { $0 == 0 })
        }
    }

    @Suite struct DescriptorTests {
        @Test func tenThousandConnectionsLeakNoDescriptor() throws {
            let server = try TestServer { $0.maxConnections = 1000 }
            _ = try server.http("/json")  // Let Dispatch set up its own descriptors first.
            #expect(server.waitForOpenConnections { $0 == 0 })
            #expect(openSocketCount(localPort: server.port) == 1)  // the listener
            for index in 0..<10_000 {
                let client = try TestClient(port: server.port)
                switch index % 10 {
                case 9:
                    // A full line-protocol conversation. Accept order is first come, first served,
                    // so once this one is answered every earlier connection has been accepted:
                    // the backlog never fills.
                    client.send("PING\nQUIT\n")
                    #expect(client.readToEnd()?.hasSuffix("{\"event\":\"pong\"}\n") == true)
                case 4:
                    client.send("GET /json HTTP/1.1\r\nHost: localhost\r\n\r\n")
                    let response = client.readToEnd()
                    #expect(response?.hasPrefix("HTTP/1.1 200 OK\r\n") == true, "\(index): \(String(describing: response)) \(server.server.debugDescriptions)")
                case 7:
                    client.send(bytes: [0x00, 0xFF, 0x0A])
                default:
                    break  // Connect and close at once.
                }
            }
            #expect(server.waitForOpenConnections(timeout: 60) { $0 == 0 }, "\(server.server.debugDescriptions)")
            // Every accepted socket is closed: only the listener is left on the server's port.
            #expect(openSocketCount(localPort: server.port) == 1)
        }

        @Test func stoppingTheServerClosesEverything() throws {
            var port: UInt16 = 0
            do {
                let server = try TestServer()
                port = server.port
                let client = try server.lineClient()
                let connection = try #require(server.recorder.snapshot.connected.first)
                server.server.stop()
                #expect(client.readToEnd() != nil)
                #expect(server.recorder.closeReason(of: connection) == .serverStopped)
                #expect(server.waitForOpenConnections { $0 == 0 })
                #expect(server.server.port == nil)
            }
            // `stop` returns once the listening socket is closed (connecting is no test of
            // that: another process may already have been given the same port).
            #expect(openSocketCount(localPort: port) == 0)
        }
    }
}
