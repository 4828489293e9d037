// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for layout-serve's parsers and pipeline (docs/FUZZING.md; run with
// scripts/fuzz). A package of its own so the sanitizer flags never reach the main build: the
// main package's `swift build` and `swift test` do not see this folder.
//
// libFuzzer with SwiftPM: an executable whose main.swift hands a callback to
// LLVMFuzzerRunDriver, compiled and linked with -sanitize=fuzzer,address (lld). The code under
// test is instrumented too: scripts/fuzz passes the same flags with -Xswiftc, which reach every
// target of the build, the main package's included.
let sanitizers = "-sanitize=fuzzer,address"

let package = Package(
    name: "layout-serve-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "layout-serve", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "layout-serve-fuzz",
            dependencies: [.product(name: "LayoutServeParsing", package: "layout-serve")],
            swiftSettings: [.unsafeFlags([sanitizers])],
            linkerSettings: [.unsafeFlags([sanitizers, "-use-ld=lld"])]
        ),
    ]
)
