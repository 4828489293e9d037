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
        // Documents the pattern does not match keep a bare root: margins exactly as declared (0).
        let cell = try render(files, configuration, "Cells/Row.xml", device: "iphone-15")
        #expect(frames(try #require(cell.tree)) == [
            Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 0, y: 0, width: 393, height: 20),
            Rect(x: 0, y: 28, width: 393, height: 824),
        ])
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
