import Expressions
import SwiftLayout
import Testing

/// A view's configuration as the evaluator reads it: a view class's construction (`UILabel()`,
/// taken before the names of the other calls), a call that is not one (`UIColor(red:…)`,
/// `CGFloat(12)`, read by name), an assignment one member deep (`$0.text`, read without a list
/// of names) and deeper ones (`$0.layer.cornerRadius`, `$0.titleLabel?.font`).
@Suite struct ConfigurationPathTests {
    static let screen = """
        import SwiftLayout
        import UIKit

        final class ConfigViewController: UIViewController, Layoutable {
            var activation: Activation?
            private let title = UILabel().sl.config {
                $0.text = "Title"
                $0.layer.cornerRadius = 4
                $0.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
            private let button = UIButton().sl.config {
                $0.setTitle("Go", for: .normal)
                $0.titleLabel?.font = .systemFont(ofSize: 11)
            }
            private let spacing = CGFloat(12)

            var layout: some Layout {
                view.sl.sublayout {
                    title.sl.anchors {
                        Anchors.top.leading.equalToSuper(constant: spacing)
                    }
                    button.sl.anchors {
                        Anchors.top.equalTo(title, attribute: .bottom, constant: spacing)
                        Anchors.leading.equalTo(title)
                    }
                }
            }
        }

        """

    @Test func constructionsAndAssignments() throws {
        let project = ProjectDeclarations(files: [("Config.swift", Self.screen)])
        let options = SwiftLayoutOptions(rootWidth: 393, rootHeight: 852, scale: 3)
        let render = SwiftLayoutRenderer.render("Config.swift", project: project, options: options)
        #expect(render.diagnostics.isEmpty)
        let views = try #require(render.tree?.children)
        #expect(views.map(\.className) == ["UILabel", "UIButton"])
        #expect(views[0].props.map(\.name) == ["text", "layer.cornerRadius", "backgroundColor"])
        #expect(views[0].props[0].value == .string("Title"))
        #expect(views[0].props[1].value == .number(4))
        #expect(views[0].props[2].value == .color(Color(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(views[1].props.map(\.name) == ["title", "titleLabel.font"])
        #expect(views[1].props[0].value == .string("Go"))
        #expect(views[1].props[1].value == .font(FontDescriptor(size: 11)))
        #expect(views[0].frame.x == 12 && views[0].frame.y == 12)
        #expect(views[1].frame.x == 12 && views[1].frame.y == 43.666666666666664)
    }
}
