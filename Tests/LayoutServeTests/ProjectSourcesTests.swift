import LayoutServe
import Templates
import Testing
import TestSupport

@Suite struct ProjectSourcesTests {
    static let first = #"<UIView width="1"/>"#
    static let second = #"<UIView width="2"/>"#

    static func width(_ sources: ProjectSources) throws -> String? {
        try sources.xmlFile("A.xml").root.attributes.first { $0.name == "width" }?.value
    }

    @Test func withoutAWatcherEveryUseSeesTheFileOnDisk() throws {
        let folder = try TemporaryFolder(["A.xml": Self.first])
        let sources = ProjectSources(root: folder.path)
        #expect(try Self.width(sources) == "1")
        try folder.write("A.xml", Self.second)
        #expect(try Self.width(sources) == "2")
    }

    @Test func aWatchedProjectKeepsWhatItReadUntilInvalidated() throws {
        let folder = try TemporaryFolder(["A.xml": Self.first])
        let sources = ProjectSources(root: folder.path, trustsCacheUntilInvalidated: true)
        #expect(try Self.width(sources) == "1")
        try folder.write("A.xml", Self.second)
        #expect(try Self.width(sources) == "1")
        sources.invalidate("A.xml")
        #expect(try Self.width(sources) == "2")
        // Bytes the server already read are used as they are, without reading the file.
        sources.provide("A.xml", bytes: Array(#"<UIView width="3"/>"#.utf8))
        #expect(try Self.width(sources) == "3")
    }

    @Test func newIgnoreRulesDropWhatAWatchedProjectKept() throws {
        let folder = try TemporaryFolder(["A.xml": Self.first])
        let sources = ProjectSources(root: folder.path, trustsCacheUntilInvalidated: true)
        #expect(try Self.width(sources) == "1")
        var rules = IgnoreRules()
        try rules.loadIgnoreFile(contents: Array("A.xml\n".utf8), folder: "")
        sources.setIgnoreRules(rules)
        #expect(throws: TemplateLoadError.notFound) { try sources.xmlFile("A.xml") }
    }
}
