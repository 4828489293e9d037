import LayoutServeCLI
import Testing
import TestSupport

@Suite struct CheckCommandTests {
    static let good = """
        <UIView width="100" height="50"/>
        """
    static let broken = """
        <UIView>
            <UILabel widht="100"/>
        </UIView>
        """

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(CheckCommand.self, arguments)
    }

    @Test func passesACleanProject() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Screens/B.xml": Self.good])
        let result = try run([project.path])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "checked 2 templates: 0 errors, 0 warnings\n")
    }

    @Test func printsErrorsCompilerStyleWithACaret() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Screens/Broken.xml": Self.broken])
        let result = try run([project.path])
        #expect(result.status == 1)
        #expect(result.output == """
            Screens/Broken.xml:2:14: error: Unknown property widht of UILabel
            2 |     <UILabel widht="100"/>
              |              ^~~~~
            note: did you mean one of: width, right?

            """)
        #expect(result.error == "checked 2 templates: 1 error, 0 warnings\n")
    }

    /// A SwiftLayout file with a `}` missing is checked as SwiftLayout and fails the check
    /// (it used to fall out of the project and `check` reported 0 errors, exit 0).
    @Test func aSwiftLayoutThatDoesNotParseFailsTheCheck() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Card.swift": SwiftLayoutCard.missingABrace])
        let result = try run([project.path])
        #expect(result.status == 1)
        #expect(result.output == """
            Card.swift:14:2: error: Swift syntax error: expected `}`
            14 | }
               |  ^

            """)
        #expect(result.error == "checked 2 templates: 1 error, 0 warnings\n")
    }

    /// Notes (what the reader did that changes no frame and no drawing, a placeholder the
    /// project gave) are printed but not counted as warnings; a stand-in the project gives no
    /// value for is a warning.
    @Test func notesAreNotCountedAsWarnings() throws {
        let project = try TemporaryFolder(["Badge.swift": SwiftLayoutBadge.source])
        let result = try run([project.path])
        #expect(result.status == 0)
        #expect(result.output == """
            Badge.swift:22:22: warning: name is only known when the app runs: drawn as placeholder "Name"
            22 |         title.text = name
               |                      ^~~~
            Badge.swift:23:33: note: UIColor(hex: "#FF8800") is the app's own initialiser: its hexadecimal argument is read as the colour #ff8800ff
            23 |         badge.backgroundColor = UIColor(hex: "#FF8800")
               |                                 ^~~~~~~~~~~~~~~~~~~~~~~

            """)
        #expect(result.error == "checked 1 template: 0 errors, 1 warning\n")
        let json = try run([project.path, "--format", "json"])
        #expect(json.output.hasSuffix(#"{"event":"checked","templates":1,"errors":0,"warnings":1}"# + "\n"))

        let configured = try TemporaryFolder(["Badge.swift": SwiftLayoutBadge.source,
                                              "layout-serve.json": #"{"swiftlayout": {"placeholders": {"name": "Ada Lovelace"}}}"#])
        let placed = try run([configured.path])
        #expect(placed.output == """
            Badge.swift:22:22: note: name is only known when the app runs: drawn as "Ada Lovelace", its placeholder in layout-serve.json
            22 |         title.text = name
               |                      ^~~~
            Badge.swift:23:33: note: UIColor(hex: "#FF8800") is the app's own initialiser: its hexadecimal argument is read as the colour #ff8800ff
            23 |         badge.backgroundColor = UIColor(hex: "#FF8800")
               |                                 ^~~~~~~~~~~~~~~~~~~~~~~

            """)
        #expect(placed.error == "checked 1 template: 0 errors, 0 warnings\n")
    }

    @Test func printsOneObjectPerTemplateThenTheSummary() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Screens/Broken.xml": Self.broken])
        let result = try run([project.path, "--format", "json", "--device", "320x568@2"])
        #expect(result.status == 1)
        #expect(result.output.withoutTimings == """
            {"event":"render","template":"A.xml","revision":1,"device":{"name":"320x568@2","width":320,"height":568,"scale":2,"insets":{"top":0,"left":0,"bottom":0,"right":0}},"timing":{},"warnings":[],"tree":{"class":"UIView","frame":{"x":0,"y":0,"width":100,"height":50},"props":{"height":50,"width":100},"source":{"file":"A.xml","line":1,"column":1},"children":[]}}
            {"event":"error","template":"Screens/Broken.xml","revision":1,"errors":[{"severity":"error","message":"Unknown property widht of UILabel","file":"Screens/Broken.xml","line":2,"column":14,"end_line":2,"end_column":19,"node":"UIView > UILabel","attribute":"widht","expression":"100","suggestions":["width","right"],"excerpt":"2 |     <UILabel widht=\\"100\\"/>\\n  |              ^~~~~"}],"warnings":[]}
            {"event":"checked","templates":2,"errors":1,"warnings":0}

            """)
        #expect(result.error == "")
    }

    @Test func skipsIgnoredFolders() throws {
        let project = try TemporaryFolder([
            "A.xml": Self.good,
            ".layout-ignore": "# drafts are work in progress\nDrafts\n",
            "Drafts/Broken.xml": Self.broken,
            "Screens/.layout-ignore": "Old.xml\n",
            "Screens/Old.xml": Self.broken,
            "build/Broken.xml": Self.broken,
            "App.xcassets/Broken.xml": Self.broken,
            ".hidden/Broken.xml": Self.broken,
            ".Hidden.xml": Self.broken,
        ])
        let result = try run([project.path])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.error == "checked 1 template: 0 errors, 0 warnings\n")
    }

    @Test func countsOnlyXMLFilesWhoseRootIsAClass() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "values.xml": "<resources><string>x</string></resources>"])
        let result = try run([project.path, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.withoutTimings.hasSuffix(#"{"event":"checked","templates":1,"errors":0,"warnings":0}"# + "\n"))
    }

    @Test func cannotRunWithoutTheFolder() throws {
        let project = try TemporaryFolder()
        let result = try run([project.path("Missing")])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error == "error: \(project.path("Missing")) is not a directory\n")
    }

    @Test func cannotRunWithABadConfiguration() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "layout-serve.json": "{"])
        let result = try run([project.path])
        #expect(result.status == 2)
        #expect(result.error == "error: layout-serve.json is not valid JSON: Expected a string key at offset 1\n")
    }

    @Test func refusesABadDeviceWithStatus64() throws {
        let project = try TemporaryFolder(["A.xml": Self.good])
        let result = try run([project.path, "--device", "0x0"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error == "error: --device: device width and height must be more than 0 and at most 100000 points, got 0x0\n")
    }

    @Test func printsWarningsWithoutFailing() throws {
        let project = try TemporaryFolder(["VC.xml": #"<UIViewController backgroundColor="red"/>"#])
        let result = try run([project.path])
        #expect(result.status == 0)
        #expect(result.output == """
            VC.xml:1:19: warning: UIViewController.backgroundColor is deprecated. Use view.backgroundColor instead
            1 | <UIViewController backgroundColor="red"/>
              |                   ^~~~~~~~~~~~~~~

            """)
        #expect(result.error == "checked 1 template: 0 errors, 1 warning\n")
    }

    @Test func reportsABrokenStringsFile() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Localizable.strings": #""a" = "A""# + "\n"])
        let result = try run([project.path])
        #expect(result.status == 1)
        #expect(result.output == """
            Localizable.strings:1:10: error: Missing ';' after the value of "a"
            1 | "a" = "A"
              |          ^

            """)
        #expect(result.error == "checked 1 template: 1 error, 0 warnings\n")
    }

    @Test func reportsABrokenStringsFileInJSON() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Localizable.strings": #""a" = "A""# + "\n"])
        let result = try run([project.path, "--format", "json"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(#"{"event":"error","template":"Localizable.strings","revision":1,"errors":[{"severity":"error","message":"Missing ';' after the value of \"a\"""#) == true)
        #expect(lines.last == #"{"event":"checked","templates":1,"errors":1,"warnings":0}"#)
    }
}

extension CheckCommandTests {
    static let crowded = """
        <UIView width="100%" height="100%">
            <UILabel top="100" left="10" text="Name"/>
            <UIButton top="100" left="30" title="Edit"/>
        </UIView>
        """

    /// `check --audit`: the audit's findings as warnings at the view under a line naming the
    /// template and the device, counted apart; exit 0 when they are the only problems.
    @Test func auditReportsFindingsAtTheView() throws {
        let project = try TemporaryFolder(["A.xml": Self.good, "Crowded.xml": Self.crowded])
        let plain = try run([project.path])
        #expect(plain.output == "")
        let result = try run(["--audit", "--device", "iphone-se", project.path])
        #expect(result.status == 0)
        #expect(result.output == """
            Crowded.xml on iphone-se (375 × 667 pt): 2 audit findings
            Crowded.xml:3:5: warning: overlap: UIButton ((30, 100) 26 × 29.5 pt) overlaps UILabel ((10, 100) 45.5 × 20 pt)
            Crowded.xml:3:5: warning: touch-target: UIButton is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt

            """)
        #expect(result.error == "checked 2 templates: 0 errors, 0 warnings, 2 audit findings\n")
        let json = try run(["--audit", "--device", "iphone-se", "--format", "json", project.path])
        let audits = json.output.split(separator: "\n").filter { $0.hasPrefix(#"{"event":"audit""#) }
        #expect(audits.count == 2)
        #expect(json.output.hasSuffix(#"{"event":"checked","templates":2,"errors":0,"warnings":0,"findings":2}"# + "\n"))
    }
}

extension CheckCommandTests {
    /// `audit.rules` in layout-serve.json: a rule turned off is not reported, one raised to
    /// error fails the check.
    @Test func auditRulesFromTheConfiguration() throws {
        let project = try TemporaryFolder([
            "Crowded.xml": Self.crowded,
            "layout-serve.json": #"{"audit": {"rules": {"overlap": "off", "touch-target": "error"}}}"#,
        ])
        let result = try run(["--audit", "--device", "iphone-se", project.path])
        #expect(result.status == 1)
        #expect(result.output == """
            Crowded.xml on iphone-se (375 × 667 pt): 1 audit finding (1 at error level)
            Crowded.xml:3:5: error: touch-target: UIButton is 26 × 29.5 pt: a touch target should be at least 44 × 44 pt

            """)
        #expect(result.error == "checked 1 template: 0 errors, 0 warnings, 1 audit finding (1 at error level)\n")
    }

    @Test func aMisspeltAuditRuleIsAConfigurationError() throws {
        let project = try TemporaryFolder([
            "A.xml": Self.good, "layout-serve.json": #"{"audit": {"rules": {"overlaps": "off"}}}"#,
        ])
        let result = try run(["--audit", project.path])
        #expect(result.status == 2)
        #expect(result.error.contains(#"audit rules: unknown rule "overlaps" (did you mean overlap?)"#))
    }
}
