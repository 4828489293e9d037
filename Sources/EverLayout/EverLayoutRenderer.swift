import AutoLayout
import Diagnostics
import Expressions
import LayoutEngine

/// What one render of an EverLayout layout depends on besides its bytes (R-EL-INPUTS).
public struct EverLayoutOptions: Sendable {
    /// The build target's size: the device's.
    public var rootWidth: Double
    public var rootHeight: Double
    /// Points per pixel, for text measured the way labels round it.
    public var scale: Double
    /// Views the app provides by name (ids written without `!`), with their classes.
    public var environment: [String: String]
    /// `injectDataIntoLayout(data:)` pairs.
    public var inject: [String: String]
    /// Size classes for size-class constraints; nil derives them from the root's size.
    public var traits: Traits?
    /// The classes views may name, with the project's own.
    public var catalog: UIKitCatalog
    /// The app's layout direction: which way leading and trailing point.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The systems of earlier renders, to solve a file again from its last solve when only
    /// its numbers changed; nil solves every render from nothing.
    public var solvedSystems: SolvedSystems?
    /// The last renders, to render a file saved with one constraint constant changed from its
    /// last render; nil renders every time from nothing.
    public var renders: EverLayoutRenders?

    public init(rootWidth: Double, rootHeight: Double, scale: Double = 2, environment: [String: String] = [:],
                inject: [String: String] = [:], traits: Traits? = nil, catalog: UIKitCatalog = .standard) {
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.scale = scale
        self.environment = environment
        self.inject = inject
        self.traits = traits
        self.catalog = catalog
    }
}

/// One layout rendered: the view tree with frames, the constraints as built, and every
/// problem found, positioned in the file.
public struct EverLayoutRender: Sendable {
    /// nil when EverLayout would build nothing (malformed JSON, no root).
    public var tree: RenderedNode?
    public var constraints: [ConstraintRecord] = []
    public var diagnostics: [Diagnostic] = []
    /// The layout's `name` (read before injection: what the Bridge routes by).
    public var name: String?
    public var controllerTitle: String?
    public var navigationBar: [(name: String, value: String)] = []
    /// View id → the axes its constraints leave free.
    public var ambiguous: [String: [Axis]] = [:]
    /// View id → its `properties` as written (string values only, unknown names kept, in
    /// order): EverLayout's view model. The tree's nodes carry what they become on the view.
    public var writtenProperties: [String: [(name: String, value: String)]] = [:]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity != .error } }
}

/// EverLayout JSON layouts (R-EL-BUILD) without UIKit: injects, parses with
/// positions, builds the view tree, the constraints on an AutoLayout `LayoutSystem`, solves.
public enum EverLayoutRenderer {
    /// Whether `bytes` hold a layout index: a JSON object with a `root` object or a `name`
    /// string (the cheap check a format uses to claim a `.json` file).
    public static func looksLikeLayout(_ bytes: [UInt8]) -> Bool {
        guard let shape = try? JSON.parse(bytes, into: LayoutIndexShape.self, allowingByteOrderMark: true) else { return false }
        return LayoutIndexShape.looksLikeLayout(shape)
    }

    /// Whether a format should claim a `.json` file holding `bytes`: a layout index, or text
    /// that does not parse (so that its error shows). Reads the file as `render` does but
    /// keeps no tree, as claiming reads every saved `.json` file.
    public static func claims(_ bytes: [UInt8]) -> Bool {
        guard let shape = try? JSON.parse(bytes, into: LayoutIndexShape.self, allowingByteOrderMark: true) else { return true }
        return LayoutIndexShape.looksLikeLayout(shape)
    }

    /// `claims(_:)` for a render that follows at once: the same answer, from the whole
    /// document read as `render` reads it, which the render is handed (`parsed:`).
    public static func claimForRender(_ bytes: [UInt8]) -> (claims: Bool, parsed: Result<JSONNode, JSONParseError>) {
        do {
            let json = try JSONNodeReader.read(bytes)
            return (looksLikeLayout(json), .success(json))
        } catch {
            return (true, .failure(error))
        }
    }

    /// `looksLikeLayout(_:)` of a document already read.
    public static func looksLikeLayout(_ json: JSONNode) -> Bool {
        guard let members = json.members else { return false }
        return members.contains { ($0.key == "root" && $0.value.members != nil) }
            || (members.contains { $0.key == "name" && $0.value.string != nil }
                && members.allSatisfy { ["name", "root", "templates", "controllerTitle", "navigationBar"].contains($0.key) })
    }

    /// `parsed`: `bytes` already read by `JSONNodeReader.read` (by `claimForRender`), so that
    /// a render from nothing does not read them again.
    public static func render(_ bytes: [UInt8], file: String, options: EverLayoutOptions,
                              parsed: Result<JSONNode, JSONParseError>? = nil) -> EverLayoutRender {
        guard let renders = options.renders else { return render(bytes, file: file, options: options, parsed: parsed, keeping: nil) }
        if var next = renders.take(file), next.patch(to: bytes, options: options) {
            var builder = next.builder
            let solved = builder.solve(next.scene, models: next.models, changed: next.changed)
            var render = EverLayoutRender()
            render.name = next.name
            render.controllerTitle = builder.document.controllerTitle
            render.navigationBar = builder.document.navigationBar
            render.writtenProperties = next.writtenProperties
            render.tree = solved.tree
            render.ambiguous = solved.ambiguous
            render.constraints = solved.constraints
            if !builder.log.problems.isEmpty {
                render.diagnostics = builder.log.diagnostics(file: file, source: SourceText(utf8: bytes),
                                                             injection: Injection(bytes, values: [:]))
            }
            renders.keep(next, file: file, reused: true)
            return render
        }
        return render(bytes, file: file, options: options, parsed: parsed, keeping: renders)
    }

    /// A render from nothing; with `renders`, what the next save renders from is kept.
    private static func render(_ bytes: [UInt8], file: String, options: EverLayoutOptions,
                               parsed: Result<JSONNode, JSONParseError>?, keeping renders: EverLayoutRenders?) -> EverLayoutRender {
        var options = options
        options.renders = nil
        var render = EverLayoutRender()
        let source = SourceText(utf8: bytes)
        // Read once: without a placeholder to inject, the text parsed is the file's own.
        let original: Result<JSONNode, JSONParseError>
        if let parsed {
            original = parsed
        } else {
            do {
                original = .success(try JSONNodeReader.read(bytes))
            } catch {
                original = .failure(error)
            }
        }
        render.name = (try? original.get())?["name"]?.value.string
        let injection = Injection(bytes, values: options.inject)
        var log = ProblemLog(bytes: injection.bytes)
        if let overflow = injection.overflow {
            // The offset is in the file as written: no mapping through the injection.
            log.error(.injectionTooLarge(key: overflow.key, limit: Injection.limit(forLayoutOf: bytes.count)),
                      at: SourceSpan(overflow.offset, overflow.offset + overflow.key.utf8.count + 3))
            render.diagnostics = log.diagnostics(file: file, source: source, injection: Injection(bytes, values: [:]))
            return render
        }
        let json: JSONNode
        do {
            json = try injection.usedKeys.isEmpty ? original.get() : JSONNodeReader.read(injection.bytes)
        } catch {
            let message: EverLayoutMessage = injection.usedKeys.isEmpty
                ? .malformedJSON(error.message) : .malformedAfterInjection(error.message, keys: injection.usedKeys)
            log.error(message, at: SourceSpan(error.offset, error.offset))
            render.diagnostics = log.diagnostics(file: file, source: source, injection: injection)
            return render
        }
        var reader = LayoutDocumentReader(log: log)
        let document = reader.read(json)
        log = reader.log
        if let document {
            render.controllerTitle = document.controllerTitle
            render.navigationBar = document.navigationBar
            var builder = LayoutBuilder(document: document, options: options, file: file, log: log)
            builder.build()
            // Only where each span starts: its end is never shown, so it is not looked up. Views
            // and their constraints are asked for in document order: the line of the last
            // answer is where the next is looked for first.
            var line = 0
            let positions = { (span: SourceSpan) in source.position(atOffset: Int(injection.originalSpan(span).lower), line: &line) }
            let (scene, models) = builder.makeScene(position: positions)
            render.writtenProperties = builder.writtenProperties
            if let renders, injection.usedKeys.isEmpty {
                renders.keep(EverLayoutRenders.Last(bytes: bytes, options: .init(options), name: render.name,
                                                    writtenProperties: render.writtenProperties, builder: builder,
                                                    scene: scene, models: models), file: file, reused: false)
            }
            let solved = builder.solve(scene, models: models)
            render.tree = solved.tree
            render.ambiguous = solved.ambiguous
            render.constraints = solved.constraints
            log = builder.log
        }
        render.diagnostics = log.diagnostics(file: file, source: source, injection: injection)
        return render
    }
}
