import LayoutServeCLI
import Testing
import TestSupport

/// `render --format swiftlayout`: any template as a Swift file of SwiftLayout code.
@Suite struct SwiftLayoutRenderCommandTests {
    static let layoutTemplate = """
        <UIView>
            <UILabel id="title" left="10" top="5" width="80" height="20" text="Hi"/>
        </UIView>
        """
    static let everLayout = """
        {"name": "Box", "root": {"views": {
            "!box": {"constraints": {"top left": "@super +8", "width height": "+40"}},
            "!label:UILabel": {"properties": {"text": "Hi"}, "constraints": {"top": "@box.bottom +4", "left right": "@super"}}}}}
        """

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(RenderCommand.self, arguments)
    }

    @Test func aLayoutTemplateFromItsFrames() throws {
        let project = try TemporaryFolder(["Good.xml": Self.layoutTemplate])
        let result = try run([project.path("Good.xml"), "--format", "swiftlayout", "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == """
            // Good.xml as SwiftLayout code, printed by layout-serve for 320x568@2 (320×568 points).
            // Anchors from the rendered frames: top and leading against the superview, constant width and height.

            import SwiftLayout
            import UIKit

            let root = UIView()
            let title: UILabel = {
                let view = UILabel()
                view.text = "Hi"
                view.font = .systemFont(ofSize: 17.0)
                return view
            }()

            root.sl.sublayout {
                title.sl.anchors {
                    Anchors.top.equalToSuper(constant: 5.0)
                    Anchors.leading.equalToSuper(constant: 10.0)
                    Anchors.width.equalTo(constant: 80.0)
                    Anchors.height.equalTo(constant: 20.0)
                }
            }

            """)
    }

    @Test func edgesMode() throws {
        let project = try TemporaryFolder(["Good.xml": Self.layoutTemplate])
        let result = try run([project.path("Good.xml"), "--format", "swiftlayout", "--export-mode", "edges", "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.output.contains("""
            // Anchors from the rendered frames: top, leading and trailing against the superview, constant height.

            import SwiftLayout
            """))
        #expect(result.output.contains("""
                title.sl.anchors {
                    Anchors.top.equalToSuper(constant: 5.0)
                    Anchors.leading.equalToSuper(constant: 10.0)
                    Anchors.trailing.equalToSuper(constant: -230.0)
                    Anchors.height.equalTo(constant: 20.0)
                }
            """))
    }

    @Test func anEverLayoutLayoutFromItsConstraints() throws {
        let project = try TemporaryFolder(["Box.json": Self.everLayout])
        let result = try run([project.path("Box.json"), "--format", "swiftlayout", "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.output.contains("""
            // Anchors from the layout's constraints; priorities other than required are appended as .priority(…).
            """))
        #expect(result.output.hasSuffix("""
            let root = UIView()
            let box = UIView()
            let label: UILabel = {
                let view = UILabel()
                view.text = "Hi"
                view.font = .systemFont(ofSize: 17.0)
                return view
            }()

            root.sl.sublayout {
                box.sl.anchors {
                    Anchors.left.equalToSuper(constant: 8.0)
                    Anchors.top.equalToSuper(constant: 8.0)
                    Anchors.width.height.equalTo(constant: 40.0)
                }
                label.sl.anchors {
                    Anchors.left.right
                    Anchors.top.equalTo(box, attribute: .bottom, constant: 4.0)
                }
            }

            """))
    }

    /// A top view rendered at another size than the device's fixes its own size (SwiftLayout
    /// previews such a view at that size); its offset is noted.
    @Test func theTopViewKeepsItsSize() throws {
        let project = try TemporaryFolder(["Small.xml": #"<UIView left="4" width="100" height="50"/>"#])
        let result = try run([project.path("Small.xml"), "--format", "swiftlayout", "--device", "320x568@2"])
        #expect(result.output == """
            // Small.xml as SwiftLayout code, printed by layout-serve for 320x568@2 (320×568 points).
            // Anchors from the rendered frames: top and leading against the superview, constant width and height.
            // - the top view rendered at 100.0×50.0, not the device's size: its anchors fix that size
            // - the top view rendered at (4.0, 0.0); SwiftLayout puts it at the origin

            import SwiftLayout
            import UIKit

            let root = UIView()

            root.sl.anchors {
                Anchors.width.equalTo(constant: 100.0)
                Anchors.height.equalTo(constant: 50.0)
            }

            """)
    }

    @Test func usageErrors() throws {
        let project = try TemporaryFolder(["Good.xml": Self.layoutTemplate])
        let constraints = try run([project.path("Good.xml"), "--format", "swiftlayout", "--export-mode", "constraints"])
        #expect(constraints.status == 64)
        #expect(constraints.output == "")
        #expect(constraints.error
            == "error: Good.xml has no constraints (its views are placed by frames): use --export-mode absolute, edges or edges-all\n")
        let withoutFormat = try run([project.path("Good.xml"), "--export-mode", "edges"])
        #expect(withoutFormat.status == 64)
        #expect(withoutFormat.error == "error: --export-mode only applies to --format swiftlayout and swiftlayout-tree\n")
    }

    /// A template with errors prints them, and no code.
    @Test func brokenTemplate() throws {
        let project = try TemporaryFolder(["Broken.xml": "<UIView>\n    <UILabel widht=\"100\"/>\n</UIView>\n"])
        let result = try run([project.path("Broken.xml"), "--format", "swiftlayout"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.contains("Unknown property widht"))
    }
}
