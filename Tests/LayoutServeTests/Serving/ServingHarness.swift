import Diagnostics
import Foundation
import LayoutServe
import Server
import TestSupport
import Watcher

/// A real project in a temporary folder served by a `LiveReloadServer` on 127.0.0.1,
/// port 0. Only one watcher may run per process: the suites that use this run one test
/// at a time, and not while another target's watcher suite runs (`.exclusiveWatcher`).
final class ServingHarness {
    private let folder: TemporaryFolder
    var root: URL { folder.url }
    let server: LiveReloadServer
    let port: UInt16
    let log = LogLines()
    private let openConnections = OpenConnections()

    init(_ files: [String: String], configure: (inout LiveReloadOptions) -> Void = { _ in }) throws {
        folder = try TemporaryFolder()
        for (path, contents) in files { try Self.write(contents, to: folder.url.appendingPathComponent(path)) }
        var options = LiveReloadOptions()
        options.server.sniffTimeout = .milliseconds(20)
        options.log = { [log] line in log.append(line) }
        options.server.connectionCountChanged = { [openConnections] count in openConnections.set(count) }
        configure(&options)
        server = try LiveReloadServer(root: folder.path, options: options)
        port = try server.start()
    }

    /// The folder goes after this, once the server has stopped watching it.
    deinit {
        server.stop()
    }

    /// Writes a file in place (creating folders).
    func write(_ path: String, _ contents: String) throws {
        try Self.write(contents, to: root.appendingPathComponent(path))
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// A line-protocol client that has received `hello`.
    func client(receiveBufferSize: Int32? = nil) throws -> ProtocolClient {
        let client = try ProtocolClient(port: port, receiveBufferSize: receiveBufferSize)
        let hello = try client.next()
        guard hello["event"] == "hello" else { throw HarnessError.unexpected(hello) }
        return client
    }

    /// Waits until at most `count` connections are open (each close is an event; no polling).
    /// The server's handler has been told of every close by then.
    func waitForOpenConnections(atMost count: Int) -> Bool {
        openConnections.wait { $0 <= count }
    }

    /// Render counts per template since start.
    var renders: [String: Int] { server.currentStatistics.rendersByTemplate }

    private static func write(_ contents: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
}

/// Log lines collected from the server, for failure messages.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

enum HarnessError: Error {
    case timedOut(waitingFor: String, received: [JSON])
    case unexpected(JSON)
    case notJSON(String)
}

/// Reads protocol events as JSON, each with a deadline.
final class ProtocolClient {
    let connection: LineClient
    /// Every event read so far.
    private(set) var received: [JSON] = []

    init(port: UInt16, receiveBufferSize: Int32? = nil) throws {
        connection = try LineClient(port: port, receiveBufferSize: receiveBufferSize)
    }

    func send(_ line: String) { connection.send(line: line) }

    /// The next event; throws after `timeout`.
    func next(timeout: Duration = .seconds(10)) throws -> JSON {
        guard let line = connection.readLine(timeout: timeout) else {
            throw HarnessError.timedOut(waitingFor: "a line", received: received)
        }
        guard let event = try? JSON.parse(line) else { throw HarnessError.notJSON(line) }
        received.append(event)
        return event
    }

    /// Reads events until one named `name` (for `template` when given); returns those before it and it.
    @discardableResult
    func events(until name: String, template: String? = nil, timeout: Duration = .seconds(10)) throws -> [JSON] {
        var events: [JSON] = []
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let event = try next(timeout: deadline - ContinuousClock.now)
            events.append(event)
            if event["event"]?.stringValue == name, template == nil || event["template"]?.stringValue == template { return events }
        }
        throw HarnessError.timedOut(waitingFor: name, received: events)
    }

    /// Sends `SYNC` and returns every event up to `synced` (excluded).
    func sync() throws -> [JSON] {
        send("SYNC")
        return Array(try events(until: "synced").dropLast())
    }

    /// Nothing more arrives within `timeout` (used only to check that nothing was sent after a `SYNC`).
    func isQuiet(for timeout: Duration = .milliseconds(50)) -> Bool {
        connection.readLine(timeout: timeout) == nil
    }
}

extension JSON {
    /// The frame of the node at `path` of child indices in a `render` event's tree.
    func frame(_ indices: Int...) -> (x: Double, y: Double, width: Double, height: Double)? {
        var node = self["tree"]
        for index in indices { node = node?["children"]?.arrayValue?[index] }
        guard let frame = node?["frame"], let x = frame["x"]?.numberValue, let y = frame["y"]?.numberValue,
            let width = frame["width"]?.numberValue, let height = frame["height"]?.numberValue
        else { return nil }
        return (x, y, width, height)
    }

    /// The templates of events named `name`.
    static func templates(_ events: [JSON], event name: String) -> [String] {
        events.filter { $0["event"]?.stringValue == name }.compactMap { $0["template"]?.stringValue }
    }
}

/// The number of open connections, as the server last reported it.
final class OpenConnections: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = Int.max

    func set(_ value: Int) {
        condition.lock()
        count = value
        condition.broadcast()
        condition.unlock()
    }

    func wait(timeout: TimeInterval = 10, until predicate: (Int) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(count) {
            if !condition.wait(until: deadline) { return predicate(count) }
        }
        return true
    }
}
