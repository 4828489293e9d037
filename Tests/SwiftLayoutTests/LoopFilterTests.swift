import Diagnostics
import LayoutEngine
import SwiftLayout
import Testing

/// `for x in xs where condition`: the elements the filter keeps, in a builder and in `anchors`.
@Suite struct LoopFilterTests {
    static let file = """
        import SwiftLayout
        import UIKit

        final class Panel: UIView {
            let a = UIView()
            let b = UIView()
            let c = UIView()
            let compact = true

            @LayoutBuilder var layout: some Layout {
                self.sl.sublayout {
                    a.sl.anchors {
                        for y in [10, 20, 30] where y > 10 && y < 30 {
                            Anchors.top.equalToSuper(constant: y)
                        }
                        Anchors.leading.equalToSuper()
                        Anchors.size.equalTo(width: 50, height: 50)
                    }
                    for view in [b, c] where !compact {
                        view.sl.anchors { Anchors.size.equalTo(width: 10, height: 10) }
                    }
                    for view in [c] where compact {
                        view.sl.anchors {
                            Anchors.top.equalToSuper(constant: 100)
                            Anchors.leading.trailing.equalToSuper()
                            Anchors.height.equalTo(constant: 40)
                        }
                    }
                }
            }
        }
        """

    static func render(_ text: String) -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: [("Panel.swift", text)])
        return SwiftLayoutRenderer.render("Panel.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
    }

    @Test func theFilterKeepsTheElementsItHoldsFor() throws {
        let render = Self.render(Self.file)
        #expect(render.diagnostics.map(\.message) == [])
        let tree = try #require(render.tree)
        #expect(tree.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.y) \($0.frame.width) \($0.frame.height)" } == [
            "a 0.0 20.0 50.0 50.0",
            "c 0.0 100.0 320.0 40.0",
        ])
    }

    @Test func aFilterThatIsNoBoolIsAnError() {
        let render = Self.render(Self.file.replacingOccurrences(of: "where compact", with: "where 1"))
        #expect(render.diagnostics.map(\.message) == [
            "The condition 1 is not statically evaluable (only literals and stored properties with literal initial values are); its branches are not rendered",
        ])
        #expect(render.tree?.children.map { $0.id ?? "" } == ["a"])
    }
}
