import Foundation
@testable import Server
import TestSupport
import Testing

/// `DocumentPushServer`: the EverLayout Bridge's wire (raw bytes, server to client), with
/// clients tracked by identity.
@Suite struct DocumentPushServerTests {
    static let home = Array(#"{"name":"Home","root":{"views":{"!title:UILabel":{"constraints":{"top left":"@super"}}}}}"#.utf8)
    static let other = Array(#"{"name":"Other","root":{}}"#.utf8)

    /// A started server and its client count, each change an event to wait for.
    final class Fixture {
        let server: DocumentPushServer
        let port: UInt16
        let clients = ClientCount()
        let log = Lines()

        init(configure: (inout DocumentPushServer.Configuration) -> Void = { _ in }) throws {
            var configuration = DocumentPushServer.Configuration()
            configuration.gap = .zero
            configuration.log = { [log] in log.append($0) }
            configuration.clientCountChanged = { [clients] in clients.set($0) }
            configure(&configuration)
            server = DocumentPushServer(configuration: configuration)
            port = try server.start()
        }

        deinit { server.stop() }

        /// A client the server has accepted.
        func connect() throws -> EverLayoutAppClient {
            let before = server.clientCount
            let client = try EverLayoutAppClient(port: port)
            guard clients.wait(until: { $0 > before }) else { throw ClientCount.TimedOut() }
            return client
        }
    }

    @Test func everyClientGetsTheFileBytesAsTheyAre() throws {
        let fixture = try Fixture()
        let first = try fixture.connect()
        let second = try fixture.connect()
        #expect(fixture.server.push(Self.home, key: "Home.json") == 2)
        #expect(first.nextBurst() == .update(name: "Home", bytes: Self.home))
        #expect(second.nextBurst() == .update(name: "Home", bytes: Self.home))
        #expect(first.isQuiet())
    }

    @Test func theClientThatLeavesIsTheOneRemoved() throws {
        // el-bridge-disconnect-bookkeeping-bug: the Node bridge removed the last client (C) when A left.
        let fixture = try Fixture()
        let a = try fixture.connect()
        let b = try fixture.connect()
        let c = try fixture.connect()
        a.close()
        #expect(fixture.clients.wait { $0 == 2 })
        fixture.server.push(Self.home)
        #expect(b.nextBurst() == .update(name: "Home", bytes: Self.home))
        #expect(c.nextBurst() == .update(name: "Home", bytes: Self.home))
        #expect(fixture.log.all.contains { $0.hasPrefix("push client 1 ") && $0.contains("disconnected") })
    }

    @Test func aClientThatResetsDisturbsNoOne() throws {
        // The Node bridge had no error listener: one ECONNRESET ended the process.
        let fixture = try Fixture()
        let resetting = try fixture.connect()
        let staying = try fixture.connect()
        resetting.reset()
        #expect(fixture.clients.wait { $0 == 1 })
        fixture.server.push(Self.home)
        #expect(staying.nextBurst() == .update(name: "Home", bytes: Self.home))
        let newcomer = try fixture.connect()
        fixture.server.push(Self.other)
        #expect(staying.nextBurst() == .update(name: "Other", bytes: Self.other))
        #expect(newcomer.nextBurst() == .update(name: "Other", bytes: Self.other))
    }

    @Test func documentsWaitForTheGapAndTheLatestOfAFileWins() throws {
        let fixture = try Fixture { $0.gap = .seconds(3600) }
        let client = try fixture.connect()
        fixture.server.push(Self.home, key: "Home.json")
        fixture.server.push(Array(#"{"name":"Other","root":{"views":{}}}"#.utf8), key: "Other.json")
        fixture.server.push(Self.other, key: "Other.json")
        #expect(client.nextBurst() == .update(name: "Home", bytes: Self.home))
        // Written right behind the first, the app would read both as one burst and drop both.
        #expect(fixture.server.queuedDocumentCount == 1)
        #expect(client.isQuiet())
    }

    @Test func aClientThatStopsReadingIsClosedAlone() throws {
        let fixture = try Fixture {
            $0.maxQueuedDocuments = 2
            $0.maxQueuedBytes = 1 << 20
        }
        let sleeper = try fixture.connect()
        let megabyte = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
        // The kernel's buffers take a few; then the queue overflows.
        for number in 0..<64 { fixture.server.push(megabyte, key: "\(number)") }
        #expect(fixture.clients.wait { $0 == 0 })
        #expect(fixture.log.all.contains { $0.hasPrefix("push client 1 ") && $0.contains("outgoing queue full") })
        let reader = try fixture.connect()
        fixture.server.push(Self.home)
        #expect(reader.nextBurst() == .update(name: "Home", bytes: Self.home))
        _ = sleeper
    }

    @Test func stopClosesEveryClientAndFreesThePort() throws {
        let fixture = try Fixture()
        let client = try fixture.connect()
        fixture.server.stop()
        #expect(client.nextBurst() == nil)
        #expect(client.reachedEndOfFile)
        let again = DocumentPushServer(configuration: .init(port: fixture.port))
        #expect(try again.start() == fixture.port)
        again.stop()
    }
}

/// The number of clients, as the server last reported it.
final class ClientCount: @unchecked Sendable {
    struct TimedOut: Error {}
    private let condition = NSCondition()
    private var count = 0

    func set(_ value: Int) {
        condition.lock()
        count = value
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `predicate` holds; false after 10 s.
    func wait(until predicate: (Int) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(count) {
            if !condition.wait(until: deadline) { return predicate(count) }
        }
        return true
    }
}

/// Log lines, collected across threads.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
