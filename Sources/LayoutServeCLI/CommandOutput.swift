#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: standard output and error in the real tool, strings
/// in tests — commands are tested without spawning processes.
public protocol CommandOutput: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// Writes UTF-8 bytes to standard output as they are (a render's event: megabytes that a
    /// `String` made of them would validate and copy, and copy again to write).
    func write(bytes: [UInt8])
}

extension CommandOutput {
    public func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// The process's standard output and standard error.
public final class StandardOutput: CommandOutput {
    public init() {}

    public func write(_ text: String) { Self.write(Array(text.utf8), to: STDOUT_FILENO) }

    public func writeError(_ text: String) { Self.write(Array(text.utf8), to: STDERR_FILENO) }

    public func write(bytes: [UInt8]) { Self.write(bytes, to: STDOUT_FILENO) }

    /// Writes all of `bytes`, retrying short writes and EINTR.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            rest = rest.dropFirst(written)
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
