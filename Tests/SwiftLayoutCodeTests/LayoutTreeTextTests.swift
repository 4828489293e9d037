import SwiftLayoutCode
import Testing

/// LayoutPrinter's tree with anchors (R-SL-LAYOUT-PRINTER) for printed code.
@Suite struct LayoutTreeTextTests {
    @Test func anchorLinesUnderEachView() {
        let layout = AnchorLinesTests.layout([
            AnchorLinesTests.to(1, .leading, 0, constant: 16), AnchorLinesTests.to(1, .trailing, 0, constant: -16),
            AnchorLinesTests.to(1, .height, nil, constant: 80),
            AnchorLinesTests.to(2, .top, 1), AnchorLinesTests.to(2, .height, 1, multiplier: 0.5),
            AnchorLinesTests.to(2, .width, nil),
            AnchorLinesTests.to(3, .top, 1, .bottom, constant: 5, priority: 750),
            AnchorConstraint(item: 3, attribute: .bottom, target: .guide(0, .safeAreaLayoutGuide), targetAttribute: .bottom),
            AnchorLinesTests.to(3, .width, 0, .height),
        ])
        #expect(LayoutTreeText.text(of: layout, anchors: true) == """
            ViewLayout - view: root
            └─ ListLayout
               ├─ ViewLayout - view: one
               │  │     .leading == superview.leading + 16.0
               │  │     .trailing == superview.trailing - 16.0
               │  │     .height == + 80.0
               │  └─ ViewLayout - view: inner
               │           .top == superview.top
               │           .width ==
               │           .height == superview.height x 0.5
               └─ ViewLayout - view: two
                        .top == one.bottom + 5.0
                        .bottom == root.safeAreaLayoutGuide.bottom
                        .width == root.height
            """)
    }
}
