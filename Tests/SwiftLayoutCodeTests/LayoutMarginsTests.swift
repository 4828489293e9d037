import Diagnostics
import LayoutEngine
import SwiftLayoutCode
import Testing

/// Margins a render's constraints use are declared when they are not UIKit's 8: read back
/// from the frames through a required `==` against each edge, else the class's default.
@Suite struct LayoutMarginsTests {
    typealias Node = RenderedLayoutTests

    @Test func marginsAreReadFromFramesOrTheClassDefault() {
        let tree = Node.node("UIView", "root", [0, 0, 320, 480], line: 1, [
            Node.node("UIView", "card", [0, 100, 320, 100], line: 2, [
                Node.node("UIView", "inner", [16, 4, 288, 92], line: 3),
            ]),
            Node.node("LMRowView", "row", [0, 200, 320, 40], line: 4, [
                Node.node("UIView", "cell", [0, 0, 100, 40], line: 5),
            ]),
            Node.node("UIView", "plain", [0, 240, 320, 40], line: 6, [
                Node.node("UIView", "dot", [8, 8, 4, 4], line: 7),
            ]),
        ])
        let constraints: [ConstraintRecord] = [
            Node.constraint("inner", "leading", "card", "leadingMargin"),
            Node.constraint("inner", "trailing", "card", "trailingMargin"),
            Node.constraint("inner", "top", "card", "topMargin"),
            Node.constraint("inner", "bottom", "card", "bottomMargin", rel: "<="),
            Node.constraint("cell", "top", "row", "topMargin", rel: ">="),
            Node.constraint("cell", "leading", "row", "leadingMargin"),
            Node.constraint("cell", "width", nil, "notAnAttribute", const: 100),
            Node.constraint("cell", "height", nil, "notAnAttribute", const: 40),
            Node.constraint("dot", "top", "plain.layoutMarginsGuide", "top"),
            Node.constraint("dot", "leading", "plain.layoutMarginsGuide", "leading"),
            Node.constraint("dot", "width", "dot", "height"),
            Node.constraint("dot", "height", nil, "notAnAttribute", const: 4),
        ]
        let classes = ClassLookup(isKind: { $0 == $1 }, defaultLayoutMargin: { $0.hasPrefix("LM") ? 0 : 8 })
        let layout = CodeLayout(tree: tree, constraints: constraints, mode: .constraints, classes: classes)
        #expect(layout.views.map(\.configuration) == [
            [], ["layoutMargins = UIEdgeInsets(top: 4.0, left: 16.0, bottom: 8.0, right: 16.0)"], [], ["layoutMargins = .zero"], [],
            [], [],
        ])
    }
}
