import LayoutServeCLI
import Testing
import TestSupport

/// `render` of a SwiftLayout file (`.swift`), and `--format swiftlayout-tree` of any template.
@Suite struct SwiftLayoutTreeCommandTests {
    static let screen = """
        import SwiftLayout
        import UIKit

        final class CardView: UIView, Layoutable {
            var activation: Activation?
            let title = UILabel().sl.config { $0.text = "Hello" }
            let body = UIView()

            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors {
                        Anchors.cap(offset: 16)
                    }
                    body.sl.anchors {
                        Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
                        Anchors.shoe()
                    }
                }
            }
        }
        """

    func run(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(RenderCommand.self, arguments)
    }

    @Test func aSwiftLayoutFileRendersItsFrames() throws {
        let project = try TemporaryFolder(["CardView.swift": Self.screen])
        let result = try run([project.path("CardView.swift"), "--format", "tree", "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == """
            CardView#self (0, 0, 320 × 568)
              UILabel#title (16, 16, 288 × 20)
              UIView#body (0, 44, 320 × 524)

            """)
    }

    @Test func aSwiftLayoutFilePrintsTheTreeItsCodeBuilds() throws {
        let project = try TemporaryFolder(["CardView.swift": Self.screen])
        let result = try run([project.path("CardView.swift"), "--format", "swiftlayout-tree", "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == """
            ViewLayout - view: self
            └─ ListLayout
               ├─ ViewLayout - view: title
               │        .top == superview.top + 16.0
               │        .leading == superview.leading + 16.0
               │        .trailing == superview.trailing - 16.0
               └─ ViewLayout - view: body
                        .top == title.bottom + 8.0
                        .bottom == superview.bottom
                        .leading == superview.leading
                        .trailing == superview.trailing

            """)
    }

    @Test func anotherFormatPrintsTheTreeOfItsCode() throws {
        let project = try TemporaryFolder(["Good.xml": #"<UIView><UILabel id="title" left="10" top="5" width="80" height="20" text="Hi"/></UIView>"#])
        let result = try run([project.path("Good.xml"), "--format", "swiftlayout-tree", "--device", "320x568@2"])
        #expect(result.status == 0)
        #expect(result.output == """
            ViewLayout - view: root
            └─ ViewLayout - view: title
                     .top == superview.top + 5.0
                     .leading == superview.leading + 10.0
                     .width == + 80.0
                     .height == + 20.0

            """)
    }

    @Test func aBrokenSwiftLayoutFileFailsWithItsErrors() throws {
        let project = try TemporaryFolder(["Broken.swift": "root.sl.sublayout {\n    child.sl.anchors { Anchors.top.equalTo(makeView()) }\n}\n"])
        let result = try run([project.path("Broken.swift"), "--format", "tree", "--device", "320x568@2"])
        #expect(result.status == 1)
        #expect(result.error.contains("Broken.swift:2:44: error: The call makeView() is only evaluated when the app runs"))
    }
}
