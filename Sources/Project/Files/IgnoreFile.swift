import Foundation

/// Why a `.layout-ignore` file gave no rules.
public struct IgnoreFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Reads `.layout-ignore` files: one path per line, relative to the file's folder,
/// `#` comments, no wildcards (Layout's `parseIgnoreFile`).
public enum IgnoreFile {
    public static let name = ".layout-ignore"

    /// The paths a file ignores, each joined to `folder` (a project-relative folder,
    /// "" for the root) and normalised. Lines are taken as Layout takes them: a `#`
    /// comment and the white space before it are removed, then leading white space;
    /// trailing spaces stay part of the path. A rule that climbs out of its folder
    /// (`../x`) is dropped: Layout never matches one.
    public static func paths(in contents: [UInt8], folder: String, fileName: String = name) throws(IgnoreFileError) -> [String] {
        var bytes = contents
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw IgnoreFileError(message: "Unable to read \(fileName) file")
        }
        var paths: [String] = []
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") {
                line = line[..<hash]
                while let last = line.last, last.isWhitespace { line = line.dropLast() }
            }
            line = line.drop { $0.isWhitespace }
            guard !line.isEmpty, let path = join(folder, String(line)) else { continue }
            paths.append(path)
        }
        return paths
    }

    /// Reads the file at `url`; `folder` is its folder relative to the project root.
    public static func read(contentsOf url: URL, folder: String) throws(IgnoreFileError) -> [String] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw IgnoreFileError(message: "Unable to read \(url.lastPathComponent): no such file at \(url.path)")
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(url.path)
        } catch {
            throw IgnoreFileError(message: "Unable to read \(url.lastPathComponent) file: \(error)")
        }
        return try paths(in: bytes, folder: folder, fileName: url.lastPathComponent)
    }

    /// `folder/line` without empty or `.` components and with `..` resolved;
    /// nil if it leaves `folder`. A leading `/` on `folder` is kept.
    static func join(_ folder: String, _ line: String) -> String? {
        let base = folder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var components = base
        for component in line.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard components.count > base.count else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        guard components.count > base.count else { return nil }
        return (folder.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
}
