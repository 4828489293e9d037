import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import Templates

/// Renders the templates of one project, whatever their format: holds the project's
/// sources, configuration, strings and class catalog, asks each file's format front end
/// (`TemplateFormat`) to render it, and merges project, template and client state.
/// Pure apart from reading files; safe to use from one queue at a time.
public final class ProjectRenderer: @unchecked Sendable {
    public let sources: ProjectSources
    public private(set) var configuration: ProjectConfiguration
    public private(set) var strings: [String: String] = [:]
    /// Problems found reading the `.strings` files (a missing `;`, an unreadable file): they
    /// explain a missing key, so they go with the outcome of every template that reads keys.
    public private(set) var stringsDiagnostics: [Diagnostic] = []
    /// The project's `.strings` files (all of them, configured or not), which a variant's
    /// language chooses among (`LocalizedStrings.load(language:…)`).
    public private(set) var stringsFiles: [String] = []
    /// The strings of each variant style that reads other strings (a language, pseudo), with
    /// their problems, until the strings change.
    private var variantStrings: [RenderVariant: (table: [String: String], diagnostics: [Diagnostic])] = [:]
    private var catalog: UIKitCatalog
    /// Every format (`TemplateFormats.all`), in the order they are asked to claim a file.
    public let formats: [any TemplateFormat]
    /// Layout's XML templates (also reachable for its cache settings).
    public let layout: LayoutTemplateFormat
    /// Which format claimed each file asked about, until the file changes: claiming may parse
    /// the file (a Swift parse, a whole XML tree), so a changed file whose new bytes
    /// only rewrote a number (`NumberEdit`) keeps its claim without being read again.
    private var claimed: [String: Claim] = [:]

    private struct Claim {
        /// An index into `formats`; nil for none.
        var format: Int?
        /// The bytes the claim was made from, kept for a claim by some format.
        var bytes: [UInt8]?
        /// False once the file changed: the claim holds only if the change was a number's.
        var isCurrent = true
    }
    /// Told of every change of what renders read (configuration, strings, ignore rules,
    /// forgotten files), so that replicas (`replica()`) on other queues can follow.
    public var onChange: ((Change) -> Void)?

    /// A change `onChange` reports and `apply(_:)` makes to a replica.
    public enum Change: Sendable {
        case configuration(ProjectConfiguration)
        case strings([String: String], diagnostics: [Diagnostic], files: [String])
        /// New ignore rules (the shared sources have them already).
        case ignoreRules
        /// Files whose rendered work must be forgotten (the shared sources hold their new content).
        case forget(Set<String>)
    }

    public init(
        sources: ProjectSources, configuration: ProjectConfiguration, strings: [String: String] = [:],
        stringsDiagnostics: [Diagnostic] = [], stringsFiles: [String] = []
    ) {
        self.sources = sources
        self.configuration = configuration
        self.strings = strings
        self.stringsDiagnostics = stringsDiagnostics
        self.stringsFiles = stringsFiles
        self.catalog = UIKitCatalog.standard.adding(customClasses: configuration.classes)
        formats = TemplateFormats.all.map { $0.init() }
        layout = formats.lazy.compactMap { $0 as? LayoutTemplateFormat }.first!
    }

    /// A renderer for another queue: the same sources (they lock), the same configuration
    /// and strings, caches of its own. It follows this one through `apply(_:)` of what
    /// `onChange` reports.
    public func replica() -> ProjectRenderer {
        ProjectRenderer(sources: sources, configuration: configuration, strings: strings, stringsDiagnostics: stringsDiagnostics,
                        stringsFiles: stringsFiles)
    }

    /// A renderer that has read and rendered nothing yet: new sources over the same root and
    /// ignore rules, this one's configuration and strings. What it renders is read, parsed and
    /// laid out from scratch, as a server does for a file it has not seen (`render --repeat`).
    /// `trustingReads`: its sources trust what they read, as the server's do.
    public func fresh(trustingReads: Bool = false) -> ProjectRenderer {
        ProjectRenderer(sources: ProjectSources(root: sources.root, ignoreRules: sources.ignoreRules, trustsCacheUntilInvalidated: trustingReads),
                        configuration: configuration, strings: strings, stringsDiagnostics: stringsDiagnostics, stringsFiles: stringsFiles)
    }

    /// Makes a change another renderer reported (see `replica()`).
    public func apply(_ change: Change) {
        switch change {
        case let .configuration(configuration): update(configuration: configuration)
        case let .strings(strings, diagnostics, files): update(strings: strings, diagnostics: diagnostics, files: files)
        case .ignoreRules: claimed.removeAll()
        case let .forget(files): forgetRendered(dependingOn: files)
        }
    }

    /// What the formats render with, as it is now.
    public var context: ProjectContext {
        ProjectContext(sources: sources, configuration: configuration, strings: strings, catalog: catalog)
    }

    /// What the formats render `variant` with: the project's, with the strings of the
    /// variant's language, pseudo-localised when it asks.
    func context(for variant: RenderVariant) -> (ProjectContext, stringsDiagnostics: [Diagnostic]) {
        guard variant.language != nil || variant.pseudo else { return (context, stringsDiagnostics) }
        let key = RenderVariant(language: variant.language, pseudo: variant.pseudo)
        let chosen: (table: [String: String], diagnostics: [Diagnostic])
        if let known = variantStrings[key] {
            chosen = known
        } else {
            var table = strings
            var diagnostics = stringsDiagnostics
            if let language = variant.language {
                let loaded = LocalizedStrings.load(language: language, from: stringsFiles, sources: sources,
                                                   configured: configuration.stringsFiles)
                table = loaded.table
                diagnostics = loaded.diagnostics
                if !loaded.found {
                    diagnostics.append(Diagnostic(
                        severity: .warning,
                        message: "lang=\(language): the project has no \(language).lproj strings; the project's own strings are shown"))
                }
            }
            if variant.pseudo { table = PseudoLocalization.transform(table: table) }
            chosen = (table, diagnostics)
            variantStrings[key] = chosen
        }
        return (ProjectContext(sources: sources, configuration: configuration, strings: chosen.table, catalog: catalog), chosen.diagnostics)
    }

    /// The extensions of the files some format may claim.
    public var templateExtensions: Set<String> { TemplateFormats.fileExtensions }

    /// The format that renders `path`, or nil when the file is not a template of any (an
    /// included fragment, a file of another kind, a file that does not exist). The one
    /// answer to "is this file a template?" for the server, `check`, `render` and `strings`.
    public func format(for path: String) -> (any TemplateFormat)? { format(for: path, rendering: false) }

    /// `format(for:)`; `rendering`: a render of `path` follows at once, so a claim made now may
    /// keep its parse for it (`TemplateFormat.claimsForRender`).
    private func format(for path: String, rendering: Bool) -> (any TemplateFormat)? {
        if let claim = claimed[path] {
            if claim.isCurrent { return claim.format.map { formats[$0] } }
            if let index = claim.format, let before = claim.bytes, let now = try? sources.bytes(path),
               NumberEdit.isNumberEdit(from: before, to: now)
            {
                claimed[path] = Claim(format: index, bytes: now)
                return formats[index]
            }
        }
        let found = claimingFormat(path, rendering: rendering)
        claimed[path] = Claim(format: found, bytes: found == nil ? nil : try? sources.bytes(path))
        return found.map { formats[$0] }
    }

    private func claimingFormat(_ path: String, rendering: Bool) -> Int? {
        if let forced = configuration.formatOverrides.first(where: { $0.pattern.matches(path) }) {
            return formats.firstIndex { $0.name == forced.format }
        }
        guard let dot = path.lastIndex(of: "."), !path[dot...].utf8.contains(UInt8(ascii: "/")) else { return nil }
        let fileExtension = String(path[path.index(after: dot)...]).lowercased()
        let context = context
        return formats.firstIndex {
            $0.fileExtensions.contains(fileExtension) && (rendering ? $0.claimsForRender(path, in: context) : $0.claims(path, in: context))
        }
    }

    /// Whether `path` is a template of some format.
    public func isTemplate(_ path: String) -> Bool { format(for: path) != nil }

    /// New ignore rules: files now ignored read as missing, and every claim is made again.
    public func setIgnoreRules(_ rules: IgnoreRules) {
        sources.setIgnoreRules(rules)
        claimed.removeAll()
        onChange?(.ignoreRules)
    }

    public func update(configuration: ProjectConfiguration) {
        self.configuration = configuration
        catalog = UIKitCatalog.standard.adding(customClasses: configuration.classes)
        claimed.removeAll()
        variantStrings.removeAll()
        for format in formats { format.forgetAll() }
        onChange?(.configuration(configuration))
    }

    /// New strings; only templates using a changed key are recompiled.
    /// Returns the paths of the templates affected.
    @discardableResult
    public func update(strings newStrings: [String: String], diagnostics: [Diagnostic] = [], files: [String]? = nil) -> Set<String> {
        let keys = Set(strings.keys).union(newStrings.keys).filter { strings[$0] != newStrings[$0] }
        strings = newStrings
        stringsDiagnostics = diagnostics
        if let files { stringsFiles = files }
        onChange?(.strings(newStrings, diagnostics: diagnostics, files: stringsFiles))
        return formats.reduce(into: forgetVariantStrings()) { $0.formUnion($1.forget(usingStringKeys: keys)) }
    }

    /// Forgets the strings read for languages and pseudo-localisation, and what was compiled
    /// from them (a strings file changed); returns the templates affected.
    @discardableResult
    public func forgetVariantStrings() -> Set<String> {
        guard !variantStrings.isEmpty else { return [] }
        variantStrings.removeAll()
        return layout.forgetVariantStrings()
    }

    /// Reads `files` again on next use and forgets what was rendered from them.
    public func invalidate(files: Set<String>) {
        for file in files { sources.invalidate(file) }
        forgetRendered(dependingOn: files)
    }

    /// Forgets what was rendered from `files` (whose new content the sources already hold),
    /// and keeps the project's listing of them current: a file may have appeared or gone.
    public func forgetRendered(dependingOn files: Set<String>) {
        for file in files {
            claimed[file]?.isCurrent = false
            if !ProjectSources.isRemote(file) { sources.noteListed(file, present: sources.stamp(file) != nil) }
        }
        for format in formats { format.forget(dependingOn: files) }
        onChange?(.forget(files))
    }

    /// The names the changed `files` declared before or declare now
    /// (`TemplateFormat.names(declaredBy:in:)`): templates that looked one up are affected.
    public func names(declaredBy files: Set<String>) -> Set<String> {
        let context = context
        return formats.reduce(into: []) { $0.formUnion($1.names(declaredBy: files, in: context)) }
    }

    /// How many compiled Layout templates are cached (for tests).
    public var compiledCount: Int { layout.compiledCount }

    /// Whether `path`'s compiled layout is cached (for tests and status).
    public func isCompiled(_ path: String, mode: LayoutMode? = nil) -> Bool {
        layout.isCompiled(path, mode: mode ?? configuration.layoutMode)
    }

    /// Renders `path` for `device` with extra state and constants. What can be reused
    /// across devices and state (a compiled layout) is reused.
    /// `variant` sets the text size, direction and strings (its device, when it names one,
    /// is resolved by the caller into `device`).
    public func render(
        _ path: String, device: Device? = nil, mode: LayoutMode? = nil,
        state: [String: Value] = [:], constants: [String: Value] = [:], variant: RenderVariant = .standard
    ) -> RenderOutcome {
        var allState = configuration.state.merging(configuration.templateState[path] ?? [:]) { $1 }
        allState.merge(state) { $1 }
        var request = RenderRequest(
            device: device ?? configuration.device, mode: mode ?? configuration.layoutMode, state: allState, constants: constants)
        request.variant = variant
        guard let format = format(for: path, rendering: true) else { return unclaimed(path, request) }
        let (context, stringsDiagnostics) = context(for: variant)
        var outcome = format.render(path, request, in: context)
        outcome.variant = variant
        if !outcome.stringKeys.isEmpty, !stringsDiagnostics.isEmpty {
            // The strings files' own problems, where the Red Box shows them: next to a missing
            // key when the render failed, as warnings when it did not.
            if outcome.hasErrors {
                outcome.errors += stringsDiagnostics
            } else {
                outcome.warnings += stringsDiagnostics.map { diagnostic in
                    var warning = diagnostic
                    warning.severity = .warning
                    return warning
                }
            }
        }
        return outcome
    }

    /// The files `path` reads (itself and every include reached or tried), without rendering.
    public func dependencies(of path: String) -> Set<String> {
        format(for: path)?.dependencies(of: path, in: context) ?? [path]
    }

    /// A file no format claims never goes to another format's parser: its outcome says what
    /// the file is instead (ignored, missing, the project's configuration, or a file of a
    /// format's extension that is not one of its documents).
    private func unclaimed(_ path: String, _ request: RenderRequest) -> RenderOutcome {
        var outcome = RenderOutcome(
            template: path, device: request.device, tree: nil, errors: [], warnings: [], dependencies: [path], stringKeys: [],
            timing: .init(parse: 0, layout: 0, total: 0))
        let fileExtension = path.split(separator: "/").last?.split(separator: ".").dropFirst().last?.lowercased() ?? ""
        let context = context
        let refusal = formats.lazy.filter { $0.fileExtensions.contains(fileExtension) }.compactMap { $0.refusal(of: path, in: context) }.first
        outcome.errors = [refusal ?? Diagnostic(message: Self.whyNotATemplate(path, sources: sources), file: path)]
        return outcome
    }

    /// Why `path` is not a document of any format, in a user's words.
    public static func whyNotATemplate(_ path: String, sources: ProjectSources) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if sources.isIgnored(path) { return "\(path) is ignored (a .layout-ignore rule or a built-in one, such as build/, covers it)" }
        if name == ProjectConfiguration.fileName { return "\(path) is the project's configuration, not a layout" }
        switch Result(catching: { () throws(TemplateLoadError) in try sources.bytes(path) }) {
        case .failure(.notFound): return "No file \(path) in the project"
        case let .failure(.unreadable(reason)): return reason
        case .failure(.invalidXML), .success: break
        }
        var fileExtension = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { fileExtension = name[name.index(after: dot)...].lowercased() }
        var formats: [String] = []
        for format in TemplateFormats.all where format.fileExtensions.contains(fileExtension) { formats.append(format.name) }
        guard !formats.isEmpty else {
            let known = TemplateFormats.fileExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
            let kind = fileExtension.isEmpty ? "files without an extension" : ".\(fileExtension) files"
            return "\(path) is not a layout: no format reads \(kind) (layouts are \(known) files)"
        }
        return "\(path) is not a layout: it is not a document of the \(formats.joined(separator: " or ")) format"
    }
}

/// Monotonic time for phase timings.
enum Stopwatch {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1_000_000 }
}
