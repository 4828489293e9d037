import Diagnostics
import LayoutEngine
import SwiftLayout
import Testing

/// What real apps write, beyond the shared cases: the 2.x API without `.sl`, a cell's
/// `contentView`, 3.0+ composites, guides (margins, keyboard hidden), ≤ 2.0 `Anchors(…)` with
/// `setConstant`, priorities with arithmetic, constraint identifiers, a `some Layout` function,
/// and two layout types in one file (shown one below the other).
@Suite struct SwiftLayoutFeatureTests {
    static let file = #"""
import SwiftLayout
import UIKit

final class MessageCell: UITableViewCell {
    let bubble = UIView()
    let text = UILabel()

    @LayoutBuilder var layout: some Layout {
        contentView.sublayout {
            bubble.anchors {
                Anchors.cap.equalToSuper(inwardOffset: 8)
                Anchors.bottom.equalToSuper(constant: -8).priority(.defaultHigh - 1)
            }.sublayout {
                text.anchors {
                    Anchors.allSides.equalToSuper(inwardOffset: 12)
                }
            }
        }
    }
}

final class ComposeViewController: UIViewController {
    let field = UITextField()
    let send = UIButton()

    func makeLayout() -> some Layout {
        view.sl.sublayout {
            field.sl.anchors {
                Anchors.leading.equalTo(view.layoutMarginsGuide)
                Anchors.bottom.equalTo(view.keyboardLayoutGuide.topAnchor, constant: -8)
                Anchors.height.equalTo(constant: 44).identifier("fieldHeight")
            }
            send.sl.anchors {
                Anchors(.leading).equalTo(field, attribute: .trailing).setConstant(8)
                Anchors.trailing.equalTo(view.layoutMarginsGuide)
                Anchors.centerY.equalTo(field)
                Anchors.size.equalTo(width: 60, height: 44)
            }
        }
    }
}
"""#

    static func render() -> SwiftLayoutRender {
        let project = ProjectDeclarations(files: [("Chat.swift", file)])
        return SwiftLayoutRenderer.render("Chat.swift", project: project, options: SwiftLayoutOptions(
            rootWidth: 393, rootHeight: 852, scale: 3, safeArea: .init(top: 59, left: 0, bottom: 34, right: 0)))
    }

    @Test func constraintsOfEveryForm() {
        let render = Self.render()
        #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
        let lines = render.constraints.map { constraint in
            [constraint.item.tag, constraint.attribute.rawValue, "\(constraint.relation)", constraint.toItem?.tag ?? "nil",
             constraint.toAttribute?.rawValue ?? "-", "\(constraint.constant)", "\(constraint.priority)", constraint.identifier ?? "-"]
                .joined(separator: " ")
        }
        #expect(lines == [
            "bubble top equal contentView top 8.0 1000.0 -",
            "bubble leading equal contentView leading 8.0 1000.0 -",
            "bubble trailing equal contentView trailing -8.0 1000.0 -",
            "bubble bottom equal contentView bottom -8.0 749.0 -",
            "text top equal bubble top 12.0 1000.0 -",
            "text bottom equal bubble bottom -12.0 1000.0 -",
            "text leading equal bubble leading 12.0 1000.0 -",
            "text trailing equal bubble trailing -12.0 1000.0 -",
            "field leading equal view.layoutMarginsGuide leading 0.0 1000.0 -",
            "field bottom equal view.keyboardLayoutGuide top -8.0 1000.0 -",
            "field height equal nil - 44.0 1000.0 fieldHeight",
            "send leading equal field trailing 8.0 1000.0 -",
            "send trailing equal view.layoutMarginsGuide trailing 0.0 1000.0 -",
            "send centerY equal field centerY 0.0 1000.0 -",
            "send width equal nil - 60.0 1000.0 -",
            "send height equal nil - 44.0 1000.0 -",
        ])
    }

    @Test func framesOfBothLayouts() throws {
        let tree = try #require(Self.render().tree)
        #expect(tree.id == "Chat.swift")
        #expect(tree.frame == .init(x: 0, y: 0, width: 393, height: 892))
        var frames: [String] = []
        var pending = Array(tree.children.reversed())
        while let node = pending.popLast() {
            frames.append("\(node.id ?? "") \(node.frame.x) \(node.frame.y) \(node.frame.width) \(node.frame.height)")
            pending += node.children.reversed()
        }
        #expect(frames == [
            // A cell is as tall as its content (R-AL-HOST-FIT): the bubble's 8-point insets around an empty label.
            "contentView 0.0 0.0 393.0 40.0",
            "bubble 8.0 8.0 377.0 24.0",
            "text 12.0 12.0 353.0 0.0",
            // A view controller's root: margins 16; the hidden keyboard's guide starts above the home indicator.
            "view 0.0 40.0 393.0 852.0",
            "field 16.0 766.0 293.0 44.0",
            "send 317.0 766.0 60.0 44.0",
        ])
    }

    static let panel = #"""
enum Mode { case compact, regular }

final class Panel: UIView, Layoutable {
    var mode = Mode.regular
    let stack = UIStackView()
    let a = UIView(), b = UIView()
    let badge = UILabel().sl.config { $0.text = "3" }
    let footer = UIView()

    var layout: some Layout {
        self.sl.sublayout {
            stack.sl.anchors { Anchors.allSides() }.sublayout {
                a
                GroupLayout(option: .isNotArranged) {
                    badge.sl.anchors { Anchors.top.trailing }
                }
                switch mode {
                case .compact: b
                case .regular: b.sl.anchors { Anchors.width.equalTo(a) }
                }
            }
            if #available(iOS 15, *) {
                footer.sl.anchors { Anchors.shoe(); Anchors.height.equalTo(constant: 20) }
            }
        }
    }
}
"""#

    /// `switch` over a stored enum, `if #available`, `GroupLayout(option: .isNotArranged)` in a
    /// stack view, two views in one declaration.
    @Test func builderConstructsAndStackArrangement() throws {
        let project = ProjectDeclarations(files: [("Panel.swift", Self.panel)])
        let render = SwiftLayoutRenderer.render("Panel.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
        #expect(render.layoutTree() == """
            ViewLayout - view: self
            └─ ListLayout
               ├─ ViewLayout - view: stack
               │  │     .top == superview.top
               │  │     .bottom == superview.bottom
               │  │     .leading == superview.leading
               │  │     .trailing == superview.trailing
               │  └─ ListLayout
               │     ├─ ViewLayout - view: a
               │     ├─ GroupLayout
               │     │  └─ ViewLayout - view: badge
               │     │           .top == superview.top
               │     │           .trailing == superview.trailing
               │     └─ ConditionalLayout
               │        └─ ViewLayout - view: b
               │                 .width == a.width
               └─ AnyLayout
                  └─ ViewLayout - view: footer
                           .bottom == superview.bottom
                           .leading == superview.leading
                           .trailing == superview.trailing
                           .height == + 20.0
            """)
        let tree = try #require(render.tree)
        let stack = tree.children[0]
        // a and b are arranged (fill, equal widths); the badge is only added, at the top right.
        #expect(stack.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.width)" } == ["a 0.0 160.0", "badge 310.5 9.5", "b 160.0 160.0"])
        #expect(tree.children[1].frame == .init(x: 0, y: 460, width: 320, height: 20))
    }
}
