import LayoutEngine
import Testing

/// Cell templates are sized as their table or collection view will size them; shown
/// as rows (each template once here), they stack in the table.
@Suite struct CellSizingTests {
    @Test func aTableCellIsAsWideAsItsTableAndAsTallAsItsRow() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UITableView width="300">
                    <UITableViewCell reuseIdentifier="plain" textLabel.text="Plain"/>
                    <UITableViewCell reuseIdentifier="content"><UILabel top="10" text="Hi"/></UITableViewCell>
                    <UITableViewCell reuseIdentifier="fixed" height="80"/>
                </UITableView>
                <UITableView top="100" rowHeight="60">
                    <UITableViewCell reuseIdentifier="row"/>
                </UITableView>
            </UIView>
            """])
        #expect(run.messages == [])
        #expect(run.outline == """
            UIView (0, 0, 375 × 667)
              UITableView (0, 0, 300 × 667)
                UITableViewCell (0, 0, 300 × 44)
                  UILabel (16, 12, 268 × 20)
                UITableViewCell (0, 44, 300 × 30)
                  UILabel (0, 10, 16.5 × 20)
                UITableViewCell (0, 74, 300 × 80)
              UITableView (0, 100, 375 × 667)
                UITableViewCell (0, 0, 375 × 60)

            """)
    }

    @Test func aCollectionCellTakesTheItemSize() throws {
        let run = TemplateRun(["A.xml": """
            <UIView>
                <UICollectionView collectionViewLayout.itemSize.width="120" collectionViewLayout.itemSize.height="90">
                    <UICollectionViewCell reuseIdentifier="item"/>
                </UICollectionView>
                <UICollectionView>
                    <UICollectionViewCell reuseIdentifier="default"/>
                </UICollectionView>
            </UIView>
            """])
        #expect(run.messages == [])
        #expect(run.tree?.children.map { $0.children.first.map { [$0.frame.width, $0.frame.height] } } == [[120, 90], [50, 50]])
    }
}
