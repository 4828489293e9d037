import Foundation
import TestSupport
import Testing
import TemplateTools

/// The Layout sample app's templates (`Tests/Fixtures/samples`): real files with HTML,
/// parameters, macros and comments.
@Suite struct SampleTemplateTests {
    static let files: [URL] = {
        let enumerator = FileManager.default.enumerator(at: FixturePaths.samples, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "xml" }
            .sorted { $0.path < $1.path }
    }()

    @Test func samplesArePresent() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func formattingChangesNothing(_ file: URL) throws {
        let xml = try String(contentsOf: file, encoding: .utf8)
        // Examples.xml sets only `view.backgroundColor`: LayoutTool would skip it.
        #expect(LayoutTool.isLayout(xml) == (file.lastPathComponent != "Examples.xml"))
        // The sample app's files were written by LayoutTool's formatter: a faithful one
        // leaves every byte in place.
        #expect(try LayoutTool.format(xml) == xml)
    }
}
