import Foundation
import LayoutEngine
import LayoutServe
import TestSupport
import Testing

/// Layout's own sample app, with a configuration declaring what the app passes
/// in from code (custom controllers, state, colour constants, a function).
@Suite struct SampleAppTests {
    static let samples = FixturePaths.samples

    /// A copy of the sample app with the configuration beside it.
    func project() throws -> (folder: TemporaryFolder, root: URL) {
        let folder = try TemporaryFolder()
        let root = folder.url.appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent("layout-sampleapp"), to: root)
        try FileManager.default.copyItem(
            at: Self.samples.appendingPathComponent("layout-sampleapp-config/layout-serve.json"),
            to: root.appendingPathComponent("layout-serve.json"))
        return (folder, root)
    }

    @Test func everyScreenRendersWithoutErrors() throws {
        let (folder, root) = try project()
        defer { withExtendedLifetime(folder) {} }
        let loader = try ProjectLoader(root: root.path)
        #expect(loader.diagnostics.isEmpty)
        for path in loader.files.templates where path != "PageTemplate.xml" {
            let outcome = loader.renderer.render(path, device: try Device.parse("iphone-se"))
            #expect(outcome.errors.isEmpty, "\(path): \(outcome.errors.map(\.formatted))")
        }
    }

    /// `PageTemplate.xml` declares a parameter with no default: rendered on its
    /// own it reports that, as Layout does; through `template=` it renders.
    @Test func aTemplateWithAParameterNeedsItsValue() throws {
        let (folder, root) = try project()
        defer { withExtendedLifetime(folder) {} }
        let outcome = try ProjectLoader(root: root.path).renderer.render("PageTemplate.xml")
        #expect(outcome.errors.map(\.message) == ["Missing value for parameter text"])
        #expect(outcome.errors.first?.range?.start.line == 12)
    }
}
