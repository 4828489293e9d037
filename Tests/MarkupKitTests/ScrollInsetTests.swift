import Geometry
import LayoutEngine
import MarkupKit
import Testing

/// A root scroll or table view under the Dynamic Island shows its content below it where UIKit
/// would at the initial scroll position (R-MK-SCROLL-INSET): an iPhone 15, top inset 59.
@Suite struct ScrollInsetTests {
    static func tree(_ document: String) throws -> RenderedNode {
        var options = MarkupKitOptions(rootWidth: 393, rootHeight: 852, scale: 3)
        options.safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let render = MarkupKitRenderer.render(Array(document.utf8), file: "Screen.xml", options: options)
        return try #require(render.tree)
    }

    static func column(height: Int, behaviour: String = "") -> String {
        """
        <LMScrollView fitToWidth="true"\(behaviour)>
            <LMColumnView>
                <UIView height="\(height)"/>
            </LMColumnView>
        </LMScrollView>
        """
    }

    @Test func aTableAlwaysStartsBelowTheInset() throws {
        let table = try Self.tree("""
            <LMTableView>
                <UITableViewCell textLabel.text="First"/>
                <UITableViewCell textLabel.text="Second"/>
            </LMTableView>
            """)
        #expect(table.children.map(\.frame) == [Rect(x: 0, y: 59, width: 393, height: 44), Rect(x: 0, y: 103, width: 393, height: 44)])
    }

    @Test func aColumnTallerThanTheScreenStartsBelowTheInsetAndAShortOneStaysAtTheTop() throws {
        #expect(try Self.tree(Self.column(height: 1000)).children[0].frame == Rect(x: 0, y: 59, width: 393, height: 1000))
        #expect(try Self.tree(Self.column(height: 400)).children[0].frame == Rect(x: 0, y: 0, width: 393, height: 400))
    }

    @Test func theBehaviourDecides() throws {
        let always = #" contentInsetAdjustmentBehavior="always""#
        let never = #" contentInsetAdjustmentBehavior="never""#
        let bounces = #" alwaysBounceVertical="true""#
        #expect(try Self.tree(Self.column(height: 400, behaviour: always)).children[0].frame.y == 59)
        #expect(try Self.tree(Self.column(height: 1000, behaviour: never)).children[0].frame.y == 0)
        #expect(try Self.tree(Self.column(height: 400, behaviour: bounces)).children[0].frame.y == 59)
        let table = try Self.tree(#"<LMTableView contentInsetAdjustmentBehavior="never"><UITableViewCell/></LMTableView>"#)
        #expect(table.children[0].frame.y == 0)
    }

    /// A scroll view below the inset (here under a 100-point view, in a root column whose
    /// margins start at the safe area: 59 + 100 + 8 of spacing) is not moved.
    @Test func aScrollViewBelowTheInsetIsNotMoved() throws {
        let column = try Self.tree("""
            <LMColumnView>
                <UIView height="100"/>
                <LMScrollView fitToWidth="true" height="200"><LMColumnView><UIView height="900"/></LMColumnView></LMScrollView>
            </LMColumnView>
            """)
        let scroll = column.children[1]
        #expect(scroll.frame.y == 167)
        #expect(scroll.children[0].frame.y == 0)
    }
}
