import ArgumentParser
import LayoutEngine
import LayoutServe
import Project

/// A command whose work is `execute(output:)`, testable in-process: `run` writes to the
/// process's standard streams and turns the returned status into the exit code.
public protocol StatusCommand: ParsableCommand {
    func execute(output: some CommandOutput) -> Int32
}

extension StatusCommand {
    public func run() throws {
        ProcessExit.keepsUntilExit()
        let status = execute(output: StandardOutput())
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}

extension ProjectLoader {
    /// Opens the project at `root`, or writes why it cannot be opened and returns nil
    /// (the caller exits with `ExitStatus.couldNotRun`). `readingOnce`: each file is read once
    /// and what was read is used for the rest of the command (one render: its format's claim and
    /// the render read the file once between them); otherwise every use reads it again.
    static func open(_ root: String, reportingTo output: some CommandOutput, readingOnce: Bool = false) -> ProjectLoader? {
        UIKitCatalog.prefetchCommonClasses()
        do {
            return try ProjectLoader(root: root, watched: readingOnce)
        } catch {
            output.writeError("error: \(error.message)\n")
            return nil
        }
    }
}

/// What a command run as a process made, left for the process's exit to reclaim: a project and
/// its renders are handed here rather than freed object by object on the way out (a render of
/// 10,000 labels holds about 200,000 objects). A command run in-process (a test) keeps nothing.
/// Used from the thread running the command only.
public enum ProcessExit {
    nonisolated(unsafe) private static var kept: [Any]?

    /// From now on `keep` keeps: the command runs as the process (`StatusCommand.run()`).
    static func keepsUntilExit() {
        if kept == nil { kept = [] }
    }

    /// Keeps `values` until the process exits, when a command runs as the process.
    static func keep(_ values: Any...) {
        kept?.append(values)
    }
}
