// Files read by the product — project files, the viewer's and fonts — through one path policy.
// No socket code: reading a file must not need the server.

/// Why a file under a `FileRoot` cannot be served.
public enum FileAccessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Missing, a directory, or not a regular file.
    case notFound(String)
    /// An attempt to leave the root: `..`, an absolute path, a symlink pointing outside.
    case forbidden(String)

    public var description: String {
        switch self {
        case let .notFound(message), let .forbidden(message): message
        }
    }
}

/// What reading a file found.
public enum FileContents: Hashable, Sendable {
    case bytes([UInt8])
    /// More bytes than the reader's limit: not read.
    case tooLarge(size: Int)
    /// What the path named when it was opened is not a regular file (a FIFO, a socket, a
    /// device, a symlink put in its place): not read.
    case notRegularFile
}

/// A directory files are served from. Paths are resolved with every symlink followed and
/// must stay inside the directory (so a symlink to `/etc` inside the project is refused).
public struct FileRoot: Sendable {
    /// The root's canonical path (symlinks resolved).
    public let path: String

    /// A root at `directory`, which must exist.
    public init(_ directory: String) throws(SystemError) {
        path = try FileSyscall.realPath(directory)
    }

    /// The canonical absolute path of the regular file at `relativePath` inside the root.
    public func resolve(_ relativePath: String) throws(FileAccessError) -> String {
        let resolved = try canonicalPath(of: relativePath)
        guard case .regular = try? FileSyscall.fileKind(resolved) else { throw .notFound("\(relativePath) is not a file") }
        return resolved
    }

    /// The canonical absolute path of whatever is at `relativePath` inside the root, not
    /// looked at (`resolve` without its check that it is a regular file: for a reader whose
    /// `read(resolved:maxBytes:)` checks that as it opens it, one `open` fewer).
    public func canonicalPath(of relativePath: String) throws(FileAccessError) -> String {
        guard !relativePath.hasPrefix("/") else { throw .forbidden("absolute path \(relativePath)") }
        guard !relativePath.utf8.contains(0) else { throw .forbidden("NUL byte in path") }
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !segments.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw .forbidden("path \(relativePath) must not contain empty, . or .. segments")
        }
        let resolved: String
        do {
            resolved = try FileSyscall.realPath(path + "/" + relativePath)
        } catch {
            throw .notFound("\(relativePath) not found")
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard resolved.hasPrefix(prefix) else { throw .forbidden("\(relativePath) resolves outside the root") }
        return resolved
    }

    /// The size and modification time of the file at `relativePath` (symlinks followed, not
    /// checked against the root: a stamp only tells whether a file may have changed); nil
    /// when it cannot be had.
    public func stamp(of relativePath: String) -> FileStamp? {
        try? FileSyscall.stamp(path + "/" + relativePath)
    }

    /// The bytes of the file at `relativePath`, at most `maxBytes` of them.
    public func contents(of relativePath: String, maxBytes: Int = 16 * 1024 * 1024) throws(FileAccessError) -> [UInt8] {
        let resolved = try resolve(relativePath)
        let read: FileContents
        do {
            read = try Self.read(resolved: resolved, maxBytes: maxBytes)
        } catch {
            throw .notFound("\(relativePath) could not be read: \(error)")
        }
        switch read {
        case let .bytes(bytes): return bytes
        case .tooLarge: throw .forbidden("\(relativePath) is larger than \(maxBytes) bytes")
        case .notRegularFile: throw .notFound("\(relativePath) is not a file")
        }
    }

    /// Whether `resolved` (a path `canonicalPath(of:)` returned) is a directory.
    public static func isDirectory(resolved: String) -> Bool {
        (try? FileSyscall.fileKind(resolved)) == .directory
    }

    /// Reads a file `resolve` returned, with one `open`: its bytes, or past `maxBytes` its size.
    public static func read(resolved: String, maxBytes: Int) throws(SystemError) -> FileContents {
        try FileSyscall.readFile(resolved, maxBytes: maxBytes)
    }
}

/// A file's size and modification time when it was looked at: a cheap way to tell that it may
/// have changed since.
public struct FileStamp: Hashable, Sendable {
    public var size: Int
    /// Nanoseconds since 1970.
    public var modified: Int

    public init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }
}
