import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// Layout's own sample app, with a configuration declaring what the app passes
/// in from code (custom controllers, state, colour constants, a function).
@Suite struct SampleAppTests {
    static let samples = FixturePaths.samples

    /// A copy of the sample app with the configuration beside it.
    func project() throws -> (folder: TemporaryFolder, root: URL) {
        let folder = try TemporaryFolder()
        let root = folder.url.appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent("layout-sampleapp"), to: root)
        try FileManager.default.copyItem(
            at: Self.samples.appendingPathComponent("layout-sampleapp-config/layout-serve.json"),
            to: root.appendingPathComponent("layout-serve.json"))
        return (folder, root)
    }

    @Test func everyScreenRendersWithoutErrors() throws {
        let (folder, root) = try project()
        defer { withExtendedLifetime(folder) {} }
        let loader = try ProjectLoader(root: root.path)
        #expect(loader.diagnostics.isEmpty)
        for path in loader.files.templates where path != "PageTemplate.xml" {
            let outcome = loader.renderer.render(path, device: try Device.parse("iphone-se"))
            #expect(outcome.errors.isEmpty, "\(path): \(outcome.errors.map(\.formatted))")
        }
    }

    /// The sample's table shows its rows and section headers from `template_state`
    /// (`$cells` in the configuration), each a copy of its template with the row's state, below
    /// the table header; its collection shows ten items, seven 45-point items a line.
    @Test func theTableAndTheCollectionShowTheirRows() throws {
        let (folder, root) = try project()
        defer { withExtendedLifetime(folder) {} }
        let renderer = try ProjectLoader(root: root.path).renderer
        let table = renderer.render("Table.xml", device: try Device.parse("iphone-se"))
        #expect(table.errors.isEmpty, "\(table.errors.map(\.formatted))")
        let rows = try #require(table.tree?.children.first?.children)
        #expect(rows.map { "\($0.className) \($0.cell.map { "\($0.identifier ?? "-") \($0.index)" } ?? "-") \($0.frame.y) \($0.frame.height)" } == [
            "UIView - 0.0 40.0",
            "UITableViewHeaderFooterView templateHeader 0 40.0 30.0",
            "UITableViewCell templateCell 1 70.0 54.0", "UITableViewCell templateCell 2 124.0 54.0",
            "UITableViewCell templateCell 3 178.0 54.0",
            "UITableViewHeaderFooterView templateHeader 4 232.0 30.0",
            "UITableViewCell templateCell 5 262.0 54.0", "UITableViewCell templateCell 6 316.0 54.0",
            "UITableViewCell templateCell 7 370.0 54.0",
        ])
        // Each row's text label reads its own `row`; the subtitle under it.
        #expect(rows.filter { $0.className == "UITableViewCell" }.map { $0.children.compactMap { $0.text?.lines.first } } == [
            ["Title #0", "This cell is defined as a template in Table.xml"], ["Title #1", "This cell is defined as a template in Table.xml"],
            ["Title #2", "This cell is defined as a template in Table.xml"], ["Title #3", "This cell is defined as a template in Table.xml"],
            ["Title #4", "This cell is defined as a template in Table.xml"], ["Title #5", "This cell is defined as a template in Table.xml"],
        ])
        #expect(rows[2].children.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }.suffix(2) == [[16, 10, 343, 20], [16, 30, 343, 14]])

        let collection = renderer.render("Collection.xml", device: try Device.parse("iphone-se"))
        #expect(collection.errors.isEmpty, "\(collection.errors.map(\.formatted))")
        let items = try #require(collection.tree?.children.first?.children)
        #expect(items.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } == [
            [0, 0, 45, 45], [55, 0, 45, 45], [110, 0, 45, 45], [165, 0, 45, 45], [220, 0, 45, 45], [275, 0, 45, 45],
            [330, 0, 45, 45], [0, 55, 45, 45], [55, 55, 45, 45], [110, 55, 45, 45],
        ])
        #expect(items.map { $0.cell?.index } == Array(0..<10))

        // The cell templates of their own files, laid out alone: the table cell as wide as the
        // screen and as tall as its labels plus 20; the collection cell, outside a collection,
        // has no item size (0 high).
        let tableCell = renderer.render("TableCell.xml", device: try Device.parse("iphone-se"))
        #expect(tableCell.tree.map { [$0.frame.width, $0.frame.height] } == [375, 54])
        let collectionCell = renderer.render("CollectionCell.xml", device: try Device.parse("iphone-se"))
        #expect(collectionCell.tree.map { [$0.frame.width, $0.frame.height] } == [375, 0])
    }

    /// `PageTemplate.xml` declares a parameter with no default: rendered on its
    /// own it reports that, as Layout does; through `template=` it renders.
    @Test func aTemplateWithAParameterNeedsItsValue() throws {
        let (folder, root) = try project()
        defer { withExtendedLifetime(folder) {} }
        let outcome = try ProjectLoader(root: root.path).renderer.render("PageTemplate.xml")
        #expect(outcome.errors.map(\.message) == ["Missing value for parameter text"])
        #expect(outcome.errors.first?.range?.start.line == 12)
    }
}
