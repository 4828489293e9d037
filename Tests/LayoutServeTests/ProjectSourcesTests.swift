import Foundation
import LayoutServe
import Project
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
    }

    /// The watcher's report of a change is checked against the content hash: a touch or a
    /// rescan that finds the same bytes is no change, and the bytes read stay cached.
    @Test func refreshTellsAChangeFromATouch() throws {
        let folder = try TemporaryFolder(["A.xml": Self.first])
        let sources = ProjectSources(root: folder.path, trustsCacheUntilInvalidated: true)
        #expect(try Self.width(sources) == "1")
        try folder.write("A.xml", Self.first)
        #expect(sources.refresh("A.xml") == false)
        try folder.write("A.xml", Self.second)
        #expect(sources.refresh("A.xml") == true)
        #expect(try Self.width(sources) == "2")
        try FileManager.default.removeItem(atPath: folder.path("A.xml"))
        #expect(sources.refresh("A.xml") == true)
        #expect(throws: TemplateLoadError.notFound) { try sources.xmlFile("A.xml") }
        #expect(sources.refresh("A.xml") == false)
    }

    /// The hash reads eight bytes a step and the rest one by one: a change of one byte of the
    /// same length is a change wherever it falls (a whole word, the tail, the first byte).
    @Test func aOneByteChangeOfTheSameLengthIsAChange() throws {
        let text = #"<UIView width="1" height="12345"/>"#  // 34 bytes: four words and a tail of two
        let folder = try TemporaryFolder(["A.xml": text])
        let sources = ProjectSources(root: folder.path, trustsCacheUntilInvalidated: true)
        #expect(try Self.width(sources) == "1")
        for (offset, replacement) in [(15, "2"), (30, "9"), (33, "?"), (0, "(")] {
            var bytes = Array(text.utf8)
            bytes[offset] = UInt8(ascii: Character(replacement).unicodeScalars.first!)
            try folder.write("A.xml", String(decoding: bytes, as: UTF8.self))
            #expect(sources.refresh("A.xml") == true, "byte \(offset)")
            try folder.write("A.xml", text)
            #expect(sources.refresh("A.xml") == true, "byte \(offset) back")
            #expect(sources.refresh("A.xml") == false)
        }
    }

    /// One path policy for every read: the real path must stay inside the root, so a
    /// symlinked file or folder pointing outside reads as unreadable, never as its content.
    @Test func symlinksLeavingTheProjectAreRefused() throws {
        let outside = try TemporaryFolder(["secret.xml": #"<UIView secret="root:x:0:0"/>"#])
        let folder = try TemporaryFolder(["A.xml": Self.first])
        try FileManager.default.createSymbolicLink(atPath: folder.path("passwd.xml"), withDestinationPath: outside.path("secret.xml"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Linked"), withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path("B.xml"), withDestinationPath: folder.path("A.xml"))
        let sources = ProjectSources(root: folder.path, trustsCacheUntilInvalidated: true)
        #expect(throws: TemplateLoadError.unreadable("passwd.xml resolves outside the root")) { try sources.xmlFile("passwd.xml") }
        #expect(throws: TemplateLoadError.unreadable("Linked/secret.xml resolves outside the root")) { try sources.bytes("Linked/secret.xml") }
        #expect(try sources.xmlFile("B.xml").root.attributes.first?.value == "1")
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
