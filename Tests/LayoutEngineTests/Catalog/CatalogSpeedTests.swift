@testable import LayoutEngine
import Testing

/// Guards against accidental quadratic work by counting it (`AttributeMemo.Work`), not by
/// timing it: each distinct attribute is resolved once, with a bounded walk of the tables,
/// and a repeated lookup does no work at all. (Parse and lookup times are measured in
/// release by `layout-serve-bench phases`.)
@Suite struct CatalogSpeedTests {
    @Test func thousandLookupsResolveEachDistinctAttributeOnce() {
        // New tables have an empty memo, so the first pass below walks the tables.
        let catalog = UIKitCatalog(tables: UIKitCatalog.standard.tables.adding([]))
        let cell = uikitClass("UITableViewCell", in: catalog)
        let label = uikitClass("UILabel", in: catalog)
        let attributes = (0..<100).flatMap { index in
            ["contentView.layer.borderWidth\(index)", "textLabel.font", "left", "foo\(index)", "frame.origin.x",
             "contentInset.top", "textLabel.numberOfLines", "backgroundView.alpha", "selectionStyle", "height"]
        }
        var settable = 0
        for (index, attribute) in attributes.enumerated() {
            if (index.isMultiple(of: 2) ? cell : label).attribute(attribute).isSettable { settable += 1 }
        }
        let cold = catalog.tables.attributeMemo.workDone
        #expect(attributes.count == 1_000)
        #expect(settable == 400)
        // 200 numbered names once each, and 8 fixed names always asked of the same class.
        #expect(cold.lookups == 1_000)
        #expect(cold.computed == 208)
        // Key-path prefixes (`contentView.`, `layer.`, `textLabel.`) and struct heads (`frame.origin`)
        // each walk one more (class, key) pair: 710 in all, about 3.4 per answer. Quadratic work
        // would show here as thousands.
        #expect(cold.resolutions == 710)

        for (index, attribute) in attributes.enumerated() {
            _ = (index.isMultiple(of: 2) ? cell : label).attribute(attribute)
        }
        let warm = catalog.tables.attributeMemo.workDone
        #expect(warm.lookups == 2_000)
        #expect(warm.computed == cold.computed)
        #expect(warm.resolutions == cold.resolutions)
    }
}
