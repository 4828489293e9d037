import Diagnostics
import LayoutEngine
import SwiftLayout
import TestSupport
import Testing

/// A project class's members are what its layout's names find: its own non-static variables
/// and its project superclasses', the class's own first; a static variable is not one.
@Suite struct SwiftLayoutInstanceMemberTests {
    @Test func aSubclassSeesItsSuperclassMembersButNotItsStatics() {
        let text = MarkedText("""
            class Base: UIView {
                let title = UILabel().sl.config { $0.text = "Base title" }
                let badge = UIView()
            }
            final class Card: Base, Layoutable {
                static let badge = UIView()
                let title = UILabel().sl.config { $0.text = "Card title" }
                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors { Anchors.top.equalToSuper(constant: 8) }
                        badge.sl.anchors { Anchors.top.equalTo(title, attribute: .bottom, constant: 4) }
                        1️⃣bagde
                    }
                }
            }
            """)
        let project = ProjectDeclarations(files: [("Card.swift", text.text)])
        let render = SwiftLayoutRenderer.render("Card.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        // (The views are left ambiguous horizontally: those warnings are not this test's.)
        let found = render.diagnostics.filter { !$0.message.contains("ambiguous") }.map { "\($0.range!.start) \($0.message) \($0.suggestions)" }
        #expect(found == ["\(text.positions[1]!) bagde is not declared in the project: taken as a UIView [\"badge\"]"], "\(found)")
        let children = render.tree?.children ?? []
        #expect(children.map { $0.id ?? "" } == ["title", "badge", "bagde"])
        // The class's own `title`, not its superclass's.
        #expect(children.first?.props.contains { "\($0)".contains("Card title") } == true, "\(children.first?.props ?? [])")
        #expect(children.map(\.frame.y) == [8, 8 + children[0].frame.height + 4, 0])
    }
}
