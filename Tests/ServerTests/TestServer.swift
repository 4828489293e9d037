import FileAccess
import Diagnostics
import Foundation
@testable import Server

/// What the handler saw, with waits that end on the event (or a deadline).
final class Recorder: @unchecked Sendable {
    /// What has happened so far.
    struct Snapshot {
        var connected: [Connection] = []
        var closed: [(Connection, CloseReason)] = []
        var streams: [Connection] = []
    }

    private let condition = NSCondition()
    private var state = Snapshot()

    var snapshot: Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return state
    }

    func didConnect(_ connection: Connection) { record { $0.connected.append(connection) } }
    func didClose(_ connection: Connection, _ reason: CloseReason) { record { $0.closed.append((connection, reason)) } }
    func didOpenStream(_ connection: Connection) { record { $0.streams.append(connection) } }

    /// Waits until `predicate` holds; false after `timeout`.
    func wait(timeout: Duration = .seconds(10), until predicate: (Snapshot) -> Bool) -> Bool {
        let deadline = Date() + Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        condition.lock()
        defer { condition.unlock() }
        while !predicate(state) {
            if !condition.wait(until: deadline) { return predicate(state) }
        }
        return true
    }

    /// The reason `connection` closed, once it has.
    func closeReason(of connection: Connection, timeout: Duration = .seconds(10)) -> CloseReason? {
        _ = wait(timeout: timeout) { $0.closed.contains { $0.0 === connection } }
        return snapshot.closed.first { $0.0 === connection }?.1
    }

    private func record(_ change: (inout Snapshot) -> Void) {
        condition.lock()
        change(&state)
        condition.broadcast()
        condition.unlock()
    }
}

/// A `TCPServer` on 127.0.0.1, port 0, with a small handler: `hello` on connect, `pong`
/// for PING, `synced` for SYNC, an echo for other commands; HTTP `/templates/…` from `root`,
/// `/events` as a stream, `/json` as JSON.
final class TestServer {
    let server: TCPServer
    let recorder = Recorder()
    let port: UInt16
    private let closes = NSCondition()

    init(root: FileRoot? = nil, configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        var configuration = ServerConfiguration()
        configuration.sniffTimeout = .milliseconds(30)
        configure(&configuration)
        let closes = self.closes
        configuration.connectionCountChanged = { _ in
            closes.lock()
            closes.broadcast()
            closes.unlock()
        }
        let recorder = self.recorder
        let handler = ConnectionHandler(
            lineClientConnected: { connection in
                recorder.didConnect(connection)
                connection.send(["event": "hello", "protocol": 1])
            },
            commandReceived: { command, connection in
                switch command {
                case .ping: connection.send(["event": "pong"])
                case .sync: connection.send(["event": "synced"])
                case .quit: break
                default: connection.send(["event": "command", "command": .string("\(command)")])
                }
            },
            httpRequest: { request, connection in
                if request.path.description == "/deferred" {
                    DispatchQueue.global().async { connection.respond(.response(.text("answered later"))) }
                }
                if let path = request.path.relativePath(after: "templates"), let root {
                    return .response(root.response(for: path))
                }
                switch request.path.description {
                case "/events":
                    return .eventStream { connection in
                        recorder.didOpenStream(connection)
                        connection.send(["event": "subscribed", "pattern": .string(request.query["subscribe"] ?? "")])
                    }
                case "/deferred":
                    return .deferred
                case "/json":
                    return .response(.json(["event": "status", "clients": 1]))
                default:
                    return .response(.text("not found", status: .notFound))
                }
            },
            connectionClosed: { connection, reason in recorder.didClose(connection, reason) }
        )
        server = TCPServer(configuration: configuration, handler: handler)
        port = try server.start()
    }

    deinit { server.stop() }

    /// Waits, with a deadline, until the number of open connections satisfies
    /// `condition`; woken by every connection close (no polling).
    func waitForOpenConnections(timeout: TimeInterval = 10, _ condition: (Int) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        closes.lock()
        defer { closes.unlock() }
        while !condition(server.openConnectionCount) {
            if !closes.wait(until: deadline) { return condition(server.openConnectionCount) }
        }
        return true
    }

    /// A line-protocol client that has received its `hello`.
    func lineClient(receiveBufferSize: Int32? = nil, ipv6: Bool = false) throws -> TestClient {
        let client = try TestClient(port: port, receiveBufferSize: receiveBufferSize, ipv6: ipv6)
        guard client.readLine() == #"{"event":"hello","protocol":1}"# else { throw TestClientError.system("hello", 0) }
        return client
    }

    /// Sends a raw HTTP request and reads the whole response.
    func http(raw request: String) throws -> HTTPExchange {
        let client = try TestClient(port: port)
        client.send(request)
        return HTTPExchange(raw: client.readToEnd() ?? "")
    }

    /// A GET (or other method) with a good Host header.
    func http(_ target: String, method: String = "GET", host: String? = nil) throws -> HTTPExchange {
        try http(raw: "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "localhost:\(port)")\r\nUser-Agent: test\r\n\r\n")
    }
}

/// A parsed HTTP response.
struct HTTPExchange {
    var status = 0
    var headers: [String: String] = [:]
    var body = ""

    init(raw: String) {
        guard let split = raw.range(of: "\r\n\r\n") else { return }
        let lines = raw[..<split.lowerBound].components(separatedBy: "\r\n")
        status = Int(lines[0].split(separator: " ")[1]) ?? 0
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        body = String(raw[split.upperBound...])
    }
}
