import Diagnostics
import EverLayout
import Expressions
import LayoutEngine

/// EverLayout's JSON layouts (the EverLayout section of docs/RULES.md): a `.json` file holding a
/// layout index, placed by the Auto Layout engine. Each file's last render is kept: a file saved
/// with one constraint constant changed is rendered from it (`EverLayoutRenders`), and a file
/// saved with only its numbers changed is solved from its last solve (`SolvedSystems`).
public final class EverLayoutFormat: TemplateFormat {
    public static let name = "everlayout"
    public static let fileExtensions: Set<String> = ["json"]
    /// The last renders' solved systems, by file.
    public let solvedSystems = SolvedSystems()
    /// The last renders, by file: a save that changes a constraint's constant renders from them.
    public let renders = EverLayoutRenders()

    public required init() {}

    /// A JSON object with a `root` object (or only index keys with a `name`); a `.json` file
    /// that does not parse is claimed so its error shows. `layout-serve.json` never is.
    public func claims(_ path: String, in project: ProjectContext) -> Bool {
        if path == ProjectConfiguration.fileName || path.hasSuffix("/" + ProjectConfiguration.fileName) { return false }
        guard let bytes = try? project.sources.bytes(path) else { return false }
        // One read, keeping no tree: claiming runs on the server's queue for every saved `.json` file.
        return EverLayoutRenderer.claims(bytes)
    }

    public func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome {
        let start = Stopwatch.now()
        var (outcome, read) = project.startRender(path, request, missing: "No EverLayout layout found for \(path)")
        guard let bytes = read else { return outcome }
        let configuration = project.configuration.everLayout
        var options = EverLayoutOptions(
            rootWidth: request.device.width, rootHeight: request.device.height, scale: request.device.scale,
            environment: configuration.environment, inject: configuration.inject, catalog: project.catalog)
        options.layoutDirection = request.variant.direction
        options.solvedSystems = solvedSystems
        options.renders = renders
        let render = EverLayoutRenderer.render(bytes, file: path, options: options)
        let finished = Stopwatch.now()
        outcome.tree = render.tree
        outcome.errors = render.errors
        outcome.warnings = render.warnings
        if render.tree == nil, render.errors.isEmpty {
            outcome.errors = [Diagnostic(message: "The layout builds nothing", file: path)]
        }
        outcome.constraints = render.constraints
        let elapsed = Stopwatch.milliseconds(start, finished)
        outcome.timing = .init(parse: 0, layout: elapsed, total: elapsed)
        return outcome
    }

    public func dependencies(of path: String, in project: ProjectContext) -> Set<String> { [path] }

    public func forget(dependingOn files: Set<String>) {}

    public func forget(usingStringKeys keys: Set<String>) -> Set<String> { [] }

    public func forgetAll() {
        solvedSystems.removeAll()
        renders.removeAll()
    }

    /// The layout as written, for apps running EverLayout behind the Bridge: routed by its
    /// `name`, withheld when the app could not use it (`BridgeDocument`).
    public func devicePush(of path: String, in project: ProjectContext) -> Result<DevicePush, DevicePush.Withheld>? {
        guard let bytes = try? project.sources.bytes(path) else { return nil }
        return BridgeDocument.route(bytes, inject: project.configuration.everLayout.inject)
            .map { DevicePush(bytes: bytes, name: $0) }
            .mapError { DevicePush.Withheld(description: $0.description) }
    }
}
