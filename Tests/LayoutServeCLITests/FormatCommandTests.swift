import Foundation
import LayoutServeCLI
import Testing
import TestSupport

/// `layout-serve format`: LayoutTool's canonical form, written in place or checked.
@Suite struct FormatCommandTests {
    static let unformatted = """
        <UIView backgroundColor="white">
            <UILabel top="previous.bottom+8" text="{strings.Title}" left="16"/>

            <UIView height="12" top="previous.bottom"/>
        </UIView>

        """
    static let formatted = """
        <UIView backgroundColor="white">
            <UILabel
                left="16"
                text="{strings.Title}"
                top="previous.bottom + 8"
            />
            <UIView
                height="12"
                top="previous.bottom"
            />
        </UIView>

        """
    static let markupKit = #"<LMColumnView><UILabel   text="left as written"/></LMColumnView>"# + "\n"

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(FormatCommand.self, arguments)
    }

    func project() throws -> TemporaryFolder {
        try TemporaryFolder([
            "Screens/Home.xml": Self.unformatted, "Screens/Done.xml": Self.formatted, "Card.xml": Self.markupKit,
            "build/Generated.xml": Self.unformatted,
        ])
    }

    @Test func rewritesTheLayoutTemplatesOfAFolderAndNothingElse() throws {
        let folder = try project()
        let result = try run([folder.path])
        #expect(result.status == 0)
        #expect(result.output == folder.path + "/Screens/Home.xml\n")
        #expect(result.error == "formatted 1 of 2 templates\n")
        #expect(try folder.read("Screens/Home.xml") == Self.formatted)
        #expect(try folder.read("Card.xml") == Self.markupKit)
        #expect(try folder.read("build/Generated.xml") == Self.unformatted)
        // Idempotent: a second run has nothing to do.
        let again = try run([folder.path])
        #expect(again.status == 0)
        #expect(again.output == "")
        #expect(again.error == "formatted 0 of 2 templates\n")
    }

    @Test func checkWritesNothingAndFailsOnATemplateToRewrite() throws {
        let folder = try project()
        let result = try run(["--check", folder.path("Screens/Home.xml"), folder.path("Screens/Done.xml")])
        #expect(result.status == 1)
        #expect(result.output == folder.path("Screens/Home.xml") + "\n")
        #expect(result.error == "1 of 2 templates need formatting\n")
        #expect(try folder.read("Screens/Home.xml") == Self.unformatted)
        #expect(try run(["--check", folder.path("Screens/Done.xml")]).status == 0)
    }

    @Test func aTemplateThatCannotBeFormattedIsReportedAndLeftAlone() throws {
        let folder = try TemporaryFolder(["Broken.xml": "<UIView>\n    <UILabel text=\"{a +}\"/>\n</UIView>\n"])
        let result = try run([folder.path("Broken.xml")])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == """
            \(folder.path("Broken.xml")): error: Undefined postfix operator + in text attribute in <UILabel> in <UIView>
            formatted 0 of 1 template

            """)
        #expect(try folder.read("Broken.xml") == "<UIView>\n    <UILabel text=\"{a +}\"/>\n</UIView>\n")
    }

    @Test func aMissingPathCannotRun() throws {
        let result = try run(["/nonexistent/Home.xml"])
        #expect(result.status == 2)
        #expect(result.error == "error: no such file or folder: /nonexistent/Home.xml\n")
    }
}
