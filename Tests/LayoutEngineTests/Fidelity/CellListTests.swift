import Diagnostics
import Expressions
import LayoutEngine
import Testing

/// Cell templates in a table or collection view are shown as the rows and items the app will
/// get: each a copy of its template laid out with its own state from `$cells`.
@Suite struct CellListTests {
    static let table = """
        <UIView>
            <UITableView width="300" rowHeight="50">
                <UIView height="40"/>
                <UITableViewHeaderFooterView reuseIdentifier="section" height="30"/>
                <UITableViewCell reuseIdentifier="row">
                    <UILabel left="{indent}" text="Row {row}"/>
                </UITableViewCell>
                <UITableViewCell reuseIdentifier="tall" height="80"/>
                <UIView height="20"/>
            </UITableView>
        </UIView>
        """

    /// The rows follow the header view, each as tall as its template says; the footer view
    /// comes after the last row. Without `$cells`, each template shows once.
    @Test func aTableShowsEachTemplateOnceBelowItsHeader() throws {
        let run = TemplateRun(["A.xml": Self.table], state: ["row": .number(0), "indent": .number(16)])
        #expect(run.messages == [])
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 300 × 667)
                UIView (0, 0, 300 × 40)
                UIView (0, 200, 300 × 20)
                UITableViewHeaderFooterView (0, 40, 300 × 30)
                UITableViewCell (0, 70, 300 × 50)
                  UILabel (16, 0, 48.5 × 20)
                UITableViewCell (0, 120, 300 × 80)

            """)
        let table = try #require(run.tree?.children.first)
        #expect(table.children.map(\.cell) == [nil, nil, RenderedCell(identifier: "section", index: 0),
                                               RenderedCell(identifier: "row", index: 1), RenderedCell(identifier: "tall", index: 2)])
        #expect(table.children[3].children.first?.text?.lines == ["Row 0"])
    }

    /// `$cells` lists the rows: each row's state over the template's, its template named by
    /// `reuseIdentifier` (else the first cell template); a name only rows give is state too.
    @Test func cellsStateListsTheRowsWithTheirOwnState() throws {
        let rows: Value = .array([
            .dictionary(["reuseIdentifier": .string("section")]),
            .dictionary(["row": .number(1)]),
            .dictionary(["reuseIdentifier": .string("row"), "row": .number(22), "indent": .number(40)]),
            .dictionary(["reuseIdentifier": .string("tall")]),
            .dictionary(["row": .number(333)]),
        ])
        let run = TemplateRun(["A.xml": Self.table], state: ["indent": .number(16), "$cells": rows])
        #expect(run.messages == [])
        let table = try #require(run.tree?.children.first)
        let cells = table.children.filter { $0.cell != nil }
        #expect(cells.map { $0.cell?.identifier } == ["section", "row", "row", "tall", "row"])
        #expect(cells.map { [$0.frame.y, $0.frame.height] } == [[40, 30], [70, 50], [120, 50], [170, 80], [250, 50]])
        #expect(cells.compactMap { $0.children.first?.text?.lines.first } == ["Row 1", "Row 22", "Row 333"])
        #expect(cells.compactMap { $0.children.first?.frame.x } == [16, 40, 16])
        #expect(table.children[1].frame.y == 300, "the footer follows the last row")
    }

    @Test func cellsCanBeGivenPerListByOutletOrID() throws {
        let template = """
            <UIView>
                <UITableView outlet="first" height="300"><UITableViewCell reuseIdentifier="a" height="10"/></UITableView>
                <UITableView id="second" top="300" height="300"><UITableViewCell reuseIdentifier="b" height="20"/></UITableView>
            </UIView>
            """
        let cells: Value = .dictionary([
            "first": .array([.dictionary([:]), .dictionary([:])]),
            "second": .array([.dictionary([:]), .dictionary([:]), .dictionary([:])]),
        ])
        let run = TemplateRun(["A.xml": template], state: ["$cells": cells])
        #expect(run.messages == [])
        #expect(run.tree?.children.map { $0.children.map(\.frame.y) } == [[0, 10], [0, 20, 40]])
    }

    @Test func aRowNamingNoTemplateIsAnErrorAtTheList() throws {
        let run = TemplateRun(["A.xml": Self.table], state: ["row": .number(0), "indent": .number(0),
                                                              "$cells": .array([.dictionary(["reuseIdentifier": .string("nope")])])])
        #expect(run.messages == ["No cell layout has been registered for nope"])
        #expect(run.errors.first?.range?.start.line == 2)
        #expect(run.errors.first?.attribute == "$cells")
        let malformed = TemplateRun(["A.xml": Self.table], state: ["row": .number(0), "indent": .number(0), "$cells": .number(3)])
        #expect(malformed.messages == ["$cells must be an array of row states, or an object of such arrays by the list's outlet or id"])
        let notAnObject = TemplateRun(["A.xml": Self.table], state: ["row": .number(0), "indent": .number(0), "$cells": .array([.number(1)])])
        #expect(notAnObject.messages == ["$cells[0] must be an object: the state of one row"])
    }

    /// A collection view's items take the flow layout's item size, spacing and section insets:
    /// full lines spread to both edges, the last line from the leading edge.
    @Test func aCollectionPlacesItsItemsWithItsFlowLayout() throws {
        let template = """
            <UICollectionView width="320" collectionViewLayout.itemSize.width="90" collectionViewLayout.itemSize.height="40"
                              collectionViewLayout.sectionInset.left="10" collectionViewLayout.sectionInset.right="10"
                              collectionViewLayout.sectionInset.top="5" collectionViewLayout.minimumLineSpacing="8">
                <UICollectionViewCell reuseIdentifier="item"/>
            </UICollectionView>
            """
        let items: Value = .array(Array(repeating: .dictionary([:]), count: 5))
        let run = TemplateRun(["A.xml": template], state: ["$cells": items])
        #expect(run.messages == [])
        // 300 points across: three items of 90 fit at least 10 apart, spread 15 apart.
        #expect(run.tree?.children.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } == [
            [10, 5, 90, 40], [115, 5, 90, 40], [220, 5, 90, 40],
            [10, 53, 90, 40], [110, 53, 90, 40],
        ])
        let horizontal = TemplateRun(["A.xml": template.replacingOccurrences(
            of: "<UICollectionView ", with: #"<UICollectionView height="100" collectionViewLayout.scrollDirection="horizontal" "#)],
                                     state: ["$cells": items])
        #expect(horizontal.messages == [])
        // Columns 95 points tall (below the 5-point inset): two items of 40 fit, spread 15 apart.
        #expect(horizontal.tree?.children.map { [$0.frame.x, $0.frame.y] } == [
            [10, 5], [10, 60], [108, 5], [108, 60], [206, 5],
        ])
    }

    /// Layout's sample: seven 45-point items a line, 10 apart, in a 375-point collection.
    @Test func theSampleCollectionFillsLinesOfSeven() throws {
        let template = """
            <UICollectionView collectionViewLayout.itemSize.height="collectionViewLayout.itemSize.width"
                              collectionViewLayout.itemSize.width="(100% - 6 * 10) / 7"
                              collectionViewLayout.minimumInteritemSpacing="10">
                <UICollectionViewCell reuseIdentifier="templateCell"><UIImageView width="100%" height="100%"/></UICollectionViewCell>
            </UICollectionView>
            """
        let run = TemplateRun(["A.xml": template], state: ["$cells": .array(Array(repeating: .dictionary([:]), count: 9))])
        #expect(run.messages == [])
        #expect(run.tree?.children.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } == [
            [0, 0, 45, 45], [55, 0, 45, 45], [110, 0, 45, 45], [165, 0, 45, 45], [220, 0, 45, 45], [275, 0, 45, 45],
            [330, 0, 45, 45], [0, 55, 45, 45], [55, 55, 45, 45],
        ])
        #expect(run.tree?.children.first?.children.first?.frame == Rect(x: 0, y: 0, width: 45, height: 45))
    }
}

/// A table cell's built-in labels: what its `auto` height starts with (R-LL-AUTO) and what a
/// row shows, placed as the cell's style places them.
@Suite struct CellLabelTests {
    @Test func aSubtitleCellStacksItsLabelsAndGrowsWithThem() throws {
        let run = TemplateRun(["A.xml": """
            <UITableView>
                <UITableViewCell reuseIdentifier="a" style="subtitle" height="auto + 20" textLabel.text="Title"
                                 detailTextLabel.text="Detail" detailTextLabel.textColor="#aaa"/>
                <UITableViewCell reuseIdentifier="b" style="value1" height="auto + 20" textLabel.text="Name"
                                 detailTextLabel.text="Ada"/>
                <UITableViewHeaderFooterView reuseIdentifier="c" height="auto + 10" textLabel.text="Section"/>
            </UITableView>
            """])
        #expect(run.messages == [])
        // 17 pt: 20 points a line at scale 2; 12 pt: 14. Subtitle: 20 + 14 + 20; value1: 20 + 20.
        #expect(run.outline == """
            UITableView (0, 0, 375 × 667)
              UITableViewCell (0, 0, 375 × 54)
                UILabel (16, 10, 343 × 20)
                UILabel (16, 30, 343 × 14)
              UITableViewCell (0, 54, 375 × 40)
                UILabel (16, 10, 45.5 × 20)
                UILabel (328.5, 10, 30.5 × 20)
              UITableViewHeaderFooterView (0, 94, 375 × 30)
                UILabel (16, 5, 343 × 20)

            """)
        let labels = try #require(run.tree?.children.first?.children)
        #expect(labels.map { $0.props.first { $0.name == "$role" }?.value } == [.string("textLabel"), .string("detailTextLabel")])
        #expect(labels.map { $0.text?.lines } == [["Title"], ["Detail"]])
        #expect(labels[1].props.first { $0.name == "textColor" }?.value == .color(Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)))
    }
}

/// An attribute may read another the element writes after it (`itemSize.height` before
/// `itemSize.width`): the node owns both, whatever their order.
@Suite struct AttributeOrderTests {
    @Test func anAttributeReadsOneWrittenAfterIt() throws {
        for attributes in [#"collectionViewLayout.itemSize.height="collectionViewLayout.itemSize.width" collectionViewLayout.itemSize.width="30""#,
                           #"collectionViewLayout.itemSize.width="30" collectionViewLayout.itemSize.height="collectionViewLayout.itemSize.width""#] {
            let run = TemplateRun(["A.xml": "<UICollectionView \(attributes)/>"])
            #expect(run.messages == [])
            #expect(run.tree?.props.first { $0.name == "collectionViewLayout.itemSize.height" }?.value == .number(30))
        }
    }
}
