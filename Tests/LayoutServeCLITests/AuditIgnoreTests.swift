import LayoutServeCLI
import Testing
import TestSupport

/// `check --audit` ignores: `audit.ignore` in layout-serve.json, and per view in each format's
/// own comment syntax (docs/AUDITS.md "Ignoring findings").
@Suite struct AuditIgnoreTests {
    /// A background image under a label and a small button, which also overlap each other.
    static let crowded = """
        <UIView width="100%" height="100%">
            <UIImageView id="backgroundImage" width="100%" height="200"/>
            <UILabel id="name" top="100" left="10" text="Name"/>
            <UIButton id="edit" top="100" left="30" title="Edit"/>
        </UIView>
        """

    func check(_ files: [String: String]) throws -> CommandRun {
        let project = try TemporaryFolder(files)
        return try CommandRun(CheckCommand.self, ["--audit", "--device", "iphone-se", project.path])
    }

    @Test func withoutIgnoresEveryFindingIsReported() throws {
        let result = try check(["Screens/Crowded.xml": Self.crowded])
        #expect(result.output == """
            Screens/Crowded.xml on iphone-se (375 × 667 pt): 4 audit findings
            Screens/Crowded.xml:3:5: warning: overlap: UILabel#name ((10, 100) 45.5 × 20 pt) overlaps UIImageView#backgroundImage ((0, 0) 375 × 200 pt)
            Screens/Crowded.xml:4:5: warning: overlap: UIButton#edit ((30, 100) 26 × 29.5 pt) overlaps UIImageView#backgroundImage ((0, 0) 375 × 200 pt)
            Screens/Crowded.xml:4:5: warning: overlap: UIButton#edit ((30, 100) 26 × 29.5 pt) overlaps UILabel#name ((10, 100) 45.5 × 20 pt)
            Screens/Crowded.xml:4:5: warning: touch-target: UIButton#edit is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt

            """)
    }

    /// The issue's own entry: overlaps with the background image under Screens/ are intended
    /// (the image is either view of the pair); Drafts/ keeps them. A view named as findings
    /// name it (`UIButton#edit`) matches too.
    @Test func configurationIgnoresByRulePathAndView() throws {
        let result = try check([
            "Screens/Crowded.xml": Self.crowded,
            "Drafts/Crowded.xml": Self.crowded,
            "layout-serve.json": #"""
                {"audit": {"ignore": [
                    {"rule": "overlap", "path": "Screens/*.xml", "view": "backgroundImage"},
                    {"rule": "touch-target", "view": "UIButton#edit"}
                ]}}
                """#,
        ])
        #expect(result.status == 0)
        #expect(result.output == """
            Drafts/Crowded.xml on iphone-se (375 × 667 pt): 3 audit findings
            Drafts/Crowded.xml:3:5: warning: overlap: UILabel#name ((10, 100) 45.5 × 20 pt) overlaps UIImageView#backgroundImage ((0, 0) 375 × 200 pt)
            Drafts/Crowded.xml:4:5: warning: overlap: UIButton#edit ((30, 100) 26 × 29.5 pt) overlaps UIImageView#backgroundImage ((0, 0) 375 × 200 pt)
            Drafts/Crowded.xml:4:5: warning: overlap: UIButton#edit ((30, 100) 26 × 29.5 pt) overlaps UILabel#name ((10, 100) 45.5 × 20 pt)
            Screens/Crowded.xml on iphone-se (375 × 667 pt): 1 audit finding
            Screens/Crowded.xml:4:5: warning: overlap: UIButton#edit ((30, 100) 26 × 29.5 pt) overlaps UILabel#name ((10, 100) 45.5 × 20 pt)

            """)
        #expect(result.error == "checked 2 templates: 0 errors, 0 warnings, 4 audit findings\n")
    }

    /// An entry without a rule ignores every rule at the view; one with only a rule, that rule
    /// everywhere.
    @Test func anEntryWithoutARuleIgnoresEveryRule() throws {
        let result = try check([
            "Screens/Crowded.xml": Self.crowded,
            "layout-serve.json": #"{"audit": {"ignore": [{"view": "edit"}, {"rule": "overlap", "path": "**"}]}}"#,
        ])
        #expect(result.output == "")
        #expect(result.error == "checked 1 template: 0 errors, 0 warnings, 0 audit findings\n")
    }

    @Test(arguments: [
        (#"{"audit": {"ignore": {"rule": "overlap"}}}"#,
         #"error: layout-serve.json:1:12: audit ignore must be an array of {"rule", "path", "view"} objects, like [{"rule": "overlap", "path": "Screens/*.xml", "view": "backgroundImage"}]"#),
        (#"{"audit": {"ignore": [{"rule": "overlaps"}]}}"#,
         #"error: layout-serve.json:1:24: audit ignore[0] rule: unknown rule "overlaps" (did you mean overlap?) — rules: text-truncated, text-clipped, overlap, outside-parent, offscreen, under-unsafe-area, touch-target, zero-size, conflict, ambiguous"#),
        (#"{"audit": {"ignore": [{"rule": "overlap"}, {"rule": "zero-size", "paths": "*.xml"}]}}"#,
         #"error: layout-serve.json:1:66: audit ignore[1] paths: unknown key (did you mean path?) — an entry has rule, path and view"#),
        (#"{"audit": {"ignore": [{}]}}"#,
         #"error: layout-serve.json:1:23: audit ignore[0]: names no rule, path or view: it would ignore every finding (turn rules off in "rules" instead)"#),
        (#"{"audit": {"ignore": ["overlap"]}}"#,
         #"error: layout-serve.json:1:23: audit ignore[0]: must be an object with "rule", "path" and/or "view", not "overlap""#),
        (#"{"audit": {"ignore": [{"view": 3}]}}"#,
         #"error: layout-serve.json:1:24: audit ignore[0] view: must be a view's id, outlet or class (title, saveButton, UIImageView), not 3"#),
        (#"{"audit": {"ignore": [{"path": ""}]}}"#,
         #"error: layout-serve.json:1:24: audit ignore[0] path: must be a project-relative path or glob (Screens/*.xml, **/Cells/*.json), not """#),
        (#"{"audit": {"rules": {"overlap": "loud"}}}"#,
         #"error: layout-serve.json:1:22: audit rules: overlap must be off, warning or error, not "loud""#),
        (#"{"audit": {"ignores": []}}"#,
         #"error: layout-serve.json:1:12: audit has an unknown key "ignores" (did you mean ignore?) — expected rules, variants, ignore"#),
    ])
    func aBadEntryIsAnErrorAtItsKey(configuration: String, message: String) throws {
        let result = try check(["Screens/Crowded.xml": Self.crowded, "layout-serve.json": configuration])
        #expect(result.status == 2)
        #expect(result.error == message + "\n")
    }

    /// Layout XML: a comment right before the element, a reason after `;`; a comment naming no
    /// rule ignores every rule; one on the image ignores the overlaps it is part of.
    @Test func layoutXMLCommentBeforeTheElement() throws {
        let result = try check([
            "Screens/Crowded.xml": """
                <UIView width="100%" height="100%">
                    <!-- layout-serve: ignore overlap; the photo is a backdrop -->
                    <UIImageView id="backgroundImage" width="100%" height="200"/>
                    <UILabel id="name" top="100" left="10" text="Name"/>
                    <!-- layout-serve: ignore touch-target -->
                    <UIButton id="edit" top="100" left="30" title="Edit"/>
                    <!-- layout-serve: ignore -->
                    <UIButton id="tiny" top="300" left="10" title="X"/>
                    <UIButton id="small" top="400" left="10" title="Y"/>
                </UIView>
                """,
        ])
        #expect(result.output == """
            Screens/Crowded.xml on iphone-se (375 × 667 pt): 2 audit findings
            Screens/Crowded.xml:6:5: warning: overlap: UIButton#edit ((30, 100) 26 × 29.5 pt) overlaps UILabel#name ((10, 100) 45.5 × 20 pt)
            Screens/Crowded.xml:9:5: warning: touch-target: UIButton#small is 10.5 × 29.5 pt: a touch target should be at least 44 × 44 pt

            """)
    }

    /// A comment that does not read is a warning at the comment, and ignores nothing.
    @Test func aCommentThatDoesNotReadIsAWarning() throws {
        let result = try check([
            "Screens/Crowded.xml": """
                <UIView width="100%" height="100%">
                    <!-- layout-serve: ignore touch-targets -->
                    <UIButton id="edit" top="100" left="30" title="Edit"/>
                    <!-- layout-serve: skip touch-target -->
                    <UIButton id="small" top="400" left="10" title="Y"/>
                    <!-- layout-serve: ignore zero-size -->
                </UIView>
                """,
        ])
        #expect(result.output == """
            Screens/Crowded.xml on iphone-se (375 × 667 pt): 2 audit findings, 3 warnings
            Screens/Crowded.xml:3:5: warning: touch-target: UIButton#edit is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt
            Screens/Crowded.xml:5:5: warning: touch-target: UIButton#small is 10.5 × 29.5 pt: a touch target should be at least 44 × 44 pt
            Screens/Crowded.xml:2:5: warning: layout-serve: ignore names an unknown rule "touch-targets" (did you mean touch-target?) — rules: text-truncated, text-clipped, overlap, outside-parent, offscreen, under-unsafe-area, touch-target, zero-size, conflict, ambiguous
            Screens/Crowded.xml:4:5: warning: layout-serve: expected "ignore" and rule ids (layout-serve: ignore overlap), not "skip"
            Screens/Crowded.xml:6:5: warning: layout-serve: ignore comment stands before no element: put it right before the view's tag

            """)
        #expect(result.error == "checked 1 template: 0 errors, 3 warnings, 2 audit findings\n")
    }

    @Test func markupKitCommentBeforeTheElement() throws {
        let result = try check([
            "Toolbar.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <LMColumnView>
                    <LMRowView>
                        <!-- layout-serve: ignore touch-target -->
                        <UIButton style="systemButton" title="Go" height="30"/>
                        <UIButton style="systemButton" title="Stop" height="30"/>
                        <LMSpacer/>
                    </LMRowView>
                    <LMSpacer/>
                </LMColumnView>
                """,
        ])
        #expect(result.output == """
            Toolbar.xml on iphone-se (375 × 667 pt): 1 audit finding
            Toolbar.xml:6:9: warning: touch-target: UIButton is 31 × 30 pt: a touch target should be at least 44 × 44 pt

            """)
    }

    /// EverLayout JSON has no comments: the view's object carries `layout-serve-ignore`, which
    /// EverLayout skips and layout-serve does not warn about.
    @Test func everLayoutKeyOnTheViewObject() throws {
        let result = try check([
            "SignIn.json": """
                {
                    "root": {
                        "views": {
                            "!ok:UIButton": {
                                "layout-serve-ignore": ["touch-target"],
                                "constraints": {"top": "@super +100", "left": "@super +10", "width": "+30", "height": "+30"},
                                "properties": {"text": "OK"}
                            },
                            "!all:UIButton": {
                                "layout-serve-ignore": true,
                                "constraints": {"top": "@super +150", "left": "@super +10", "width": "+30", "height": "+30"},
                                "properties": {"text": "All"}
                            },
                            "!no:UIButton": {
                                "layout-serve-ignore": ["touch-target", 3],
                                "constraints": {"top": "@super +200", "left": "@super +10", "width": "+30", "height": "+30"},
                                "properties": {"text": "No"}
                            }
                        }
                    }
                }
                """,
        ])
        #expect(result.output == """
            SignIn.json on iphone-se (375 × 667 pt): 1 audit finding, 1 warning
            SignIn.json:14:13: warning: touch-target: UIButton#no is 30 × 30 pt: a touch target should be at least 44 × 44 pt
            SignIn.json:15:17: warning: layout-serve-ignore must be an array of rule ids (["overlap"]) or true for every rule, not an array

            """)
    }

    /// SwiftLayout: a line comment on the line before the view's declaration, or before the line
    /// that places it in the layout.
    @Test func swiftLayoutLineCommentBeforeTheDeclaration() throws {
        let result = try check([
            "Card.swift": """
                import SwiftLayout
                import UIKit

                final class CardView: UIView, Layoutable {
                    var activation: Activation?

                    // layout-serve: ignore touch-target
                    private let close = UIButton()
                    private let more = UIButton()
                    private let keep = UIButton()

                    var layout: some Layout {
                        self.sl.sublayout {
                            close.sl.anchors {
                                Anchors.top.leading.equalToSuper(constant: 100)
                                Anchors.size(width: 20, height: 20)
                            }
                            // layout-serve: ignore touch-target
                            more.sl.anchors {
                                Anchors.top.leading.equalToSuper(constant: 200)
                                Anchors.size(width: 20, height: 20)
                            }
                            keep.sl.anchors {
                                Anchors.top.leading.equalToSuper(constant: 300)
                                Anchors.size(width: 20, height: 20)
                            }
                        }
                    }
                }
                """,
        ])
        #expect(result.output == """
            Card.swift on iphone-se (375 × 667 pt): 1 audit finding
            Card.swift:23:13: warning: touch-target: UIButton#keep is 20 × 20 pt: a touch target should be at least 44 × 44 pt

            """)
    }
}

/// `check --audit --format`: every format exits 1 on a finding at error level, 0 without one.
@Suite struct CheckAuditFormatTests {
    static let files = [
        "Screens/Crowded.xml": AuditIgnoreTests.crowded,
        "layout-serve.json": #"{"audit": {"rules": {"touch-target": "error"}}}"#,
    ]

    @Test(arguments: ["text", "json", "sarif", "junit"])
    func anErrorFindingFailsEveryFormat(format: String) throws {
        let project = try TemporaryFolder(Self.files)
        let failing = try CommandRun(CheckCommand.self, ["--audit", "--device", "iphone-se", "--format", format, project.path])
        #expect(failing.status == 1)
        let passing = try CommandRun(CheckCommand.self, ["--device", "iphone-se", "--format", format, project.path])
        #expect(passing.status == 0)
    }

    @Test func sarifNamesTheRuleTheLevelAndThePlace() throws {
        let project = try TemporaryFolder(Self.files)
        let result = try CommandRun(CheckCommand.self, ["--audit", "--device", "iphone-se", "--format", "sarif", project.path])
        #expect(result.output.contains("""
                    {
                      "ruleId": "touch-target",
                      "ruleIndex": 7,
                      "level": "error",
                      "message": {
                        "text": "UIButton#edit is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Screens/Crowded.xml",
                              "uriBaseId": "PROJECTROOT"
                            },
                            "region": {
                              "startLine": 4,
                              "startColumn": 5,
            """))
        #expect(result.output.components(separatedBy: #""ruleId": "overlap""#).count == 4)
        #expect(result.error == "checked 1 template: 0 errors, 0 warnings, 4 audit findings (1 at error level)\n")
    }

    /// With --snapshots the snapshots' report goes to standard error: standard output stays
    /// one SARIF document.
    @Test func snapshotsDoNotMixIntoTheSARIFLog() throws {
        let project = try TemporaryFolder(Self.files)
        let result = try CommandRun(CheckCommand.self, ["--snapshots", "--device", "iphone-se", "--format", "sarif", project.path])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("{\n  \"$schema\""))
        #expect(result.output.hasSuffix("\n}\n"))
        #expect(result.error.contains("__snapshots__/Screens/Crowded.xml.iphone-se.txt: missing (the snapshot of Screens/Crowded.xml)\n"))
    }

    @Test func junitFailsTheRulesTestcaseAndKeepsWarningsAsOutput() throws {
        let project = try TemporaryFolder(Self.files)
        let result = try CommandRun(CheckCommand.self, ["--audit", "--device", "iphone-se", "--format", "junit", project.path])
        #expect(result.output.contains("""
                <testcase name="touch-target" classname="Screens/Crowded.xml">
                  <failure type="touch-target" message="UIButton#edit is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt">Screens/Crowded.xml:4:5: error: touch-target: UIButton#edit is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt</failure>
                </testcase>
            """))
        #expect(result.output.contains("""
                <testcase name="overlap" classname="Screens/Crowded.xml">
                  <system-out>Screens/Crowded.xml:3:5: warning: overlap: UILabel#name ((10, 100) 45.5 × 20 pt) overlaps UIImageView#backgroundImage ((0, 0) 375 × 200 pt)
            """))
        #expect(result.output.hasPrefix("""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="layout-serve check" tests="11" failures="1" errors="0">
              <testsuite name="Screens/Crowded.xml" tests="11" failures="1" errors="0" skipped="0">
            """))
    }
}
