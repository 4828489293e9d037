import Diagnostics
import Foundation
import Testing

extension LiveServingTests {
    /// SwiftLayout files through the server: a saved `.swift` file re-renders, a custom class
    /// declared in another file re-renders every layout that uses it, a Red Box points into the
    /// Swift source and the render comes back once it is fixed.
    @Suite struct SwiftLayoutServing {
        static let screen = """
            import SwiftLayout
            import UIKit

            final class ScreenViewController: UIViewController, Layoutable {
                var activation: Activation?
                let header = UIView()
                let button = PrimaryButton()

                var layout: some Layout {
                    view.sl.sublayout {
                        header.sl.anchors {
                            Anchors.cap()
                            Anchors.height.equalTo(constant: 64)
                        }
                        button.sl.anchors {
                            Anchors.top.equalTo(header.bottomAnchor, constant: 16)
                            Anchors.horizontal(offset: 20)
                        }
                    }
                }
            }
            """

        static func button(height: Int) -> String {
            """
            import SwiftLayout
            import UIKit

            final class PrimaryButton: UIButton, Layoutable {
                var activation: Activation?
                var layout: some Layout {
                    self.sl.anchors { Anchors.height.equalTo(constant: \(height)) }
                }
            }
            """
        }

        static let project: [String: String] = [
            "Screens/ScreenViewController.swift": screen,
            "Controls/PrimaryButton.swift": button(height: 50),
            "layout-serve.json": #"{"device": "400x800@2"}"#,
        ]

        static func frame(_ event: JSON, _ index: Int) -> [Double]? {
            event.frame(index).map { [$0.x, $0.y, $0.width, $0.height] }
        }

        @Test func savingASwiftFileRendersItAgain() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Screens/ScreenViewController.swift")
            #expect(try client.next()["templates"] == ["Screens/ScreenViewController.swift"])
            let first = try client.next()
            #expect(first["event"] == "render")
            #expect(first["tree"]?["id"] == "view")
            #expect(Self.frame(first, 0) == [0, 0, 400, 64])
            #expect(Self.frame(first, 1) == [20, 80, 360, 50])
            #expect(first["tree"]?["children"]?.arrayValue?[1]["class"] == "PrimaryButton")
            #expect(first["tree"]?["children"]?.arrayValue?[1]["source"]?["line"] == 15)
            let constraints = first["constraints"]?.arrayValue ?? []
            #expect(constraints.count == 8)
            #expect(constraints.first?["item"] == "header")
            #expect(constraints.first?["source"]?["line"] == 12)

            try harness.write("Screens/ScreenViewController.swift", Self.screen.replacingOccurrences(of: "constant: 64", with: "constant: 100"))
            let saved = try client.events(until: "render", template: "Screens/ScreenViewController.swift").last
            #expect(saved.flatMap { Self.frame($0, 0) } == [0, 0, 400, 100])
            #expect(saved.flatMap { Self.frame($0, 1) } == [20, 116, 360, 50])
        }

        @Test func savingACustomClassRendersTheLayoutsThatUseIt() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Screens/ScreenViewController.swift")
            _ = try client.next()
            #expect(Self.frame(try client.next(), 1) == [20, 80, 360, 50])

            try harness.write("Controls/PrimaryButton.swift", Self.button(height: 44))
            let rerendered = try client.events(until: "render", template: "Screens/ScreenViewController.swift").last
            #expect(rerendered.flatMap { Self.frame($0, 1) } == [20, 80, 360, 44])
        }

        /// A class declared in a file created after the layout rendered — the name was
        /// a `UIView` with a warning until then — re-renders the layout that names it; a new
        /// file declaring names no layout used renders nothing.
        @Test func aClassInANewFileRendersTheLayoutsThatNamedIt() throws {
            var files = Self.project
            files["Controls/PrimaryButton.swift"] = nil
            let harness = try ServingHarness(files)
            let client = try harness.client()
            client.send("SUBSCRIBE Screens/ScreenViewController.swift")
            _ = try client.next()
            let first = try client.next()
            #expect(first["tree"]?["children"]?.arrayValue?[1]["class"] == "UIView")
            #expect(first["warnings"]?.arrayValue?.compactMap { $0["message"]?.stringValue }.contains("Unknown view class PrimaryButton: taken as a UIView") == true)

            try harness.write("Controls/Badge.swift", "import UIKit\n\nfinal class Badge: UILabel {}\n")
            #expect(try client.sync().isEmpty)

            try harness.write("Controls/PrimaryButton.swift", Self.button(height: 44))
            let rendered = try client.events(until: "render", template: "Screens/ScreenViewController.swift").last
            #expect(rendered?["tree"]?["children"]?.arrayValue?[1]["class"] == "PrimaryButton")
            #expect(rendered.flatMap { Self.frame($0, 1) } == [20, 80, 360, 44])
            #expect(rendered?["warnings"]?.arrayValue?.isEmpty == true)
        }

        /// A class moved between files: the layout follows it out of the old file (a `UIView`
        /// with a warning while no file declares it) and into the new one.
        @Test func aClassMovedBetweenFilesFollowsItsDeclaration() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Screens/ScreenViewController.swift")
            _ = try client.next()
            #expect(Self.frame(try client.next(), 1) == [20, 80, 360, 50])

            try harness.write("Controls/PrimaryButton.swift", "import UIKit\n")
            let gone = try client.events(until: "render", template: "Screens/ScreenViewController.swift").last
            #expect(gone?["tree"]?["children"]?.arrayValue?[1]["class"] == "UIView")

            try harness.write("Controls/Buttons.swift", Self.button(height: 44))
            let moved = try client.events(until: "render", template: "Screens/ScreenViewController.swift").last
            #expect(moved?["tree"]?["children"]?.arrayValue?[1]["class"] == "PrimaryButton")
            #expect(moved.flatMap { Self.frame($0, 1) } == [20, 80, 360, 44])

            try harness.remove("Controls/PrimaryButton.swift")
            #expect(try client.sync().isEmpty)
        }

        @Test func aRedBoxPointsIntoTheSwiftSourceUntilItIsFixed() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Screens/ScreenViewController.swift")
            _ = try client.next()
            _ = try client.next()

            try harness.write("Screens/ScreenViewController.swift", Self.screen.replacingOccurrences(of: "constant: 64", with: "constant: theme.barHeight"))
            let redBox = try client.events(until: "error", template: "Screens/ScreenViewController.swift").last
            let error = redBox?["errors"]?.arrayValue?.first
            #expect(error?["message"] == "theme.barHeight is not statically evaluable; this part is not rendered")
            #expect(error?["file"] == "Screens/ScreenViewController.swift")
            #expect(error?["line"] == 13)
            #expect(error?["column"] == 50)

            try harness.write("Screens/ScreenViewController.swift", Self.screen)
            let fixed = try client.events(until: "render", template: "Screens/ScreenViewController.swift").last
            #expect(fixed.flatMap { Self.frame($0, 0) } == [0, 0, 400, 64])
        }
    }
}
