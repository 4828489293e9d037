import Foundation
import LayoutServeCLI
import Testing
import TestSupport

/// `layout-serve rename OLD NEW [DIR]`: across a project's templates and `.strings` files,
/// in place, all or nothing.
@Suite struct RenameCommandTests {
    static let home = """
        <UIView backgroundColor="white">
            <UILabel  text="{strings.Home.Title}"   top="16"/>
            <UIView heading="{strings.Home.Title}" template="Card.xml"/>
        </UIView>

        """
    static let card = """
        <UIView heading="Heading" height="auto">
            <param name="heading" type="String"/>
            <UILabel text="{heading}"/>
        </UIView>

        """
    static let strings = "/* Home */\n\"Home.Title\" = \"Inbox\";\n"
    static let markupKit = #"<LMColumnView><UILabel text="@Home.Title"/></LMColumnView>"# + "\n"

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(RenameCommand.self, arguments)
    }

    func project(_ extra: [String: String] = [:]) throws -> TemporaryFolder {
        try TemporaryFolder([
            "Screens/Home.xml": Self.home, "Screens/Card.xml": Self.card, "en.lproj/Localizable.strings": Self.strings,
            "Detail.xml": Self.markupKit, "build/Generated.xml": Self.home,
        ].merging(extra) { $1 })
    }

    @Test func aKeyAcrossTemplatesAndStringsFiles() throws {
        let folder = try project()
        let result = try run(["Home.Title", "Inbox.Title", folder.path])
        #expect(result.status == 0)
        #expect(result.output == """
            \(folder.path)/Screens/Home.xml:2:22: strings key Home.Title → Inbox.Title
            \(folder.path)/Screens/Home.xml:3:23: strings key Home.Title → Inbox.Title
            \(folder.path)/en.lproj/Localizable.strings:2:1: strings key Home.Title → Inbox.Title

            """)
        #expect(result.error == "renamed 3 occurrences in 2 files\n")
        #expect(try folder.read("Screens/Home.xml") == Self.home.replacingOccurrences(of: "Home.Title", with: "Inbox.Title"))
        #expect(try folder.read("en.lproj/Localizable.strings") == "/* Home */\n\"Inbox.Title\" = \"Inbox\";\n")
        // Ignored folders and other formats' documents are left alone.
        #expect(try folder.read("build/Generated.xml") == Self.home)
        #expect(try folder.read("Detail.xml") == Self.markupKit)
    }

    @Test func aParameterWithTheAttributesThatSetIt() throws {
        let folder = try project()
        let result = try run(["--kind", "variable", "heading", "caption", folder.path])
        #expect(result.status == 0)
        #expect(result.error == "renamed 4 occurrences in 2 files\n")
        #expect(try folder.read("Screens/Card.xml") == """
            <UIView caption="Heading" height="auto">
                <param name="caption" type="String"/>
                <UILabel text="{caption}"/>
            </UIView>

            """)
        #expect(try folder.read("Screens/Home.xml") == Self.home.replacingOccurrences(of: "heading=", with: "caption="))
    }

    @Test func dryRunWritesNothing() throws {
        let folder = try project()
        let result = try run(["--dry-run", "Card", "Tile", folder.path])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == "no class, id, outlet, strings key or variable named 'Card' in 3 files\n")
        let dry = try run(["--dry-run", "UILabel", "Label", folder.path])
        #expect(dry.status == 0)
        #expect(dry.error == "would rename 2 occurrences in 2 files (--dry-run: nothing written)\n")
        #expect(try folder.read("Screens/Home.xml") == Self.home)
    }

    @Test func aNameNotFoundFails() throws {
        let folder = try project()
        let result = try run(["--kind", "id,outlet", "avatar", "photo", folder.path])
        #expect(result.status == 1)
        #expect(result.error == "no id or outlet named 'avatar' in 3 files\n")
    }

    @Test func aConflictWritesNoFile() throws {
        let folder = try project(["en.lproj/Localizable.strings": Self.strings + "\"Inbox.Title\" = \"Mail\";\n"])
        let result = try run(["Home.Title", "Inbox.Title", folder.path])
        #expect(result.status == 1)
        #expect(result.error == """
            \(folder.path)/en.lproj/Localizable.strings:2:1: error: the key 'Inbox.Title' is already defined at line 3
            nothing was renamed

            """)
        #expect(try folder.read("Screens/Home.xml") == Self.home)
    }

    @Test func aFileThatDoesNotReadStopsTheRename() throws {
        let folder = try project(["Screens/Broken.xml": "<UIView>\n    <UILabel text=\"a\">\n</UIView>\n"])
        let result = try run(["Home.Title", "Inbox.Title", folder.path])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("\(folder.path)/Screens/Broken.xml:3:3: error: "))
        #expect(result.error.hasSuffix("(a file must read cleanly to be renamed)\nnothing was renamed\n"))
        #expect(try folder.read("Screens/Home.xml") == Self.home)
        #expect(try folder.read("en.lproj/Localizable.strings") == Self.strings)
    }

    @Test func aUTF16StringsFileStaysUTF16() throws {
        let folder = try project()
        let utf16: [UInt8] = [0xFF, 0xFE] + Self.strings.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        _ = try folder.write("en.lproj/Localizable.strings", utf16)
        #expect(try run(["--kind", "key", "Home.Title", "Inbox.Title", folder.path]).status == 0)
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("en.lproj/Localizable.strings"))))
        let expected = "/* Home */\n\"Inbox.Title\" = \"Inbox\";\n"
        #expect(written == [0xFF, 0xFE] + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    @Test func usageErrors() throws {
        #expect(throws: (any Error).self) { try run(["same", "same"]) }
        #expect(throws: (any Error).self) { try run(["--kind", "klass", "a", "b"]) }
        #expect(throws: (any Error).self) { try run(["--kind", "class", "Card", "card"]) }
        #expect(throws: (any Error).self) { try run(["--kind", "id", "first", "first one"]) }
    }

    @Test func aMissingFolderCannotRun() throws {
        let result = try run(["a", "b", "/nonexistent/project"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: "))
    }
}
