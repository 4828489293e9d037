@testable import LayoutEngine
import Testing

/// Guards against accidental quadratic work. The budgets are for release builds (parse ≈ 4 ms,
/// 1,000 cold lookups ≈ 0.2–1 ms, warm ≈ 0.1 ms on the 2-core dev machine); debug builds under
/// a loaded machine are an order of magnitude slower, hence the loose bounds.
@Suite struct CatalogSpeedTests {
    @Test func parsingTheGeneratedText() {
        let elapsed = ContinuousClock().measure { _ = CatalogTextParser.parse(UIKitClassesData.text) }
        #expect(elapsed < .milliseconds(500))
    }

    @Test func thousandColdAttributeLookups() {
        // A fresh catalog has an empty memo, so every lookup below walks the tables.
        let catalog = UIKitCatalog.standard.adding(customClasses: [])
        let cell = uikitClass("UITableViewCell", in: catalog)
        let label = uikitClass("UILabel", in: catalog)
        let attributes = (0..<100).flatMap { index in
            ["contentView.layer.borderWidth\(index)", "textLabel.font", "left", "foo\(index)", "frame.origin.x",
             "contentInset.top", "textLabel.numberOfLines", "backgroundView.alpha", "selectionStyle", "height"]
        }
        var settable = 0
        let elapsed = ContinuousClock().measure {
            for (index, attribute) in attributes.enumerated() {
                if (index.isMultiple(of: 2) ? cell : label).attribute(attribute).isSettable { settable += 1 }
            }
        }
        #expect(attributes.count == 1_000)
        #expect(settable == 400)
        #expect(elapsed < .milliseconds(250))
    }
}
