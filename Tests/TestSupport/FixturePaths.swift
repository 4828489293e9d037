import Foundation

/// Where the files tests read live, found once from this file's own path
/// (`Tests/TestSupport/`), so every test target shares them whatever the working directory.
public enum FixturePaths {
    /// The repository's root folder.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/Fixtures`: the conformance cases and sample templates (see its README).
    public static let fixtures = repository.appendingPathComponent("Tests/Fixtures")

    /// The behaviour cases transcribed from Layout, Expression and Sprinter.
    public static let conformanceCases = fixtures.appendingPathComponent("conformance/layout-cases.json")

    /// Real templates from Layout's sample app and performance test.
    public static let samples = fixtures.appendingPathComponent("samples")

    /// The bundled example project (`Examples/`).
    public static let examples = repository.appendingPathComponent("Examples")
}
