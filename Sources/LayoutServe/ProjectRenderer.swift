import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import Templates

/// Renders the templates of one project: resolves includes through the
/// cached sources, applies the project configuration and strings, lays out.
/// Pure apart from reading files; safe to use from one queue at a time.
public final class ProjectRenderer: @unchecked Sendable {
    public let sources: ProjectSources
    public private(set) var configuration: ProjectConfiguration
    public private(set) var strings: [String: String] = [:]
    private var catalog: UIKitCatalog
    /// Compiled layouts by template path, mode and state names, reused until a file they
    /// depend on, a string they use, or the configuration changes — and only for the most
    /// recently rendered templates: a compiled view costs kilobytes, and a project of
    /// thousands of templates renders most of them once, at start.
    private var compiled: [String: CompiledEntry] = [:]
    /// The most views the cached layouts may hold together; the least recently rendered
    /// go first. (About 10 KB a view; Example.xml, 203 views, fits 40 times.)
    public var compiledViewCapacity = 8_192
    private var compiledViews = 0
    /// See `LayoutOptions.reusesCompilations` (for tests).
    public var reusesCompilations = true
    private var useCounter = 0

    struct CompiledEntry {
        var layout: CompiledLayout
        var dependencies: Set<String>
        var warnings: [Diagnostic]
        var views: Int
        var lastUse: Int
    }

    public init(sources: ProjectSources, configuration: ProjectConfiguration, strings: [String: String] = [:]) {
        self.sources = sources
        self.configuration = configuration
        self.strings = strings
        self.catalog = UIKitCatalog.standard.adding(customClasses: configuration.classes)
    }

    public func update(configuration: ProjectConfiguration) {
        self.configuration = configuration
        catalog = UIKitCatalog.standard.adding(customClasses: configuration.classes)
        compiled.removeAll()
        compiledViews = 0
    }

    /// New strings; only templates using a changed key are recompiled.
    /// Returns the paths of the templates affected.
    @discardableResult
    public func update(strings newStrings: [String: String]) -> Set<String> {
        let keys = Set(strings.keys).union(newStrings.keys).filter { strings[$0] != newStrings[$0] }
        strings = newStrings
        let affected = compiled.filter { !$0.value.layout.stringKeys.isDisjoint(with: keys) }
        for key in affected.keys { forget(key) }
        return Set(affected.keys.map { String($0.split(separator: "|")[0]) })
    }

    /// Forgets compiled layouts that depend on any of `files`.
    public func invalidate(files: Set<String>) {
        for file in files { sources.invalidate(file) }
        for (key, entry) in compiled where !entry.dependencies.isDisjoint(with: files) { forget(key) }
    }

    /// How many compiled layouts are cached (for tests).
    public var compiledCount: Int { compiled.count }

    private func forget(_ key: String) {
        if let entry = compiled.removeValue(forKey: key) { compiledViews -= entry.views }
    }

    /// Caches a compiled layout, first making room by dropping the least recently used
    /// quarter of the cache when it would hold more than `compiledViewCapacity` views.
    private func remember(_ entry: CompiledEntry, as key: String) {
        forget(key)
        if compiledViews + entry.views > compiledViewCapacity, !compiled.isEmpty {
            let target = compiledViewCapacity * 3 / 4 - entry.views
            for (oldKey, _) in compiled.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard compiledViews > max(0, target) else { break }
                forget(oldKey)
            }
        }
        compiled[key] = entry
        compiledViews += entry.views
    }

    /// Whether `path`'s compiled layout is cached (for tests and status).
    public func isCompiled(_ path: String, mode: LayoutMode? = nil) -> Bool {
        let prefix = "\(path)|\((mode ?? configuration.layoutMode).rawValue)|"
        return compiled.keys.contains { $0.hasPrefix(prefix) }
    }

    /// Renders `path` for `device` with extra state and constants. The
    /// compiled layout is reused when only device or state differ.
    public func render(
        _ path: String, device: Device? = nil, mode: LayoutMode? = nil,
        state: [String: Value] = [:], constants: [String: Value] = [:]
    ) -> RenderOutcome {
        let start = Stopwatch.now()
        let mode = mode ?? configuration.layoutMode
        let device = device ?? configuration.device
        var allState = configuration.state.merging(configuration.templateState[path] ?? [:]) { $1 }
        allState.merge(state) { $1 }
        // Names that are state compile to state slots, so the compiled form is per set of names.
        let key = "\(path)|\(mode.rawValue)|\(allState.keys.sorted().joined(separator: ","))"
        var outcome = RenderOutcome(
            template: path, device: device, tree: nil, errors: [], warnings: [], dependencies: [], stringKeys: [],
            timing: .init(parse: 0, layout: 0, total: 0))
        useCounter += 1
        let entry: CompiledEntry
        if constants.isEmpty, let cached = compiled[key] {
            entry = cached
            compiled[key]!.lastUse = useCounter
        } else {
            let resolution = resolve(path)
            outcome.dependencies = resolution.dependencies
            guard let root = resolution.root else {
                outcome.errors = resolution.diagnostics.filter { $0.severity == .error }
                outcome.warnings = resolution.diagnostics.filter { $0.severity != .error }
                outcome.timing.parse = Stopwatch.milliseconds(start, Stopwatch.now())
                outcome.timing.total = outcome.timing.parse
                return outcome
            }
            var options = LayoutOptions(
                device: device, mode: mode, constants: configuration.constants.merging(constants) { $1 }, state: allState, strings: strings,
                environment: PropertyEnvironment(colors: configuration.colors, images: configuration.images), catalog: catalog)
            options.reusesCompilations = reusesCompilations
            entry = CompiledEntry(
                // Only this template's files: every project file per compiled layout grows as templates².
                layout: CompiledLayout(root, options: options, sourceLookup: { [sources] path in sources.sourceText(path) }),
                dependencies: resolution.dependencies,
                warnings: resolution.diagnostics.filter { $0.severity != .error },
                views: Self.viewCount(root), lastUse: useCounter)
            if constants.isEmpty { remember(entry, as: key) }
        }
        let parsed = Stopwatch.now()
        let result = entry.layout.render(device: device, state: allState)
        let finished = Stopwatch.now()
        outcome.dependencies = entry.dependencies
        outcome.tree = result.tree
        outcome.errors = result.errors
        outcome.warnings = entry.warnings + result.warnings
        outcome.stringKeys = result.stringKeys
        outcome.timing = .init(parse: Stopwatch.milliseconds(start, parsed), layout: Stopwatch.milliseconds(parsed, finished),
                               total: Stopwatch.milliseconds(start, finished))
        return outcome
    }

    /// The files `path` reads (itself and every include reached or tried), without compiling.
    public func dependencies(of path: String) -> Set<String> {
        resolve(path).dependencies
    }

    private static func viewCount(_ node: TemplateNode) -> Int {
        node.children.reduce(1) { $0 + viewCount($1) }
    }

    private func resolve(_ path: String) -> TemplateResolution {
        let catalog = self.catalog
        let resolver = TemplateResolver(
            load: { [sources] path throws(TemplateLoadError) in try sources.xmlFile(path) },
            isSubclass: { ancestor, subclass in
                catalog.viewClass(named: subclass)?.isSubclass(of: ancestor) ?? (ancestor == subclass)
            })
        return resolver.resolve(path: path)
    }
}

/// Monotonic time for phase timings.
enum Stopwatch {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1_000_000 }
}
