// swift-tools-version:6.0
import PackageDescription

// A generic type used for the first time in a process (an array of a new element type, a
// dictionary of a new key) has its metadata built at run time. By default the compiler asks for
// it by its mangled name, which the runtime demangles and decodes first: about half of the 0.9 M
// instructions a process's first render spends building metadata (Kiwi's 100-view stack as an
// EverLayout file: 7.95 → 7.47 M instructions). Release builds of the modules
// a render runs through call the metadata accessors directly instead.
let renderPathSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

// The evaluator and the layout engine touch class properties on every symbol
// read; dynamic exclusivity checks cost about 15% of a render there (and in
// EverLayout's reader and AutoLayout's system, a check per position asked and
// per constraint handed to the solver). The
// code keeps to exclusive access by construction (one pass, one thread), so
// release builds skip the runtime checks; debug builds and tests keep them.
// They are on the render path too: the flag above comes with them.
let hotPathSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))] + renderPathSettings

let package = Package(
    name: "layout-serve",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layout-serve", targets: ["layout-serve"]),
        // Every library module, for the fuzz package in Fuzz/ (it depends on this one by path); its
        // sanitized release build is also the release build scripts/test checks.
        .library(name: "LayoutServeParsing", targets: ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "FileAccess", "Server", "MarkupKit", "EverLayout", "Project", "LayoutServe", "SwiftLayout", "LanguageServer", "SwiftTree", "LayoutServeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only the SwiftLayout target (and its tests) parse Swift; nothing else links it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Source positions, diagnostics, did-you-mean, JSON values.
        .target(name: "Diagnostics", swiftSettings: renderPathSettings),
        // Points, sizes, frames and insets: the one geometry of values, constraints and the rendered tree.
        .target(name: "Geometry", swiftSettings: renderPathSettings),
        // The template expression language: tokens, parser, values, types, formatter, compiler.
        .target(name: "Expressions", dependencies: ["Diagnostics", "Geometry"], swiftSettings: hotPathSettings),
        // Template files: XML with positions, Layout's template model, .strings.
        .target(name: "Templates", dependencies: ["Diagnostics", "Expressions"], swiftSettings: renderPathSettings),
        // UIKit knowledge and layout: class catalog, text metrics, frames.
        .target(name: "LayoutEngine", dependencies: ["Diagnostics", "Expressions", "Templates", "AutoLayout", "Constraints"], swiftSettings: hotPathSettings),
        // libinotifytools (no pkg-config file: a module map and a shim header).
        .systemLibrary(name: "CInotifyTools", path: "Sources/CInotifyTools"),
        // mallopt and madvise for the heap of a rendering process (ProcessHeap).
        .systemLibrary(name: "CHeap", path: "Sources/CHeap"),
        // libcurl's variadic calls, for the remote fetcher that opens libcurl at run time.
        .systemLibrary(name: "CLibcurl", path: "Sources/CLibcurl"),
        // Watching the project with inotify on one dedicated thread.
        .target(name: "Watcher", dependencies: ["CInotifyTools"]),
        // Reading files under a root: one path policy (symlinks resolved, confined), stamps, bounded reads.
        .target(name: "FileAccess", swiftSettings: renderPathSettings),
        // Sockets on Dispatch: line protocol, read-only HTTP, SSE, fan-out.
        .target(name: "Server", dependencies: ["Diagnostics", "FileAccess"]),
        // The project: its files (walk, ignore rules, path policy), configuration, strings, the
        // format seam with the four front ends, the renderer, and the live index the server keeps.
        .target(name: "Project", dependencies: ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Watcher", "FileAccess", "EverLayout", "MarkupKit", "AutoLayout", "SwiftLayout", "SwiftTree"], swiftSettings: renderPathSettings),
        // Composition root: the live-reload server over the project, reports and exports.
        .target(name: "LayoutServe", dependencies: ["CLibcurl", "Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Watcher", "FileAccess", "Project", "Server", "EverLayout", "MarkupKit", "AutoLayout", "SwiftLayoutCode", "SwiftLayout", "SwiftTree"], swiftSettings: renderPathSettings),
        // `layout-serve lsp`: the Language Server Protocol over standard input and output — framing,
        // open documents with their unsaved text rendered in their project, completion, hover.
        .target(name: "LanguageServer", dependencies: [
            "Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Watcher", "FileAccess", "Project", "EverLayout", "MarkupKit", "AutoLayout", "SwiftLayout", "SwiftTree",
        ]),
        // Command implementations (testable without spawning processes).
        .target(name: "LayoutServeCLI", dependencies: [
            "CHeap", "Diagnostics", "Expressions", "Templates", "LayoutEngine", "TemplateTools", "Project", "LayoutServe", "FileAccess", "Server", "SwiftLayoutCode", "LanguageServer", "SwiftTree",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: renderPathSettings),
        // LayoutTool's operations: format, rename, strings keys, attribute types, validation.
        .target(name: "TemplateTools", dependencies: ["Diagnostics", "Expressions", "Templates", "LayoutEngine"]),
        .executableTarget(name: "layout-serve", dependencies: ["LayoutServeCLI"]),
        // Release-mode micro-benchmarks behind scripts/bench-*.
        .executableTarget(name: "layout-serve-bench", dependencies: ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "Project", "LayoutServe", "LayoutServeCLI", "SwiftTree"]),
        // A linear constraint solver with UIKit's priority semantics (Cassowary, lexicographic levels); no Foundation.
        .target(name: "Constraints", swiftSettings: hotPathSettings),
        // NSLayoutConstraint semantics over Constraints: items, attributes, margins, intrinsic sizes, pixel rounding.
        .target(name: "AutoLayout", dependencies: ["Constraints", "Geometry"], swiftSettings: hotPathSettings),
        // EverLayout JSON layouts: JSON with positions, the layout model, constraints on AutoLayout, frames.
        .target(name: "EverLayout", dependencies: ["Diagnostics", "Expressions", "LayoutEngine", "AutoLayout", "Constraints"], swiftSettings: hotPathSettings),
        // MarkupKit documents: the view builder with its instructions and conversions, layout views' constraints on AutoLayout.
        .target(name: "MarkupKit", dependencies: ["Diagnostics", "Expressions", "Templates", "LayoutEngine", "AutoLayout", "Constraints"], swiftSettings: renderPathSettings),
        // Any rendered layout printed as SwiftLayout code: ViewPrinter's text, LayoutPrinter's tree, anchors from constraints or frames.
        .target(name: "SwiftLayoutCode", dependencies: ["Diagnostics", "Geometry", "Expressions", "LayoutEngine"]),
        // The Swift that layouts are written in, parsed to a compact tree of declarations, statements and expressions.
        .target(name: "SwiftTree", dependencies: ["Diagnostics"], swiftSettings: hotPathSettings),
        // SwiftLayout layouts read from Swift source (swift-syntax): views, anchors, constraints on AutoLayout, frames.
        .target(name: "SwiftLayout", dependencies: [
            "Diagnostics", "Expressions", "LayoutEngine", "AutoLayout", "Constraints", "SwiftTree",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], swiftSettings: hotPathSettings),
        // The solver against Kiwi, behind scripts/bench-constraints.
        .executableTarget(name: "constraints-bench", dependencies: ["Constraints", "AutoLayout"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions", "Diagnostics", "TestSupport"]),
        // What every test target shares: marked text, seeded randomness, fixture paths, temporary
        // folders, and the gate that lets one suite at a time run the process's one watcher.
        .target(name: "TestSupport", dependencies: ["Diagnostics"], path: "Tests/TestSupport"),
        // The ignore-file and project-walk tests read the Project target's files.
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "Project", "TestSupport", "SwiftTree"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "Templates", "Expressions", "Diagnostics", "TestSupport"]),
        .testTarget(name: "WatcherTests", dependencies: ["Watcher", "TestSupport"]),
        .testTarget(name: "ServerTests", dependencies: ["Server", "TestSupport"]),
        .testTarget(name: "LayoutServeTests", dependencies: ["LayoutServe", "LayoutServeCLI", "LayoutEngine", "Templates", "Diagnostics", "Expressions", "Server", "Watcher", "Project", "AutoLayout", "TestSupport", "SwiftTree"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "Project", "Diagnostics", "TestSupport", "SwiftTree"]),
        .testTarget(name: "LayoutServeCLITests", dependencies: ["LayoutServeCLI", "TestSupport", "SwiftTree"]),
        .testTarget(name: "TemplateToolsTests", dependencies: ["TemplateTools", "TestSupport"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Constraints", "Templates", "Diagnostics", "TestSupport"]),
        .testTarget(name: "EverLayoutTests", dependencies: ["EverLayout", "Diagnostics", "AutoLayout", "TestSupport"]),
        .testTarget(name: "SwiftLayoutCodeTests", dependencies: ["SwiftLayoutCode", "SwiftLayout", "EverLayout", "Diagnostics", "LayoutEngine", "TestSupport", "SwiftTree"]),
        .testTarget(name: "SwiftTreeTests", dependencies: ["SwiftTree", "Diagnostics"]),
        .testTarget(name: "SwiftLayoutTests", dependencies: ["SwiftLayout", "Diagnostics", "Expressions", "LayoutEngine", "TestSupport", "SwiftTree"]),
        .testTarget(name: "MarkupKitTests", dependencies: ["MarkupKit", "Diagnostics", "Expressions", "Geometry", "LayoutEngine", "TestSupport"]),
    ]
)

// Every target depends directly on every target it reaches. SwiftPM re-runs a target's compile
// only when the .swiftmodule of a *direct* dependency changes, yet a module lays out the
// structs it embeds from every module below it: LayoutEngine's StackLayout holds an
// AutoLayout.LayoutSystem, which holds a Constraints.ConstraintSolver by value. A new stored
// property in Constraints left LayoutEngine compiled against the old size after an incremental
// build, and the first copy of a LayoutSystem read past it ("Bad pointer dereference" in
// LayoutSystem.store, issue 11). Tests/AutoLayoutTests/BuildGraphTests.swift checks the result.
for target in package.targets {
    func targetNames(_ target: Target) -> [String] {
        target.dependencies.compactMap { dependency in
            switch dependency {
            case let .targetItem(name, _), let .byNameItem(name, _): name
            default: nil
            }
        }
    }
    let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var reached = Set<String>()
    var pending = targetNames(target)
    while let name = pending.popLast() {
        guard reached.insert(name).inserted, let found = targetsByName[name] else { continue }
        pending += targetNames(found)
    }
    let listed = Set(targetNames(target))
    target.dependencies += reached.subtracting(listed).sorted().map { .target(name: $0) }
}
