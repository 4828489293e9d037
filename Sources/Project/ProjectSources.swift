import Diagnostics
import Foundation
import FileAccess
import Templates

/// The project's files as every part of the product reads them: one path policy (the real
/// path, symlinks followed, must stay inside the root; ignored files read as missing; 16 MiB
/// at most), one cached copy of each file's bytes, and each XML file parsed once per content.
public final class ProjectSources: @unchecked Sendable {
    /// Absolute path of the project root, without a trailing slash.
    public let root: String
    public private(set) var ignoreRules: IgnoreRules
    private let lock = NSLock()
    private var files: [String: CachedFile] = [:]
    /// The root's canonical path, for reads and stamps (resolved once).
    private var fileRoot: FileRoot?
    /// Templates fetched for `LOAD http(s)://…`, by URL: the body, or why it could not be had.
    private var remote: [String: Result<[UInt8], TemplateLoadError>] = [:]
    /// The project's files with a format's extension, by extension (lowercased): what the
    /// project walk found, kept current as files are reported changed (the server's watcher,
    /// `ProjectRenderer.forgetRendered`). Formats that read other files of the project (SwiftLayout's classes) list
    /// them here instead of walking the folders again. Nil until set or first asked for (then
    /// the folders are walked once).
    private var listed: [String: Set<String>]?
    /// Unsaved editor buffers (the language server's open documents), by project-relative
    /// path: read instead of the file on disk while set.
    private var overlays: [String: [UInt8]] = [:]

    struct CachedFile {
        var bytes: [UInt8]
        /// Parsed on first use: `.strings` and configuration files are never parsed as XML.
        var parsed: Result<XMLFile, XMLError>?
        /// The file's line index, built only when an excerpt needs it.
        var text: SourceText?
    }

    /// When true, a file read once is trusted until `invalidate(_:)`: for the server, whose
    /// watcher reports every change. When false, every use reads the file again and only
    /// its parse is reused while the bytes are the same.
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

    /// Sets the project's listing (see `listedFiles(withExtension:)`) to `paths`.
    public func setListing(_ paths: some Sequence<String>) {
        let listing = Self.byExtension(paths)
        lock.withLock { listed = listing }
    }

    /// A file appeared in the project (`present`) or went. Only files with a format's
    /// extension are listed.
    public func noteListed(_ path: String, present: Bool) {
        let key = Self.fileExtension(of: path)
        guard TemplateFormats.fileExtensions.contains(key) else { return }
        lock.withLock {
            guard listed != nil else { return }
            if present { listed![key, default: []].insert(path) } else { listed![key]?.remove(path) }
        }
    }

    /// The project's files with extension `fileExtension` that no ignore rule covers, sorted.
    public func listedFiles(withExtension fileExtension: String) -> [String] {
        if lock.withLock({ listed == nil }) {
            let walked = (try? ProjectWalker.walk(root: URL(fileURLWithPath: root), templateExtensions: TemplateFormats.fileExtensions))?
                .templates ?? []
            lock.withLock { if listed == nil { listed = Self.byExtension(walked) } }
        }
        return lock.withLock {
            (listed?[fileExtension.lowercased()] ?? []).filter { !ignoreRules.isIgnored(relativePath: $0, isDirectory: false) }
        }.sorted()
    }

    private static func byExtension(_ paths: some Sequence<String>) -> [String: Set<String>] {
        var listing: [String: Set<String>] = [:]
        for path in paths { listing[fileExtension(of: path), default: []].insert(path) }
        return listing
    }

    private static func fileExtension(of path: String) -> String {
        // Bytes, not Foundation's substring search (which bridges to NSString).
        guard let dot = path.lastIndex(of: "."), !path[dot...].utf8.contains(UInt8(ascii: "/")) else { return "" }
        return path[path.index(after: dot)...].lowercased()
    }

    /// Forgets what is cached for `path` (the file changed on disk).
    public func invalidate(_ path: String) {
        lock.withLock { _ = files.removeValue(forKey: path) }
    }

    /// Reads `path` again after the watcher reported a change and tells whether its content
    /// differs from what was read before (false for a touch or a rescan that found the same
    /// bytes). A file that is gone or unreadable counts as changed when it had been read.
    /// The bytes stay cached for the render that follows.
    public func refresh(_ path: String) -> Bool {
        let previous = lock.withLock { files.removeValue(forKey: path) }
        // Freeing the old content (a parsed tree) is left to another queue.
        defer { if let previous { BackgroundRelease.drop(previous) } }
        guard let bytes = try? readBytes(path) else { return previous != nil }
        let stored = store(path, bytes)
        return !Self.sameContent(previous, bytes: stored.bytes)
    }

    /// A file's size and modification time, to tell whether it may have changed since it was
    /// read without reading it; nil when it cannot be had (gone, remote, outside the project).
    public func stamp(_ path: String) -> FileStamp? {
        guard !Self.isRemote(path), Self.isSafe(path) else { return nil }
        return projectRoot?.stamp(of: path)
    }

    /// The project root, its canonical path resolved once (nil while it cannot be).
    private var projectRoot: FileRoot? {
        lock.withLock {
            if fileRoot == nil { fileRoot = try? FileRoot(root) }
            return fileRoot
        }
    }

    /// Reads `bytes` for `path` instead of its file until `removeOverlay(_:)`: an editor's
    /// unsaved buffer. The caller forgets what was rendered from the file
    /// (`ProjectRenderer.forgetRendered(dependingOn:)`).
    public func setOverlay(_ path: String, _ bytes: [UInt8]) {
        lock.withLock { overlays[path] = bytes }
    }

    /// Reads `path` from disk again (the buffer was closed).
    public func removeOverlay(_ path: String) {
        lock.withLock {
            overlays[path] = nil
            files[path] = nil
        }
    }

    /// Stores what fetching a remote template gave; the resolver reads it like a file.
    public func setRemote(_ url: String, _ result: Result<[UInt8], TemplateLoadError>) {
        lock.withLock { remote[url] = result }
    }

    /// Forgets what was fetched for `url`.
    public func removeRemote(_ url: String) {
        lock.withLock {
            remote[url] = nil
            files[url] = nil
        }
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
        var entry = try cachedFile(path)
        let parsed: Result<XMLFile, XMLError>
        if let known = entry.parsed {
            parsed = known
        } else {
            do {
                parsed = .success(try XMLReader.read(entry.bytes))
            } catch {
                parsed = .failure(error)
            }
            entry.parsed = parsed
            lock.withLock { if Self.sameContent(files[path], bytes: entry.bytes) { files[path] = entry } }
        }
        switch parsed {
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
            let raw: String
            if case let .success(xml)? = file.parsed { raw = xml.text } else { raw = String(decoding: file.bytes, as: UTF8.self) }
            let text = SourceText(raw)
            file.text = text
            files[path] = file
            return text
        }
    }

    /// Whether a `.layout-ignore` rule (or a built-in one) covers `path`: it reads as missing.
    public func isIgnored(_ path: String) -> Bool {
        lock.withLock { ignoreRules.isIgnored(relativePath: path, isDirectory: false) }
    }

    /// The raw bytes of a project file (templates, strings, configuration), read through
    /// the path policy; cached like templates when the cache is trusted. The project's own
    /// control files (`.layout-ignore`, `layout-serve.json`) are read even where an ignore
    /// rule covers them (`honouringIgnoreRules: false`).
    public func bytes(_ path: String, honouringIgnoreRules: Bool = true) throws(TemplateLoadError) -> [UInt8] {
        guard honouringIgnoreRules else { return try readBytes(path, honouringIgnoreRules: false) }
        return try cachedFile(path).bytes
    }

    /// Reads a file from disk through the path policy.
    private func readBytes(_ path: String, honouringIgnoreRules: Bool = true) throws(TemplateLoadError) -> [UInt8] {
        guard Self.isSafe(path) else { throw .unreadable("\(path) is outside the project") }
        if honouringIgnoreRules, lock.withLock({ ignoreRules.isIgnored(relativePath: path, isDirectory: false) }) { throw .notFound }
        guard let projectRoot else { throw .notFound }
        let resolved: String
        do {
            // Not opened to see that it is a file: reading it checks that.
            resolved = try projectRoot.canonicalPath(of: path)
        } catch {
            switch error {
            case .notFound: throw .notFound
            case let .forbidden(reason): throw .unreadable(reason)
            }
        }
        let contents: FileContents
        do {
            contents = try FileRoot.read(resolved: resolved, maxBytes: XMLLimits.maximumFileSize)
        } catch {
            throw .unreadable(error.errno == ELOOP ? "cannot read \(path): it was replaced by a symlink while being read" : "cannot read \(path)")
        }
        switch contents {
        case let .bytes(bytes): return bytes
        case .notRegularFile:
            if FileRoot.isDirectory(resolved: resolved) { throw .notFound }
            throw .unreadable("cannot read \(path): it is not a regular file (a FIFO, socket or device)")
        case let .tooLarge(size):
            throw .unreadable("file is too large (\(size) bytes; the limit is \(XMLLimits.maximumFileSize) bytes, 16 MiB)")
        }
    }

    private func cachedFile(_ path: String) throws(TemplateLoadError) -> CachedFile {
        if Self.isRemote(path) { return store(path, try remoteBytes(path)) }
        if let overlay = lock.withLock({ overlays[path] }) {
            if lock.withLock({ ignoreRules.isIgnored(relativePath: path, isDirectory: false) }) { throw .notFound }
            return store(path, overlay)
        }
        if trustsCacheUntilInvalidated, let cached = lock.withLock({ files[path] }) { return cached }
        return store(path, try readBytes(path))
    }

    /// Caches these bytes of `path`, keeping the earlier entry (and its parse) when they
    /// are the same.
    @discardableResult
    private func store(_ path: String, _ bytes: [UInt8]) -> CachedFile {
        lock.withLock {
            if let cached = files[path], Self.sameContent(cached, bytes: bytes) { return cached }
            let entry = CachedFile(bytes: bytes, parsed: nil, text: nil)
            files[path] = entry
            return entry
        }
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
        // Segment by segment over the bytes: no empty segment (a leading, doubled or trailing
        // `/`), no `..`, no NUL.
        var segmentLength = 0, dots = 0
        for byte in path.utf8 {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if segmentLength == 0 || (segmentLength == 2 && dots == 2) { return false }
                segmentLength = 0
                dots = 0
            default:
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return segmentLength > 0 && !(segmentLength == 2 && dots == 2)
    }

    /// Whether a cached entry holds exactly these bytes: compared directly, which is faster than
    /// hashing them (a hash of every read cost 2 % of a render of the performance template) and
    /// stops at the first difference.
    static func sameContent(_ entry: CachedFile?, bytes: [UInt8]) -> Bool {
        guard let entry, entry.bytes.count == bytes.count else { return false }
        return entry.bytes.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in
                old.count == 0 || old.baseAddress == new.baseAddress || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0
            }
        }
    }
}

