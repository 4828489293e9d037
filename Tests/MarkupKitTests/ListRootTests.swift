import Geometry
import LayoutEngine
import MarkupKit
import Testing

/// A document whose root is a cell or a list's header or footer view is shown as a list shows
/// it: the device's width, as tall as its content (R-CELL-CONTENT, R-AL-HOST-FIT), no safe
/// area. An iPhone 15 (393 × 852 @3x).
@Suite struct ListRootTests {
    static func render(_ document: String) -> MarkupKitRender {
        var options = MarkupKitOptions(rootWidth: 393, rootHeight: 852, scale: 3)
        options.safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        return MarkupKitRenderer.render(Array(document.utf8), file: "Cell.xml", options: options)
    }

    /// Content view margins 11 / 16 (R-CELL-CONTENT's headless approximation); a bold title of
    /// one line (19.67 at @3x), 8 of spacing, a body of two lines (39.33): 89 in all.
    @Test func aCellIsAsTallAsItsContent() throws {
        let render = Self.render("""
            <LMTableViewCell>
                <LMColumnView>
                    <UILabel text="Title" font="System-Bold 17"/>
                    <UILabel text="A longer subtitle that may wrap onto a second line when the cell is narrow enough for it" numberOfLines="0"/>
                </LMColumnView>
            </LMTableViewCell>
            """)
        #expect(render.errors.isEmpty)
        #expect(render.warnings.map(\.message) == [])
        let cell = try #require(render.tree)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 393, height: 89))
        let column = cell.children[0]
        #expect(column.frame == Rect(x: 16, y: 11, width: 361, height: 67))
        #expect(column.children.map(\.frame.height) == [59.0 / 3, 118.0 / 3])
    }

    /// A column aligned to the top leaves its height to nothing: UIKit warns and gives the cell
    /// the table's default row height.
    @Test func aCellWhoseContentSaysNoHeightIsADefaultRow() throws {
        let render = Self.render("""
            <LMTableViewCell>
                <LMColumnView verticalAlignment="top"><UILabel text="Title"/></LMColumnView>
            </LMTableViewCell>
            """)
        #expect(try #require(render.tree).frame == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(render.warnings.map(\.message) == [ConstraintStage.collapsedCellMessage])
    }

    @Test func aHeaderFooterViewToo() throws {
        let render = Self.render("""
            <LMTableViewHeaderFooterView>
                <LMRowView>
                    <UIView width="40" height="40"/>
                    <UILabel text="Section"/>
                </LMRowView>
            </LMTableViewHeaderFooterView>
            """)
        #expect(render.errors.isEmpty)
        #expect(try #require(render.tree).frame == Rect(x: 0, y: 0, width: 393, height: 62))
    }

    /// A plain cell (its built-in labels drawn by UIKit, no content view to fit) is the row a
    /// table gives it, as in an `LMTableView`: UIKit's standard 44 points for one line of text;
    /// a subtitle's two labels (19.67 + 14 at @3x) within 11-point margins, 55.67; its
    /// labels stacked in it (y in pixels: 33 and 92).
    @Test func aPlainCellIsTheRowItsLabelsMake() throws {
        let plain = Self.render(#"<UITableViewCell textLabel.text="Plain"/>"#)
        #expect(plain.errors.isEmpty)
        #expect(try #require(plain.tree).frame == Rect(x: 0, y: 0, width: 393, height: 44))
        let subtitle = Self.render(#"<UITableViewCell style="subtitleTableViewCell" textLabel.text="Ada" detailTextLabel.text="ada@example.com"/>"#)
        let cell = try #require(subtitle.tree)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 393, height: 167.0 / 3))
        #expect(cell.children.map { ($0.frame.y * 3).rounded() } == [33, 92])
    }

    /// MarkupKit 4 raises for a subview of a view that takes none; the diagnostic says what does.
    @Test func aSubviewOfAPlainScrollViewSaysWhatHoldsOne() throws {
        let render = Self.render("""
            <UIScrollView>
                <LMColumnView/>
            </UIScrollView>
            """)
        let error = try #require(render.errors.first)
        #expect(error.message == "Unexpected element view in <UIScrollView> (<LMColumnView>).")
        #expect(error.notes.map(\.message) == [
            "A <UIScrollView> takes no subviews in markup: an <LMScrollView> holds one content view, pinned to its edges.",
        ])
        #expect(error.range?.start.line == 2)
        let stack = Self.render("<UIStackView><UILabel text=\"A\"/></UIStackView>")
        #expect(stack.errors.first?.notes.map(\.message) == [
            "MarkupKit 4 does not arrange a <UIStackView>'s subviews: an <LMRowView> or <LMColumnView> does.",
        ])
    }

    /// A `<root>` whose class the project did not name is one error, not one more for each
    /// child of the plain view standing in for it.
    @Test func anUndefinedRootIsOneError() {
        let render = Self.render("<root>\n    <LMColumnView/>\n    <UILabel/>\n</root>")
        #expect(render.errors.count == 1)
        #expect(render.errors.first?.message.hasPrefix("Root view is not defined.") == true)
    }
}
