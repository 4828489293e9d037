import Foundation
import LayoutServeCLI
import Testing
import TestSupport

/// `render --variant`, `check --variants` and `snapshot --variants`: the one variant grammar
/// on the command line, and its conflict with `--device`.
@Suite struct VariantCommandTests {
    static let home = """
        <UIView>
            <UILabel id="title" top="20" leading="16" font="body" text="{strings.inbox}"/>
        </UIView>

        """
    static let files = ["Home.xml": home, "Localizable.strings": #""inbox" = "Inbox";"#, "fr.lproj/Localizable.strings": #""inbox" = "Boîte";"#]

    @Test func renderTakesAVariant() throws {
        let project = try TemporaryFolder(Self.files)
        let run = try CommandRun(RenderCommand.self, [project.path + "/Home.xml", "--variant", "iphone-se,AX3,rtl,pseudo", "--format", "tree"])
        #expect(run.status == 0)
        // "[Îñƀöẋ one]" at 40 pt, its leading edge 16 pt from the right: 375 − 16 − 198 = 161.
        #expect(run.output == """
            UIView (0, 0, 375 × 667)
              UILabel#title (161, 20, 198 × 46)

            """)
        let json = try CommandRun(RenderCommand.self, [project.path + "/Home.xml", "--variant", "lang=fr"])
        #expect(json.output.contains(#""variant":"lang=fr""#))
        #expect(json.output.contains(#""lines":["Boîte"]"#))
    }

    @Test func refusedVariantsAreUsageErrors() throws {
        let project = try TemporaryFolder(Self.files)
        let unknown = try CommandRun(RenderCommand.self, [project.path + "/Home.xml", "--variant", "AX7"])
        #expect(unknown.status == 64)
        #expect(unknown.error == """
            error: --variant: unknown variant item "AX7" (did you mean AX1?): expected a device (iphone-se, … or WxH@S), \
            a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo

            """)
        let both = try CommandRun(RenderCommand.self, [project.path + "/Home.xml", "--variant", "iphone-se,rtl", "--device", "ipad"])
        #expect(both.status == 64)
        #expect(both.error == "error: --variant names a device (iphone-se) and --device gives one (ipad): give the device in one place\n")
        let matrix = try CommandRun(CheckCommand.self, [project.path, "--variants", "iphone-se|L"])
        #expect(matrix.status == 64)
        #expect(matrix.error == """
            error: --variants: the axis "iphone-se|L" mixes a device and a text size: the alternatives of an axis are of one kind

            """)
    }

    /// Each problem's message names its variant.
    @Test func checkNamesTheVariantOfEachProblem() throws {
        let project = try TemporaryFolder(["Home.xml": #"<UIView><UILabel text="{strings.missing}"/></UIView>"#])
        let run = try CommandRun(CheckCommand.self, [project.path, "--variants", "iphone-se,L|AX3"])
        #expect(run.status == 1)
        let messages = run.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(messages.count == 2)
        #expect(messages.first?.hasSuffix("Missing localized string for key missing (in iphone-se)") == true)
        #expect(messages.last?.hasSuffix("Missing localized string for key missing (in iphone-se,AX3)") == true)
        #expect(run.error == "checked 1 template: 2 errors, 0 warnings\n")
    }

    /// One snapshot file per template × variant, named by the variant; a run without
    /// --variants leaves them be.
    @Test func snapshotWritesOneFilePerVariant() throws {
        let project = try TemporaryFolder(Self.files)
        let run = try CommandRun(SnapshotCommand.self, ["--variants", "iphone-se,L|AX3,ltr|rtl", project.path])
        #expect(run.status == 0)
        #expect(run.output == """
            __snapshots__/Home.xml.iphone-se.txt: written
            __snapshots__/Home.xml.iphone-se,rtl.txt: written
            __snapshots__/Home.xml.iphone-se,AX3.txt: written
            __snapshots__/Home.xml.iphone-se,AX3,rtl.txt: written

            """)
        #expect(try project.read("__snapshots__/Home.xml.iphone-se,AX3,rtl.txt") == """
            # Home.xml on iphone-se (375×667@2), AX3,rtl
            UIView 0 0 375 667
              UILabel#title 261 20 98 46 “Inbox”

            """)
        #expect(try CommandRun(SnapshotCommand.self, ["--check", "--variants", "iphone-se,L|AX3,ltr|rtl", project.path]).status == 0)
        let plain = try CommandRun(SnapshotCommand.self, ["--check", "--device", "iphone-se", project.path])
        #expect(plain.error == "1 snapshot: 1 same, 0 changed, 0 written, 0 without a template\n")
    }
}
