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
                        UIView().sl.identifying("content").sl.anchors { Anchors.allSides.equalToSuper() }
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

    /// A name `if let` binds from the app's state is the app's value too: a condition on it is
    /// assumed, not "undeclared view" and an error.
    @Test func anIfLetBindingReadsAsTheAppsValue() {
        let render = Self.render(Self.file(condition: "let user = viewModel.user, user.isVerified"))
        #expect(render.diagnostics.prefix(2).map { "\($0.severity) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" } == [
            "warning 18:20 user = viewModel.user is only known when the app runs: the first branch is rendered as a stand-in",
            "warning 18:43 user.isVerified is only known when the app runs: the first branch is rendered as a stand-in",
        ])
        #expect(render.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(Self.frames(render).first == "badge 16.0 16.0 24.0 24.0")
    }

    /// `if case` on the app's state: the first branch stands in, and the names the pattern binds
    /// are the app's values too (a condition on one is assumed as well, not an error).
    @Test func anIfCaseOnTheAppsState() {
        let render = Self.render(Self.file(condition: "case .loaded(let user) = viewModel.state, user.isVerified"))
        #expect(render.diagnostics.prefix(2).map { "\($0.severity) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" } == [
            "warning 18:21 .loaded(let user) = viewModel.state is only known when the app runs: the first branch is rendered as a stand-in",
            "warning 18:58 user.isVerified is only known when the app runs: the first branch is rendered as a stand-in",
        ])
        #expect(render.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(Self.frames(render).first == "badge 16.0 16.0 24.0 24.0")
    }

    /// `if case` on a value the reader knows is decided: `showsBadge` style stored properties.
    @Test func anIfCaseOnAKnownValueDecides() {
        let known = Self.file(condition: "case .compact = style").replacingOccurrences(
            of: "let showsBadge = false", with: "let showsBadge = false\n    let style: UIUserInterfaceSizeClass = .regular")
        let render = Self.render(known)
        let atTheCondition = render.diagnostics.filter { $0.range?.start.line == 19 }
        #expect(atTheCondition.isEmpty)
        #expect(Self.frames(render).first == "login 16.0 16.0 100.0 44.0")
        let matching = Self.render(known.replacingOccurrences(of: "= .regular", with: "= .compact"))
        #expect(Self.frames(matching).first == "badge 16.0 16.0 24.0 24.0")
    }

    /// The first case of a `switch` on the app's state binds its names: code in the case that
    /// reads them is the app's too.
    @Test func aSwitchCaseBindsItsNames() {
        let text = Self.file().replacingOccurrences(of: "case .loading:", with: """
            case .loaded(let user), .refreshing(let user):
                        if user.isVerified { UIView().sl.identifying("verified").sl.anchors { Anchors.allSides.equalToSuper() } }
            """)
        let render = Self.render(text)
        #expect(render.diagnostics.map { "\($0.severity) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)" } == [
            "warning 18:16 viewModel.isPremium is only known when the app runs: the first branch is rendered as a stand-in",
            "warning 29:20 viewModel.state is only known when the app runs: its first case is rendered as a stand-in",
            "warning 31:16 user.isVerified is only known when the app runs: the first branch is rendered as a stand-in",
        ])
        #expect(Self.frames(render).map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["badge", "verified", "spinner"])
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
