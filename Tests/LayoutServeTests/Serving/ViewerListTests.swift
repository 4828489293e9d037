import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    static let list = """
        <UIView width="100%" height="100%">
            <UITableView outlet="tableView" height="300" contentOffset.y="-20" rowHeight="50">
                <UIView height="40"/>
                <UITableViewCell reuseIdentifier="row" textLabel.text="Row {row}" detailTextLabel.text="Detail" style="subtitle"/>
            </UITableView>
            <UICollectionView id="grid" top="300" height="200" collectionViewLayout.itemSize.width="100" collectionViewLayout.itemSize.height="60">
                <UICollectionViewCell reuseIdentifier="item" backgroundColor="#ff0000"/>
            </UICollectionView>
        </UIView>
        """

    /// Cell lists in the viewer: a table's rows (from `template_state`'s `$cells`) and a
    /// collection's items are drawn where the engine put them, moved by the table's content
    /// offset and clipped to it; a row's labels show its own state; the inspector names the
    /// row's template.
    @Test func drawsTheRowsAndItemsOfLists() throws {
        var files = LiveServingTests.project
        files["List.xml"] = Self.list
        files["layout-serve.json"] = """
            {"device": "400x800@2", "state": {"row": 0},
             "template_state": {"List.xml": {"$cells": {"tableView": [{"row": 1}, {"row": 2}, {"row": 3}], "grid": [{}, {}, {}, {}, {}]}}}}
            """
        let harness = try Self.harness(files)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#List.xml")
        let rows = "[...document.querySelectorAll('#screen [data-class=\"UITableView\"] > .view[data-cell]')]"
        #expect(try page.wait(for: "\(rows).length", toBe: 3) == 3)
        // Content frames 40, 90, 140 (below the 40-point header), drawn 20 lower: contentOffset.y = -20.
        #expect(try page.evaluate("\(rows).map((row) => [row.dataset.cell, row.dataset.index, row.style.top, row.style.height])")
            == [["row", "0", "60px", "50px"], ["row", "1", "110px", "50px"], ["row", "2", "160px", "50px"]])
        #expect(try page.evaluate("\(rows).map((row) => [...row.querySelectorAll('.line')].map((line) => line.textContent))")
            == [["Row 1", "Detail"], ["Row 2", "Detail"], ["Row 3", "Detail"]])
        #expect(try page.evaluate("getComputedStyle(document.querySelector('#screen [data-class=\"UITableView\"]')).overflow") == "hidden")

        let items = "[...document.querySelectorAll('#screen [data-class=\"UICollectionView\"] > .view[data-cell]')]"
        // 400 points across: three items of 100 a line, spread 50 apart; the last line from the left.
        #expect(try page.evaluate("\(items).map((item) => [item.style.left, item.style.top, getComputedStyle(item).backgroundColor])") == [
            ["0px", "0px", "rgb(255, 0, 0)"], ["150px", "0px", "rgb(255, 0, 0)"], ["300px", "0px", "rgb(255, 0, 0)"],
            ["0px", "70px", "rgb(255, 0, 0)"], ["110px", "70px", "rgb(255, 0, 0)"],
        ])

        _ = try page.evaluate("\(rows)[1].click(); true")
        let shown = "document.querySelector('#inspector dd[data-name=\"cell\"]')?.textContent ?? null"
        #expect(try page.wait(for: shown, toBe: "row · row 1") == "row · row 1")
        #expect(try page.evaluate("document.querySelector('#inspector dd[data-name=\"on screen\"]').textContent") == "(0, 110, 400 × 50)")
    }
}
