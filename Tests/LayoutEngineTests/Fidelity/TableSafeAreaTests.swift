import Expressions
import LayoutEngine
import Testing

/// A table's content starts below the safe area (issue 25): UIKit's automatic content inset
/// adjustment scrolls a full-screen table's header and rows out from under the status bar.
@Suite struct TableSafeAreaTests {
    /// `template`'s outline on iPhone SE with `rows` rows in its table, rendered without error.
    static func outline(_ template: String, rows: Int = 3) throws -> String {
        let cells: [String: Value] = ["$cells": .array(Array(repeating: .dictionary([:]), count: rows))]
        let run = TemplateRun(["A.xml": template], device: try Device.parse("iphone-se"), state: cells)
        #expect(run.errors.isEmpty)
        return run.outline
    }

    private func outline(_ template: String) throws -> String { try Self.outline(template) }

    /// The reproduction: on iPhone SE (status bar 20) the rows were at y 0, 44, 88.
    @Test func aFullScreenTablesRowsStartBelowTheStatusBar() throws {
        #expect(try outline("""
            <UIView>
                <UITableView width="100%" height="100%">
                    <UITableViewCell reuseIdentifier="cell" textLabel.text="Row"/>
                </UITableView>
            </UIView>
            """) == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 375 × 667)
                UITableViewCell (0, 20, 375 × 44)
                  UILabel (16, 12, 343 × 20)
                UITableViewCell (0, 64, 375 × 44)
                  UILabel (16, 12, 343 × 20)
                UITableViewCell (0, 108, 375 × 44)
                  UILabel (16, 12, 343 × 20)

            """)
    }

    /// The header view and the footer view move with the rows.
    @Test func theHeaderAndFooterMoveWithTheRows() throws {
        #expect(try outline("""
            <UIView>
                <UITableView width="100%" height="100%" rowHeight="50">
                    <UIView height="30"/>
                    <UIView height="10"/>
                    <UITableViewCell reuseIdentifier="cell"/>
                </UITableView>
            </UIView>
            """) == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 375 × 667)
                UIView (0, 20, 375 × 30)
                UIView (0, 200, 375 × 10)
                UITableViewCell (0, 50, 375 × 50)
                UITableViewCell (0, 100, 375 × 50)
                UITableViewCell (0, 150, 375 × 50)

            """)
    }

    /// `never` keeps the content at the top, and a table below the status bar has no safe
    /// area to avoid.
    @Test func neverAndATableBelowTheStatusBarDoNotMove() throws {
        #expect(try outline("""
            <UIView>
                <UITableView width="100%" height="50%" contentInsetAdjustmentBehavior="never">
                    <UITableViewCell reuseIdentifier="cell"/>
                </UITableView>
                <UITableView top="previous.bottom" width="100%" height="50%">
                    <UITableViewCell reuseIdentifier="cell"/>
                </UITableView>
            </UIView>
            """) == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 375 × 333.5)
                UITableViewCell (0, 0, 375 × 44)
                UITableViewCell (0, 44, 375 × 44)
                UITableViewCell (0, 88, 375 × 44)
              UITableView (0, 333.5, 375 × 333.5)
                UITableViewCell (0, 0, 375 × 44)
                UITableViewCell (0, 44, 375 × 44)
                UITableViewCell (0, 88, 375 × 44)

            """)
    }
}
