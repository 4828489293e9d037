import Foundation
import LayoutServeCLI
import Testing
import TestSupport

/// `layout-serve snapshot`: frame trees as text under __snapshots__, compared, written, updated.
@Suite struct SnapshotCommandTests {
    static let home = """
        <UIView width="100%" height="100%">
            <UILabel id="title" top="20" left="16" text="Inbox"/>
            <UIView top="previous.bottom + 8" left="16" width="100" height="33.3"/>
        </UIView>

        """

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(SnapshotCommand.self, arguments)
    }

    @Test func writesComparesAndUpdates() throws {
        let project = try TemporaryFolder(["Home.xml": Self.home])
        let first = try run(["--device", "iphone-se", project.path])
        #expect(first.status == 0)
        #expect(first.output == "__snapshots__/Home.xml.iphone-se.txt: written\n")
        #expect(first.error == "1 snapshot: 0 same, 0 changed, 1 written, 0 without a template\n")
        // Frames in the superview, on the @2x grid (33.3 → 33.5); the text drawn, quoted.
        #expect(try project.read("__snapshots__/Home.xml.iphone-se.txt") == """
            # Home.xml on iphone-se (375×667@2)
            UIView 0 0 375 667
              UILabel#title 16 20 42 20 “Inbox”
              UIView 16 48 100 33.5

            """)
        #expect(try run(["--check", "--device", "iphone-se", project.path]).status == 0)

        _ = try project.write("Home.xml", Self.home.replacingOccurrences(of: "Inbox", with: "Mail"))
        let changed = try run(["--check", "--device", "iphone-se", project.path])
        #expect(changed.status == 1)
        #expect(changed.output == """
            --- __snapshots__/Home.xml.iphone-se.txt
            +++ Home.xml (now)
            @@ -1,4 +1,4 @@
             # Home.xml on iphone-se (375×667@2)
             UIView 0 0 375 667
            -  UILabel#title 16 20 42 20 “Inbox”
            +  UILabel#title 16 20 31.5 20 “Mail”
               UIView 16 48 100 33.5

            """)
        #expect(changed.error == "1 snapshot: 0 same, 1 changed, 0 written, 0 without a template\n")
        #expect(try run(["--update", "--device", "iphone-se", project.path]).status == 0)
        #expect(try project.read("__snapshots__/Home.xml.iphone-se.txt").contains("“Mail”"))
        #expect(try run(["--check", "--device", "iphone-se", project.path]).status == 0)
    }

    @Test func missingAndOrphanedSnapshotsFailTheCheck() throws {
        let project = try TemporaryFolder([
            "Home.xml": Self.home, "__snapshots__/Gone.xml.iphone-se.txt": "# Gone.xml\n",
            "__snapshots__/Gone.xml.ipad.txt": "# another device's\n",
        ])
        let result = try run(["--check", "--device", "iphone-se", project.path])
        #expect(result.status == 1)
        #expect(result.output == """
            __snapshots__/Home.xml.iphone-se.txt: missing (the snapshot of Home.xml)
            __snapshots__/Gone.xml.iphone-se.txt: no template renders it

            """)
        let updated = try run(["--update", "--device", "iphone-se", project.path])
        #expect(updated.status == 0)
        #expect(updated.output.hasSuffix("__snapshots__/Gone.xml.iphone-se.txt: deleted (no template renders it)\n"))
        #expect(!FileManager.default.fileExists(atPath: project.path("__snapshots__/Gone.xml.iphone-se.txt")))
        #expect(FileManager.default.fileExists(atPath: project.path("__snapshots__/Gone.xml.ipad.txt")))
    }

    /// `"snapshots": {"directory": …}` in layout-serve.json: written, compared and cleaned up
    /// there (normalised: `./Tests//shots/` is `Tests/shots`); `__snapshots__` is not read.
    @Test func theFolderComesFromTheConfiguration() throws {
        let project = try TemporaryFolder([
            "Home.xml": Self.home, "layout-serve.json": #"{"snapshots": {"directory": "./Tests//shots/"}}"#,
            "Tests/shots/Gone.xml.iphone-se.txt": "# Gone.xml\n", "__snapshots__/Gone.xml.iphone-se.txt": "# not read\n",
        ])
        let first = try run(["--device", "iphone-se", project.path])
        #expect(first.status == 1)
        #expect(first.output == """
            Tests/shots/Home.xml.iphone-se.txt: written
            Tests/shots/Gone.xml.iphone-se.txt: no template renders it

            """)
        #expect(try project.read("Tests/shots/Home.xml.iphone-se.txt").hasPrefix("# Home.xml on iphone-se (375×667@2)\n"))
        #expect(!FileManager.default.fileExists(atPath: project.path("__snapshots__/Home.xml.iphone-se.txt")))
        #expect(try run(["--update", "--device", "iphone-se", project.path]).output
            == "Tests/shots/Gone.xml.iphone-se.txt: deleted (no template renders it)\n")
        #expect(try run(["--check", "--device", "iphone-se", project.path]).status == 0)
        #expect(try CommandRun(CheckCommand.self, ["--snapshots", "--device", "iphone-se", project.path]).status == 0)
        #expect(try project.read("__snapshots__/Gone.xml.iphone-se.txt") == "# not read\n")
    }

    /// A folder outside the project is refused before anything is rendered or written: by
    /// `..`, by an absolute path, or through a symbolic link; so is the project folder itself.
    @Test(arguments: [
        (#""../shots""#, #"error: layout-serve.json:1:16: snapshots directory "../shots" is outside the project (its .. leaves the project folder): snapshots are kept inside the project: give a folder relative to it, like "Tests/__snapshots__""#),
        (#""Tests/../../shots""#, #"error: layout-serve.json:1:16: snapshots directory "Tests/../../shots" is outside the project (its .. leaves the project folder): snapshots are kept inside the project: give a folder relative to it, like "Tests/__snapshots__""#),
        (#""/tmp/shots""#, #"error: layout-serve.json:1:16: snapshots directory "/tmp/shots" is an absolute path: snapshots are kept inside the project: give a folder relative to it, like "Tests/__snapshots__""#),
        (#""./""#, #"error: layout-serve.json:1:16: snapshots directory "./" is the project folder itself: name a folder inside it, like "__snapshots__""#),
        (#"true"#, #"error: layout-serve.json:1:16: snapshots directory must be a folder inside the project, relative to it, like "Tests/__snapshots__", not true"#),
    ])
    func aFolderOutsideTheProjectIsRefused(directory: String, message: String) throws {
        let project = try TemporaryFolder(["Home.xml": Self.home, "layout-serve.json": #"{"snapshots": {"directory": \#(directory)}}"#])
        let result = try run(["--device", "iphone-se", project.path])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == message + "\n")
    }

    @Test func aSymbolicLinkOutOfTheProjectIsRefused() throws {
        let outside = try TemporaryFolder([:])
        let project = try TemporaryFolder(["Home.xml": Self.home, "layout-serve.json": #"{"snapshots": {"directory": "Tests/shots"}}"#])
        try FileManager.default.createSymbolicLink(atPath: project.path("Tests"), withDestinationPath: outside.path)
        let result = try run(["--device", "iphone-se", project.path])
        #expect(result.status == 2)
        let resolved = URL(fileURLWithPath: outside.path).resolvingSymlinksInPath().path
        #expect(result.error == "error: layout-serve.json: snapshots directory \"Tests/shots\" is outside the project (it leads to \(resolved)): snapshots are kept inside the project folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
        #expect(try CommandRun(CheckCommand.self, ["--snapshots", "--device", "iphone-se", project.path]).status == 2)
    }

    @Test func checkAndUpdateExcludeEachOther() {
        #expect(throws: (any Error).self) { try run(["--check", "--update"]) }
    }
}
