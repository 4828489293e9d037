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

    /// A label of a fixed height: its text fits at L and is clipped at AX3.
    static let fixed = """
        <UIView>
            <UILabel id="title" top="20" leading="16" width="120" height="21" font="body" text="Inbox"/>
        </UIView>

        """

    /// `audit.variants` in layout-serve.json is the matrix of a plain `check --audit`, each
    /// finding named with its variant; `--variants` replaces it and `--device` its devices.
    @Test func checkAuditRunsTheConfiguredMatrix() throws {
        let project = try TemporaryFolder([
            "Home.xml": Self.fixed,
            "layout-serve.json": #"{"audit": {"variants": "iphone-se,L|AX3,ltr|rtl"}}"#,
        ])
        let run = try CommandRun(CheckCommand.self, [project.path, "--audit"])
        #expect(run.status == 0)
        #expect(run.output == """
            Home.xml on iphone-se, AX3 (375 × 667 pt): 1 audit finding
            Home.xml:2:5: warning: text-clipped: on iphone-se at text size AX3: UILabel#title is 21 pt high but its 1 line of text need 46 pt
            Home.xml on iphone-se, AX3,rtl (375 × 667 pt): 1 audit finding
            Home.xml:2:5: warning: text-clipped: on iphone-se at text size AX3, right to left: UILabel#title is 21 pt high but its 1 line of text need 46 pt

            """)
        #expect(run.error == "checked 1 template: 0 errors, 0 warnings, 2 audit findings\n")
        // Without --audit, check renders the project's device once.
        #expect(try CommandRun(CheckCommand.self, [project.path]).error == "checked 1 template: 0 errors, 0 warnings\n")
        let narrowed = try CommandRun(CheckCommand.self, [project.path, "--audit", "--variants", "xS|L"])
        #expect(narrowed.error == "checked 1 template: 0 errors, 0 warnings, 0 audit findings\n")
        let device = try CommandRun(CheckCommand.self, [project.path, "--audit", "--device", "ipad", "--format", "json"])
        // `variant` in the audit objects as in the render objects: without the device (in
        // `device`), absent for the default.
        let lines = device.output.split(separator: "\n")
        let variants = { (event: String) in
            lines.filter { $0.contains(#""event":"\#(event)""#) }.map { $0.firstMatch(of: /"variant":"([^"]*)"/).map { String($0.1) } ?? "-" }
        }
        #expect(variants("audit") == ["-", "rtl", "AX3", "AX3,rtl"])
        #expect(variants("render") == ["-", "rtl", "AX3", "AX3,rtl"])
        #expect(lines.contains { $0.contains(#""variant":"AX3","findings":[{"severity":"warning","message":"text-clipped: on ipad at text size AX3: UILabel#title is 21 pt high"#) })
        #expect(device.output.contains(#""device":{"name":"ipad""#))
        #expect(!device.output.contains("iphone-se"))
    }

    /// `snapshot` without --variants writes the configured matrix.
    @Test func snapshotRunsTheConfiguredMatrix() throws {
        let project = try TemporaryFolder(Self.files.merging(["layout-serve.json": #"{"audit": {"variants": "iphone-se,L|AX3"}}"#]) { $1 })
        let run = try CommandRun(SnapshotCommand.self, [project.path])
        #expect(run.output == """
            __snapshots__/Home.xml.iphone-se.txt: written
            __snapshots__/Home.xml.iphone-se,AX3.txt: written

            """)
        #expect(try CommandRun(CheckCommand.self, [project.path, "--snapshots"]).status == 0)
    }

    /// A bad `audit.variants` stops the project at its key, worded as `--variants`' errors; a
    /// device of the project's `devices` may be named before it is defined.
    @Test(arguments: [
        (#"{"audit": {"variants": "iphone-se|AX7"}}"#,
         #"error: layout-serve.json:1:12: audit variants: unknown variant item "AX7" (did you mean AX1?): expected a device (iphone-se, … or WxH@S), a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo"#),
        (#"{"audit": {"rules": {}, "variants": "iphone-se|L"}}"#,
         #"error: layout-serve.json:1:25: audit variants: the axis "iphone-se|L" mixes a device and a text size: the alternatives of an axis are of one kind"#),
        (#"{"audit": {"variants": ["L", "AX3"]}}"#,
         #"error: layout-serve.json:1:12: audit variants must be a matrix of variants as --variants takes it, like "iphone-se|ipad,L|AX3,ltr|rtl", not ["L","AX3"]"#),
        (#"{"audit": {"variant": "AX3"}}"#,
         #"error: layout-serve.json:1:12: audit has an unknown key "variant" (did you mean variants?) — expected rules, variants, ignore"#),
    ])
    func aBadConfiguredMatrixIsAnErrorAtItsKey(configuration: String, message: String) throws {
        let project = try TemporaryFolder(["Home.xml": Self.fixed, "layout-serve.json": configuration])
        let run = try CommandRun(CheckCommand.self, [project.path, "--audit"])
        #expect(run.status == 2)
        #expect(run.error == message + "\n")
    }

    @Test func theConfiguredMatrixMayNameTheProjectsDevices() throws {
        let project = try TemporaryFolder([
            "Home.xml": Self.fixed,
            "layout-serve.json": #"{"audit": {"variants": "kiosk,AX3"}, "devices": {"kiosk": {"width": 600, "height": 400, "scale": 1}}}"#,
        ])
        let run = try CommandRun(CheckCommand.self, [project.path, "--audit"])
        #expect(run.output.hasPrefix("Home.xml on kiosk, AX3 (600 × 400 pt): 1 audit finding\n"))
    }

    /// A Layout cell's built-in labels are in text styles at the variant's size (body 40 pt,
    /// a subtitle's detail caption1 32 pt at AX3), and a row of `auto` height grows with them.
    @Test func cellLabelsFollowTheTextSize() throws {
        let project = try TemporaryFolder(["Cells.xml": """
            <UIView>
                <UITableView width="300">
                    <UITableViewCell reuseIdentifier="plain" textLabel.text="Plain"/>
                    <UITableViewCell reuseIdentifier="auto" height="auto + 22" style="subtitle" textLabel.text="Ada" detailTextLabel.text="ada"/>
                </UITableView>
            </UIView>
            """])
        let large = try CommandRun(RenderCommand.self, [project.path + "/Cells.xml", "--variant", "iphone-se", "--format", "tree"])
        #expect(large.output == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 300 × 667)
                UITableViewCell (0, 20, 300 × 44)
                  UILabel (16, 12, 268 × 20)
                UITableViewCell (0, 64, 300 × 56)
                  UILabel (16, 11, 268 × 20)
                  UILabel (16, 31, 268 × 14)

            """)
        let ax3 = try CommandRun(RenderCommand.self, [project.path + "/Cells.xml", "--variant", "iphone-se,AX3", "--format", "tree"])
        #expect(ax3.output == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 300 × 667)
                UITableViewCell (0, 20, 300 × 44)
                  UILabel (16, -1, 268 × 46)
                UITableViewCell (0, 64, 300 × 105)
                  UILabel (16, 11, 268 × 46)
                  UILabel (16, 57, 268 × 37)

            """)
    }
}
