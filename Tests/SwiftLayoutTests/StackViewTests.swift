import LayoutEngine
import SwiftLayout
import Testing

/// Stack views as in Layout templates: a wrapping label keeps to its share of the row
/// ('UISV-text-width-disambiguation', R-SV-DIST-FILL), and a right-to-left
/// stack arranges from the right.
@Suite struct SwiftLayoutStackViewTests {
    static let row = #"""
final class Row: UIView, Layoutable {
    let stack = UIStackView().sl.config { $0.axis = .horizontal; $0.spacing = 10; $0.alignment = .top }
    let body = UILabel().sl.config {
        $0.text = "A long body of text that will certainly wrap over several lines."
        $0.numberOfLines = 0
    }
    let toggle = UISwitch()

    var layout: some Layout {
        self.sl.sublayout {
            stack.sl.anchors { Anchors.top.leading.trailing }.sublayout {
                body
                toggle
            }
        }
    }
}
"""#

    /// Half of 300 less half the 10-point gap: the switch stretches to the other half.
    @Test func aWrappingLabelTakesHalfTheRow() throws {
        let project = ProjectDeclarations(files: [("Row.swift", Self.row)])
        let render = SwiftLayoutRenderer.render("Row.swift", project: project, options: SwiftLayoutOptions(rootWidth: 300, rootHeight: 480))
        #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
        let stack = try #require(render.tree?.children.first)
        #expect(stack.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.width)" } == ["body 0.0 145.0", "toggle 155.0 145.0"])
    }

    static let rightToLeft = #"""
final class Toolbar: UIView, Layoutable {
    let stack = UIStackView().sl.config {
        $0.axis = .horizontal
        $0.distribution = .equalSpacing
        $0.semanticContentAttribute = .forceRightToLeft
    }
    let first = UISwitch(), second = UISwitch()

    var layout: some Layout {
        self.sl.sublayout {
            stack.sl.anchors { Anchors.top.leading.trailing }.sublayout {
                first
                second
            }
        }
    }
}
"""#

    /// `semanticContentAttribute = .forceRightToLeft` arranges the stack from the right
    /// (R-AL-ATTR-1): the first switch at the right end.
    @Test func aRightToLeftStackArrangesFromTheRight() throws {
        let project = ProjectDeclarations(files: [("Toolbar.swift", Self.rightToLeft)])
        let render = SwiftLayoutRenderer.render("Toolbar.swift", project: project,
                                                options: SwiftLayoutOptions(rootWidth: 300, rootHeight: 480))
        #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
        let stack = try #require(render.tree?.children.first)
        #expect(stack.children.map { "\($0.id ?? "") \($0.frame.x) \($0.frame.width)" } == ["first 249.0 51.0", "second 0.0 51.0"])
    }
}
