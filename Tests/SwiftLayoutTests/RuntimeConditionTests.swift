import Diagnostics
import LayoutEngine
import SwiftLayout
import Testing

/// An `if` or a `switch` in a layout on a value only the running app knows (a view model's
/// flag or state): the first branch or case stands in, with a warning at the condition
/// (R-SL-STAND-IN); a misspelt name stays an error.
@Suite struct RuntimeConditionTests {
    static func file(condition: String = "viewModel.isPremium", subject: String = "viewModel.state") -> String {
        """
        import SwiftLayout
        import UIKit

        final class ProfileView: UIView, Layoutable {
            var activation: Activation?
            let viewModel: ProfileViewModel
            let badge = UIView()
            let login = UIView()
            let showsBadge = false

            init(viewModel: ProfileViewModel) {
                self.viewModel = viewModel
                super.init(frame: .zero)
            }

            var layout: some Layout {
                self.sl.sublayout {
                    if \(condition) {
                        badge.sl.anchors {
                            Anchors.top.leading.equalToSuper(constant: 16)
                            Anchors.size.equalTo(width: 24, height: 24)
                        }
                    } else {
                        login.sl.anchors {
                            Anchors.top.leading.equalToSuper(constant: 16)
                            Anchors.size.equalTo(width: 100, height: 44)
                        }
                    }
                    switch \(subject) {
                    case .loading:
                        UIView().sl.identifying("spinner").sl.anchors {
                            Anchors.center.equalToSuper()
                            Anchors.size.equalTo(width: 20, height: 20)
                        }
                    default:
                        UIView().sl.identifying("content").sl.anchors { Anchors.edges.equalToSuper() }
                    }
                }
            }
        }
        """
    }

    static func render(_ text: String) -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: [("ProfileView.swift", text)])
        return SwiftLayoutRenderer.render("ProfileView.swift", project: project,
                                          options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
    }

    static func frames(_ render: SwiftLayoutRender) -> [String] {
        (render.tree?.children ?? []).map { "\($0.id ?? $0.className) \($0.frame.x) \($0.frame.y) \($0.frame.width) \($0.frame.height)" }
    }

    @Test func theFirstBranchAndCaseStandIn() {
        let render = Self.render(Self.file())
        #expect(render.diagnostics.map { "\($0.severity) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" } == [
            "warning 18:16 viewModel.isPremium is only known when the app runs: the first branch is rendered as a stand-in",
            "warning 29:20 viewModel.state is only known when the app runs: its first case is rendered as a stand-in",
        ])
        #expect(Self.frames(render) == ["badge 16.0 16.0 24.0 24.0", "spinner 150.0 230.0 20.0 20.0"])
    }

    @Test func anOptionalBindingOfTheAppsStateToo() {
        let render = Self.render(Self.file(condition: "let user = viewModel.user"))
        #expect(render.diagnostics.map(\.message).first
            == "user = viewModel.user is only known when the app runs: the first branch is rendered as a stand-in")
        #expect(Self.frames(render).first == "badge 16.0 16.0 24.0 24.0")
    }

    /// A clause whose other condition is known to fail is not taken, whatever the app's value.
    @Test func aKnownFalseConditionBesideItDecides() {
        let render = Self.render(Self.file(condition: "viewModel.isPremium, showsBadge"))
        #expect(render.diagnostics.map(\.message).first?.hasPrefix("viewModel.isPremium") == false)
        #expect(Self.frames(render).first == "login 16.0 16.0 100.0 44.0")
    }

    /// A condition the reader can evaluate still picks its branch.
    @Test func aStoredFlagStillDecides() {
        let render = Self.render(Self.file(condition: "showsBadge"))
        #expect(Self.frames(render).first == "login 16.0 16.0 100.0 44.0")
    }

    /// A misspelt property is the code's mistake, not the app's state: it stays an error.
    @Test func aMisspeltNameIsStillAnError() {
        let render = Self.render(Self.file(condition: "viewModle.isPremium"))
        #expect(render.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "viewModle.isPremium is not statically evaluable; this part is not rendered",
        ])
        #expect(Self.frames(render).contains { $0.hasPrefix("badge") } == false)
    }
}
