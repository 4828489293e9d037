import ArgumentParser
import Foundation
import LayoutServe

/// `layout-serve [serve] [DIR]`: watch a project and serve renders until SIGINT/SIGTERM.
public struct ServeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Watch a project, render every template, and push re-renders to clients (the default command).",
        discussion: """
            Without DIR, serves the bundled example project: the first Examples/ folder found in \
            the current directory or above it, else next to the executable or above it \
            (.build/release/layout-serve finds the repository's Examples/).

            Clients: the line protocol on the port (layout-serve subscribe), HTTP on the same port \
            (/, /render/PATH, /templates/PATH, /events?subscribe=PATTERN, /status). See docs/PROTOCOL.md.

            Examples:
              layout-serve ./MyApp
              layout-serve serve ./MyApp --port 0 --device iphone-se
              layout-serve ./MyApp --everlayout-bridge 3333
            """
    ).subcommand

    @Argument(help: "The project folder (default: the bundled Examples/ project).")
    public var directory: String?

    @Option(name: .long, help: "The address to bind (loopback by default).")
    public var host = "127.0.0.1"

    @Option(name: .long, help: "The port; 0 lets the system choose.")
    public var port: UInt16 = 7411

    @Option(
        name: .customLong("everlayout-bridge"),
        help: ArgumentHelp(
            "Also listen on this port (on --host) for EverLayout apps, as the EverLayout Bridge does (overrides layout-serve.json everlayout.bridge).",
            valueName: "port"))
    public var everLayoutBridge: UInt16?

    @Option(name: .long, help: "Line-protocol clients, and separately event streams, beyond which new ones are refused (plain HTTP requests always get room).")
    public var maxConnections = 256

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How long one render may run, in seconds, before it is abandoned: its clients get a Red Box saying so, and the server goes on (renders run beside the queue that answers clients, so a slow one never stops PING, hello or other templates).",
            valueName: "seconds"))
    public var renderBudget: Double = 3

    @OptionGroup public var layout: LayoutArguments

    public func validate() throws {
        guard renderBudget > 0, renderBudget <= 3600 else {
            throw ValidationError("--render-budget must be more than 0 and at most 3600 seconds, not \(renderBudget)")
        }
    }

    public init() {}

    public func run() throws {
        let status = execute(output: StandardOutput(), until: ShutdownSignal())
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// Serves until `stop` returns; the exit status.
    public func execute(output: some CommandOutput, until stop: some ServingStop) -> Int32 {
        guard let root = directory ?? Self.bundledExamples() else {
            output.writeError("error: no project folder given and no Examples/ folder found near the current directory or the executable\n")
            return ExitStatus.usage
        }
        let sink = LogSink(output)
        var options = LiveReloadOptions()
        options.host = host
        options.port = port
        options.everLayoutBridgePort = everLayoutBridge
        options.server.maxConnections = maxConnections
        options.renderBudget = .milliseconds(Int((renderBudget * 1000).rounded(.up)))
        options.device = layout.device
        options.layoutMode = layout.layoutMode
        options.log = { line in sink.log(line) }
        options.viewerDirectory = Self.bundledViewer()
        let server: LiveReloadServer
        do {
            server = try LiveReloadServer(root: root, options: options)
        } catch {
            output.writeError("error: \(error.message)\n")
            return error.isUsage ? ExitStatus.usage : ExitStatus.couldNotRun
        }
        let bound: UInt16
        do {
            bound = try server.start()
        } catch {
            output.writeError("error: cannot serve \(root): \(error)\n")
            return ExitStatus.couldNotRun
        }
        // The first renders are done: from here the heap grows in small pages (saves must not
        // wait for a huge page's first touch).
        ProcessHeap.growInSmallPages()
        let address = host.contains(":") ? "[\(host)]:\(bound)" : "\(host):\(bound)"
        output.write("""
            layout-serve \(LiveReloadServer.version): serving \(server.root) (\(server.templateCount) templates)
            line protocol: \(address)   (try: layout-serve subscribe --port \(bound))
            viewer: http://\(address)/

            """)
        if let bridge = server.everLayoutBridgePort {
            output.write("""
                everlayout bridge: \(host.contains(":") ? "[\(host)]" : host):\(bridge)   \
                (in the app: EverLayoutBridge.connectToLayoutServer(withIP: "\(host)", port: "\(bridge)"))

                """)
        }
        stop.wait()
        server.stop()
        sink.drain()
        output.writeError("stopped\n")
        return ExitStatus.success
    }

    /// The `Examples/` folder in or above the current directory, else near the executable.
    static func bundledExamples() -> String? { bundledFolder("Examples") }

    /// The browser viewer's `Public/` folder: next to the executable or above it (the
    /// repository's, for `.build/release/layout-serve`), else in or above the current directory.
    static func bundledViewer() -> String? {
        bundledFolder("Public", containing: "index.html", executableFirst: true)
    }

    /// A folder named `name` (holding `file`, when given) in or above the current directory
    /// and in or above the executable's, in that order unless `executableFirst`.
    static func bundledFolder(_ name: String, containing file: String? = nil, executableFirst: Bool = false) -> String? {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for start in executableFirst ? [executable, current] : [current, executable] {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue,
                   file.map({ FileManager.default.fileExists(atPath: candidate.appendingPathComponent($0).path) }) ?? true {
                    return candidate.path
                }
                guard folder.path != "/" else { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }
}

/// What ends `serve`: a signal in the tool, a test's own trigger in tests.
public protocol ServingStop {
    /// Blocks until serving should end.
    func wait()
}

/// SIGINT or SIGTERM, received through dispatch sources (not a signal handler), so the
/// server shuts down cleanly on the main thread.
public final class ShutdownSignal: ServingStop, @unchecked Sendable {
    private let received = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []

    public init() {
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [received] in received.signal() }
            source.resume()
            sources.append(source)
        }
    }

    public func wait() {
        received.wait()
        for source in sources { source.cancel() }
    }
}

/// Log lines from the server's queues to a command's error output, in order, written on a
/// queue of their own: the server's queue never waits for a terminal or a pipe (a reader that
/// stops reading, `layout-serve 2>&1 | less` paused, would otherwise stop the server). At
/// most `maximumPending` lines wait; past that they are dropped, and how many is said after
/// the next line written.
final class LogSink: @unchecked Sendable {
    static let maximumPending = 10_000
    private let output: any CommandOutput
    private let queue = DispatchQueue(label: "layout-serve.log")
    private let lock = NSLock()
    private var pending = 0
    private var dropped = 0

    init(_ output: any CommandOutput) {
        self.output = output
    }

    func log(_ line: String) {
        let accepted = lock.withLock {
            guard pending < Self.maximumPending else {
                dropped += 1
                return false
            }
            pending += 1
            return true
        }
        guard accepted else { return }
        queue.async { [self] in
            output.writeError(line + "\n")
            let lost = lock.withLock {
                pending -= 1
                defer { dropped = 0 }
                return dropped
            }
            if lost > 0 { output.writeError("(\(lost) log lines dropped: the log's reader fell behind)\n") }
        }
    }

    /// Waits until every line logged so far is written.
    func drain() {
        queue.sync {}
    }
}
