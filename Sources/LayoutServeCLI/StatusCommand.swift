import ArgumentParser
import LayoutServe
import Project

/// A command whose work is `execute(output:)`, testable in-process: `run` writes to the
/// process's standard streams and turns the returned status into the exit code.
public protocol StatusCommand: ParsableCommand {
    func execute(output: some CommandOutput) -> Int32
}

extension StatusCommand {
    public func run() throws {
        let status = execute(output: StandardOutput())
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}

extension ProjectLoader {
    /// Opens the project at `root`, or writes why it cannot be opened and returns nil
    /// (the caller exits with `ExitStatus.couldNotRun`).
    static func open(_ root: String, reportingTo output: some CommandOutput) -> ProjectLoader? {
        do {
            return try ProjectLoader(root: root)
        } catch {
            output.writeError("error: \(error.message)\n")
            return nil
        }
    }
}
