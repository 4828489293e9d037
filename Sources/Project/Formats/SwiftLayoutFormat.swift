import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import FileAccess
import SwiftLayout
import Templates

/// SwiftLayout layouts (R-SL-STATIC): `.swift` files holding a `Layoutable`
/// type's `layout`, a `@LayoutBuilder` property or function, or a top-level
/// `view.sl.sublayout { … }`, read statically (`SwiftTree`) and placed by the Auto Layout engine.
/// Custom view classes come from every `.swift` file of the project (the project's listing,
/// `ProjectSources.listedFiles(withExtension:)`), so the parsed files are
/// kept, each read again only when it changed: when the watcher reported it (the server's
/// sources trust their cache until then), else when its size or modification time differs
/// (`render`, `check`). A layout depends on the files whose classes it used, and on the
/// names it looked up: a file that comes to declare one re-renders it.
public final class SwiftLayoutFormat: TemplateFormat {
    public static let name = "swiftlayout"
    public static let fileExtensions: Set<String> = ["swift"]
    private var declarations = ProjectDeclarations()
    /// The files `declarations` holds, each with its stamp when it was read.
    private var readFiles: [String: ReadFile] = [:]
    /// Files reported changed since they were read.
    private var staleFiles: Set<String> = []
    /// What each layout's last render read, for `dependencies(of:)`.
    private var lastDependencies: [String: Set<String>] = [:]
    /// Files `claims` parsed, until the project reads them: a file is parsed once, not once
    /// to be claimed and again to be rendered. With the time each parse took, which the render
    /// that takes it counts as its own.
    private var parsedByClaims: [String: (file: ParsedSwiftFile, milliseconds: Double)] = [:]
    /// The last render, for `printedLayoutTree(of:)` (printed only when asked).
    private var lastRender: (path: String, render: SwiftLayoutRender)?
    /// The parse time of the claimed files the last `read` took.
    private var claimedParseMilliseconds = 0.0
    /// The asset catalogs' colour sets, once looked for (catalogs are not watched: a new
    /// colour set shows after `forgetAll()` — a configuration change — or a restart).
    private var colorSets: AssetColors.Index?

    /// A file as it was read: its stamp, and whether the stamp can tell a later change. A file
    /// modified within a second of being read may change again within the clock's granularity
    /// without its stamp changing (as git's "racily clean" entries), so it is read again (its
    /// parse is reused while its text is the same).
    private struct ReadFile {
        var stamp: FileStamp?
        var isStampReliable: Bool
    }

    /// The last renders' solved systems, by layout (`SolvedSystems`).
    public let solvedSystems = SolvedSystems()
    /// The last renders' evaluations, by file (`SwiftLayoutEvaluations`).
    public let evaluations = SwiftLayoutEvaluations()

    public required init() {}

    /// A `.swift` file whose text has a SwiftLayout entry point.
    public func claims(_ path: String, in project: ProjectContext) -> Bool {
        guard let bytes = try? project.sources.bytes(path) else { return false }
        let start = Stopwatch.now()
        guard let parsed = SwiftLayoutRenderer.parsedIfLayoutWords(String(decoding: bytes, as: UTF8.self), file: path) else {
            return false
        }
        parsedByClaims[path] = (parsed, Stopwatch.milliseconds(start, Stopwatch.now()))
        return parsed.hasLayout
    }

    public func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome {
        let start = Stopwatch.now()
        var (outcome, read) = project.startRender(path, request, missing: "No Swift file found for \(path)")
        guard read != nil else { return outcome }
        claimedParseMilliseconds = 0
        let files = projectDeclarations(including: path, in: project)
        let parsed = Stopwatch.now()
        // A file parsed when it was claimed counts as parsed by this render.
        let claimed = claimedParseMilliseconds
        let device = request.device
        let sources = project.sources
        let directory = path.split(separator: "/").dropLast().joined(separator: "/")
        var options = SwiftLayoutOptions(
            rootWidth: device.width, rootHeight: device.height, scale: device.scale,
            safeArea: device.insets,
            catalog: project.catalog, imageSize: { name in PNGSize.find(name, near: directory, in: sources) })
        options.placeholders = project.configuration.swiftLayout.placeholders
        // The colour sets a layout read are among what it depends on: an edit re-renders it.
        // The asset catalogs are looked through only when a layout names a colour, once.
        let colorFiles = FoundFiles()
        let colorSets = LazyColorSets(known: colorSets, root: sources.root, ignoreRules: sources.ignoreRules)
        options.namedColor = { name in
            guard let found = AssetColors.color(named: name, in: colorSets.index, root: colorSets.root) else { return nil }
            colorFiles.insert(found.file)
            return found.color
        }
        options.contentSizeCategory = request.variant.contentSize
        options.layoutDirection = request.variant.direction
        options.solvedSystems = solvedSystems
        options.evaluations = evaluations
        let render = SwiftLayoutRenderer.render(path, project: files, options: options)
        self.colorSets = colorSets.found
        let finished = Stopwatch.now()
        outcome.tree = render.tree
        outcome.errors = render.errors
        outcome.warnings = render.warnings
        if render.tree == nil, render.errors.isEmpty {
            outcome.errors = [Diagnostic(message: "The file's layouts render no view", file: path)]
        }
        outcome.constraints = render.records
        lastRender = (path, render)
        outcome.dependencies = render.dependencies.union(colorFiles.files)
        lastDependencies[path] = outcome.dependencies
        outcome.usedNames = render.usedNames
        outcome.timing = .init(parse: claimed + Stopwatch.milliseconds(start, parsed), layout: Stopwatch.milliseconds(parsed, finished),
                               total: claimed + Stopwatch.milliseconds(start, finished))
        return outcome
    }

    /// The declarations of every `.swift` file of the project, with what changed read again.
    private func projectDeclarations(including path: String, in project: ProjectContext) -> ProjectDeclarations {
        var names = project.sources.listedFiles(withExtension: "swift")
        if !names.contains(path) { names.append(path) }
        let trusted = project.sources.trustsCacheUntilInvalidated
        var toRead: [String] = []
        for name in names {
            guard let read = readFiles[name], !staleFiles.contains(name) else {
                toRead.append(name)
                continue
            }
            if trusted { continue }
            if !read.isStampReliable || read.stamp == nil || project.sources.stamp(name) != read.stamp { toRead.append(name) }
        }
        let listed = Set(names)
        read(toRead, removing: readFiles.keys.filter { !listed.contains($0) }, in: project)
        return declarations
    }

    /// Reads `files` into the declarations (a file that cannot be read is dropped) and drops
    /// `removed`; returns the names those files declared before or declare now.
    @discardableResult
    private func read(_ files: [String], removing removed: [String], in project: ProjectContext) -> Set<String> {
        var texts: [(file: String, text: String)] = []
        var gone = removed
        let now = Int(Date().timeIntervalSince1970 * 1e9)
        for file in files {
            // Stamped before reading: a change while reading shows as a newer stamp next time.
            let stamp = project.sources.trustsCacheUntilInvalidated ? nil : project.sources.stamp(file)
            guard let bytes = try? project.sources.bytes(file) else {
                gone.append(file)
                continue
            }
            texts.append((file, String(decoding: bytes, as: UTF8.self)))
            readFiles[file] = ReadFile(stamp: stamp, isStampReliable: stamp.map { now - $0.modified > 1_000_000_000 } ?? false)
            staleFiles.remove(file)
        }
        for file in gone {
            readFiles[file] = nil
            staleFiles.remove(file)
        }
        var taken: [String: ParsedSwiftFile] = [:]
        for file in files {
            guard let (parsed, milliseconds) = parsedByClaims.removeValue(forKey: file) else { continue }
            taken[file] = parsed
            claimedParseMilliseconds += milliseconds
        }
        return declarations.update(changed: texts, removed: gone, parsed: taken)
    }

    public func dependencies(of path: String, in project: ProjectContext) -> Set<String> {
        lastDependencies[path] ?? [path]
    }

    /// A changed `.swift` file is read again on next use (the project's listing says which exist).
    public func forget(dependingOn files: Set<String>) {
        let swift = files.filter { $0.hasSuffix(".swift") }
        staleFiles.formUnion(swift)
        for file in swift { parsedByClaims[file] = nil }
    }

    /// The names the changed `.swift` files declared before or declare now (a class in a file
    /// created after a layout rendered, a class moved between files): the layouts that looked
    /// one up are affected. Those files are read now, so the renders that follow find them.
    public func names(declaredBy files: Set<String>, in project: ProjectContext) -> Set<String> {
        let swift = files.filter { $0.hasSuffix(".swift") }
        guard !swift.isEmpty else { return [] }
        let present = Set(project.sources.listedFiles(withExtension: "swift"))
        return read(swift.filter { present.contains($0) }.sorted(), removing: swift.filter { !present.contains($0) }.sorted(), in: project)
    }

    public func forget(usingStringKeys keys: Set<String>) -> Set<String> { [] }

    public func printedLayoutTree(of path: String) -> String? {
        guard let lastRender, lastRender.path == path else { return nil }
        return lastRender.render.layoutTree()
    }

    /// The literal keys of `NSLocalizedString` and `String(localized:)` calls.
    public func stringKeys(of path: String, in project: ProjectContext) throws -> Set<String> {
        LocalizedKeys.keys(in: String(decoding: try project.sources.bytes(path), as: UTF8.self))
    }

    public func forgetAll() {
        solvedSystems.removeAll()
        evaluations.removeAll()
        lastRender = nil
        declarations = ProjectDeclarations()
        readFiles = [:]
        staleFiles = []
        parsedByClaims = [:]
        lastDependencies.removeAll()
        colorSets = nil
    }
}

/// Files a render's lookups found, collected from the closures it calls.
final class FoundFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var found: Set<String> = []

    func insert(_ file: String) { lock.withLock { _ = found.insert(file) } }
    var files: Set<String> { lock.withLock { found } }
}

/// The project's colour sets, looked for on first use.
final class LazyColorSets: @unchecked Sendable {
    let root: String
    private let ignoreRules: IgnoreRules
    private let lock = NSLock()
    private var known: AssetColors.Index?

    init(known: AssetColors.Index?, root: String, ignoreRules: IgnoreRules) {
        self.known = known
        self.root = root
        self.ignoreRules = ignoreRules
    }

    var index: AssetColors.Index {
        lock.withLock {
            if let known { return known }
            let found = AssetColors.index(root: root, ignoreRules: ignoreRules)
            known = found
            return found
        }
    }

    /// The index if it was looked for.
    var found: AssetColors.Index? { lock.withLock { known } }
}
