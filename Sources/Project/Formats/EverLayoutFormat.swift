import Diagnostics
import EverLayout
import Expressions
import Foundation
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

    /// What the last claim made for a render (`claimsForRender`) read, for that render: it
    /// takes the parse when it reads the same bytes. Taken by the next render or claim.
    private var claimedParse: ClaimedParse?

    private struct ClaimedParse {
        var path: String
        var bytes: [UInt8]
        var parsed: Result<JSONNode, JSONParseError>
        /// How long reading it took: the render's own timing counts it.
        var milliseconds: Double
    }

    /// How many renders took their claim's parse (for tests).
    public private(set) var rendersFromClaimedParse = 0

    public required init() {}

    /// A JSON object with a `root` object (or only index keys with a `name`); a `.json` file
    /// that does not parse is claimed so its error shows. `layout-serve.json` never is.
    public func claims(_ path: String, in project: ProjectContext) -> Bool {
        if path == ProjectConfiguration.fileName || path.hasSuffix("/" + ProjectConfiguration.fileName) { return false }
        guard let bytes = try? project.sources.bytes(path) else { return false }
        // One read, keeping no tree: claiming runs on the server's queue for every saved `.json` file.
        return EverLayoutRenderer.claims(bytes)
    }

    /// `claims(_:in:)`, reading the whole document as the render will and keeping it for the
    /// render that follows (one document: the next claim or render drops it).
    public func claimsForRender(_ path: String, in project: ProjectContext) -> Bool {
        claimedParse = nil
        if path == ProjectConfiguration.fileName || path.hasSuffix("/" + ProjectConfiguration.fileName) { return false }
        guard let bytes = try? project.sources.bytes(path) else { return false }
        let start = Stopwatch.now()
        let (claims, parsed) = EverLayoutRenderer.claimForRender(bytes)
        if claims {
            claimedParse = ClaimedParse(path: path, bytes: bytes, parsed: parsed, milliseconds: Stopwatch.milliseconds(start, Stopwatch.now()))
        }
        return claims
    }

    public func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome {
        let start = Stopwatch.now()
        let claimed = claimedParse
        claimedParse = nil
        var (outcome, read) = project.startRender(path, request, missing: "No EverLayout layout found for \(path)")
        guard let bytes = read else { return outcome }
        // The claim's parse when the file still holds what it read (it may have been saved since).
        let taken = claimed.flatMap { $0.path == path && Self.same($0.bytes, bytes) ? $0 : nil }
        if taken != nil { rendersFromClaimedParse += 1 }
        let configuration = project.configuration.everLayout
        var options = EverLayoutOptions(
            rootWidth: request.device.width, rootHeight: request.device.height, scale: request.device.scale,
            environment: configuration.environment, inject: configuration.inject, catalog: project.catalog)
        options.layoutDirection = request.variant.direction
        options.solvedSystems = solvedSystems
        options.renders = renders
        let render = EverLayoutRenderer.render(bytes, file: path, options: options, parsed: taken?.parsed)
        let finished = Stopwatch.now()
        outcome.tree = render.tree
        outcome.errors = render.errors
        outcome.warnings = render.warnings
        if render.tree == nil, render.errors.isEmpty {
            outcome.errors = [Diagnostic(message: "The layout builds nothing", file: path)]
        }
        outcome.constraints = render.constraints
        // The parse the claim made for this render is part of it.
        let elapsed = Stopwatch.milliseconds(start, finished) + (taken?.milliseconds ?? 0)
        outcome.timing = .init(parse: 0, layout: elapsed, total: elapsed)
        return outcome
    }

    public func dependencies(of path: String, in project: ProjectContext) -> Set<String> { [path] }

    public func forget(dependingOn files: Set<String>) {
        if let claimed = claimedParse, files.contains(claimed.path) { claimedParse = nil }
    }

    /// Whether two texts are the same bytes.
    static func same(_ one: [UInt8], _ other: [UInt8]) -> Bool {
        one.count == other.count && one.withUnsafeBytes { a in
            other.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    public func forget(usingStringKeys keys: Set<String>) -> Set<String> { [] }

    public func forgetAll() {
        claimedParse = nil
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
