import Diagnostics
import Foundation
import Templates

/// The project's files as the renderer reads them: parsed once per content
/// (cached by path and content hash), refused outside the root or when ignored.
public final class ProjectSources: @unchecked Sendable {
    /// Absolute path of the project root, without a trailing slash.
    public let root: String
    public private(set) var ignoreRules: IgnoreRules
    private let lock = NSLock()
    private var files: [String: CachedFile] = [:]
    /// Templates fetched for `LOAD http(s)://…`, by URL: the body, or why it could not be had.
    private var remote: [String: Result<[UInt8], TemplateLoadError>] = [:]

    struct CachedFile {
        var hash: UInt64
        /// The file's text; its line index (`SourceText`) is built only when an
        /// excerpt needs it.
        var raw: String
        var text: SourceText?
        var parsed: Result<XMLFile, XMLError>
    }

    /// When true, a file read once is trusted until `invalidate(_:)`: for the server, whose
    /// watcher reports every change. When false, every use reads the file again and only
    /// its parse is reused while the bytes hash the same.
    public let trustsCacheUntilInvalidated: Bool

    public init(root: String, ignoreRules: IgnoreRules = IgnoreRules(), trustsCacheUntilInvalidated: Bool = false) {
        self.trustsCacheUntilInvalidated = trustsCacheUntilInvalidated
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.ignoreRules = ignoreRules
    }

    public func setIgnoreRules(_ rules: IgnoreRules) {
        lock.withLock {
            ignoreRules = rules
            // A cached file may be ignored now; ignored files read as missing.
            if trustsCacheUntilInvalidated { files.removeAll() }
        }
    }

    /// Forgets what is cached for `path` (the file changed on disk).
    public func invalidate(_ path: String) {
        lock.withLock { _ = files.removeValue(forKey: path) }
    }

    /// Stores what fetching a remote template gave; the resolver reads it like a file.
    public func setRemote(_ url: String, _ result: Result<[UInt8], TemplateLoadError>) {
        lock.withLock { remote[url] = result }
    }

    /// Whether `url` was fetched (or tried); includes not fetched yet read as missing.
    public func hasRemote(_ url: String) -> Bool {
        lock.withLock { remote[url] != nil }
    }

    /// True for a path that names a remote template (`http://…`, `https://…`).
    public static func isRemote(_ path: String) -> Bool {
        path.hasPrefix("http://") || path.hasPrefix("https://")
    }

    /// The parsed template at a project-relative path (or a fetched URL).
    public func xmlFile(_ path: String) throws(TemplateLoadError) -> XMLFile {
        let entry = try cachedFile(path)
        switch entry.parsed {
        case let .success(file): return file
        case let .failure(error): throw .invalidXML(error)
        }
    }

    /// The text of a file read before, for excerpts (its line index is built
    /// on the first request and kept).
    public func sourceText(_ path: String) -> SourceText? {
        lock.withLock {
            guard var file = files[path] else { return nil }
            if let text = file.text { return text }
            let text = SourceText(file.raw)
            file.text = text
            files[path] = file
            return text
        }
    }

    /// The raw bytes of a project file (templates, strings), refusing
    /// traversal and ignored paths.
    public func bytes(_ path: String) throws(TemplateLoadError) -> [UInt8] {
        guard Self.isSafe(path) else { throw .unreadable("\(path) is outside the project") }
        if lock.withLock({ ignoreRules.isIgnored(relativePath: path, isDirectory: false) }) { throw .notFound }
        let absolute = root + "/" + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .notFound
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: absolute))?[.size] as? Int, size > XMLLimits.maximumFileSize {
            throw .unreadable("file is too large (\(size) bytes; the limit is \(XMLLimits.maximumFileSize) bytes, 16 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: absolute) else { throw .unreadable("cannot read \(path)") }
        return [UInt8](data)
    }

    /// Hands over the bytes of `path` that the caller has just read (the server reads a
    /// changed file to tell a change from a touch), so the next use parses them without
    /// reading the file again.
    public func provide(_ path: String, bytes: [UInt8]) {
        _ = entry(path, bytes)
    }

    private func cachedFile(_ path: String) throws(TemplateLoadError) -> CachedFile {
        if trustsCacheUntilInvalidated, let cached = lock.withLock({ files[path] }) { return cached }
        return entry(path, Self.isRemote(path) ? try remoteBytes(path) : try bytes(path))
    }

    /// The cached entry for these bytes of `path`: the one cached when they hash the same,
    /// else a new parse.
    private func entry(_ path: String, _ data: [UInt8]) -> CachedFile {
        let hash = Self.fnv1a(data)
        if let cached = lock.withLock({ files[path] }), cached.hash == hash { return cached }
        let parsed: Result<XMLFile, XMLError>
        do {
            parsed = .success(try XMLReader.read(data))
        } catch {
            parsed = .failure(error)
        }
        let raw: String
        switch parsed {
        case let .success(file): raw = file.text
        case .failure: raw = String(decoding: data, as: UTF8.self)
        }
        let entry = CachedFile(hash: hash, raw: raw, text: nil, parsed: parsed)
        lock.withLock { files[path] = entry }
        return entry
    }

    private func remoteBytes(_ url: String) throws(TemplateLoadError) -> [UInt8] {
        switch lock.withLock({ remote[url] }) {
        case let .success(bytes)?: return bytes
        case let .failure(error)?: throw error
        case nil: throw .unreadable("it has not been fetched")
        }
    }

    /// A relative path with no `..`, no leading `/`, no empty segments.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// FNV-1a: a fast content hash to tell a real change from a touch.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
