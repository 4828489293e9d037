import Foundation
import TestSupport
import Testing

/// The import table of docs/DESIGN.md, checked against the sources: data flows one way
/// (disk → Watcher → Project → Renderer → Server → clients), the leaves need no
/// Foundation, only the watcher touches libinotifytools, and sockets stay in `Server`.
@Suite struct ArchitectureTests {
    static let sources = FixturePaths.repository.appendingPathComponent("Sources")

    /// What each target may import. `Glibc` (and its Darwin/Musl spellings) is there for
    /// maths, `ppoll` and signals; socket calls are checked separately.
    static let allowed: [String: Set<String>] = [
        "CInotifyTools": [],
        // mallopt and madvise for the heap of a rendering process (LayoutServeCLI's ProcessHeap).
        "CHeap": [],
        // libcurl's variadic calls (LayoutServe's RemoteFetcher opens libcurl at run time).
        "CLibcurl": [],
        "Diagnostics": [],
        // Points, sizes, frames, insets: one definition for values, constraints and the tree.
        "Geometry": [],
        "Expressions": ["Diagnostics", "Geometry", "Glibc", "Darwin", "Musl"],
        "Templates": ["Diagnostics", "Expressions", "Foundation"],
        "LayoutEngine": ["Diagnostics", "Expressions", "Templates", "AutoLayout", "Constraints", "Foundation", "Synchronization"],
        "TemplateTools": ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "Foundation"],
        "Watcher": ["CInotifyTools", "Dispatch", "Foundation", "Glibc", "Synchronization"],
        // Files under a root: the path policy and the file calls, nothing of sockets or HTTP.
        "FileAccess": ["Glibc"],
        "Server": ["Diagnostics", "FileAccess", "Dispatch", "Foundation", "Glibc", "Synchronization"],
        // The project: files, configuration, strings, the format seam and the four front ends,
        // the renderer, the live index; no sockets.
        "Project": [
            "Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Watcher", "FileAccess", "EverLayout", "MarkupKit",
            "AutoLayout", "SwiftLayout", "Dispatch", "Foundation",
        ],
        "LayoutServe": [
            "Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Watcher", "FileAccess", "Project", "Server", "EverLayout", "MarkupKit", "AutoLayout",
            "SwiftLayoutCode", "SwiftLayout", "CLibcurl", "Dispatch", "Foundation", "Synchronization",
        ],
        // The language server: the project and the formats' catalogs, the rename finder and the
        // formatter (TemplateTools), EverLayout's constraint keys, MarkupKit's classes and SwiftLayout's
        // anchors vocabulary, standard input and output.
        "LanguageServer": ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "EverLayout", "MarkupKit", "SwiftLayout", "Project",
                           "Foundation", "Glibc", "Darwin"],
        "LayoutServeCLI": [
            "LanguageServer", "Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Project", "LayoutServe", "FileAccess", "Server", "SwiftLayoutCode",
            "CHeap", "ArgumentParser", "Dispatch", "Foundation", "Glibc", "Synchronization",
        ],
        "layout-serve": ["LayoutServeCLI"],
        "layout-serve-bench": ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "Project", "LayoutServe", "LayoutServeCLI", "SwiftTree", "Foundation", "Glibc"],
        // The Auto Layout engine: the solver knows no UIKit and no Foundation; the UIKit layer
        // only the solver.
        "Constraints": [],
        "AutoLayout": ["Constraints", "Geometry"],
        "constraints-bench": ["Constraints"],
        // EverLayout JSON layouts: positions and diagnostics, text metrics and the render tree, Auto Layout;
        // a lock for the last renders a save renders from.
        "EverLayout": ["Diagnostics", "Expressions", "LayoutEngine", "AutoLayout", "Constraints", "Synchronization"],
        // MarkupKit documents: XML with instructions, conversions, layout views' constraints on Auto Layout;
        // a lock for the last renders a save renders from.
        "MarkupKit": ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "AutoLayout", "Constraints", "Synchronization"],
        // Printing layouts as SwiftLayout code: the render tree and the constraint JSON in, Swift text out.
        "SwiftLayoutCode": ["Diagnostics", "Geometry", "Expressions", "LayoutEngine"],
        // The Swift that layouts are written in, parsed without swift-syntax: text in, a tree out.
        "SwiftTree": ["Diagnostics"],
        // SwiftLayout layouts read from Swift: SwiftTree's parser, swift-syntax's for syntax errors (only here), Auto Layout, the render tree.
        "SwiftLayout": ["Diagnostics", "Expressions", "LayoutEngine", "AutoLayout", "Constraints", "SwiftTree", "SwiftSyntax", "SwiftParser", "Synchronization"],
    ]

    /// Every Swift file of a target with its text.
    static func files(of target: String) throws -> [(path: String, text: String)] {
        let folder = sources.appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((String(url.path.dropFirst(sources.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index == 0 || words[0] == "@testable" || words[0] == "@_exported" || words[0].hasPrefix("@preconcurrency"),
                  index + 1 < words.count else { return nil }
            return String(words[index + 1].split(separator: ".")[0])
        }
    }

    @Test func everyTargetIsInTheTable() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(targets) == Set(Self.allowed.keys))
    }

    @Test(arguments: allowed.keys.sorted())
    func importsFollowTheTable(target: String) throws {
        for (path, text) in try Self.files(of: target) {
            let unexpected = Self.imports(in: text).filter { !Self.allowed[target]!.contains($0) }
            #expect(unexpected.isEmpty, "\(path) imports \(unexpected)")
        }
    }

    /// Socket system calls live behind `Server`'s one wrapper, which its client uses too.
    @Test func socketsStayInTheServer() throws {
        let calls = ["Glibc.socket(", "Glibc.accept(", "Glibc.bind(", "Glibc.listen(", "Glibc.connect(", "setsockopt("]
        for target in Self.allowed.keys.sorted() where target != "Server" {
            for (path, text) in try Self.files(of: target) {
                let found = calls.filter { text.contains($0) }
                #expect(found.isEmpty, "\(path) calls \(found)")
            }
        }
        let server = try Self.files(of: "Server").filter { file in calls.contains { file.text.contains($0) } }.map(\.path)
        #expect(server == ["Server/Socket+Glibc.swift"])
    }

    /// The targets and their declared dependencies, read from Package.swift (test support
    /// and products of other packages left out).
    static func packageGraph() throws -> [String: [String]] {
        let manifest = try String(contentsOf: FixturePaths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = manifest[manifest.range(of: "targets: [")!.lowerBound...]
        let declarations = targets.replacing(/\.product\([^)]*\)/, with: "")
        var graph: [String: [String]] = [:]
        for match in declarations.matches(of: /\.(?:target|executableTarget|systemLibrary)\(name: "([\w-]+)"(?:, dependencies: \[([^\]]*)\])?/) {
            let name = String(match.output.1)
            guard name != "TestSupport" else { continue }
            graph[name] = (match.output.2.map { String($0) } ?? "").matches(of: /"([\w-]+)"/).map { String($0.output.1) }
        }
        return graph
    }

    /// docs/DESIGN.md's module graph is the manifest's: the same targets, each with the same
    /// dependencies in the same order.
    @Test func designGraphIsThePackageGraph() throws {
        let design = try String(contentsOf: FixturePaths.repository.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        let section = design[design.range(of: "### Module graph")!.upperBound...]
        let block = section.split(separator: "```", omittingEmptySubsequences: false)[1]
        var drawn: [String: [String]] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.split(separator: "→", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            drawn[parts[0]] = parts[1] == "—" ? [] : parts[1].components(separatedBy: ", ")
        }
        let package = try Self.packageGraph()
        #expect(package.count > 15)
        #expect(drawn == package)
    }

    /// Reading a project's files needs no socket module: the `Project` target (its sources and
    /// the formats) imports `FileAccess`, not `Server`, which only the serving code uses.
    @Test func readingFilesNeedsNoServer() throws {
        #expect(!Self.allowed["Project"]!.contains("Server"))
        #expect(try Self.files(of: "Project").count > 20)
        let fileCalls = ["realpath(", "fstatat(", "O_NOFOLLOW"]
        let server = try Self.files(of: "Server").filter { file in fileCalls.contains { file.text.contains($0) } }.map(\.path)
        #expect(server.isEmpty, "\(server) make file calls")
    }

    /// The three constraint-placed formats take the one Auto Layout stage: each
    /// renderer calls `ConstraintStage.run` once, and none solves a `LayoutSystem` itself, so
    /// re-measuring, rounding, conflict wording and the rendered tree cannot drift apart again.
    static let stageCallers = ["EverLayout": "EverLayout/LayoutBuilder+Solve.swift", "MarkupKit": "MarkupKit/MarkupKitRenderer.swift",
                               "SwiftLayout": "SwiftLayout/FrameSolver.swift"]

    @Test(arguments: stageCallers.keys.sorted())
    func constraintFormatsCallTheOneStage(target: String) throws {
        let files = try Self.files(of: target)
        let callers = files.filter { $0.text.contains("ConstraintStage.run(") }.map(\.path)
        #expect(callers == [Self.stageCallers[target]!])
        let solving = files.filter { $0.text.contains(".solve()") || $0.text.contains("LayoutSolution") }.map(\.path)
        #expect(solving.isEmpty, "\(solving) solve a LayoutSystem outside the stage")
    }
}
