import LayoutServeCLI
import Testing
import TestSupport

/// `check --audit`: the Auto Layout engine's conflicts and ambiguities are the audit rules
/// `conflict` (an error by default) and `ambiguous`, reported once — as findings, not also as
/// render warnings — configurable and ignorable like every rule (docs/AUDITS.md).
@Suite struct EngineFindingAuditTests {
    /// A Layout stack that leaves its two plain views free, a MarkupKit row whose fixed widths
    /// cannot fit it (the conformance cases `mk4-diag-overconstrained-row` and
    /// `mk4-diag-ambiguous-plain-views`), and a MarkupKit row of two views without widths.
    static let project = [
        "Screens/Stack.xml": """
            <UIView>
              <UIStackView id="s" width="300" height="40">
                <UIView id="a"/>
                <UIView id="b"/>
              </UIStackView>
            </UIView>
            """,
        "Row.xml": """
            <LMRowView id="root" spacing="0">
                <UIView id="a" width="200"/>
                <UIView id="b" width="200"/>
            </LMRowView>
            """,
        "Free.xml": """
            <LMRowView id="root" spacing="0">
                <UIView id="a"/>
                <UIView id="b"/>
            </LMRowView>
            """,
    ]

    static let conflict = "Row.xml:3:5: error: conflict: UIView#a, UIView#b — Unable to simultaneously satisfy constraints: "
        + "root.width == 375 (UIView-Encapsulated-Layout-width); a.leading == root.leadingMargin (LMRowView-leading); "
        + "b.leading == a.trailing (LMRowView-spacing); b.trailing == root.trailingMargin (LMRowView-trailing); "
        + "a.width == 200 (width); b.width == 200 (width). Will attempt to recover by breaking constraint b.width == 200 (width)"
    static let stack = "Screens/Stack.xml:2:4: warning: ambiguous: UIView#a, UIView#b — Ambiguous layout in UIStackView#s: "
        + "UIView#a, UIView#b have no unique x and width; give them sizes, intrinsic sizes or different hugging priorities"

    func check(_ files: [String: String], _ arguments: [String] = ["--audit"]) throws -> CommandRun {
        let project = try TemporaryFolder(files)
        return try CommandRun(CheckCommand.self, arguments + ["--device", "iphone-se", project.path])
    }

    /// Each problem's line (`file:line:col: severity: message`), without excerpts and notes.
    static func problems(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") || $0.contains(": error: ") }
    }

    @Test func withoutAuditTheyStayRenderWarnings() throws {
        let result = try check(Self.project, [])
        #expect(result.status == 0)
        #expect(Self.problems(result.output) == [
            "Free.xml:2:5: warning: The layout of a is ambiguous (horizontal not determined by its constraints)",
            "Free.xml:3:5: warning: The layout of b is ambiguous (horizontal not determined by its constraints)",
            "Row.xml:3:5: warning: Unable to simultaneously satisfy constraints: root.width == 375 (UIView-Encapsulated-Layout-width); "
                + "a.leading == root.leadingMargin (LMRowView-leading); b.leading == a.trailing (LMRowView-spacing); "
                + "b.trailing == root.trailingMargin (LMRowView-trailing); a.width == 200 (width); b.width == 200 (width). "
                + "Will attempt to recover by breaking constraint b.width == 200 (width)",
            "Screens/Stack.xml:2:4: warning: Ambiguous layout in UIStackView#s: UIView#a, UIView#b have no unique x and width; "
                + "give them sizes, intrinsic sizes or different hugging priorities",
        ])
        #expect(result.error == "checked 3 templates: 0 errors, 4 warnings\n")
    }

    /// With --audit each is a finding at the constraint broken or the view left free, naming
    /// the views; none is a render warning too. A conflict is an error: check fails.
    @Test func withAuditTheyAreFindingsOnce() throws {
        let result = try check(Self.project)
        #expect(result.status == 1)
        #expect(Self.problems(result.output) == [
            "Free.xml:2:5: warning: ambiguous: UIView#a — The layout of a is ambiguous (horizontal not determined by its constraints)",
            "Free.xml:3:5: warning: ambiguous: UIView#b — The layout of b is ambiguous (horizontal not determined by its constraints)",
            Self.conflict,
            Self.stack,
        ])
        // The notes at each constraint of the conflict stay with the finding.
        #expect(result.output.contains("note: a.width == 200 (Row.xml:2:5)\nnote: b.width == 200 (Row.xml:3:5)\n"))
        #expect(result.output.contains("Row.xml on iphone-se (375 × 667 pt): 1 audit finding (1 at error level)\n"))
        #expect(result.error == "checked 3 templates: 0 errors, 0 warnings, 4 audit findings (1 at error level)\n")
    }

    /// `audit.rules` sets their levels: `ambiguous` off reports the ambiguities nowhere (not as
    /// render warnings either), `conflict` at warning level lets the check pass.
    @Test func levelsComeFromTheConfiguration() throws {
        var files = Self.project
        files["layout-serve.json"] = #"{"audit": {"rules": {"conflict": "warning", "ambiguous": "off"}}}"#
        let result = try check(files)
        #expect(result.status == 0)
        #expect(Self.problems(result.output) == [Self.conflict.replacingOccurrences(of: ": error: ", with: ": warning: ")])
        #expect(result.error == "checked 3 templates: 0 errors, 0 warnings, 1 audit finding\n")
    }

    /// An `audit.ignore` entry at any view of the finding drops it; so does an annotation in
    /// the template, in each format's own syntax.
    @Test func ignoredInTheConfigurationAndAtTheView() throws {
        var files = Self.project
        files["layout-serve.json"] = #"{"audit": {"ignore": [{"rule": "ambiguous", "view": "UIView#b"}]}}"#
        files["Row.xml"] = """
            <LMRowView id="root" spacing="0">
                <UIView id="a" width="200"/>
                <!-- layout-serve: ignore conflict; the row scrolls in the app -->
                <UIView id="b" width="200"/>
            </LMRowView>
            """
        let result = try check(files)
        #expect(result.status == 0)
        #expect(Self.problems(result.output) == [
            "Free.xml:2:5: warning: ambiguous: UIView#a — The layout of a is ambiguous (horizontal not determined by its constraints)",
        ])
    }

    /// SwiftLayout (a comment before the declaration) and EverLayout (`layout-serve-ignore`)
    /// ignore them at the view too; what is not ignored is reported at the constraint broken
    /// or the view's placement.
    @Test func swiftLayoutAndEverLayout() throws {
        let result = try check([
            "Card.swift": """
                import SwiftLayout
                import UIKit

                final class CardView: UIView, Layoutable {
                    var activation: Activation?

                    private let badge = UIView()
                    // layout-serve: ignore ambiguous
                    private let close = UIView()

                    var layout: some Layout {
                        self.sl.sublayout {
                            badge.sl.anchors {
                                Anchors.top.leading.equalToSuper()
                            }
                            close.sl.anchors {
                                Anchors.top.leading.equalToSuper()
                                Anchors.width.equalTo(constant: 20)
                                Anchors.width.equalTo(constant: 30)
                            }
                        }
                    }
                }
                """,
            "Sign.json": """
                {
                    "root": {
                        "views": {
                            "!box:UIView": {"constraints": {"top left": "@super +20"}},
                            "!other:UIView": {"layout-serve-ignore": ["ambiguous"], "constraints": {"top left": "@super +20"}}
                        }
                    }
                }
                """,
        ])
        #expect(result.status == 1)
        #expect(Self.problems(result.output) == [
            "Card.swift:19:17: error: conflict: UIView#close — Unable to simultaneously satisfy constraints: close.width == 20; "
                + "close.width == 30. Will attempt to recover by breaking constraint close.width == 30",
            "Card.swift:13:13: warning: ambiguous: UIView#badge — The layout of badge is ambiguous (horizontal and vertical not determined by its constraints)",
            "Sign.json:4:13: warning: ambiguous: UIView#box — The layout of box is ambiguous (horizontal and vertical not determined by its constraints)",
        ])
    }

    /// JSON: the render object's warnings no longer hold them; the audit object's findings do.
    @Test func jsonReportsThemInTheAuditObject() throws {
        let result = try check(["Row.xml": Self.project["Row.xml"]!], ["--audit", "--format", "json"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""warnings":[]"#))
        #expect(lines[1].hasPrefix(#"{"event":"audit","template":"Row.xml","device":{"name":"iphone-se""#))
        #expect(lines[1].contains(#""findings":[{"severity":"error","message":"conflict: UIView#a, UIView#b — Unable to simultaneously satisfy constraints: "#))
        #expect(lines[2] == #"{"event":"checked","templates":1,"errors":0,"warnings":0,"findings":1}"#)
    }

    /// SARIF: both rules in the driver at their levels, the conflict a result of its own rule.
    @Test func sarifHasTheirRules() throws {
        let result = try check(["Row.xml": Self.project["Row.xml"]!], ["--audit", "--format", "sarif"])
        #expect(result.status == 1)
        #expect(result.output.contains("""
                        {
                          "id": "conflict",
                          "shortDescription": {
                            "text": "required constraints that cannot all hold: one is broken, as UIKit does, and the frames depend on which"
                          },
                          "defaultConfiguration": {
                            "level": "error"
                          }
                        },
                        {
                          "id": "ambiguous",
                          "shortDescription": {
                            "text": "a view whose frame its constraints leave undetermined on some axis"
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          }
                        }
            """))
        #expect(result.output.contains("""
                    {
                      "ruleId": "conflict",
                      "ruleIndex": 9,
                      "level": "error",
                      "message": {
                        "text": "UIView#a, UIView#b — Unable to simultaneously satisfy constraints: root.width == 375
            """))
        #expect(!result.output.contains(#""ruleId": "render""#))
    }

    /// JUnit: a testcase per rule; the conflict fails its own.
    @Test func junitHasATestcasePerRule() throws {
        let result = try check(["Row.xml": Self.project["Row.xml"]!], ["--audit", "--format", "junit"])
        #expect(result.output.contains(#"<testsuite name="Row.xml" tests="11" failures="1" errors="0" skipped="0">"#))
        #expect(result.output.contains(#"    <testcase name="render" classname="Row.xml"/>"#))
        #expect(result.output.contains("""
                <testcase name="conflict" classname="Row.xml">
                  <failure type="conflict" message="UIView#a, UIView#b — Unable to simultaneously satisfy constraints:
            """))
        #expect(result.output.contains(#"    <testcase name="ambiguous" classname="Row.xml"/>"#))
    }
}
