import Foundation

/// A fresh project folder under the system temporary directory, removed when released.
final class TemporaryProject {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("LayoutServeCLITests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` at a relative path, creating folders on the way.
    func write(_ relativePath: String, _ text: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The absolute path of a file in the project.
    func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }
}

extension String {
    /// The text with every `"timing":{…}` emptied: durations differ per run.
    var withoutTimings: String {
        replacingOccurrences(of: #""timing":\{[^}]*\}"#, with: #""timing":{}"#, options: .regularExpression)
    }
}
