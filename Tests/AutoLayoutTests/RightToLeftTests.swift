import AutoLayout
import Constraints
import Testing

/// Right-to-left (R-AL-ATTR-1): leading is the right edge, trailing the left one, and a
/// positive constant still points towards the trailing side — now leftwards.
@Suite struct RightToLeftTests {
    static func system() -> LayoutSystem {
        LayoutSystem(rootSize: Size(width: 375, height: 667), host: Host(layoutDirection: .rightToLeft))
    }

    static func sized(_ system: inout LayoutSystem, _ view: ItemID, width: Double, top: Double = 0) throws {
        try system.add(LayoutConstraint(item: view, attribute: .width, constant: width))
        try system.add(LayoutConstraint(item: view, attribute: .height, constant: 44))
        try system.add(LayoutConstraint(item: view, attribute: .top, toItem: system.root, toAttribute: .top, constant: top))
    }

    @Test func leadingGapsRunLeftwards() throws {
        var system = Self.system()
        let a = system.addView(ViewOptions(name: "a"))
        let b = system.addView(ViewOptions(name: "b"))
        try Self.sized(&system, a, width: 100)
        try Self.sized(&system, b, width: 50)
        try system.add(LayoutConstraint(item: a, attribute: .leading, toItem: system.root, toAttribute: .leading, constant: 16))
        try system.add(LayoutConstraint(item: b, attribute: .leading, toItem: a, toAttribute: .trailing, constant: 8))
        let result = system.solve()
        #expect(result.frame(of: a) == Rect(x: 259, y: 0, width: 100, height: 44))
        #expect(result.frame(of: b) == Rect(x: 201, y: 0, width: 50, height: 44))
    }

    /// `trailing <= root.trailing − 20`: at least 20 points from the left edge.
    @Test func inequalitiesTurnRound() throws {
        var system = Self.system()
        let c = system.addView(ViewOptions(name: "c"))
        try system.add(LayoutConstraint(item: c, attribute: .height, constant: 44))
        try system.add(LayoutConstraint(item: c, attribute: .top, toItem: system.root, toAttribute: .top))
        try system.add(LayoutConstraint(item: c, attribute: .width, constant: 400, priority: 500))
        try system.add(LayoutConstraint(item: c, attribute: .leading, toItem: system.root, toAttribute: .leading))
        try system.add(LayoutConstraint(item: c, attribute: .trailing, relation: .lessThanOrEqual, toItem: system.root,
                                        toAttribute: .trailing, constant: -20))
        #expect(system.solve().frame(of: c) == Rect(x: 20, y: 0, width: 355, height: 44))
    }

    /// The leading margin is the right one (a bare root's margins are 8).
    @Test func leadingMarginIsOnTheRight() throws {
        var system = Self.system()
        let d = system.addView(ViewOptions(name: "d"))
        try Self.sized(&system, d, width: 100)
        try system.add(LayoutConstraint(item: d, attribute: .leading, toItem: system.root, toAttribute: .leadingMargin))
        #expect(system.solve().frame(of: d) == Rect(x: 267, y: 0, width: 100, height: 44))
    }

    /// Left and right do not flip; neither does a left-to-right host.
    @Test func leftAndRightStayPut() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var system = LayoutSystem(rootSize: Size(width: 375, height: 667), host: Host(layoutDirection: direction))
            let e = system.addView(ViewOptions(name: "e"))
            try Self.sized(&system, e, width: 100)
            try system.add(LayoutConstraint(item: e, attribute: .left, toItem: system.root, toAttribute: .left, constant: 16))
            #expect(system.solve().frame(of: e) == Rect(x: 16, y: 0, width: 100, height: 44))
        }
    }

    /// A horizontal stack arranges from the right: its first item at the leading (right) end,
    /// the 180 points left over split into two 90-point gaps.
    @Test func aHorizontalStackArrangesFromTheRight() throws {
        var template = try StackTemplate("""
            <UIView>
              <UIStackView id="s" left="0" top="0" width="300" height="100" axis="horizontal" \
            distribution="equalSpacing" spacing="10" semanticContentAttribute="forceRightToLeft">
                <UIView id="a" width="40"/>
                <UIView id="b" width="60"/>
                <UIView id="c" width="20"/>
              </UIStackView>
            </UIView>
            """)
        let (result, frames) = template.frames()
        #expect(result.ambiguous.isEmpty)
        #expect(frames["a"] == Rect(x: 260, y: 0, width: 40, height: 100))
        #expect(frames["b"] == Rect(x: 110, y: 0, width: 60, height: 100))
        #expect(frames["c"] == Rect(x: 0, y: 0, width: 20, height: 100))
    }

    /// Fill with spacing: the gaps sit to the left of each item.
    @Test func spacingRunsLeftwards() throws {
        var template = try StackTemplate("""
            <UIView>
              <UIStackView id="s" left="0" top="0" width="300" height="100" axis="horizontal" \
            distribution="fillEqually" spacing="10" semanticContentAttribute="forceRightToLeft">
                <UIView id="a"/>
                <UIView id="b"/>
              </UIStackView>
            </UIView>
            """)
        let (_, frames) = template.frames()
        #expect(frames["a"] == Rect(x: 155, y: 0, width: 145, height: 100))
        #expect(frames["b"] == Rect(x: 0, y: 0, width: 145, height: 100))
    }

    /// A vertical stack's leading alignment is its right edge.
    @Test func leadingAlignmentIsTheRightEdge() throws {
        var template = try StackTemplate("""
            <UIView>
              <UIStackView id="s" left="0" top="0" width="300" height="100" axis="vertical" \
            distribution="fillEqually" alignment="leading" semanticContentAttribute="forceRightToLeft">
                <UIView id="a" width="40"/>
                <UIView id="b" width="60"/>
              </UIStackView>
            </UIView>
            """)
        let (result, frames) = template.frames()
        #expect(result.ambiguous.isEmpty)
        #expect(frames["a"] == Rect(x: 260, y: 0, width: 40, height: 50))
        #expect(frames["b"] == Rect(x: 240, y: 50, width: 60, height: 50))
    }
}
