#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: standard output and error in the real tool, strings
/// in tests — commands are tested without spawning processes.
public protocol CommandOutput: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// The process's standard output and standard error.
public final class StandardOutput: CommandOutput {
    public init() {}

    public func write(_ text: String) { Self.write(text, to: STDOUT_FILENO) }

    public func writeError(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    /// Writes all of `text`, retrying short writes and EINTR.
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Collects what a command writes, for tests.
public final class CapturedOutput: CommandOutput {
    public private(set) var standard = ""
    public private(set) var error = ""

    public init() {}

    public func write(_ text: String) { standard += text }
    public func writeError(_ text: String) { error += text }
}

/// Exit codes shared by every command (docs/PROTOCOL.md).
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let couldNotRun: Int32 = 2
    public static let usage: Int32 = 64
}
