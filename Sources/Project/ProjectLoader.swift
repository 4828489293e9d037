import Diagnostics
import Foundation
import Templates

/// Opens a project directory: walks it (honouring ignore rules), reads
/// `layout-serve.json` and the `.strings` files, and makes a renderer.
public struct ProjectLoader {
    public let root: String
    public let files: ProjectFiles
    public let renderer: ProjectRenderer
    /// Problems with strings files and ignore files (configuration problems throw).
    public let diagnostics: [Diagnostic]

    /// `watched`: a watcher reports every change to the project (or the caller is done before a
    /// change could matter, as `render` is), so files read once are kept until invalidated (see
    /// `ProjectSources.trustsCacheUntilInvalidated`).
    public init(root: String, watched: Bool = false) throws(ProjectError) {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ProjectError(message: "\(root) is not a directory")
        }
        let files: ProjectFiles
        do {
            files = try ProjectWalker.walk(root: url, templateExtensions: TemplateFormats.fileExtensions)
        } catch {
            throw ProjectError(message: "cannot read \(root): \(error)")
        }
        let sources = ProjectSources(root: url.path, ignoreRules: files.ignoreRules, trustsCacheUntilInvalidated: watched)
        sources.setListing(files.templates)
        var configuration = ProjectConfiguration()
        if let config = files.config {
            let bytes: [UInt8]
            do {
                bytes = try sources.bytes(config)
            } catch {
                throw ProjectError(message: "cannot read \(config)")
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                configuration = try ProjectConfiguration.parse(text, file: config)
            } catch {
                throw ProjectError(message: Self.positioned(error, file: config, text: text))
            }
        }
        let strings = LocalizedStrings.load(from: files.strings, sources: sources, configured: configuration.stringsFiles)
        self.root = url.path
        self.files = files
        self.renderer = ProjectRenderer(
            sources: sources, configuration: configuration, strings: strings.table, stringsDiagnostics: strings.diagnostics,
            stringsFiles: files.strings)
        self.diagnostics = files.diagnostics + strings.diagnostics
    }

    /// A configuration error about one key, with the key's line and column after the file's
    /// name (`layout-serve.json:3:7: audit ignore[0] rule: …`), so an editor can jump to it.
    static func positioned(_ error: ConfigurationError, file: String, text: String) -> String {
        guard let offset = error.offset, error.message.hasPrefix(file + ": ") else { return error.message }
        let position = SourceText(text).position(atOffset: offset)
        return "\(file):\(position.line):\(position.column): " + error.message.dropFirst(file.count + 2)
    }

    /// The project root for a template file: the nearest folder above it with
    /// a `layout-serve.json`, else the file's own folder.
    public static func root(containing file: String) -> String {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        let start = folder
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(ProjectConfiguration.fileName).path) {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return start.path
    }

    /// Whether a project file is a template of some format (see `ProjectRenderer.format(for:)`).
    public func isTemplate(_ path: String) -> Bool {
        renderer.isTemplate(path)
    }
}

/// A project that cannot be opened (missing folder, bad configuration).
public struct ProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// The caller's option was wrong (a `--device` that does not parse), not the project.
    public var isUsage: Bool
    public var description: String { message }

    public init(message: String, isUsage: Bool = false) {
        self.message = message
        self.isUsage = isUsage
    }
}
