import Foundation
import Project
@testable import Templates
import Testing
import TestSupport

/// `.layout-ignore` parsing and the accumulated rules.
@Suite struct IgnoreRulesTests {
    @Test func parsesLinesAsLayoutDoes() throws {
        let contents = "foo/\n  bar # why\n\n# all comment\nbaz  \r\n./a/../qux//x\r../escape\n\tsub/dir\u{2028}last"
        let paths = try IgnoreFile.paths(in: Array(contents.utf8), folder: "Screens")
        #expect(paths == ["Screens/foo", "Screens/bar", "Screens/baz  ", "Screens/qux/x", "Screens/sub/dir", "Screens/last"])
    }

    @Test func rootFolderGivesRootRelativePaths() throws {
        #expect(try IgnoreFile.paths(in: Array("Pods\n/Vendor/".utf8), folder: "") == ["Pods", "Vendor"])
    }

    @Test func refusesNonUTF8Files() throws {
        let error = try #require(throws: IgnoreFileError.self) {
            try IgnoreFile.paths(in: [0xFF, 0xFE, 0x61, 0x00], folder: "")
        }
        #expect(error.message == "Unable to read .layout-ignore file")
    }

    @Test func acceptsUTF8ByteOrderMark() throws {
        #expect(try IgnoreFile.paths(in: [0xEF, 0xBB, 0xBF] + Array("a".utf8), folder: "") == ["a"])
    }

    @Test(arguments: [
        ("build", true, true), ("Screens/build", false, true), ("App.app/Home.xml", false, true),
        ("Kit.framework", true, true), ("My.xcodeproj/project.pbxproj", false, true), ("Assets.xcassets", true, true),
        ("Foo.build/x.xml", false, true), (".git/config", false, true), (".hidden.xml", false, true),
        (".layout-ignore", true, true), (".layout-ignore", false, false), ("Screens/.layout-ignore", false, false),
        ("builder/Home.xml", false, false), ("Screens/Home.xml", false, false), ("appendix.xml", false, false),
        // Empty components are skipped; a name shorter than a suffix, or only ending in one's letters, is kept.
        ("Screens//build/x.xml", false, true), ("/Screens/Home.xml/", false, false), ("", false, false), ("app", true, false),
        ("Kitframework/A.xml", false, false), ("Écrans/Accueil.xml", false, false), ("Écrans/Maquette.app", true, true),
    ])
    func appliesBuiltInIgnores(path: String, isDirectory: Bool, ignored: Bool) {
        #expect(IgnoreRules().isIgnored(relativePath: path, isDirectory: isDirectory) == ignored)
    }

    @Test func rulesApplyToTheirSubtreeOnly() throws {
        var rules = IgnoreRules()
        try rules.loadIgnoreFile(contents: Array("Vendor\nDrafts/Old.xml".utf8), folder: "")
        try rules.loadIgnoreFile(contents: Array("Legacy".utf8), folder: "Screens")
        #expect(rules.isIgnored(relativePath: "Vendor", isDirectory: true))
        #expect(rules.isIgnored(relativePath: "Vendor/Lib/A.xml", isDirectory: false))
        #expect(!rules.isIgnored(relativePath: "VendorKit/A.xml", isDirectory: false))
        #expect(rules.isIgnored(relativePath: "Drafts/Old.xml", isDirectory: false))
        #expect(!rules.isIgnored(relativePath: "Drafts/New.xml", isDirectory: false))
        #expect(rules.isIgnored(relativePath: "Screens/Legacy/A.xml", isDirectory: false))
        #expect(!rules.isIgnored(relativePath: "Legacy/A.xml", isDirectory: false))
        #expect(rules.isIgnored(relativePath: "/Vendor//Lib/A.xml", isDirectory: false))
        #expect(rules.isIgnored(relativePath: "Screens//Legacy", isDirectory: true))
    }

    @Test func changingAnIgnoreFileReappliesRules() throws {
        var rules = IgnoreRules()
        try rules.loadIgnoreFile(contents: Array("A".utf8), folder: "Sub")
        #expect(rules.isIgnored(relativePath: "Sub/A", isDirectory: true))
        try rules.loadIgnoreFile(contents: Array("B".utf8), folder: "Sub")
        #expect(!rules.isIgnored(relativePath: "Sub/A", isDirectory: true))
        #expect(rules.isIgnored(relativePath: "Sub/B", isDirectory: true))
        #expect(throws: IgnoreFileError.self) { try rules.loadIgnoreFile(contents: [0xC0], folder: "Sub") }
        #expect(rules.isIgnored(relativePath: "Sub/B", isDirectory: true))
        rules.removeRules(forFolder: "Sub")
        #expect(!rules.isIgnored(relativePath: "Sub/B", isDirectory: true))
        #expect(rules.rulesByFolder.isEmpty)
    }
}

/// Walking a project on disk.
@Suite struct ProjectWalkerTests {
    @Test func listsTemplatesStringsAndConfigHonouringIgnores() throws {
        let project = try TemporaryFolder()
        for path in [
            "Home.xml", "Screens/Detail.xml", "Screens/Legacy/Old.xml", "Screens/Drafts/Draft.xml",
            "Vendor/Lib.xml", "build/Out.xml", "App.app/Bundled.xml", "Assets.xcassets/Icon.xml",
            ".hidden/Secret.xml", ".Hidden.xml", "en.lproj/Localizable.strings", "Localizable.strings",
            "Notes.txt", "layout-serve.json", "Screens/layout-serve.json", "Z/Last.xml",
        ] {
            try project.write(path, "<UIView/>")
        }
        try project.write(".layout-ignore", "Vendor  # third party\n")
        try project.write("Screens/.layout-ignore", "Legacy\nDrafts/\n")
        let files = try ProjectWalker.walk(root: project.url)
        #expect(files.templates == ["Home.xml", "Screens/Detail.xml", "Z/Last.xml"])
        #expect(files.strings == ["Localizable.strings", "en.lproj/Localizable.strings"])
        #expect(files.config == "layout-serve.json")
        #expect(files.diagnostics.isEmpty)
        #expect(files.ignoreRules.rulesByFolder == ["": ["Vendor"], "Screens": ["Screens/Legacy", "Screens/Drafts"]])
    }

    @Test func doesNotFollowSymbolicLinks() throws {
        let outside = try TemporaryFolder()
        try outside.write("Outside.xml", "<UIView/>")
        let project = try TemporaryFolder()
        try project.write("Real.xml", "<UIView/>")
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("Linked"), withDestinationURL: outside.url)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("Alias.xml"), withDestinationURL: project.url.appendingPathComponent("Real.xml"))
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("Loop"), withDestinationURL: project.url)
        let files = try ProjectWalker.walk(root: project.url)
        #expect(files.templates == ["Real.xml"])
    }

    @Test func reportsUnreadableIgnoreFileAndGoesOn() throws {
        let project = try TemporaryFolder()
        try project.write("Sub/.layout-ignore", [0xFF, 0xFE, 0x41, 0x00])
        try project.write("Sub/A.xml", "<UIView/>")
        let files = try ProjectWalker.walk(root: project.url)
        #expect(files.templates == ["Sub/A.xml"])
        #expect(files.diagnostics.map(\.message) == ["Unable to read .layout-ignore file"])
        #expect(files.diagnostics.first?.file == "Sub/.layout-ignore")
    }

    /// The walk checks that a `.layout-ignore` is a regular file and then reads it; one swapped
    /// for a FIFO in between was read with a blocking read, and the walk (start-up, every
    /// rescan) waited for a writer for ever. The read itself refuses it now.
    @Test func anIgnoreFileSwappedForAFIFOIsReportedNotWaitedOn() throws {
        let project = try TemporaryFolder()
        #expect(mkfifo(project.path(".layout-ignore"), 0o644) == 0)
        let error = try #require(throws: IgnoreFileError.self) {
            try IgnoreFile.read(contentsOf: project.url.appendingPathComponent(".layout-ignore"), folder: "")
        }
        #expect(error.message == "Unable to read .layout-ignore file: not a regular file")
    }

    @Test func missingRootThrows() throws {
        let project = try TemporaryFolder()
        #expect(throws: (any Error).self) { try ProjectWalker.walk(root: project.url.appendingPathComponent("nope")) }
    }

    @Test func locatesAFileByTrailingPath() throws {
        let files = ProjectFiles(templates: ["A/Cell.xml", "B/Cell.xml", "SampleApp/Examples.xml"])
        #expect(try files.locate("Examples.xml") == "SampleApp/Examples.xml")
        #expect(try files.locate("A/Cell.xml") == "A/Cell.xml")
        #expect(throws: ProjectLookupError.multipleMatches("Cell.xml", ["A/Cell.xml", "B/Cell.xml"])) {
            try files.locate("Cell.xml")
        }
        #expect(throws: ProjectLookupError.notFound("les.xml")) { try files.locate("les.xml") }
    }
}
