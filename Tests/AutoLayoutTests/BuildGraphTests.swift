import Foundation
import Testing

/// The build graph this test binary was built from (SwiftPM's llbuild manifest): a module's
/// compile re-runs only when the `.swiftmodule` of a module listed as its input changes, and
/// a module embeds the stored layout of every struct it holds by value, from every module below
/// it. When a module reached only indirectly changes its layout, the module above keeps the old
/// one after an incremental build: StackLayout (LayoutEngine) holds a LayoutSystem (AutoLayout)
/// holding a ConstraintSolver (Constraints), and a stored property added to the solver made the
/// first copy of a LayoutSystem read past the end ("Bad pointer dereference" in
/// `LayoutSystem.store`). Package.swift lists every reached target directly.
@Suite struct BuildGraphTests {
    /// The project's own modules and the modules each one's compile waits for.
    struct Graph {
        var inputs: [String: Set<String>] = [:]

        init(manifest: String, repository: String) {
            var current: (module: String?, inputs: Set<String>, ownSources: Bool)?
            func finish() {
                if let found = current, let module = found.module, found.ownSources { inputs[module] = found.inputs }
                current = nil
            }
            for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  \"C.") && line.hasSuffix(".module\":") {
                    finish()
                    current = (nil, [], false)
                } else if line.hasPrefix("  \"") || !line.hasPrefix("    ") {
                    finish()
                } else if current != nil, line.hasPrefix("    inputs: ") {
                    for path in Self.paths(in: line) {
                        if let module = Self.moduleName(path) { current!.inputs.insert(module) }
                        if path.hasPrefix(repository + "/Sources/") || path.hasPrefix(repository + "/Tests/") {
                            current!.ownSources = true
                        }
                    }
                } else if current != nil, line.hasPrefix("    outputs: ") {
                    current!.module = Self.paths(in: line).lazy.compactMap(Self.moduleName).first
                }
            }
            finish()
        }

        /// Modules `module` reaches through the project's modules, and the ones it does not wait for.
        func unlisted(below module: String) -> [String] {
            var reached = Set<String>()
            var pending = Array(inputs[module] ?? [])
            while let next = pending.popLast() {
                guard inputs[next] != nil, reached.insert(next).inserted else { continue }
                pending += inputs[next]!
            }
            return reached.subtracting(inputs[module] ?? []).sorted()
        }

        /// The quoted strings of a manifest line (`inputs: ["a","b"]`).
        static func paths(in line: Substring) -> [String] {
            line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }

        /// `…/Modules/Constraints.swiftmodule` → `Constraints`.
        static func moduleName(_ path: String) -> String? {
            guard path.hasSuffix(".swiftmodule"), path.contains("/Modules/") else { return nil }
            return String(path.split(separator: "/").last!.dropLast(".swiftmodule".count))
        }
    }

    /// `<build path>/<configuration>.yaml`, from this binary's `<build path>/<triple>/<configuration>/`.
    static func manifestPath() throws -> String {
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let configurationFolder = URL(fileURLWithPath: binary).deletingLastPathComponent()
        let buildPath = configurationFolder.deletingLastPathComponent().deletingLastPathComponent()
        return buildPath.appendingPathComponent(configurationFolder.lastPathComponent + ".yaml").path
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func everyModuleWaitsForEveryModuleBelowIt() throws {
        let path = try Self.manifestPath()
        let graph = Graph(manifest: try String(contentsOfFile: path, encoding: .utf8), repository: Self.repository)
        // The manifest was read: the engine's chain is in it, one module above the other.
        #expect(graph.inputs["AutoLayout"]?.contains("Constraints") == true, "\(path)")
        #expect(graph.inputs["LayoutEngine"]?.contains("AutoLayout") == true, "\(path)")
        for module in graph.inputs.keys.sorted() {
            let unlisted = graph.unlisted(below: module)
            #expect(unlisted.isEmpty, "\(module) reaches \(unlisted) only through other modules: an incremental build can leave it with their old layouts")
        }
    }

    @Test func aModuleReachedOnlyThroughAnotherIsFound() {
        let manifest = """
            commands:
              "C.A-triple-debug.module":
                tool: shell
                inputs: ["/repo/Sources/A/a.swift"]
                outputs: ["/b/Modules/A.swiftmodule"]
              "C.B-triple-debug.module":
                tool: shell
                inputs: ["/repo/Sources/B/b.swift","/b/Modules/A.swiftmodule"]
                outputs: ["/b/Modules/B.swiftmodule"]
              "C.C-triple-debug.module":
                tool: shell
                inputs: ["/repo/Tests/C/c.swift","/b/Modules/B.swiftmodule","/b/Modules/X.swiftmodule"]
                outputs: ["/b/Modules/C.swiftmodule"]
              "C.X-triple-debug.module":
                tool: shell
                inputs: ["/elsewhere/X/x.swift"]
                outputs: ["/b/Modules/X.swiftmodule"]

            """
        let graph = Graph(manifest: manifest, repository: "/repo")
        #expect(graph.inputs == ["A": [], "B": ["A"], "C": ["B", "X"]])
        #expect(graph.unlisted(below: "C") == ["A"])
        #expect(graph.unlisted(below: "B") == [])
    }
}
