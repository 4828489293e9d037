import Foundation

/// A fresh project folder under the system temporary directory, removed when released.
final class TemporaryProject {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("LayoutServeTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` at a relative path, creating folders on the way.
    @discardableResult
    func write(_ relativePath: String, _ contents: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents).write(to: file)
        return file
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Array(text.utf8))
    }

    /// A file of `size` bytes that starts with `prefix` and is a hole after it
    /// (sparse: it takes no disk space).
    func writeSparse(_ relativePath: String, prefix: String, size: UInt64) throws {
        let file = try write(relativePath, prefix)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
    }
}
