// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layout-serve",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layout-serve", targets: ["layout-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Source positions, diagnostics, did-you-mean, JSON values.
        .target(name: "Diagnostics"),
        // The template expression language: tokens, parser, values, types, formatter, compiler.
        .target(name: "Expressions", dependencies: ["Diagnostics"]),
        // Command implementations (testable without spawning processes).
        .target(name: "LayoutServeCLI", dependencies: [
            "Diagnostics", "Expressions",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "layout-serve", dependencies: ["LayoutServeCLI"]),
        // Sockets on Dispatch, line protocol codec and commands, HTTP/1.1, SSE, fan-out.
        .target(name: "Server", dependencies: ["Diagnostics"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions"]),
        .testTarget(name: "ServerTests", dependencies: ["Server"]),
    ]
)
