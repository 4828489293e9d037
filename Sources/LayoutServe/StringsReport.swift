import Diagnostics
import Project
import Templates

/// `layout-serve strings`: the `strings.` keys a project's templates use, and for each
/// `.strings` file the project reads, the used keys it lacks and the keys no template uses.
///
/// Each document's format reads its keys (`TemplateFormat.stringKeys`): a Layout template's
/// from its text as `LayoutTool strings` reads them, a MarkupKit document's `@key` values, a
/// Swift file's literal `NSLocalizedString`/`String(localized:)` keys; EverLayout has none.
/// A key counts where it is written — in an included file, not in the files including it.
public struct StringsReport: Sendable {
    /// One `.strings` file measured against the keys in use.
    public struct FileReport: Sendable, Equatable {
        public var file: String
        /// How many distinct keys the file defines.
        public var definedCount: Int
        /// Keys in use that the file does not define, sorted.
        public var missing: [String]
        /// Keys the file defines that no template uses, sorted.
        public var unused: [String]
    }

    /// Every key in use, sorted, with the templates naming it (sorted).
    public var keys: [(key: String, files: [String])]
    /// The `.strings` files the project reads, in the order it reads them.
    public var files: [FileReport]
    /// Keys in use that no file defines (every file's `missing` lists them too).
    public var undefined: [String]
    /// Templates whose keys could not be read, with the reason (malformed XML, an
    /// attribute that does not parse).
    public var unreadableTemplates: [(file: String, reason: String)]
    /// Problems reading the `.strings` files.
    public var diagnostics: [Diagnostic]

    /// True when a key in use is missing from some file, or no file defines it.
    public var hasMissingKeys: Bool { !undefined.isEmpty || files.contains { !$0.missing.isEmpty } }

    /// Reads the keys of every template of `project`, then each `.strings` file on its own.
    public init(project: ProjectLoader) {
        var usage: [String: Set<String>] = [:]
        var unreadable: [(String, String)] = []
        for path in project.files.templates {
            guard let format = project.renderer.format(for: path) else { continue }
            do {
                for key in try format.stringKeys(of: path, in: project.renderer.context) { usage[key, default: []].insert(path) }
            } catch {
                unreadable.append((path, "\(error)"))
            }
        }
        keys = usage.keys.sorted().map { ($0, usage[$0]!.sorted()) }
        unreadableTemplates = unreadable

        let used = Set(usage.keys)
        var defined = Set<String>()
        var files: [FileReport] = []
        var diagnostics: [Diagnostic] = []
        for path in LocalizedStrings.files(among: project.files.strings, configured: project.renderer.configuration.stringsFiles) {
            guard let bytes = try? project.renderer.sources.bytes(path) else {
                diagnostics.append(Diagnostic(message: "Unable to read strings file \(path)", file: path))
                continue
            }
            let table = StringsFile.parse(bytes, file: path)
            diagnostics += table.diagnostics
            let keys = Set(table.values.keys)
            defined.formUnion(keys)
            files.append(FileReport(
                file: path, definedCount: keys.count, missing: used.subtracting(keys).sorted(), unused: keys.subtracting(used).sorted()))
        }
        self.files = files
        self.diagnostics = diagnostics
        undefined = used.subtracting(defined).sorted()
    }

    /// The report as one JSON object (docs/PROTOCOL.md, `layout-serve strings`).
    public var json: JSON {
        let strings = { (values: [String]) in JSON.array(values.map { .string($0) }) }
        return .object([
            ("keys", .array(keys.map { .object([("key", .string($0.key)), ("files", strings($0.files))]) })),
            ("files", .array(files.map {
                .object([("file", .string($0.file)), ("defined", .number(Double($0.definedCount))),
                         ("missing", strings($0.missing)), ("unused", strings($0.unused))])
            })),
            ("undefined", strings(undefined)),
            ("unreadable", .array(unreadableTemplates.map { .object([("file", .string($0.file)), ("reason", .string($0.reason))]) })),
            ("problems", .array(diagnostics.map(\.json))),
        ])
    }

    /// The report as text: a line per key with its templates, then a line per file.
    public var text: String {
        var lines: [String] = []
        let width = min(40, keys.map(\.key.count).max() ?? 0)
        for (key, files) in keys {
            let padding = String(repeating: " ", count: max(1, width - key.count + 2))
            lines.append(key + padding + files.joined(separator: ", "))
        }
        if !keys.isEmpty { lines.append("") }
        for file in files {
            let missing = file.missing.isEmpty ? "none missing" : "\(file.missing.count) missing: \(file.missing.joined(separator: ", "))"
            let unused = file.unused.isEmpty ? "none unused" : "\(file.unused.count) unused: \(file.unused.joined(separator: ", "))"
            lines.append("\(file.file): \(file.definedCount) key\(file.definedCount == 1 ? "" : "s"), \(missing), \(unused)")
        }
        if files.isEmpty { lines.append("no .strings file: every key in use is undefined") }
        if !undefined.isEmpty { lines.append("undefined (in no .strings file): \(undefined.joined(separator: ", "))") }
        for (file, reason) in unreadableTemplates { lines.append("not read: \(file): \(reason)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
