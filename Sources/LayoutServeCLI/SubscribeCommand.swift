import ArgumentParser
import Diagnostics
import Server

/// `layout-serve subscribe [PATTERN]`: a reference client that prints events as they arrive.
public struct SubscribeCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "subscribe",
        abstract: "Subscribe to a running server and print every event (one JSON object per line).",
        discussion: """
            Example:
              layout-serve subscribe 'Screens/*.xml' --device iphone-se
            """
    ).subcommand

    @Argument(help: "Which templates (a path or glob; default: all).")
    public var pattern = "**"

    @Option(name: .long, help: "The server's address.")
    public var host = "127.0.0.1"

    @Option(name: .long, help: "The server's port.")
    public var port: UInt16 = 7411

    @Option(name: .long, help: "This client's device: a preset or WIDTHxHEIGHT[@SCALE].")
    public var device: String?

    @Option(name: .long, help: "Exit after this many render or error events (for scripts).")
    public var count: Int?

    public init() {}

    /// What to tell the user about a server event: that the pattern matches no template yet
    /// (the `subscribed` event lists none), so a mistyped one does not wait in silence.
    public static func note(forEvent line: String, pattern: String) -> String? {
        guard let event = try? JSON.parse(line), event["event"]?.stringValue == "subscribed",
              event["templates"]?.arrayValue?.isEmpty == true else { return nil }
        return "layout-serve: no template matches \(pattern) yet; waiting for one to appear\n"
    }

    public func execute(output: some CommandOutput) -> Int32 {
        guard let client = connectToServer(host: host, port: port, output: output) else {
            return ExitStatus.couldNotRun
        }
        if let device { client.send(line: "DEVICE \(device)") }
        client.send(line: "SUBSCRIBE \(pattern)")
        var results = 0
        while !client.reachedEndOfFile {
            guard let line = client.readLine(timeout: .seconds(3600)) else { continue }
            output.write(line + "\n")
            if let note = Self.note(forEvent: line, pattern: pattern) { output.writeError(note) }
            if line.hasPrefix(#"{"event":"render""#) || line.hasPrefix(#"{"event":"error""#) { results += 1 }
            if let count, results >= count { break }
        }
        return ExitStatus.success
    }
}
