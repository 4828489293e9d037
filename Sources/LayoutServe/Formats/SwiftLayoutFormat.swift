import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import SwiftLayout
import Templates

/// SwiftLayout layouts (`spec/swiftlayout.md` §8): `.swift` files holding a `Layoutable`
/// type's `layout`, a `@LayoutBuilder` property or function, or a top-level
/// `view.sl.sublayout { … }`, read with swift-syntax and placed by the Auto Layout engine.
/// Custom view classes come from every `.swift` file of the project, so the parsed files are
/// kept (each until it changes) and a layout depends on the files whose classes it used.
public final class SwiftLayoutFormat: TemplateFormat {
    public static let name = "swiftlayout"
    public static let fileExtensions: Set<String> = ["swift"]
    /// The project's `.swift` files, listed once (again after a file appears or goes).
    private var swiftFiles: [String]?
    private var declarations: ProjectDeclarations?
    /// What each layout's last render read, for `dependencies(of:)`.
    private var lastDependencies: [String: Set<String>] = [:]

    public required init() {}

    /// A `.swift` file whose text has a SwiftLayout entry point.
    public func claims(_ path: String, in project: ProjectContext) -> Bool {
        guard let bytes = try? project.sources.bytes(path) else { return false }
        return SwiftLayoutRenderer.looksLikeLayout(String(decoding: bytes, as: UTF8.self), file: path)
    }

    public func render(_ path: String, _ request: RenderRequest, in project: ProjectContext) -> RenderOutcome {
        let start = Stopwatch.now()
        var (outcome, read) = project.startRender(path, request, missing: "No Swift file found for \(path)")
        guard read != nil else { return outcome }
        let files = projectDeclarations(including: path, in: project)
        let parsed = Stopwatch.now()
        let device = request.device
        let sources = project.sources
        let directory = path.split(separator: "/").dropLast().joined(separator: "/")
        let options = SwiftLayoutOptions(
            rootWidth: device.width, rootHeight: device.height, scale: device.scale,
            safeArea: device.insets,
            catalog: project.catalog, imageSize: { name in PNGSize.find(name, near: directory, in: sources) })
        let render = SwiftLayoutRenderer.render(path, project: files, options: options)
        let finished = Stopwatch.now()
        outcome.tree = render.tree
        outcome.errors = render.errors
        outcome.warnings = render.warnings
        if render.tree == nil, render.errors.isEmpty {
            outcome.errors = [Diagnostic(message: "The file's layouts render no view", file: path)]
        }
        outcome.constraints = render.constraintsJSON { file, span in
            files.position(of: span, in: file)
        }
        outcome.layoutTree = render.layoutTree()
        outcome.dependencies = render.dependencies
        lastDependencies[path] = render.dependencies
        outcome.timing = .init(parse: Stopwatch.milliseconds(start, parsed), layout: Stopwatch.milliseconds(parsed, finished),
                               total: Stopwatch.milliseconds(start, finished))
        return outcome
    }

    /// The declarations of every `.swift` file of the project (unchanged files are not parsed again).
    private func projectDeclarations(including path: String, in project: ProjectContext) -> ProjectDeclarations {
        if swiftFiles == nil {
            let root = URL(fileURLWithPath: project.sources.root)
            swiftFiles = (try? ProjectWalker.walk(root: root, templateExtensions: ["swift"]).templates) ?? []
        }
        var names = swiftFiles!
        if !names.contains(path) { names.append(path) }
        let texts = names.compactMap { name in
            (try? project.sources.bytes(name)).map { (file: name, text: String(decoding: $0, as: UTF8.self)) }
        }
        let declarations = ProjectDeclarations(files: texts, reusing: declarations)
        self.declarations = declarations
        return declarations
    }

    public func dependencies(of path: String, in project: ProjectContext) -> Set<String> {
        lastDependencies[path] ?? [path]
    }

    /// A changed `.swift` file is read again on next use; a new or removed one lists the project again.
    public func forget(dependingOn files: Set<String>) {
        guard let known = swiftFiles else { return }
        let swift = files.filter { $0.hasSuffix(".swift") }
        if swift.contains(where: { !known.contains($0) }) { swiftFiles = nil }
    }

    public func forget(usingStringKeys keys: Set<String>) -> Set<String> { [] }

    public func forgetAll() {
        swiftFiles = nil
        declarations = nil
        lastDependencies.removeAll()
    }
}
