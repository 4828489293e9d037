import Diagnostics
import Expressions
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// What real apps' MarkupKit documents lean on beyond the shared cases: the view controller
/// that hosts a screen, MK3's size-class variants and properties files, MK1's property
/// lists and the content size of its non-filling boxes.
@Suite struct MarkupKitProfilesTests {
    private func render(_ files: [String: String], _ configuration: String, _ path: String, device: String) throws -> RenderOutcome {
        let project = try TemporaryFolder(files)
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: try ProjectConfiguration.parse(configuration))
        return renderer.render(path, device: try Device.parse(device))
    }

    private func frames(_ node: RenderedNode) -> [Rect] {
        [node.frame] + node.children.flatMap(frames)
    }

    private func text(_ node: RenderedNode) -> String? {
        if case .string(let text)? = node.props.first(where: { $0.name == "text" })?.value { text } else { nil }
    }

    static let screen = """
        <LMColumnView>
            <UIView height="20"/>
            <LMSpacer/>
        </LMColumnView>
        """

    @Test func aViewControllersRootTakesTheSystemMinimumMarginsInsideTheSafeArea() throws {
        let files = ["Screens/Home.xml": Self.screen, "Cells/Row.xml": Self.screen]
        let configuration = #"{"markupkit": {"hosts": {"Screens/*.xml": "viewController"}}}"#
        // iPhone 15: compact width (16 at the sides), status bar 59 and home indicator 34.
        let phone = try render(files, configuration, "Screens/Home.xml", device: "iphone-15")
        #expect(phone.errors.isEmpty, "\(phone.errors)")
        #expect(frames(try #require(phone.tree)) == [
            Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 16, y: 59, width: 361, height: 20),
            Rect(x: 16, y: 87, width: 361, height: 731),
        ])
        // iPad: regular width (20 at the sides), insets 24 and 20.
        let pad = try render(files, configuration, "Screens/Home.xml", device: "ipad")
        #expect(frames(try #require(pad.tree)) == [
            Rect(x: 0, y: 0, width: 820, height: 1180), Rect(x: 20, y: 24, width: 780, height: 20),
            Rect(x: 20, y: 52, width: 780, height: 1108),
        ])
        // Documents the pattern does not match keep a bare root: margins as declared (0), without the
        // system minimum, but measured from the safe area all the same (issue 25).
        let cell = try render(files, configuration, "Cells/Row.xml", device: "iphone-15")
        #expect(frames(try #require(cell.tree)) == [
            Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 0, y: 59, width: 393, height: 20),
            Rect(x: 0, y: 87, width: 393, height: 731),
        ])
    }

    static let loginForm = """
        <LMColumnView layoutMargins="20">
            <UILabel text="Welcome back" font="System-Bold 24"/>
            <UIButton title="Sign In"/>
            <LMSpacer/>
        </LMColumnView>
        """

    /// Issue 25: with the default bare host the form's first view was at y = 20 on every device,
    /// under the iPhone 15's Dynamic Island (safe-area top 59). The root's declared margins now
    /// start at the device's safe area, and the root says which host and safe area were assumed.
    @Test func aBareRootsMarginsStartAtTheDevicesSafeArea() throws {
        let phone = try render(["Login.xml": Self.loginForm], "{}", "Login.xml", device: "iphone-15")
        #expect(phone.errors.isEmpty && phone.warnings.isEmpty, "\(phone.errors + phone.warnings)")
        let phoneTree = try #require(phone.tree)
        #expect(phoneTree.children.map(\.frame) == [
            Rect(x: 20, y: 79, width: 353, height: 27.666666666666668), Rect(x: 20, y: 114.66666666666667, width: 353, height: 29.333333333333332),
            Rect(x: 20, y: 152, width: 353, height: 646),
        ])
        #expect(phoneTree.json.objectValue?.first { $0.0 == "props" }?.1.encoded
            == #"{"$host":"bare","$safeArea":{"top":59,"left":0,"bottom":34,"right":0},"layoutMargins":{"top":20,"left":20,"bottom":20,"right":20}}"#)
        // iPhone SE: the 20-point status bar.
        let small = try render(["Login.xml": Self.loginForm], "{}", "Login.xml", device: "iphone-se")
        let smallTree = try #require(small.tree)
        #expect(smallTree.children.map(\.frame) == [
            Rect(x: 20, y: 40, width: 335, height: 28), Rect(x: 20, y: 76, width: 335, height: 29.5),
            Rect(x: 20, y: 113.5, width: 335, height: 533.5),
        ])
        #expect(smallTree.props.first { $0.name == "$safeArea" }?.value == .insets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        // A view controller's root says so.
        let hosted = try render(["Login.xml": Self.loginForm], #"{"markupkit": {"host": "viewController"}}"#, "Login.xml", device: "iphone-se")
        #expect(try #require(hosted.tree).props.first { $0.name == "$host" }?.value == .string("viewController"))
    }

    /// A cell document's root is no screen: a list keeps its cells clear of the status bar.
    @Test func aCellRootTakesNoSafeArea() throws {
        let files = ["Cells/PostCell.xml": "<root>\n    <UILabel text=\"Ada\"/>\n</root>"]
        let configuration = #"{"markupkit": {"roots": {"Cells/PostCell.xml": "PostCell"}}, "classes": {"PostCell": {"superclass": "LMTableViewCell"}}}"#
        let outcome = try render(files, configuration, "Cells/PostCell.xml", device: "iphone-15")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let cell = try #require(outcome.tree)
        #expect(cell.props.first { $0.name == "$safeArea" }?.value == .insets(.zero))
        #expect(cell.children.first?.frame == Rect(x: 16, y: 11, width: 361, height: 19.666666666666668))
    }

    @Test func declaredMarginsAboveTheMinimumAreKeptAndAddedToTheSafeArea() throws {
        let files = ["Home.xml": Self.screen.replacingOccurrences(of: "<LMColumnView>", with: #"<LMColumnView layoutMarginLeft="30" layoutMarginTop="4">"#)]
        let outcome = try render(files, #"{"markupkit": {"host": "viewController"}}"#, "Home.xml", device: "iphone-15")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(frames(try #require(outcome.tree))[1] == Rect(x: 30, y: 63, width: 347, height: 20))
    }

    @Test func hostSettingsAreChecked() throws {
        #expect(throws: ConfigurationError(message: #"layout-serve.json: markupkit host must be "bare" or "viewController""#)) {
            try ProjectConfiguration.parse(#"{"markupkit": {"host": "window"}}"#)
        }
        #expect(throws: ConfigurationError(message: #"layout-serve.json: markupkit hosts.A.xml must be "bare" or "viewController""#)) {
            try ProjectConfiguration.parse(#"{"markupkit": {"hosts": {"A.xml": 1}}}"#)
        }
        #expect(throws: ConfigurationError(message: "layout-serve.json: markupkit sizeClass must be one of normal, horizontal, vertical, minimal")) {
            try ProjectConfiguration.parse(#"{"markupkit": {"sizeClass": "compact"}}"#)
        }
    }

    static let sizeClassProject = [
        "Main.xml": """
            <LMColumnView spacing="0">
                <?properties Styles?>
                <UILabel text="Main" class="big"/>
                <?include Part?>
            </LMColumnView>
            """,
        "Part.xml": #"<UILabel text="portrait part"/>"#,
        "Part~minimal.xml": #"<UILabel text="landscape part"/>"#,
        "Main~normal.xml": #"<LMRowView><UILabel text="iPad main"/></LMRowView>"#,
        "Styles.json": ##"{"big": {"font": "System 30", "textColor": "#00ff00"}}"##,
        "Styles~minimal.json": ##"{"big": {"textColor": "#ff0000"}}"##,
    ]

    @Test func mk3ReadsTheDocumentsAndPropertiesOfTheDevicesSizeClass() throws {
        let configuration = #"{"markupkit": {"version": "3.4.2"}}"#
        // Portrait iPhone (`vertical`): no variant anywhere.
        let portrait = try render(Self.sizeClassProject, configuration, "Main.xml", device: "375x667")
        #expect(portrait.errors.isEmpty, "\(portrait.errors)")
        let portraitTree = try #require(portrait.tree)
        #expect(portraitTree.file == "Main.xml")
        #expect(portraitTree.children[0].props.first { $0.name == "textColor" }?.value == .color(Color(red: 0, green: 1, blue: 0, alpha: 1)))
        #expect(text(portraitTree.children[1].children[0]) == "portrait part")
        #expect(portrait.dependencies.isSuperset(of: ["Main.xml", "Main~minimal.xml", "Part.xml", "Part~vertical.xml", "Styles.json", "Styles~vertical.json"]))
        // Landscape iPhone (`minimal`): the include's variant and the properties' variant over the plain file.
        let landscape = try render(Self.sizeClassProject, configuration, "Main.xml", device: "667x375")
        let landscapeTree = try #require(landscape.tree)
        let label = landscapeTree.children[0]
        #expect(label.props.first { $0.name == "textColor" }?.value == .color(Color(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(label.props.first { $0.name == "font" } != nil)
        #expect(text(landscapeTree.children[1].children[0]) == "landscape part")
        #expect(landscapeTree.children[1].children[0].file == "Part~minimal.xml")
        // iPad (`normal`): the document's own variant is what MarkupKit loads for Main.
        let pad = try render(Self.sizeClassProject, configuration, "Main.xml", device: "ipad")
        let padTree = try #require(pad.tree)
        #expect(pad.template == "Main.xml")
        #expect(padTree.className == "LMRowView")
        #expect(padTree.file == "Main~normal.xml")
        #expect(text(padTree.children[0]) == "iPad main")
        // `sizeClass` in layout-serve.json overrides the device's.
        let forced = try render(Self.sizeClassProject, #"{"markupkit": {"version": "3.4.2", "sizeClass": "minimal"}}"#, "Main.xml", device: "ipad")
        #expect(text(try #require(forced.tree).children[1].children[0]) == "landscape part")
        // 4.5.1 has no variants: an include is an unknown instruction there.
        let modern = try render(Self.sizeClassProject, "{}", "Main.xml", device: "ipad")
        #expect(modern.tree?.className == "LMColumnView")
    }

    @Test func propertiesFilesThatAreMissingOrMalformedAreReported() throws {
        let files = [
            "A.xml": "<LMColumnView>\n    <?properties Nowhere?>\n</LMColumnView>",
            "B.xml": "<LMColumnView>\n    <?properties Broken?>\n</LMColumnView>",
            "Broken.json": #"{"big": {"font": }"#,
        ]
        let configuration = #"{"markupkit": {"version": "3.4.2", "sizeClass": "vertical"}}"#
        let missing = try render(files, configuration, "A.xml", device: "375x667")
        #expect(missing.errors.isEmpty)
        #expect(missing.warnings.map(\.message) == [
            "No properties file Nowhere.json or Nowhere~vertical.json in the project; MarkupKit loads no templates from it"
        ])
        #expect(missing.warnings.first?.range?.start == SourcePosition(line: 2, column: 18))
        let broken = try render(files, configuration, "B.xml", device: "375x667")
        #expect(broken.errors.map(\.message) == [
            "The properties file Broken.json cannot be read: line 1, column 18: Unexpected character '}' in JSON"
        ])
    }

    @Test func mk1LoadsPropertyLists() throws {
        let files = [
            "Styled.xml": """
                <?properties Styles?>
                <LMColumnView>
                    <UILabel text="Big" class="big"/>
                    <LMSpacer/>
                </LMColumnView>
                """,
            "Styles.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>big</key>
                    <dict>
                        <key>numberOfLines</key>
                        <integer>2</integer>
                        <key>font</key>
                        <string>System 30</string>
                    </dict>
                </dict>
                </plist>
                """,
        ]
        let outcome = try render(files, #"{"markupkit": {"version": "1.3.4"}}"#, "Styled.xml", device: "375x667")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let label = try #require(outcome.tree?.children.first)
        #expect(label.props.first { $0.name == "numberOfLines" }?.value == .number(2))
        #expect(label.frame == Rect(x: 0, y: 0, width: 375, height: 34.5))
    }

    @Test func mk1BoxesThatDoNotFillReportTheirContentSize() throws {
        // R-LAYOUT-ICS (MK1): the top-aligned row is as wide as its views plus spacing and
        // margins, as tall as the tallest plus margins; the left-aligned column then keeps it.
        let files = [
            "Box.xml": """
                <LMColumnView alignment="left">
                    <LMRowView alignment="top" spacing="10" layoutMargins="4">
                        <LMSpacer/>
                        <LMRowView alignment="top" spacing="6">
                            <UIView/>
                            <UIView/>
                        </LMRowView>
                    </LMRowView>
                    <LMSpacer/>
                </LMColumnView>
                """,
        ]
        let outcome = try render(files, #"{"markupkit": {"version": "1.3.4"}}"#, "Box.xml", device: "375x667")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let row = try #require(outcome.tree?.children.first)
        // Spacers and plain views have no intrinsic size in MK1 (0): 0 + 10 + (0 + 6 + 0) + 4 + 4.
        #expect(row.frame.width == 24)
        #expect(row.frame.height == 8)
        #expect(row.children[1].frame == Rect(x: 14, y: 4, width: 6, height: 0))
    }
}
