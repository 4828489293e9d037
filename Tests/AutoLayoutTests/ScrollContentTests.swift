import AutoLayout
import Constraints
import Testing

/// R-AL-SCROLL: a constraint between a scroll view's edge and a view inside it attaches to the
/// content area; width, height, centres and views outside attach to the frame.
@Suite struct ScrollContentTests {
    /// A 300 × 500 scroll view at (10, 50) in a 320 × 600 root.
    static func scrollView(_ system: inout LayoutSystem, scrolls: Bool = true) throws -> ItemID {
        var options = ViewOptions(name: "scroll")
        options.scrollsContent = scrolls
        let scroll = system.addView(options)
        try LayoutSystemTests.pinned(&system, scroll, Rect(x: 10, y: 50, width: 300, height: 500), to: system.root)
        return scroll
    }

    /// The usual content view: all four edges to the scroll view, as wide as it, as tall as
    /// its content (a 1,000-point child here).
    static func contentView(_ system: inout LayoutSystem, in scroll: ItemID) throws -> (content: ItemID, child: ItemID) {
        let content = system.addView(ViewOptions(name: "content", parent: scroll))
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            try system.add(LayoutConstraint(item: content, attribute: attribute, toItem: scroll, toAttribute: attribute))
        }
        try system.add(LayoutConstraint(item: content, attribute: .width, toItem: scroll, toAttribute: .width))
        let child = system.addView(ViewOptions(name: "child", parent: content))
        try LayoutSystemTests.pinned(&system, child, Rect(x: 0, y: 20, width: 100, height: 1000), to: content)
        try system.add(LayoutConstraint(item: content, attribute: .bottom, toItem: child, toAttribute: .bottom, constant: 30))
        return (content, child)
    }

    @Test func aContentViewPinnedToTheEdgesIsAsTallAsItsContent() throws {
        var system = LayoutSystem(rootSize: Size(width: 320, height: 600))
        let scroll = try Self.scrollView(&system)
        let (content, child) = try Self.contentView(&system, in: scroll)
        let solution = system.solve()
        #expect(solution.conflicts.isEmpty)
        #expect(solution.ambiguous.isEmpty)
        #expect(solution.frame(of: scroll) == Rect(x: 10, y: 50, width: 300, height: 500))
        #expect(solution.frameInParent(of: content) == Rect(x: 0, y: 0, width: 300, height: 1050))
        #expect(solution.frameInParent(of: child) == Rect(x: 0, y: 20, width: 100, height: 1000))
        let guide = system.contentLayoutGuide(of: scroll)
        #expect(system.name(of: guide) == "scroll.contentLayoutGuide")
        #expect(system.solve().frameInParent(of: guide) == Rect(x: 0, y: 0, width: 300, height: 1050))
    }

    /// The same constraints on a view that does not scroll: the content view is its frame, and
    /// its content conflicts with it.
    @Test func aPlainViewKeepsItsFrame() throws {
        var system = LayoutSystem(rootSize: Size(width: 320, height: 600))
        let plain = try Self.scrollView(&system, scrolls: false)
        let (content, _) = try Self.contentView(&system, in: plain)
        let solution = system.solve()
        #expect(solution.conflicts.count == 1)
        #expect(solution.frameInParent(of: content) == Rect(x: 0, y: 0, width: 300, height: 500))
    }

    /// Written from the scroll view's side; a sibling outside it and a centred child attach to
    /// the frame.
    @Test func theScrollViewsSideSiblingsAndCentres() throws {
        var system = LayoutSystem(rootSize: Size(width: 320, height: 600))
        let scroll = try Self.scrollView(&system)
        let child = system.addView(ViewOptions(name: "child", parent: scroll))
        try system.add(LayoutConstraint(item: child, attribute: .top, toItem: scroll, toAttribute: .top, constant: 10))
        try system.add(LayoutConstraint(item: child, attribute: .height, constant: 700))
        try system.add(LayoutConstraint(item: scroll, attribute: .bottom, toItem: child, toAttribute: .bottom, constant: 40))
        try system.add(LayoutConstraint(item: child, attribute: .centerX, toItem: scroll, toAttribute: .centerX))
        try system.add(LayoutConstraint(item: child, attribute: .width, constant: 100))
        try system.add(LayoutConstraint(item: scroll, attribute: .trailing, toItem: child, toAttribute: .trailing, constant: 50))
        let sibling = system.addView(ViewOptions(name: "sibling"))
        try system.add(LayoutConstraint(item: sibling, attribute: .top, toItem: scroll, toAttribute: .bottom))
        try system.add(LayoutConstraint(item: sibling, attribute: .left, toItem: system.root, toAttribute: .left))
        try system.add(LayoutConstraint(item: sibling, attribute: .width, constant: 320))
        try system.add(LayoutConstraint(item: sibling, attribute: .height, constant: 10))
        let solution = system.solve()
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frame(of: sibling) == Rect(x: 0, y: 550, width: 320, height: 10))
        #expect(solution.frameInParent(of: child) == Rect(x: 100, y: 10, width: 100, height: 700))
        #expect(solution.frameInParent(of: system.contentLayoutGuide(of: scroll)) == Rect(x: 0, y: 0, width: 250, height: 750))
    }

    /// A horizontal scroll view inside a vertical one's content: each edge constraint attaches
    /// to the content area of the scroll view it names, however deep the other view sits.
    @Test func aScrollViewInsideAnothersContent() throws {
        var system = LayoutSystem(rootSize: Size(width: 320, height: 600))
        let outer = try Self.scrollView(&system)
        let content = system.addView(ViewOptions(name: "content", parent: outer))
        for attribute in [LayoutAttribute.top, .leading, .trailing] {
            try system.add(LayoutConstraint(item: content, attribute: attribute, toItem: outer, toAttribute: attribute))
        }
        try system.add(LayoutConstraint(item: content, attribute: .width, toItem: outer, toAttribute: .width))
        var carouselOptions = ViewOptions(name: "carousel", parent: content)
        carouselOptions.scrollsContent = true
        let carousel = system.addView(carouselOptions)
        try system.add(LayoutConstraint(item: carousel, attribute: .top, toItem: content, toAttribute: .top, constant: 20))
        try system.add(LayoutConstraint(item: carousel, attribute: .leading, toItem: content, toAttribute: .leading))
        try system.add(LayoutConstraint(item: carousel, attribute: .trailing, toItem: content, toAttribute: .trailing))
        try system.add(LayoutConstraint(item: carousel, attribute: .height, constant: 100))
        let strip = system.addView(ViewOptions(name: "strip", parent: carousel))
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            try system.add(LayoutConstraint(item: strip, attribute: attribute, toItem: carousel, toAttribute: attribute))
        }
        try system.add(LayoutConstraint(item: strip, attribute: .height, toItem: carousel, toAttribute: .height))
        try system.add(LayoutConstraint(item: strip, attribute: .width, constant: 900))
        let card = system.addView(ViewOptions(name: "card", parent: strip))
        try LayoutSystemTests.pinned(&system, card, Rect(x: 8, y: 10, width: 200, height: 40), to: strip)
        // The outer scroll view's bottom, two scroll views above the card: its content area ends
        // 10 points below the card.
        try system.add(LayoutConstraint(item: outer, attribute: .bottom, toItem: card, toAttribute: .bottom, constant: 10))
        let solution = system.solve()
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frame(of: card) == Rect(x: 18, y: 80, width: 200, height: 40))
        #expect(solution.frameInParent(of: carousel) == Rect(x: 0, y: 20, width: 300, height: 100))
        #expect(solution.frameInParent(of: strip) == Rect(x: 0, y: 0, width: 900, height: 100))
        #expect(solution.frameInParent(of: system.contentLayoutGuide(of: carousel)) == Rect(x: 0, y: 0, width: 900, height: 100))
        #expect(solution.frameInParent(of: system.contentLayoutGuide(of: outer)) == Rect(x: 0, y: 0, width: 300, height: 80))
    }

    /// Its margins too: a content view pinned to the scroll view's margins sits inside them in
    /// the content area, which ends a bottom margin below it.
    @Test func aContentViewPinnedToTheMargins() throws {
        var system = LayoutSystem(rootSize: Size(width: 320, height: 600))
        var options = ViewOptions(name: "scroll", margins: EdgeInsets(top: 10, left: 12, bottom: 14, right: 16))
        options.scrollsContent = true
        let scroll = system.addView(options)
        try LayoutSystemTests.pinned(&system, scroll, Rect(x: 10, y: 50, width: 300, height: 500), to: system.root)
        let content = system.addView(ViewOptions(name: "content", parent: scroll))
        for (edge, margin) in [(LayoutAttribute.top, LayoutAttribute.topMargin), (.bottom, .bottomMargin),
                               (.leading, .leadingMargin), (.trailing, .trailingMargin)] {
            try system.add(LayoutConstraint(item: content, attribute: edge, toItem: scroll, toAttribute: margin))
        }
        try system.add(LayoutConstraint(item: content, attribute: .width, toItem: scroll, toAttribute: .width, constant: -28))
        try system.add(LayoutConstraint(item: content, attribute: .height, constant: 1000))
        let solution = system.solve()
        #expect(solution.conflicts.isEmpty)
        #expect(solution.frameInParent(of: content) == Rect(x: 12, y: 10, width: 272, height: 1000))
        #expect(solution.frameInParent(of: system.contentLayoutGuide(of: scroll)) == Rect(x: 0, y: 0, width: 300, height: 1024))
    }
}
