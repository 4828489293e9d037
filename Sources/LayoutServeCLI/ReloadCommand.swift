import ArgumentParser
import Diagnostics
import Server

/// `layout-serve reload [PATTERN]`: ask a running server to re-read and re-render.
public struct ReloadCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reload",
        abstract: "Ask a running server to re-read its templates and re-render them; print the results.",
        discussion: """
            Prints one line per template (ok, or each error compiler-style), then a summary.
            Exit status: 0 no errors, 1 errors or a pattern no template matches, 2 no server
            answering.

            Example:
              layout-serve reload 'Screens/**' --port 7411
            """
    ).subcommand

    @Argument(help: "Which templates (a path or glob; default: all).")
    public var pattern: String?

    @Option(name: .long, help: "The server's address.")
    public var host = "127.0.0.1"

    @Option(name: .long, help: "The server's port.")
    public var port: UInt16 = 7411

    @Option(name: .long, help: "Output format: text or json (the events as received).")
    public var format: TextOrJSON = .text

    public init() {}

    public func execute(output: some CommandOutput) -> Int32 {
        guard let client = connectToServer(host: host, port: port, output: output) else {
            return ExitStatus.couldNotRun
        }
        client.send(line: pattern.map { "RELOAD \($0)" } ?? "RELOAD")
        while let line = client.readLine(timeout: .seconds(120)) {
            guard let event = try? JSON.parse(line), let name = event["event"]?.stringValue else { continue }
            if format == .json, name != "hello" { output.write(line + "\n") }
            switch name {
            case "render" where format == .text:
                output.write("ok \(event["template"]?.stringValue ?? "?")\n")
            case "error" where format == .text:
                for diagnostic in event["errors"]?.arrayValue ?? [] { output.write(Self.describe(diagnostic) + "\n") }
            case "protocol-error":
                output.writeError("error: \(event["message"]?.stringValue ?? line)\n")
                return ExitStatus.couldNotRun
            case "reloaded":
                let errors = Int(event["errors"]?.numberValue ?? 0)
                if let pattern, Int(event["templates"]?.numberValue ?? 0) == 0 {
                    output.writeError("error: no template matches \(pattern)\n")
                    return ExitStatus.failure
                }
                if format == .text {
                    output.write("reloaded \(Int(event["templates"]?.numberValue ?? 0)) templates: \(errors) with errors, \(Int(event["warnings"]?.numberValue ?? 0)) warnings in \(event["elapsed_ms"]?.numberValue ?? 0) ms\n")
                }
                return errors > 0 ? ExitStatus.failure : ExitStatus.success
            default:
                continue
            }
        }
        output.writeError("error: the server at \(host):\(port) did not answer RELOAD\n")
        return ExitStatus.couldNotRun
    }

    /// `file:line:column: error: message` and the excerpt, from a diagnostic's JSON.
    static func describe(_ diagnostic: JSON) -> String {
        let file = diagnostic["file"]?.stringValue ?? "?"
        let line = diagnostic["line"]?.numberValue.map { ":\(Int($0))" } ?? ""
        let column = diagnostic["column"]?.numberValue.map { ":\(Int($0))" } ?? ""
        let excerpt = diagnostic["excerpt"]?.stringValue.map { "\n" + $0 } ?? ""
        return "\(file)\(line)\(column): \(diagnostic["severity"]?.stringValue ?? "error"): \(diagnostic["message"]?.stringValue ?? "")\(excerpt)"
    }
}
