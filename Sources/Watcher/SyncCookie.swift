import Glibc

/// The hidden file a `sync` barrier creates in the root: when its event comes out of
/// the kernel queue, every event queued before it has been read.
///
/// The process id is in the name so two servers watching one root ignore each
/// other's cookies.
struct SyncCookie: Hashable {
    static let prefix = ".layout-serve-sync-"
    let processID: Int32
    let number: Int

    /// The file name of this cookie.
    var fileName: String { "\(Self.prefix)\(processID)-\(number)" }

    /// Parses a cookie file name; nil for any other name.
    init?(fileName: String) {
        guard fileName.hasPrefix(Self.prefix) else { return nil }
        let parts = fileName.dropFirst(Self.prefix.count).split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), let number = Int(parts[1]) else { return nil }
        self.init(processID: pid, number: number)
    }

    /// A cookie of this process.
    init(processID: Int32 = getpid(), number: Int) {
        self.processID = processID
        self.number = number
    }

    /// Whether a file name is any process's cookie (never reported as a change).
    static func isCookieName(_ name: String) -> Bool { name.hasPrefix(prefix) }
}
