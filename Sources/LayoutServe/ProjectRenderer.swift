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

    public init(sources: ProjectSources, configuration: ProjectConfiguration, strings: [String: String] = [:]) {
        self.sources = sources
        self.configuration = configuration
        self.strings = strings
        self.catalog = UIKitCatalog.standard.adding(customClasses: configuration.classes)
    }

    public func update(configuration: ProjectConfiguration) {
        self.configuration = configuration
        catalog = UIKitCatalog.standard.adding(customClasses: configuration.classes)
    }

    public func update(strings: [String: String]) {
        self.strings = strings
    }

    /// Renders `path` for `device` with extra state and constants.
    public func render(
        _ path: String, device: Device? = nil, mode: LayoutMode? = nil,
        state: [String: Value] = [:], constants: [String: Value] = [:]
    ) -> RenderOutcome {
        let start = Stopwatch.now()
        let catalog = self.catalog
        let resolver = TemplateResolver(
            load: { [sources] path throws(TemplateLoadError) in try sources.xmlFile(path) },
            isSubclass: { ancestor, subclass in
                catalog.viewClass(named: subclass)?.isSubclass(of: ancestor) ?? (ancestor == subclass)
            })
        let resolution = resolver.resolve(path: path)
        let parsed = Stopwatch.now()
        let device = device ?? configuration.device
        var outcome = RenderOutcome(
            template: path, device: device, tree: nil, errors: [], warnings: [],
            dependencies: resolution.dependencies, stringKeys: [],
            timing: .init(parse: Stopwatch.milliseconds(start, parsed), layout: 0, total: 0))
        guard let root = resolution.root else {
            outcome.errors = resolution.diagnostics.filter { $0.severity == .error }
            outcome.warnings = resolution.diagnostics.filter { $0.severity != .error }
            outcome.timing.total = Stopwatch.milliseconds(start, Stopwatch.now())
            return outcome
        }
        var allState = configuration.state.merging(configuration.templateState[path] ?? [:]) { $1 }
        allState.merge(state) { $1 }
        let options = LayoutOptions(
            device: device, mode: mode ?? configuration.layoutMode,
            constants: configuration.constants.merging(constants) { $1 }, state: allState, strings: strings,
            environment: PropertyEnvironment(colors: configuration.colors, images: configuration.images),
            catalog: catalog)
        let result = Renderer.layout(root, options: options, sources: sources.sourceTexts())
        let finished = Stopwatch.now()
        outcome.tree = result.tree
        outcome.errors = result.errors
        outcome.warnings = resolution.diagnostics.filter { $0.severity != .error } + result.warnings
        outcome.stringKeys = result.stringKeys
        outcome.timing.layout = Stopwatch.milliseconds(parsed, finished)
        outcome.timing.total = Stopwatch.milliseconds(start, finished)
        return outcome
    }
}

/// Monotonic time for phase timings.
enum Stopwatch {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1_000_000 }
}
