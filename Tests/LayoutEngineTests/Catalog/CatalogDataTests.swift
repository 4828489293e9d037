@testable import LayoutEngine
import Testing

/// The generated text round-trips `uikit-classes.json`: the README's counts, every class loads.
@Suite struct CatalogDataTests {
    @Test func countsMatchTheDataReadme() {
        let statistics = UIKitCatalog.standard.statistics
        #expect(statistics.classes == 56)
        #expect(statistics.viewClasses == 39)
        #expect(statistics.viewControllerClasses == 17)
        #expect(statistics.helperTypes == 6)
        #expect(statistics.classProperties == 5_884)
        #expect(statistics.helperProperties == 340)
        #expect(statistics.classLayoutProperties == 281)
        #expect(statistics.helperLayoutProperties == 17)
        #expect(statistics.pseudoProperties == 144)
        #expect(statistics.classTypeCorrections == 138)
        #expect(statistics.classUnavailable == 56)
        #expect(statistics.classReadOnly == 27)
        #expect(statistics.classParameters == 13)
    }

    @Test func nodeLevelTables() {
        let catalog = UIKitCatalog.standard
        #expect(catalog.layoutSymbols.map(\.name) == ["left", "right", "leading", "trailing", "width", "top", "bottom",
                                                      "height", "center", "center.x", "center.y", "firstBaseline", "lastBaseline"])
        #expect(catalog.layoutSymbols.first { $0.name == "center" }?.typeName == "CGPoint")
        #expect(catalog.nodeAttributes.map(\.name) == ["outlet", "id", "xml", "template"])
        #expect(catalog.nodeReadOnlySymbols.count == 11)
        #expect(catalog.commonProperties.count == 16)
        #expect(catalog.structSubkeys(of: "UIEdgeInsets") == ["top": "CGFloat", "left": "CGFloat", "bottom": "CGFloat", "right": "CGFloat"])
        #expect(catalog.structSubkeys(of: "CATransform3D")?.count == 12)
        #expect(catalog.structSubkeys(of: "CGFloat") == nil)
    }

    @Test func everyClassLoadsWithAFullChain() {
        let catalog = UIKitCatalog.standard
        #expect(catalog.classNames.count == 56)
        for name in catalog.classNames {
            let viewClass = uikitClass(name)
            #expect(viewClass.name == name)
            #expect(viewClass.ancestry.last == viewClass.root.rawValue, "\(name) chain ends at \(viewClass.ancestry)")
            #expect(viewClass.attribute("width").isSettable)
            #expect(viewClass.attribute("alpha").isSettable || viewClass.isViewController)
            #expect(viewClass.attribute("accessibilityLabel").resolution == .settable(typeName: "String"))
        }
    }

}
