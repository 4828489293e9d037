import Diagnostics
import Expressions
import LayoutEngine
import MarkupKit
import Templates

/// MarkupKit documents (the MarkupKit section of docs/RULES.md): `.xml` files whose classes
/// (`LM…`), `<root>` element or processing instructions say so, placed by the Auto Layout engine.
/// Each document's last render is kept: a document saved with one size attribute changed is
/// rendered from it (`MarkupKitRenders`, forgotten when any other file changes); the `@` keys
/// each document read are remembered, so a strings change names exactly the documents to render
/// again.
public final class MarkupKitFormat: TemplateFormat {
    public static let name = "markupkit"
    public static let fileExtensions: Set<String> = ["xml"]
    private var stringKeys: [String: Set<String>] = [:]

    /// The last renders' solved systems, by document (`SolvedSystems`).
    public let solvedSystems = SolvedSystems()
    /// The last renders, by document: a save that changes a size attribute renders from them.
    public let renders = MarkupKitRenders()

    public required init() {}

    /// A document MarkupKit's by its content; a file that does not parse is left to Layout.
    public func claims(_ path: String, in project: ProjectContext) -> Bool {
        guard let xml = try? project.sources.xmlFile(path) else { return false }
        return MarkupKitRenderer.looksLikeDocument(xml)
    }

    public func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome {
        let start = Stopwatch.now()
        var (outcome, read) = project.startRender(path, request, missing: "No document found for \(path)")
        guard var bytes = read else { return outcome }
        let options = options(for: path, request, project)
        // MK3 loads `Name~sizeClass.xml` in place of `Name.xml` when there is one.
        var file = path
        if let sizeClass = options.sizeClass, let variant = MarkupKitRenderer.variant(of: path, sizeClass: sizeClass),
           let variantBytes = try? project.sources.bytes(variant) {
            (file, bytes) = (variant, variantBytes)
        }
        var render = MarkupKitRenderer.render(bytes, file: file, options: options)
        if options.sizeClass != nil {
            // Adding or removing a variant for any size class changes what this path renders.
            render.dependencies.formUnion(MarkupKitRenderer.sizeClassNames.compactMap { MarkupKitRenderer.variant(of: path, sizeClass: $0) })
            render.dependencies.insert(path)
        }
        let finished = Stopwatch.now()
        outcome.tree = render.tree
        outcome.errors = render.errors
        outcome.warnings = render.warnings
        if render.tree == nil, render.errors.isEmpty {
            outcome.errors = [Diagnostic(message: "MarkupKit loads nothing from this document (nil)", file: path)]
        }
        outcome.constraints = render.constraints
        outcome.stringKeys = render.stringKeys
        stringKeys[path] = render.stringKeys.isEmpty ? nil : render.stringKeys
        outcome.dependencies = render.dependencies
        let elapsed = Stopwatch.milliseconds(start, finished)
        outcome.timing = .init(parse: 0, layout: elapsed, total: elapsed)
        return outcome
    }

    /// What `path` renders with: its release, `<root>` class, strings, state, colours and images.
    func options(for path: String, _ request: RenderRequest, _ project: ProjectContext) -> MarkupKitOptions {
        let configuration = project.configuration
        let markupKit = configuration.markupKit
        let sources = project.sources
        var classes: [String: String] = [:]
        for custom in configuration.classes { classes[custom.name] = custom.superclassName }
        let documentClass = String(path.split(separator: "/").last?.dropLast(4) ?? "")
        let rootClass = markupKit.roots[path] ?? (classes[documentClass] != nil ? documentClass : nil)
        var options = MarkupKitOptions(
            rootWidth: request.device.width, rootHeight: request.device.height, scale: request.device.scale,
            version: markupKit.version(of: path), strings: project.strings, state: request.state, colors: configuration.colors,
            imageSizes: markupKit.images, images: configuration.images, rootClass: rootClass,
            rootClassKey: "\"markupkit\": {\"roots\": {\"\(path)\": \"ClassName\"}}", catalog: project.catalog,
            load: { include in try? sources.bytes(include) })
        options.classes = classes
        options.solvedSystems = solvedSystems
        options.renders = renders
        options.host = markupKit.host(of: path)
        options.contentSizeCategory = request.variant.contentSize
        options.layoutDirection = request.variant.direction
        let insets = request.device.insets
        options.safeArea = .init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        if options.version == .v3 {
            options.sizeClass = markupKit.sizeClass
                ?? MarkupKitRenderer.sizeClassName(width: request.device.width, height: request.device.height)
        }
        let directory = path.split(separator: "/").dropLast().joined(separator: "/")
        options.imageLookup = { name in PNGSize.find(name, near: directory, in: sources) }
        return options
    }

    public func dependencies(of path: String, in project: ProjectContext) -> Set<String> {
        var found: Set<String> = []
        var pending = [path]
        while let next = pending.popLast() {
            guard found.insert(next).inserted, let xml = try? project.sources.xmlFile(next) else { continue }
            let directory = next.split(separator: "/").dropLast().joined(separator: "/")
            for instruction in xml.instructions where instruction.target == "include" || instruction.target == "properties" {
                let name = instruction.data.split(separator: " ").first.map(String.init) ?? ""
                guard !name.hasPrefix("{") else { continue }
                let base = (directory.isEmpty ? "" : directory + "/") + name
                if instruction.target == "properties" {
                    found.formUnion([base + ".json", base + ".plist"])
                } else {
                    pending.append(base + ".xml")
                }
            }
            if next.hasSuffix(".xml"), !next.contains("~") {
                // MK3 size-class variants: any of them may be the document rendered or included.
                found.formUnion(MarkupKitRenderer.sizeClassNames.compactMap { MarkupKitRenderer.variant(of: next, sizeClass: $0) })
            }
        }
        return found
    }

    public func forget(dependingOn files: Set<String>) { renders.forget(dependingOn: files) }

    public func forget(usingStringKeys keys: Set<String>) -> Set<String> {
        Set(stringKeys.filter { !$0.value.isDisjoint(with: keys) }.keys)
    }

    /// The `@key` values and `<?properties?>` strings the document reads, found or not,
    /// from a render for the project's device and state.
    public func stringKeys(of path: String, in project: ProjectContext) throws -> Set<String> {
        let outcome = render(path, project.defaultRequest(for: path), in: project)
        if outcome.tree == nil, let error = outcome.errors.first { throw UnreadableDocument(error.message) }
        return outcome.stringKeys
    }

    public func forgetAll() {
        stringKeys.removeAll()
        solvedSystems.removeAll()
        renders.removeAll()
    }
}

/// The point size of a project PNG image named as `UIImage(named:)` would find it.
enum PNGSize {
    /// `name`, `name.png`, then `name@2x.png` and `name@3x.png` (scaled down), next to the
    /// document, then at the project root.
    static func find(_ name: String, near directory: String, in sources: ProjectSources) -> Size? {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        for folder in Set([directory, ""]).sorted(by: >) {
            let prefix = folder.isEmpty ? "" : folder + "/"
            for (suffix, scale) in [("", 1.0), (".png", 1), ("@2x.png", 2), ("@3x.png", 3)] {
                guard let bytes = try? sources.bytes(prefix + (suffix.isEmpty ? name : base + suffix)),
                      let pixels = size(ofPNG: bytes) else { continue }
                return Size(width: pixels.width / scale, height: pixels.height / scale)
            }
        }
        return nil
    }

    /// Width and height from a PNG's IHDR chunk.
    static func size(ofPNG bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ offset: Int) -> Double { Double(bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }) }
        return Size(width: word(16), height: word(20))
    }
}
