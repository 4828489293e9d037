import Diagnostics
import EverLayout
import Expressions
import LayoutEngine

/// `layout-serve.json` at a project's root (docs/PROTOCOL.md "Project
/// configuration"). Every key is optional.
public struct ProjectConfiguration: Sendable {
    public var layoutMode: LayoutMode = .legacy
    public var device: Device = .standard
    public var devices: [Device] = Device.presets
    public var constants: [String: Value] = [:]
    public var state: [String: Value] = [:]
    /// Extra state per template path.
    public var templateState: [String: [String: Value]] = [:]
    public var classes: [CustomClass] = []
    /// `.strings` files to read, project-relative; nil = every `Localizable.strings`.
    public var stringsFiles: [String]?
    public var colors: [String: Color] = [:]
    public var images: Set<String>?
    /// Hosts `LOAD` may fetch templates from: `example.com` (any port) or `127.0.0.1:8000`.
    public var remoteHosts: [String] = []
    /// `formats`: files matching a pattern are read as the named format (`layout`, `everlayout`:
    /// `TemplateFormats.names`) instead of the one their extension and content suggest; the
    /// first matching pattern wins.
    public var formatOverrides: [(pattern: TemplatePattern, format: String)] = []
    /// `editor_url`: how the viewer links a view or an error to its source; `{path}` is the
    /// file's absolute path, `{line}` and `{column}` its position.
    public var editorURL = "vscode://file/{path}:{line}:{column}"
    /// `everlayout`: what EverLayout layouts are rendered with (injected data, app-provided views).
    public var everLayout = EverLayoutConfiguration()
    /// `markupkit`: the MarkupKit release documents are read as, `<root>` classes, image sizes.
    public var markupKit = MarkupKitConfiguration()
    /// `swiftlayout`: what SwiftLayout screens draw for values only the running app knows.
    public var swiftLayout = SwiftLayoutConfiguration()
    /// `audit.rules`: each named rule's level for `check --audit` (docs/AUDITS.md).
    public var auditLevels: [AuditRule: AuditLevel] = [:]
    /// `audit.ignore`: findings not to report (docs/AUDITS.md "Ignoring findings").
    public var auditIgnores: [AuditIgnore] = []
    /// `audit.variants`: the matrix (`RenderVariant.matrix`) `check --audit` and `snapshot` run
    /// when the command line gives no `--variants`; nil without one.
    public var auditVariants: [RenderVariant]?
    /// `audit.variants` as written, until every device it may name is known.
    private var auditVariantsText: String?
    /// `snapshots.directory`: the folder, relative to the project and inside it, that holds
    /// the frame snapshots (`layout-serve snapshot`, `check --snapshots`), normalised
    /// (`./Tests//shots/` → `Tests/shots`).
    public var snapshotDirectory = ProjectConfiguration.defaultSnapshotDirectory
    public static let defaultSnapshotDirectory = "__snapshots__"

    public init() {}

    /// Whether `LOAD` may fetch from `host` (and `port`, when the URL names one).
    public func allowsRemoteHost(_ host: String, port: Int?) -> Bool {
        let host = host.lowercased()
        return remoteHosts.contains { entry in
            let entry = entry.lowercased()
            if entry == host { return true }
            guard let port else { return false }
            return entry == "\(host):\(port)" || entry == "[\(host)]:\(port)"
        }
    }

    public static let fileName = "layout-serve.json"

    /// Reads the configuration; problems are diagnostics against the file.
    public static func parse(_ text: String, file: String = fileName) throws(ConfigurationError) -> ProjectConfiguration {
        let json: JSON
        do {
            json = try JSON.parse(text)
        } catch {
            throw ConfigurationError(message: "\(file) is not valid JSON: \(error.description)", offset: error.offset)
        }
        guard let members = json.objectValue else { throw ConfigurationError(message: "\(file) must hold a JSON object") }
        var configuration = ProjectConfiguration()
        for (key, value) in members {
            do {
                try configuration.apply(key, value, file: file)
            } catch {
                throw error.located(in: text)
            }
        }
        if let name = json["device"]?.stringValue {
            do {
                configuration.device = try Device.parse(name, presets: configuration.devices)
            } catch {
                throw ConfigurationError(message: "\(file): device: \(error)")
            }
        }
        if let matrix = configuration.auditVariantsText {
            // Read once every key is: the matrix may name a device of `devices`, written after it.
            do {
                configuration.auditVariants = try RenderVariant.matrix(matrix, devices: configuration.devices.map(\.name))
            } catch {
                var located = ConfigurationError(message: "\(file): audit variants: \(error)")
                located.keyPath = ["audit", "variants"]
                throw located.located(in: text)
            }
        }
        return configuration
    }

    private mutating func apply(_ key: String, _ value: JSON, file: String) throws(ConfigurationError) {
        func fail(_ message: String) -> ConfigurationError { ConfigurationError(message: "\(file): \(key) \(message)") }
        switch key {
        case "layout_mode":
            guard let mode = value.stringValue.flatMap(LayoutMode.init(rawValue:)) else { throw fail("must be \"legacy\" or \"new\"") }
            layoutMode = mode
        case "device":
            guard value.stringValue != nil else { throw fail("must be a preset name or WIDTHxHEIGHT[@SCALE]") }
        case "devices":
            guard let entries = value.objectValue else { throw fail("must map names to {\"width\", \"height\", \"scale\", \"insets\"}") }
            for (name, spec) in entries {
                guard let width = spec["width"]?.numberValue, let height = spec["height"]?.numberValue else {
                    throw fail("\(name) needs a width and a height")
                }
                let insets = spec["insets"]?.arrayValue?.compactMap(\.numberValue) ?? [0, 0, 0, 0]
                guard insets.count == 4 else { throw fail("\(name) insets must be [top, left, bottom, right]") }
                devices.removeAll { $0.name == name }
                devices.append(Device(name: name, width: width, height: height, scale: spec["scale"]?.numberValue ?? 2,
                                      insets: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])))
            }
        case "constants": constants = try Self.values(value, fail)
        case "state": state = try Self.values(value, fail)
        case "template_state":
            guard let entries = value.objectValue else { throw fail("must map template paths to objects") }
            for (path, object) in entries { templateState[path] = try Self.values(object, fail) }
        case "classes":
            guard let entries = value.objectValue else { throw fail("must map class names to {\"superclass\", \"properties\"}") }
            for (name, spec) in entries {
                let superclass = spec["superclass"]?.stringValue ?? (name.hasSuffix("Controller") ? "UIViewController" : "UIView")
                var properties: [String: String] = [:]
                for (property, type) in spec["properties"]?.objectValue ?? [] {
                    guard let typeName = type.stringValue else { throw fail("\(name).\(property) type must be a string") }
                    properties[property] = typeName
                }
                classes.append(CustomClass(name: name, superclass: superclass, properties: properties))
            }
        case "strings":
            guard let paths = value.arrayValue?.compactMap(\.stringValue) else { throw fail("must be an array of paths") }
            stringsFiles = paths
        case "colors":
            guard let entries = value.objectValue else { throw fail("must map names to colours") }
            for (name, spec) in entries {
                guard let text = spec.stringValue, let color = Color.named(text) else { throw fail("\(name) is not a colour") }
                colors[name] = color
            }
        case "images":
            guard let names = value.arrayValue?.compactMap(\.stringValue) else { throw fail("must be an array of names") }
            images = Set(names)
        case "editor_url":
            guard let template = value.stringValue, template.contains("{path}") else {
                throw fail("must be a URL with {path} (and optionally {line} and {column}), like vscode://file/{path}:{line}:{column}")
            }
            editorURL = template
        case "formats":
            guard let entries = value.objectValue else { throw fail("must map path patterns to format names") }
            for (pattern, name) in entries {
                guard let format = name.stringValue, TemplateFormats.names.contains(format) else {
                    throw fail("\(pattern) names an unknown format \(name.encoded) (known: \(TemplateFormats.names.joined(separator: ", ")))")
                }
                formatOverrides.append((TemplatePattern(pattern), format))
            }
        case "everlayout": everLayout = try EverLayoutConfiguration.parse(value, fail)
        case "markupkit": markupKit = try MarkupKitConfiguration.parse(value, fail)
        case "swiftlayout": swiftLayout = try SwiftLayoutConfiguration.parse(value, fail)
        case "audit":
            guard let members = value.objectValue else {
                throw fail(#"must be an object like {"rules": {"overlap": "off"}, "variants": "iphone-se|ipad,L|AX3", "ignore": [{"rule": "overlap", "view": "badge"}]}"#)
            }
            for (name, entry) in members {
                switch name {
                case "rules": auditLevels = try Self.auditLevels(entry, fail)
                case "ignore": auditIgnores = try AuditIgnore.parseList(entry, fail)
                case "variants":
                    guard let matrix = entry.stringValue else {
                        var error = fail(#"variants must be a matrix of variants as --variants takes it, like "iphone-se|ipad,L|AX3,ltr|rtl", not \#(entry.encoded)"#)
                        error.keyPath = ["audit", "variants"]
                        throw error
                    }
                    auditVariantsText = matrix
                default:
                    let near = Suggestions.bestMatches(for: name, in: ["rules", "variants", "ignore"], limit: 1).first
                    var error = fail("has an unknown key \"\(name)\"\(near.map { " (did you mean \($0)?)" } ?? "") — expected rules, variants, ignore")
                    error.keyPath = ["audit", name]
                    throw error
                }
            }
        case "snapshots":
            guard let members = value.objectValue else {
                var error = fail(#"must be an object like {"directory": "Tests/__snapshots__"}, not \#(value.encoded)"#)
                error.keyPath = ["snapshots"]
                throw error
            }
            for (name, entry) in members {
                var error: ConfigurationError
                if name == "directory" {
                    guard let text = entry.stringValue, !text.isEmpty else {
                        error = fail(#"directory must be a folder inside the project, relative to it, like "Tests/__snapshots__", not \#(entry.encoded)"#)
                        error.keyPath = ["snapshots", "directory"]
                        throw error
                    }
                    switch Self.snapshotDirectory(text) {
                    case .success(let folder):
                        snapshotDirectory = folder
                        continue
                    case .failure(let problem):
                        error = fail("directory \(JSON.string(text).encoded) \(problem.message)")
                    }
                } else {
                    error = fail("has an unknown key \"\(name)\" — expected directory")
                }
                error.keyPath = ["snapshots", name]
                throw error
            }
        case "remote_hosts":
            guard let hosts = value.arrayValue?.compactMap(\.stringValue) else { throw fail("must be an array of host names") }
            remoteHosts = hosts
        default:
            throw ConfigurationError(message: "\(file): unknown key \"\(key)\" (expected layout_mode, device, devices, constants, state, template_state, classes, strings, colors, images, remote_hosts, formats, everlayout, markupkit, swiftlayout, editor_url, audit, snapshots)")
        }
    }

    /// Why a snapshot folder cannot be used.
    public struct SnapshotDirectoryProblem: Error, Sendable {
        public var message: String
    }

    /// `text` as a project-relative folder without `.`, `..` or empty components, or why it is
    /// refused: an absolute path, a path that leaves the project by `..`, or the project
    /// folder itself (snapshots are written, updated and deleted only inside the project).
    public static func snapshotDirectory(_ text: String) -> Result<String, SnapshotDirectoryProblem> {
        let advice = #"snapshots are kept inside the project: give a folder relative to it, like "Tests/__snapshots__""#
        if text.hasPrefix("/") {
            return .failure(SnapshotDirectoryProblem(message: "is an absolute path: " + advice))
        }
        var components: [Substring] = []
        for component in text.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == ".." {
                guard components.popLast() != nil else {
                    return .failure(SnapshotDirectoryProblem(message: "is outside the project (its .. leaves the project folder): " + advice))
                }
            } else {
                components.append(component)
            }
        }
        guard !components.isEmpty else {
            return .failure(SnapshotDirectoryProblem(message: #"is the project folder itself: name a folder inside it, like "__snapshots__""#))
        }
        return .success(components.joined(separator: "/"))
    }

    /// `audit.rules`: rule ids to `off`, `warning` or `error`; a bad one points at its key.
    private static func auditLevels(_ json: JSON, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> [AuditRule: AuditLevel] {
        guard let rules = json.objectValue else { throw fail("rules must map rule ids to off, warning or error") }
        var levels: [AuditRule: AuditLevel] = [:]
        for (id, level) in rules {
            var error: ConfigurationError
            if let rule = AuditRule(rawValue: id) {
                if let text = level.stringValue, let parsed = AuditLevel(rawValue: text) {
                    levels[rule] = parsed
                    continue
                }
                error = fail("rules: \(id) must be off, warning or error, not \(level.encoded)")
            } else {
                error = fail("rules: \(AuditRule.unknown(id))")
            }
            error.keyPath = ["audit", "rules", id]
            throw error
        }
        return levels
    }

    private static func values(_ json: JSON, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> [String: Value] {
        guard let members = json.objectValue else { throw fail("must be a JSON object") }
        var result: [String: Value] = [:]
        for (key, item) in members {
            do {
                result[key] = try Value(json: item)
            } catch {
                throw fail("\(key): \(error)")
            }
        }
        return result
    }
}

/// A problem with `layout-serve.json`.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Where in the file the problem is (a UTF-8 offset), when the JSON itself is malformed.
    public var offset: Int?
    public var description: String { message }

    /// The keys leading to the member at fault (`["everlayout", "inject", "k00"]`; in an
    /// array, the element's index: `["audit", "ignore", "0", "rule"]`), until
    /// `located(in:)` turns them into an offset.
    var keyPath: [String]?

    public init(message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    /// The error at the key `keyPath` names in `text`, where it is found.
    func located(in text: String) -> ConfigurationError {
        guard let keyPath, offset == nil else { return self }
        var located = self
        located.keyPath = nil
        guard var node = try? JSONNodeReader.read(Array(text.utf8)) else { return located }
        for (index, key) in keyPath.enumerated() {
            // In an array the key is an element's index, and the element itself is the place.
            if let elements = node.elements {
                guard let position = Int(key), elements.indices.contains(position) else { return located }
                node = elements[position]
                if index == keyPath.count - 1 { located.offset = Int(node.span.lower) }
                continue
            }
            guard let member = node[key] else { return located }
            if index == keyPath.count - 1 { located.offset = Int(member.keySpan.lower) }
            node = member.value
        }
        return located
    }

    /// The problem as a diagnostic against the file, positioned (with an excerpt) when the
    /// offset is known.
    public func diagnostic(file: String = ProjectConfiguration.fileName, text: String) -> Diagnostic {
        var diagnostic = Diagnostic(message: message, file: file)
        if let offset {
            let source = SourceText(text)
            let position = source.position(atOffset: offset)
            diagnostic.range = SourceRange(start: position, end: position)
            diagnostic = diagnostic.withExcerpt(from: source)
        }
        return diagnostic
    }
}
