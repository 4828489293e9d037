import Diagnostics
import LayoutEngine
@testable import Project
import Testing

/// `check --format sarif` and `--format junit`, written from a literal report
/// (docs/AUDITS.md "SARIF", "JUnit XML"). scripts/validate-sarif checks real logs against the
/// official schema.
@Suite struct CheckReportFormatTests {
    static let se = Device.presets.first { $0.name == "iphone-se" }!

    /// One touch-target finding at error level, in a file whose name needs percent-encoding.
    static let oneFinding = CheckReport(
        project: [],
        templates: [
            CheckReport.Template(
                path: "Screens/Sign In.xml", device: se, diagnostics: [],
                findings: [
                    Diagnostic(severity: .error, message: "touch-target: UIButton#close is 20 × 20 pt: a touch target should be at least 44 × 44 pt",
                               file: "Screens/Sign In.xml", range: SourceRange(at: SourcePosition(line: 4, column: 5))),
                ]),
        ],
        audited: true, levels: [.touchTarget: .error, .overlap: .off])

    @Test func sarifForOneFinding() {
        let log = SARIFLog.encode(Self.oneFinding, root: "/home/ci/app", version: "0.1.0")
        // The driver lists render, then every rule with its level; only the finding's parts are
        // shown here in full.
        #expect(log.hasPrefix("""
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "layout-serve",
                      "version": "0.1.0",
                      "rules": [
                        {
                          "id": "render",
            """))
        #expect(log.contains("""
                        {
                          "id": "overlap",
                          "shortDescription": {
                            "text": "sibling views that draw content (text, images, controls) overlap"
                          },
                          "defaultConfiguration": {
                            "enabled": false,
                            "level": "none"
                          }
                        },
            """))
        #expect(log.contains("""
                        {
                          "id": "touch-target",
                          "shortDescription": {
                            "text": "a button, stepper or segmented control smaller than 44 × 44 pt"
                          },
                          "defaultConfiguration": {
                            "level": "error"
                          }
                        },
            """))
        #expect(log.hasSuffix("""
                  "originalUriBaseIds": {
                    "PROJECTROOT": {
                      "uri": "file:///home/ci/app/"
                    }
                  },
                  "results": [
                    {
                      "ruleId": "touch-target",
                      "ruleIndex": 7,
                      "level": "error",
                      "message": {
                        "text": "UIButton#close is 20 × 20 pt: a touch target should be at least 44 × 44 pt"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Screens/Sign%20In.xml",
                              "uriBaseId": "PROJECTROOT"
                            },
                            "region": {
                              "startLine": 4,
                              "startColumn": 5,
                              "endLine": 4,
                              "endColumn": 6
                            }
                          }
                        }
                      ],
                      "properties": {
                        "template": "Screens/Sign In.xml",
                        "device": "iphone-se"
                      }
                    }
                  ]
                }
              ]
            }

            """))
    }

    /// Without `--audit` the driver has only `render`, and a render error is its result.
    @Test func sarifWithoutTheAuditHasTheRenderRuleOnly() {
        let report = CheckReport(
            project: [Diagnostic(severity: .warning, message: "Duplicate key \"title\"", file: "en.lproj/Localizable.strings")],
            templates: [], audited: false, levels: [:])
        let log = SARIFLog.encode(report, root: "/p", version: "1.2.3")
        #expect(log.contains(#""rules": [\#n            {\#n              "id": "render","#))
        #expect(!log.contains(#""id": "overlap""#))
        #expect(log.contains("""
                  "results": [
                    {
                      "ruleId": "render",
                      "ruleIndex": 0,
                      "level": "warning",
                      "message": {
                        "text": "Duplicate key \\"title\\""
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "en.lproj/Localizable.strings",
                              "uriBaseId": "PROJECTROOT"
                            }
                          }
                        }
                      ]
                    }
                  ]
            """))
    }

    @Test func uriReferencesArePercentEncoded() {
        #expect(SARIFLog.uriReference("Screens/Crowded Ünïcode.xml") == "Screens/Crowded%20%C3%9Cn%C3%AFcode.xml")
        #expect(SARIFLog.uriReference("a#b?c%d.xml") == "a%23b%3Fc%25d.xml")
        #expect(SARIFLog.uriReference("https://example.com/T.xml") == "https://example.com/T.xml")
        #expect(SARIFLog.fileURI(directory: "/home/me/My App") == "file:///home/me/My%20App/")
    }

    /// A variant's results carry it as a property (without the device, which has its own);
    /// the JUnit suite as a property too.
    @Test func theVariantIsAProperty() {
        var report = Self.oneFinding
        report.templates[0].variant = "AX3,rtl"
        #expect(SARIFLog.encode(report, root: "/home/ci/app", version: "0.1.0").contains("""
                      "properties": {
                        "template": "Screens/Sign In.xml",
                        "device": "iphone-se",
                        "variant": "AX3,rtl"
                      }
            """))
        #expect(JUnitReport.encode(report).contains("""
                <properties>
                  <property name="device" value="iphone-se"/>
                  <property name="variant" value="AX3,rtl"/>
                </properties>
            """))
    }

    /// Locations are relative to the project folder with its base id; an absolute path inside
    /// the folder is made relative, one outside it is a `file:` URI of its own, a URL stays.
    @Test func artifactLocationsAreRelativeToTheProject() {
        let root = "/home/ci/app"
        #expect(SARIFLog.artifactLocation("Screens/Sign In.xml", root: root).map { "\($0.0)=\($0.1.encoded)" }
            == [#"uri="Screens/Sign%20In.xml""#, #"uriBaseId="PROJECTROOT""#])
        #expect(SARIFLog.artifactLocation("/home/ci/app/Screens/Home.xml", root: root + "/").map { "\($0.0)=\($0.1.encoded)" }
            == [#"uri="Screens/Home.xml""#, #"uriBaseId="PROJECTROOT""#])
        #expect(SARIFLog.artifactLocation("/home/ci/shared/Localizable.strings", root: root).map { "\($0.0)=\($0.1.encoded)" }
            == [#"uri="file:///home/ci/shared/Localizable.strings""#])
        #expect(SARIFLog.artifactLocation("https://example.com/A.xml", root: root).map { "\($0.0)=\($0.1.encoded)" }
            == [#"uri="https://example.com/A.xml""#])
    }

    @Test func junitForOneFinding() {
        #expect(JUnitReport.encode(Self.oneFinding) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="layout-serve check" tests="11" failures="1" errors="0">
              <testsuite name="Screens/Sign In.xml" tests="11" failures="1" errors="0" skipped="1">
                <properties>
                  <property name="device" value="iphone-se"/>
                </properties>
                <testcase name="render" classname="Screens/Sign In.xml"/>
                <testcase name="text-truncated" classname="Screens/Sign In.xml"/>
                <testcase name="text-clipped" classname="Screens/Sign In.xml"/>
                <testcase name="overlap" classname="Screens/Sign In.xml">
                  <skipped message="off in layout-serve.json"/>
                </testcase>
                <testcase name="outside-parent" classname="Screens/Sign In.xml"/>
                <testcase name="offscreen" classname="Screens/Sign In.xml"/>
                <testcase name="under-unsafe-area" classname="Screens/Sign In.xml"/>
                <testcase name="touch-target" classname="Screens/Sign In.xml">
                  <failure type="touch-target" message="UIButton#close is 20 × 20 pt: a touch target should be at least 44 × 44 pt">Screens/Sign In.xml:4:5: error: touch-target: UIButton#close is 20 × 20 pt: a touch target should be at least 44 × 44 pt</failure>
                </testcase>
                <testcase name="zero-size" classname="Screens/Sign In.xml"/>
                <testcase name="conflict" classname="Screens/Sign In.xml"/>
                <testcase name="ambiguous" classname="Screens/Sign In.xml"/>
              </testsuite>
            </testsuites>

            """)
    }

    /// A label's text reaches the report as the user wrote it: XML's five special characters
    /// are escaped, a control character XML 1.0 cannot hold becomes U+FFFD, and a line break
    /// in an attribute stays a line break.
    @Test func junitEscapesWhatTheTemplateWrote() {
        let report = CheckReport(
            project: [],
            templates: [
                CheckReport.Template(
                    path: "A&B.xml", device: Self.se,
                    diagnostics: [
                        Diagnostic(severity: .error, message: "Unknown property <widht> of UILabel", file: "A&B.xml",
                                   range: SourceRange(at: SourcePosition(line: 2, column: 14))),
                        Diagnostic(severity: .warning, message: "Text 'a'\u{1}\"b\" & <c>\nnext", file: "A&B.xml"),
                    ],
                    findings: []),
            ],
            audited: false, levels: [:])
        #expect(JUnitReport.encode(report) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="layout-serve check" tests="1" failures="1" errors="0">
              <testsuite name="A&amp;B.xml" tests="1" failures="1" errors="0" skipped="0">
                <properties>
                  <property name="device" value="iphone-se"/>
                </properties>
                <testcase name="render" classname="A&amp;B.xml">
                  <failure type="render" message="Unknown property &lt;widht&gt; of UILabel">A&amp;B.xml:2:14: error: Unknown property &lt;widht&gt; of UILabel</failure>
                  <system-out>A&amp;B.xml: warning: Text 'a'\u{FFFD}"b" &amp; &lt;c&gt;
            next</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        #expect(JUnitReport.escape("say \"hi\"\n'there'\t") == "say &quot;hi&quot;&#10;&apos;there&apos;&#9;")
    }
}
