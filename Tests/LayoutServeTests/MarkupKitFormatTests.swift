import Diagnostics
import Expressions
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// MarkupKit documents through the format seam: which `.xml` files are MarkupKit's, what
/// `layout-serve.json` hands them, and the real documents of three releases.
@Suite struct MarkupKitFormatTests {
    @Test func claimsMarkupKitDocumentsOnly() throws {
        let project = try TemporaryFolder([
            "Column.xml": #"<LMColumnView><UILabel text="Hi"/></LMColumnView>"#,
            "Cell.xml": "<root><UILabel/></root>",
            "Styled.xml": #"<?properties {"a": {"width": 1}}?><UIView class="a"/>"#,
            "Layout.xml": #"<UIView width="100%"><UILabel text="{name}"/></UIView>"#,
            "Forced.xml": "<UIView/>",
        ])
        var configuration = try ProjectConfiguration.parse(#"{"formats": {"Forced.xml": "markupkit"}}"#)
        configuration.markupKit.version = .v4
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: configuration)
        #expect(renderer.format(for: "Column.xml")?.name == "markupkit")
        #expect(renderer.format(for: "Cell.xml")?.name == "markupkit")
        #expect(renderer.format(for: "Styled.xml")?.name == "markupkit")
        #expect(renderer.format(for: "Layout.xml")?.name == "layout")
        #expect(renderer.format(for: "Forced.xml")?.name == "markupkit")
    }

    @Test func rendersWithStringsStateAndRootClass() throws {
        let project = try TemporaryFolder([
            "Cells/PostCell.xml": """
                <root>
                    <LMColumnView spacing="0">
                        <UILabel id="title" text="@title" height="20"/>
                        <UILabel id="name" text="$post.author" height="20"/>
                    </LMColumnView>
                </root>
                """,
        ])
        let configuration = try ProjectConfiguration.parse("""
            {"markupkit": {"roots": {"Cells/PostCell.xml": "PostCell"}},
             "classes": {"PostCell": {"superclass": "LMTableViewCell"}},
             "state": {"post": {"author": "Ada"}}}
            """)
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: configuration,
                                       strings: ["title": "Hello"])
        let outcome = renderer.render("Cells/PostCell.xml", device: try Device.parse("320x100@2"))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(renderer.update(strings: ["title": "Hi", "other": "x"]) == ["Cells/PostCell.xml"])
        #expect(renderer.update(strings: ["title": "Hi"]).isEmpty)
        #expect(outcome.tree?.className == "PostCell")
        #expect(outcome.stringKeys == ["title"])
        let column = try #require(outcome.tree?.children.first)
        #expect(column.children.map { $0.props.first { $0.name == "text" }?.value } == [.string("Hello"), .string("Ada")])
        // An LMTableViewCell pins its content to the content view's margins (approximated 11/16)
        // and is as tall as its content (R-CELL-CONTENT).
        #expect(column.frame == Rect(x: 16, y: 11, width: 288, height: 40))
        #expect(outcome.tree?.frame == Rect(x: 0, y: 0, width: 320, height: 62))
        #expect(outcome.warnings.isEmpty, "\(outcome.warnings)")
        #expect(outcome.constraints?.isEmpty == false)
        #expect(outcome.encodedEvent(revision: 1) == outcome.event(revision: 1).encoded)
    }

    /// Issue 25: a login form's texts, title and placeholder, `@` strings from the project's
    /// `Localizable.strings`, reach the render as Layout's do, with the `text` the viewer draws.
    @Test func aLoginFormShowsItsLocalizedTextsTitleAndPlaceholder() throws {
        let project = try TemporaryFolder([
            "Login.xml": """
                <LMColumnView layoutMargins="20">
                    <UILabel text="@welcome" font="System-Bold 24" textColor="#333333"/>
                    <UITextField placeholder="@email" borderStyle="roundedRect"/>
                    <UIButton title="Sign In" titleColor="#ffffff" backgroundColor="#007aff"/>
                    <LMSpacer/>
                </LMColumnView>
                """,
            "en.lproj/Localizable.strings": """
                "welcome" = "Welcome back";
                "email" = "Email address";
                """,
        ])
        let outcome = try ProjectLoader(root: project.path).renderer.render("Login.xml", device: Device.parse("iphone-se"))
        #expect(outcome.errors.isEmpty && outcome.warnings.isEmpty, "\(outcome.errors + outcome.warnings)")
        let views = try #require(outcome.tree).children
        #expect(views.map { $0.text?.lines ?? [] } == [["Welcome back"], ["Email address"], ["Sign In"], []])
        #expect(views.map { $0.text?.face.fileName } == ["LiberationSans-Bold", "LiberationSans-Regular", "LiberationSans-Regular", nil])
        #expect(views.map { $0.text?.size } == [24, 17, 15, nil])
        #expect(views[2].props.map(\.name) == ["backgroundColor", "title", "titleColor"])
        #expect(views[2].props.map(\.value) == [.color(Color(hex: "#007affff")!), .string("Sign In"), .color(Color(hex: "#ffffffff")!)])
        #expect(views[1].props.first { $0.name == "placeholder" }?.value == .string("Email address"))
        #expect(outcome.stringKeys == ["welcome", "email"])
    }

    /// MarkupKit's own introduction sample: its button says "Say Hello".
    @Test func theIntroductionSampleShowsItsButtonsTitle() throws {
        let configuration = try ProjectConfiguration.parse(Self.samplesConfiguration)
        let root = FixturePaths.samples.appendingPathComponent("markupkit").path
        let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: configuration)
        let outcome = renderer.render("4.5.1/MarkupKit-iOS/MarkupKitIntroduction/ViewController.xml", device: try Device.parse("375x667@2"))
        let button = try #require(outcome.tree?.children[1])
        #expect(button.json.encoded == """
            {"class":"UIButton","item":"UIButton@20:5","frame":{"x":0,"y":104,"width":375,"height":29.5},\
            "props":{"style":"systemButton","title":"Say Hello"},"text":{"face":"LiberationSans-Regular","size":15,\
            "line_height":17.24853515625,"lines":["Say Hello"]},"content_priorities":{"hugging":{"vertical":750},\
            "compression_resistance":{"vertical":1000}},"source":{"file":"4.5.1/MarkupKit-iOS/MarkupKitIntroduction/ViewController.xml",\
            "line":20,"column":5},"children":[]}
            """)
    }

    @Test func rootWithoutClassNamesTheConfigurationKey() throws {
        let project = try TemporaryFolder(["Cell.xml": "<root>\n    <UIView/>\n</root>"])
        let renderer = ProjectRenderer(sources: ProjectSources(root: project.path), configuration: ProjectConfiguration())
        let outcome = renderer.render("Cell.xml", device: try Device.parse("320x100@2"))
        let error = try #require(outcome.errors.first)
        #expect(error.message.hasPrefix("Root view is not defined."))
        #expect(error.message.contains(#""markupkit": {"roots": {"Cell.xml": "ClassName"}}"#))
        #expect(error.range?.start == SourcePosition(line: 1, column: 2))
    }

    @Test func configurationSelectsReleasesAndImages() throws {
        let configuration = try ProjectConfiguration.parse(
            #"{"markupkit": {"version": "3.4.2", "versions": {"Old/*.xml": "1.3.4"}, "images": {"icon": [18, 20]}}}"#)
        #expect(configuration.markupKit.version(of: "Home.xml") == .v3)
        #expect(configuration.markupKit.version(of: "Old/Home.xml") == .v1)
        #expect(configuration.markupKit.images["icon"] == Size(width: 18, height: 20))
        #expect(throws: ConfigurationError(message: #"layout-serve.json: markupkit version must be one of 4.5.1, 3.4.2, 1.3.4"#)) {
            try ProjectConfiguration.parse(#"{"markupkit": {"version": "5.0"}}"#)
        }
    }

    /// The sample documents' project: what each release's documents need from the app.
    static let samplesConfiguration = """
        {"markupkit": {"versions": {"1.3.4/**": "1.3.4", "3.4.2/**": "3.4.2"},
                       "images": {"EmailIcon": [18, 18], "FaxIcon": [18, 18], "PhoneIcon": [18, 18], "Left": [24, 24],
                                  "Right": [24, 24], "waterfall.jpg": [320, 213], "chevy": [64, 40], "mini": [64, 40],
                                  "vw": [64, 40], "chevy.png": [64, 40], "mini.png": [64, 40], "vw.png": [64, 40]}},
         "classes": {"PharmacyCell": {"superclass": "LMTableViewCell"}},
         "colors": {"Background": "#f8f8f8", "fireBrick": "#b22222", "darkRed": "#8b0000"},
         "state": {"pharmacy": {"name": "Corner Drugs", "distance": "1.2 km", "address": "1 Main St", "phone": "555-0100",
                                "fax": "555-0101", "email": "rx@example.com"},
                   "number": 5, "one": "One", "two": "Two", "three": "Three", "prompt": "Press"}}
        """

    static let samples = [
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/HorizontalAlignmentViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/VerticalAlignmentViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/AnchorViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/GridViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/PeriodicTableViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/PharmacyCell.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitExamples/CustomSectionViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitIntroduction/ViewController.xml",
        "4.5.1/MarkupKit-iOS/MarkupKitTest/ViewController.xml",
        "3.4.2/MarkupKit-iOS/MarkupKitExamples/IncludesViewController.xml",
        "1.3.4/MarkupKitDemos/LayoutView.xml",
    ]

    @Test(arguments: samples)
    func sampleRenders(path: String) throws {
        let configuration = try ProjectConfiguration.parse(Self.samplesConfiguration)
        let root = FixturePaths.samples.appendingPathComponent("markupkit").path
        let renderer = ProjectRenderer(sources: ProjectSources(root: root), configuration: configuration)
        #expect(renderer.format(for: path)?.name == "markupkit")
        let outcome = renderer.render(path, device: try Device.parse("375x667@2"))
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.formatted))")
        let tree = try #require(outcome.tree)
        // A cell is as tall as its content (R-CELL-CONTENT); every other root fills the screen.
        let height = path.hasSuffix("PharmacyCell.xml") ? 132 : 667
        #expect(tree.frame == Rect(x: 0, y: 0, width: 375, height: Double(height)))
    }
}
