import Expressions
import SwiftLayout
import Testing

/// A generated stack as big as real screens never get: a view controller with 2,000 labels, each declared with
/// `UILabel().sl.config { … }` and anchored 8 below the previous one, 16 inside the root on
/// both sides. Reading, activating and solving it grew faster than its size (the solver's
/// objective rows were scanned whole at each pivot); it renders to the same frames.
@Suite struct LargeStackTests {
    static func stack(_ count: Int) -> String {
        let declarations = (0..<count).map { "    private let l\($0) = UILabel().sl.config { $0.text = \"Label \($0)\" }" }
        let anchors = (0..<count).map { index in
            let top = index == 0 ? "Anchors.top.equalToSuper(constant: 8)" : "Anchors.top.equalTo(l\(index - 1), attribute: .bottom, constant: 8)"
            return """
                            l\(index).sl.anchors {
                                \(top)
                                Anchors.leading.trailing.equalToSuper(constant: 16)
                            }
                """
        }
        return """
            import SwiftLayout
            import UIKit

            final class Stack\(count)ViewController: UIViewController, Layoutable {
                var activation: Activation?
            \(declarations.joined(separator: "\n"))

                var layout: some Layout {
                    view.sl.sublayout {
            \(anchors.joined(separator: "\n"))
                    }
                }
            }

            """
    }

    @Test func twoThousandLabels() throws {
        let file = "Stack2000.swift"
        let project = ProjectDeclarations(files: [(file, Self.stack(2_000))])
        let options = SwiftLayoutOptions(rootWidth: 393, rootHeight: 852, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let render = SwiftLayoutRenderer.render(file, project: project, options: options)
        #expect(render.diagnostics.isEmpty)
        #expect(render.constraints.count == 6_000)
        let labels = try #require(render.tree?.children)
        #expect(labels.count == 2_000)
        // Edges on the @3x pixel grid (R-AL-ROUND): 59 pixels high, 83 apart.
        #expect(labels.first?.frame == Rect(x: 16, y: 8, width: 393, height: 59.0 / 3))
        #expect(labels[1].frame == Rect(x: 16, y: 107.0 / 3, width: 393, height: 59.0 / 3))
        #expect(labels.last?.frame == Rect(x: 16, y: 165_941.0 / 3, width: 393, height: 59.0 / 3))
        #expect(labels.last?.id == "l1999")
    }
}
