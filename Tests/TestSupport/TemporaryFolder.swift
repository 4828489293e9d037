import Foundation

/// A fresh folder under the system temporary directory, removed when released.
public final class TemporaryFolder {
    public let url: URL
    public var path: String { url.path }

    /// Creates the folder and writes `files` (relative path → text) into it.
    public init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-serve-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (relativePath, text) in files { try write(relativePath, text) }
    }

    deinit { remove() }

    /// Deletes the folder and everything in it now.
    public func remove() { try? FileManager.default.removeItem(at: url) }

    /// The absolute path of a file in the folder.
    public func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }

    /// The text of a file in the folder.
    public func read(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(relativePath)), as: UTF8.self)
    }

    /// Writes `contents` at a relative path, creating folders on the way.
    @discardableResult
    public func write(_ relativePath: String, _ contents: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents).write(to: file)
        return file
    }

    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Array(text.utf8))
    }

    public func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(relativePath), withIntermediateDirectories: true)
    }

    /// A file of `size` bytes that starts with `prefix` and is a hole after it
    /// (sparse: it takes no disk space).
    public func writeSparse(_ relativePath: String, prefix: String, size: UInt64) throws {
        let file = try write(relativePath, prefix)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
    }
}
