import Foundation

/// Locates the shared fixtures in `Tests/Fixtures` from this source file.
enum FixturePaths {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let conformanceCases = fixtures.appendingPathComponent("conformance/layout-cases.json")
}
