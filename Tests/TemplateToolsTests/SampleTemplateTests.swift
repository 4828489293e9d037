import Foundation
import TestSupport
import Testing
import TemplateTools

/// Layout's own samples (`Tests/Fixtures/samples/layout-*`: the sample app and the
/// performance template): real files with HTML, parameters, macros and comments. (The other
/// folders hold other formats' documents, which LayoutTool does not read.)
@Suite struct SampleTemplateTests {
    static let files: [URL] = {
        let enumerator = FileManager.default.enumerator(at: FixturePaths.samples, includingPropertiesForKeys: nil)
        let prefix = FixturePaths.samples.path + "/layout-"
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "xml" && $0.path.hasPrefix(prefix) }
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
