import Diagnostics
import SwiftLayout
import Testing

/// The positions a render gives its views and constraints: each position in the rendered file is
/// searched from the line of the one asked before it (views, then constraints, in the order they
/// are written), and a position in another file (a custom view's own layout) in that file, between
/// them. Views go down the file with a step into another file; constraints then start again at the
/// top: every position is the one a search over the whole file finds.
@Suite struct SourcePositionOrderTests {
    static let screen = """
        import SwiftLayout
        import UIKit

        final class ScreenViewController: UIViewController, Layoutable {
            var activation: Activation?
            private let a = UILabel().sl.config { $0.text = "A" }
            private let b = UILabel().sl.config { $0.text = "B" }
            private let card = Card()

            var layout: some Layout {
                view.sl.sublayout {
                    card.sl.anchors {
                        Anchors.top.equalToSuper(constant: 8)
                        Anchors.leading.trailing.equalToSuper()
                    }
                    b.sl.anchors {
                        Anchors.top.equalTo(card, attribute: .bottom, constant: 8)
                    }
                    a.sl.anchors { Anchors.top.equalTo(b, attribute: .bottom) }
                }
            }
        }

        """

    static let card = """
        import SwiftLayout
        import UIKit

        final class Card: UIView, Layoutable {
            var activation: Activation?
            private let title = UILabel().sl.config { $0.text = "Title" }

            var layout: some Layout {
                self.sl.sublayout {
                    title.sl.anchors {
                        Anchors.allSides.equalToSuper(inwardOffset: 12)
                    }
                }
            }
        }

        """

    @Test func positionsInTheOrderTheyAreAsked() throws {
        let project = ProjectDeclarations(files: [("Screen.swift", Self.screen), ("Card.swift", Self.card)])
        let options = SwiftLayoutOptions(rootWidth: 393, rootHeight: 852, scale: 3)
        let render = SwiftLayoutRenderer.render("Screen.swift", project: project, options: options)
        let records = render.records.map { "\($0.item) \($0.file):\($0.source.line):\($0.source.column)" }
        #expect(records == [
            "card Screen.swift:13:17", "card Screen.swift:14:17", "card Screen.swift:14:17", "b Screen.swift:17:17", "a Screen.swift:19:28",
            "card.title Card.swift:11:17", "card.title Card.swift:11:17", "card.title Card.swift:11:17", "card.title Card.swift:11:17",
        ])
        let root = try #require(render.tree)
        var views: [String] = []
        // Depth first, children in order.
        var pending = [root]
        while let node = pending.popLast() {
            views.append("\(node.id ?? "") \(node.file):\(node.position.line):\(node.position.column)")
            pending += node.children.reversed()
        }
        #expect(views == [
            "view Screen.swift:11:9", "card Screen.swift:12:13", "card.title Card.swift:10:13", "b Screen.swift:16:13", "a Screen.swift:19:13",
        ])
    }
}
