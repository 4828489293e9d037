import Expressions
import LayoutEngine
import Testing

/// A grouped table (`style="grouped"`, issue 25) leaves its section's header space above the
/// rows, as UIKit's grouped style does, where a plain table starts them at once.
@Suite struct GroupedTableTests {
    private func outline(_ template: String) throws -> String { try TableSafeAreaTests.outline(template, rows: 2) }

    @Test func groupedRowsStartBelowTheSectionHeader() throws {
        #expect(try outline("""
            <UIView>
                <UITableView style="grouped" width="100%" height="100%" rowHeight="44">
                    <UITableViewCell reuseIdentifier="cell"/>
                </UITableView>
            </UIView>
            """) == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 375 × 667)
                UITableViewCell (0, 58, 375 × 44)
                UITableViewCell (0, 102, 375 × 44)

            """)
    }

    /// Below a header view; the footer view follows the rows.
    @Test func withHeaderAndFooterViews() throws {
        #expect(try outline("""
            <UIView>
                <UITableView style="grouped" top="100" width="100%" height="400" rowHeight="50">
                    <UIView height="30"/>
                    <UIView height="10"/>
                    <UITableViewCell reuseIdentifier="cell"/>
                </UITableView>
            </UIView>
            """) == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 100, 375 × 400)
                UIView (0, 0, 375 × 30)
                UIView (0, 168, 375 × 10)
                UITableViewCell (0, 68, 375 × 50)
                UITableViewCell (0, 118, 375 × 50)

            """)
    }

    @Test func plainIsUnchanged() throws {
        #expect(try outline("""
            <UIView>
                <UITableView style="plain" top="100" width="100%" height="400" rowHeight="50">
                    <UITableViewCell reuseIdentifier="cell"/>
                </UITableView>
            </UIView>
            """) == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 100, 375 × 400)
                UITableViewCell (0, 0, 375 × 50)
                UITableViewCell (0, 50, 375 × 50)

            """)
    }
}
