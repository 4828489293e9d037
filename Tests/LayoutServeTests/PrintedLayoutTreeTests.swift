import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// `render --format swiftlayout-tree` asks the template's format for the tree its code builds
/// (`TemplateFormat.printedLayoutTree`), printed only when asked, from that format's last
/// render of the file; a format without one leaves the tree to the exported code.
@Suite struct PrintedLayoutTreeTests {
    @Test func onlyTheLastRenderedSwiftLayoutFileHasAPrintedTree() throws {
        let folder = try TemporaryFolder([
            "Card.swift": """
                let root = UIView()
                let title = UILabel()
                root.sl.sublayout {
                    title.sl.anchors { Anchors.top.leading.equalToSuper(); Anchors.height.equalTo(constant: 20) }
                }
                """,
            "Other.swift": """
                let root = UIView()
                root.sl.sublayout { }
                """,
            "Screen.xml": #"<UIView><UILabel text="Hi"/></UIView>"#,
        ])
        let renderer = ProjectRenderer(sources: ProjectSources(root: folder.path), configuration: ProjectConfiguration())
        let device = try Device.parse("320x480@2")
        _ = renderer.render("Card.swift", device: device)
        let swiftLayout = try #require(renderer.format(for: "Card.swift"))
        #expect(swiftLayout.printedLayoutTree(of: "Card.swift") == """
            ViewLayout - view: root
            └─ ViewLayout - view: title
                     .top == superview.top
                     .leading == superview.leading
                     .height == + 20.0
            """)
        #expect(swiftLayout.printedLayoutTree(of: "Other.swift") == nil)
        _ = renderer.render("Screen.xml", device: device)
        #expect(renderer.format(for: "Screen.xml")?.printedLayoutTree(of: "Screen.xml") == nil)
    }
}
