import Diagnostics
import Foundation
import Glibc
import TestSupport

/// One headless Chromium page driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: Chromium reads commands on descriptor 3 and writes
/// replies on 4, each a JSON object ending in a NUL byte). Unlike `--dump-dom`, the page
/// stays open, so a test can watch it change as the server pushes events.
final class BrowserSession {
    enum Failure: Error, CustomStringConvertible {
        case launch(String)
        case protocolError(String)
        case timedOut(String)

        var description: String {
            switch self {
            case let .launch(message): "could not start chromium: \(message)"
            case let .protocolError(message): "DevTools protocol: \(message)"
            case let .timedOut(what): "timed out waiting for \(what)"
            }
        }
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: TemporaryFolder
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session = ""

    /// Starts Chromium and opens `url` in a page.
    init(url: String) throws {
        let browser = try HeadlessBrowser()
        profile = try TemporaryFolder()
        var toChrome: [Int32] = [0, 0], fromChrome: [Int32] = [0, 0]
        guard pipe(&toChrome) == 0, pipe(&fromChrome) == 0 else { throw Failure.launch("pipe: \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChrome[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromChrome[1], 4)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        posix_spawn_file_actions_adddup2(&actions, null, 1)
        posix_spawn_file_actions_adddup2(&actions, null, 2)
        let arguments = [
            browser.executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--window-size=1280,900", "--remote-debugging-pipe", "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, browser.executable, &actions, nil, &argv, environ)
        close(toChrome[0])
        close(fromChrome[1])
        guard status == 0 else {
            close(toChrome[1])
            close(fromChrome[0])
            throw Failure.launch("posix_spawn: \(status)")
        }
        pid = child
        commands = toChrome[1]
        replies = fromChrome[0]
        let target = try call("Target.createTarget", ["url": .string(url)])
        guard let targetID = target["targetId"]?.stringValue else { throw Failure.protocolError("no targetId in \(target.encoded)") }
        let attached = try call("Target.attachToTarget", ["targetId": .string(targetID), "flatten": true])
        guard let sessionID = attached["sessionId"]?.stringValue else { throw Failure.protocolError("no sessionId in \(attached.encoded)") }
        session = sessionID
    }

    deinit {
        close(commands)
        close(replies)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        // The profile folder goes after this, once Chromium has exited.
    }

    /// The value of a JavaScript expression in the page (JSON-compatible values only).
    @discardableResult
    func evaluate(_ expression: String) throws -> JSON {
        let result = try call("Runtime.evaluate", ["expression": .string(expression), "returnByValue": true], inPage: true)
        return result["result"]?["value"] ?? .null
    }

    /// Evaluates `expression` until it gives `expected`, for at most `timeout`; returns the
    /// last value (equal to `expected` unless it timed out).
    @discardableResult
    func wait(for expression: String, toBe expected: JSON, timeout: Duration = .seconds(20)) throws -> JSON {
        let deadline = ContinuousClock.now + timeout
        var value = JSON.null
        while ContinuousClock.now < deadline {
            do {
                value = try evaluate(expression)
            } catch Failure.protocolError(let message) where message.contains("execution context") || message.contains("navigated") {
                continue  // the page is (re)loading: no document to evaluate in yet
            }
            if value == expected { return value }
            // Another round trip to the page is the wait: each takes a few milliseconds.
        }
        return value
    }

    /// Sends one command and reads until its reply (events in between are skipped).
    private func call(_ method: String, _ parameters: [String: JSON], inPage: Bool = false) throws -> JSON {
        nextID += 1
        var message: [(String, JSON)] = [("id", .number(Double(nextID))), ("method", .string(method)),
                                         ("params", .object(parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))]
        if inPage { message.append(("sessionId", .string(session))) }
        let bytes = Array(JSON.object(message).encoded.utf8) + [0]
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.protocolError("write failed: \(errno)") }
            written += count
        }
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            let reply = try readMessage(until: deadline)
            guard reply["id"]?.numberValue == Double(nextID) else { continue }
            if let error = reply["error"] { throw Failure.protocolError("\(method): \(error.encoded)") }
            return reply["result"] ?? .null
        }
    }

    private func readMessage(until deadline: ContinuousClock.Instant) throws -> JSON {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                return try JSON.parse(message)
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw Failure.timedOut("a DevTools reply") }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(1000, max(1, remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000)))
            guard poll(&descriptor, 1, milliseconds) >= 0 else { continue }
            guard descriptor.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.protocolError("chromium closed the pipe") }
            buffer += chunk[..<count]
        }
    }
}
