import Expressions
import SwiftLayout
import Testing

/// R-SL-CONSTRAINTS: activating a layout installs identical constraints once, the first in
/// order kept. `Activation.resolve` compares a view's constraints among themselves when each
/// view is one component's and no block has more than 16 anchors, and puts every key in one set
/// otherwise; both ways drop the same constraints.
@Suite struct ConstraintDeduplicationTests {
    static func render(_ layout: String, views: [String] = ["a", "b"]) -> SwiftLayoutRender {
        let declarations = views.map { "    let \($0) = UIView()" }.joined(separator: "\n")
        let text = """
            import SwiftLayout
            import UIKit

            final class Screen: UIView, Layoutable {
                var activation: Activation?
            \(declarations)

                var layout: some Layout {
            \(layout)
                }
            }

            """
        let file = "Screen.swift"
        let options = SwiftLayoutOptions(rootWidth: 320, rootHeight: 480, scale: 2, safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        return SwiftLayoutRenderer.render(file, project: ProjectDeclarations(files: [(file, text)]), options: options)
    }

    /// Each constraint as `item.attribute relation constant (line)`.
    static func summary(_ render: SwiftLayoutRender) -> [String] {
        render.constraints.map { "\($0.item.tag).\($0.attribute.rawValue) \($0.relation) \($0.constant) (\($0.span.lower))" }
    }

    @Test func aRepeatedLineInOneBlockIsInstalledOnce() {
        let render = Self.render("""
                    self.sl.sublayout {
                        a.sl.anchors {
                            Anchors.top.equalToSuper(constant: 8)
                            Anchors.leading.equalToSuper(constant: 8)
                            Anchors.top.equalToSuper(constant: 8)
                            Anchors.top.equalToSuper(constant: 9)
                            Anchors.size.equalTo(width: 10, height: 20)
                        }
                        b.sl.anchors {
                            Anchors.top.equalToSuper(constant: 8)
                            Anchors.leading.equalToSuper(constant: 8)
                            Anchors.size.equalTo(width: 10, height: 20)
                        }
                    }
            """)
        // `a`'s second `top … 8` goes; `top … 9` differs in its constant and stays (a conflict,
        // reported); `b`'s constraints equal `a`'s but for the view and stay.
        #expect(render.constraints.count == 9)
        #expect(Self.summary(render).map { $0.components(separatedBy: " (").first! } == [
            "a.top equal 8.0", "a.leading equal 8.0", "a.top equal 9.0", "a.width equal 10.0", "a.height equal 20.0",
            "b.top equal 8.0", "b.leading equal 8.0", "b.width equal 10.0", "b.height equal 20.0",
        ])
        // The first of the two equal lines is the one kept.
        let firstTop = render.constraints[0].span.lower
        let leading = render.constraints[1].span.lower
        #expect(firstTop < leading)
    }

    @Test func aViewPlacedTwiceHasItsEqualConstraintsOnce() {
        let render = Self.render("""
                    self.sl.sublayout {
                        a.sl.anchors {
                            Anchors.top.equalToSuper(constant: 8)
                            Anchors.leading.equalToSuper(constant: 8)
                        }
                        a.sl.anchors {
                            Anchors.leading.equalToSuper(constant: 8)
                            Anchors.size.equalTo(width: 10, height: 20)
                        }
                    }
            """)
        #expect(Self.summary(render).map { $0.components(separatedBy: " (").first! } == [
            "a.top equal 8.0", "a.leading equal 8.0", "a.width equal 10.0", "a.height equal 20.0",
        ])
    }

    @Test func aBlockOfManyAnchorsDropsItsRepeatsToo() {
        // 17 anchors in one block: past the pairwise limit, so the keys go into one set.
        let widths = (0..<15).map { "                Anchors.width.greaterThanOrEqualTo(constant: \($0 % 5))" }.joined(separator: "\n")
        let render = Self.render("""
                    self.sl.sublayout {
                        a.sl.anchors {
                            Anchors.top.equalToSuper(constant: 8)
                            Anchors.leading.equalToSuper(constant: 8)
            \(widths)
                        }
                    }
            """)
        #expect(Self.summary(render).map { $0.components(separatedBy: " (").first! } == [
            "a.top equal 8.0", "a.leading equal 8.0",
            "a.width greaterThanOrEqual 0.0", "a.width greaterThanOrEqual 1.0", "a.width greaterThanOrEqual 2.0",
            "a.width greaterThanOrEqual 3.0", "a.width greaterThanOrEqual 4.0",
        ])
    }
}
