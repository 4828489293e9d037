import LayoutServeCLI

/// What a command wrote and returned, run in-process.
struct CommandRun {
    var status: Int32
    var output: String
    var error: String

    /// Parses `arguments` as `command` would on the command line and executes it.
    init<Command: StatusCommand>(_ command: Command.Type, _ arguments: [String]) throws {
        let parsed = try Command.parse(arguments)
        let captured = CapturedOutput()
        status = parsed.execute(output: captured)
        output = captured.standard
        error = captured.error
    }
}
