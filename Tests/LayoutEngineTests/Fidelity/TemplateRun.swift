import Diagnostics
import Expressions
import LayoutEngine
import Templates

/// A template (and the files it includes) read from literal text, resolved and laid out
/// as the renderer does: what a user sees for a small project.
struct TemplateRun {
    var tree: RenderedNode?
    var errors: [Diagnostic]
    var warnings: [Diagnostic]

    /// Lays out `files[path]` (default: the first file named `A.xml`) on a 375 × 667 screen at
    /// scale 2 without safe-area insets, unless `device` says otherwise.
    init(
        _ files: [String: String], path: String = "A.xml", device: Device = Device(name: "test", width: 375, height: 667, scale: 2),
        state: [String: Value] = [:], constants: [String: Value] = [:], catalog: UIKitCatalog = .standard
    ) {
        let resolver = TemplateResolver(
            load: { name throws(TemplateLoadError) in
                guard let text = files[name] else { throw .notFound }
                do throws(XMLError) { return try XMLReader.read(text) } catch { throw .invalidXML(error) }
            },
            isSubclass: { ancestor, subclass in catalog.viewClass(named: subclass)?.isSubclass(of: ancestor) ?? (ancestor == subclass) })
        let resolution = resolver.resolve(path: path)
        let resolutionErrors = resolution.diagnostics.filter { $0.severity == Diagnostic.Severity.error }
        let sources = files.mapValues { SourceText($0) }
        guard let root = resolution.root ?? resolution.partialRoot else {
            tree = nil
            errors = resolutionErrors
            warnings = resolution.diagnostics.filter { $0.severity != Diagnostic.Severity.error }
            return
        }
        let options = LayoutOptions(device: device, constants: constants, state: state, catalog: catalog)
        let result = CompiledLayout(root, options: options, sources: sources).render(device: device, state: state)
        tree = resolutionErrors.isEmpty ? result.tree : nil
        errors = resolutionErrors + result.errors
        warnings = resolution.diagnostics.filter { $0.severity != Diagnostic.Severity.error } + result.warnings
    }

    /// The frames in document order, `Class#id (x, y, w × h)` one per line (as `render --format tree`).
    var outline: String { tree?.outline() ?? "" }

    /// Every error, compiler-style.
    var messages: [String] { errors.map(\.message) }
}
