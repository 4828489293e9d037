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
}
