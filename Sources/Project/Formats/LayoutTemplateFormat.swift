import AutoLayout
import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import Templates
import TemplateTools

/// Layout's XML templates (the Layout language section of docs/RULES.md): an element is a class, an
/// attribute an expression. Resolves includes through the project's sources, compiles every
/// expression once and keeps the compiled layouts of the most recently rendered templates, so a
/// re-render for another device or state costs evaluation only.
public final class LayoutTemplateFormat: TemplateFormat {
    public static let name = "layout"
    public static let fileExtensions: Set<String> = ["xml"]

    /// Compiled layouts, reused until a file they depend on, a string they use, or the
    /// configuration changes — and only for the most recently rendered templates: a
    /// compiled view costs kilobytes, and a project of thousands of templates renders most
    /// of them once, at start.
    private var compiled: [CompiledKey: CompiledEntry] = [:]
    /// File → the cached layouts compiled from it, so a change finds them without a scan.
    private var compiledFrom: [String: Set<CompiledKey>] = [:]
    /// The most views the cached layouts may hold together; the least recently rendered
    /// go first. (About 10 KB a view; Example.xml, 203 views, fits 40 times.)
    public var compiledViewCapacity = 8_192
    private var compiledViews = 0
    /// See `LayoutOptions.reusesCompilations` (for tests).
    public var reusesCompilations = true
    /// Layouts compiled from a file that has since changed, kept until their template is
    /// rendered again: a new text of the same shape updates one in place
    /// (`CompiledLayout.update(to:)`) instead of compiling from scratch. Only a few are kept
    /// (a `sed -i` over thousands of templates must not hold them all).
    private var outdated: [CompiledKey: CompiledEntry] = [:]
    static let outdatedCapacity = 16
    /// Whether a changed template's layout is updated in place when it can be (off: every
    /// change compiles from scratch; for tests comparing the two).
    public var updatesInPlace = true
    /// How many renders updated an outdated layout in place (for tests and status).
    public private(set) var updatedInPlace = 0
    /// How many renders took their tree from the one before, one number rewritten, without
    /// parsing (`numberEdited`; for tests).
    public private(set) var resolvedWithoutParse = 0
    /// How many renders evaluated only the values their update reached (`LayoutResult.isPartial`;
    /// for tests).
    public private(set) var laidOutPartially = 0
    private var useCounter = 0

    /// A compiled layout is specific to its template, the layout mode, the names that
    /// are state (they compile to state slots; their values may change freely) and the
    /// variant's style (text size, direction, strings; not the device): text-style fonts and
    /// strings compile to constants.
    struct CompiledKey: Hashable {
        var path: String
        var mode: LayoutMode
        var stateNames: [String]
        var style: RenderVariant
    }

    struct CompiledEntry {
        var layout: CompiledLayout
        var dependencies: Set<String>
        var warnings: [Diagnostic]
        var views: Int
        var lastUse: Int
        /// For a template that includes nothing: the text it was resolved from and the tree.
        var resolved: ResolvedText?
    }

    public required init() {}

    /// A template's root element names a class (capitalised); a MarkupKit document is
    /// told apart by its own front end.
    public func claims(_ path: String, in project: ProjectContext) -> Bool {
        do {
            return try project.sources.xmlFile(path).root.name.first?.isUppercase ?? false
        } catch {
            if case .notFound = error { return false }
            return true
        }
    }

    public func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome {
        let start = Stopwatch.now()
        let key = CompiledKey(path: path, mode: request.mode, stateNames: CompiledLayout.stateNames(for: request.state),
                              style: request.variant.style)
        var outcome = RenderOutcome(
            template: path, device: request.device, tree: nil, errors: [], warnings: [], dependencies: [], stringKeys: [],
            timing: .init(parse: 0, layout: 0, total: 0))
        useCounter += 1
        let entry: CompiledEntry
        if request.constants.isEmpty, let cached = compiled[key] {
            entry = cached
            compiled[key]!.lastUse = useCounter
        } else {
            let patched = request.constants.isEmpty ? outdated[key]?.resolved.flatMap { Self.numberEdited($0, path: path, in: project) } : nil
            let readText = ReadText()
            let resolution = patched.map { TemplateResolution(result: .success($0.root), dependencies: [path]) }
                ?? resolve(path, in: project, keepingTextIn: readText)
            if patched != nil { resolvedWithoutParse += 1 }
            outcome.dependencies = resolution.dependencies
            guard let root = resolution.root else {
                outcome.errors = resolution.diagnostics.filter { $0.severity == .error }
                outcome.warnings = resolution.diagnostics.filter { $0.severity != .error }
                if let partial = resolution.partialRoot {
                    // Only includes' content is missing: the rest of the template's errors count too.
                    let sources = project.sources
                    let result = CompiledLayout(partial, options: options(request, project), sourceLookup: { sources.sourceText($0) })
                        .render(device: request.device, state: request.state)
                    outcome.errors += result.errors
                    outcome.warnings += result.warnings
                }
                outcome.timing.parse = Stopwatch.milliseconds(start, Stopwatch.now())
                outcome.timing.total = outcome.timing.parse
                return outcome
            }
            let sources = project.sources
            let layout: CompiledLayout
            if let previous = outdated.removeValue(forKey: key), request.constants.isEmpty,
               patched?.rewritten.map({ previous.layout.update(to: root, changingAttribute: $0.attribute, ofNodeAt: $0.path) })
                ?? previous.layout.update(to: root)
            {
                layout = previous.layout
                updatedInPlace += 1
            } else {
                // Only this template's files: every project file per compiled layout grows as templates².
                layout = CompiledLayout(root, options: options(request, project), sourceLookup: { path in sources.sourceText(path) })
            }
            entry = CompiledEntry(
                layout: layout,
                dependencies: resolution.dependencies,
                warnings: resolution.diagnostics.filter { $0.severity != .error },
                views: Self.viewCount(root), lastUse: useCounter,
                resolved: patched ?? (resolution.dependencies == [path] ? readText.text.map { ResolvedText(text: $0, root: root, rewritten: nil) } : nil))
            if request.constants.isEmpty { remember(entry, as: key) }
        }
        let parsed = Stopwatch.now()
        let result = entry.layout.render(device: request.device, state: request.state)
        let finished = Stopwatch.now()
        if result.isPartial { laidOutPartially += 1 }
        outcome.dependencies = entry.dependencies
        outcome.tree = result.tree
        outcome.errors = result.errors
        outcome.warnings = entry.warnings + result.warnings
        outcome.stringKeys = result.stringKeys
        outcome.timing = .init(parse: Stopwatch.milliseconds(start, parsed), layout: Stopwatch.milliseconds(parsed, finished),
                               total: Stopwatch.milliseconds(start, finished))
        return outcome
    }

    /// What a template of `project` compiles with for `request`.
    private func options(_ request: RenderRequest, _ project: ProjectContext) -> LayoutOptions {
        let configuration = project.configuration
        var environment = PropertyEnvironment(colors: configuration.colors, images: configuration.images)
        environment.fonts.contentSizeCategory = request.variant.contentSize
        var options = LayoutOptions(
            device: request.device, mode: request.mode, constants: configuration.constants.merging(request.constants) { $1 },
            state: request.state, strings: project.strings, environment: environment, catalog: project.catalog)
        options.reusesCompilations = reusesCompilations
        options.isRightToLeft = request.variant.direction == .rightToLeft
        return options
    }

    public func dependencies(of path: String, in project: ProjectContext) -> Set<String> {
        resolve(path, in: project).dependencies
    }

    public func forget(dependingOn files: Set<String>) {
        for file in files {
            for key in compiledFrom[file] ?? [] {
                guard let entry = compiled[key] else { continue }
                forget(key)
                if updatesInPlace, outdated.count < Self.outdatedCapacity || outdated[key] != nil { outdated[key] = entry }
            }
        }
    }

    public func forget(usingStringKeys keys: Set<String>) -> Set<String> {
        // Compiled with the old strings: none may be updated in place.
        outdated.removeAll()
        let affected = compiled.filter { !$0.value.layout.stringKeys.isDisjoint(with: keys) }
        for key in affected.keys { forget(key) }
        return Set(affected.keys.map(\.path))
    }

    /// An XML file whose root is not a view class: Layout's own error at the root element.
    public func refusal(of path: String, in project: ProjectContext) -> Diagnostic? {
        guard let file = try? project.sources.xmlFile(path), !(file.root.name.first?.isUppercase ?? false) else { return nil }
        return render(path, project.defaultRequest(for: path), in: project).errors.first
    }

    /// Keys as Layout's `LayoutTool strings` reads them from the template's text
    /// (`{strings.Key}`, `` {`strings.Some key`} ``, `strings.Key(n)`), so an expression with
    /// errors still shows its keys.
    public func stringKeys(of path: String, in project: ProjectContext) throws -> Set<String> {
        let text = String(decoding: try project.sources.bytes(path), as: UTF8.self)
        do {
            return Set(try LayoutTool.stringKeys(xml: text))
        } catch {
            throw UnreadableDocument(error.description)
        }
    }

    /// Forgets the layouts compiled for a language or pseudo-localisation (their strings
    /// changed); returns their paths.
    func forgetVariantStrings() -> Set<String> {
        outdated.removeAll()
        let affected = compiled.keys.filter { $0.style.language != nil || $0.style.pseudo }
        for key in affected { forget(key) }
        return Set(affected.map(\.path))
    }

    public func forgetAll() {
        compiled.removeAll()
        outdated.removeAll()
        compiledFrom.removeAll()
        compiledViews = 0
    }

    /// How many compiled layouts are cached (for tests).
    public var compiledCount: Int { compiled.count }

    /// Whether `path`'s compiled layout is cached for `mode` (for tests and status).
    public func isCompiled(_ path: String, mode: LayoutMode) -> Bool {
        compiled.keys.contains { $0.path == path && $0.mode == mode }
    }

    private func forget(_ key: CompiledKey) {
        guard let entry = compiled.removeValue(forKey: key) else { return }
        compiledViews -= entry.views
        for file in entry.dependencies {
            compiledFrom[file]?.remove(key)
            if compiledFrom[file]?.isEmpty == true { compiledFrom[file] = nil }
        }
    }

    /// Caches a compiled layout, first making room by dropping the least recently used
    /// quarter of the cache when it would hold more than `compiledViewCapacity` views.
    private func remember(_ entry: CompiledEntry, as key: CompiledKey) {
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
        for file in entry.dependencies { compiledFrom[file, default: []].insert(key) }
    }

    private static func viewCount(_ node: TemplateNode) -> Int {
        var count = 0
        var pending = [node]
        while let next = pending.popLast() {
            count += 1
            pending.append(contentsOf: next.children)
        }
        return count
    }

    /// Resolves `path` from its files; `readText` gets the text of `path` itself as parsed.
    private func resolve(_ path: String, in project: ProjectContext, keepingTextIn readText: ReadText? = nil) -> TemplateResolution {
        let catalog = project.catalog
        let sources = project.sources
        let resolver = TemplateResolver(
            load: { file throws(TemplateLoadError) in
                let xml = try sources.xmlFile(file)
                if file == path { readText?.text = xml.text }
                return xml
            },
            isSubclass: { ancestor, subclass in
                catalog.viewClass(named: subclass)?.isSubclass(of: ancestor) ?? (ancestor == subclass)
            })
        return resolver.resolve(path: path)
    }
}
