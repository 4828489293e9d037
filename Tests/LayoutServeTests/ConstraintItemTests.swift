import Diagnostics
import Foundation
import LayoutEngine
import LayoutServe
import Project
import Testing
import TestSupport

/// Every view a format places by Auto Layout carries `item`, its name in the render's
/// `constraints`, so a client can list a view's constraints (the viewer's inspector): each
/// constraint's first item is some view's `item` (or a layout guide of one).
@Suite struct ConstraintItemTests {
    static let cases: [(folder: URL, path: String)] = [
        (FixturePaths.samples.appendingPathComponent("everlayout"), "ViewController.json"),
        (FixturePaths.samples.appendingPathComponent("markupkit/4.5.1/MarkupKit-iOS/MarkupKitExamples"), "GridViewController.xml"),
        (FixturePaths.repository.appendingPathComponent("Examples"), "SwiftLayout/ProfileViewController.swift"),
    ]

    @Test(arguments: cases.indices)
    func everyConstraintNamesAViewsItem(index: Int) throws {
        let (folder, path) = Self.cases[index]
        let outcome = try ProjectLoader(root: folder.path).renderer.render(path, device: Device.parse("iphone-15"))
        let tree = try #require(outcome.tree, "\(path): \(outcome.errors.map(\.formatted))")
        let constraints = try #require(outcome.constraints)
        var items: Set<String> = []
        func collect(_ node: RenderedNode) {
            if let item = node.constraintItem { items.insert(item) }
            for child in node.children { collect(child) }
        }
        collect(tree)
        let named = constraints.map(\.item)
        #expect(!named.isEmpty)
        // A layout guide goes by its view's name and the guide's (`root.safeAreaLayoutGuide`;
        // MarkupKit names the root's guides after its element, `LMScrollView@37:1.contentLayoutGuide`).
        let unknown = named.filter { name in !items.contains(name) && !name.hasSuffix("LayoutGuide") }
        #expect(unknown.isEmpty, "\(path): constraints name \(Set(unknown).sorted()), views are \(items.sorted())")
    }
}
