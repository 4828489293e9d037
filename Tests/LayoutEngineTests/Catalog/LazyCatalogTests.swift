import Foundation
@testable import LayoutEngine
import Testing

/// The catalog text is indexed once and each class's table and lineage is built on first use
/// (`CatalogSource`, `CatalogTables.lineage(of:)`). Each test makes its own source, so what it
/// parsed is not mixed up with other tests' lookups of `UIKitCatalog.standard`.
@Suite struct LazyCatalogTests {
    private static func freshCatalog() -> UIKitCatalog {
        UIKitCatalog(tables: CatalogTables(source: CatalogSource(text: UIKitClassesData.text)))
    }

    @Test func indexingParsesNoClass() {
        let catalog = Self.freshCatalog()
        #expect(catalog.classNames.count == 56)
        #expect(catalog.classNames.prefix(3) == ["AVPictureInPictureViewController", "AVPlayerViewController", "GLKView"])
        #expect(catalog.tables.helperNames.count == 6)
        #expect(catalog.isBuiltInClass("UIKit.UILabel"))
        #expect(catalog.viewClass(named: "CALayer") == nil)
        #expect(catalog.viewClass(named: "NoSuchView") == nil)
        #expect(catalog.layoutSymbols.count == 13)
        #expect(catalog.structSubkeys(of: "CGSize") == ["width": "CGFloat", "height": "CGFloat"])
        #expect(catalog.tables.source.parsedNames.isEmpty)
    }

    @Test func lookupParsesOnlyTheClassChain() {
        let catalog = Self.freshCatalog()
        let button = uikitClass("UIButton", in: catalog)
        #expect(button.ancestry == ["UIButton", "UIControl", "UIView"])
        #expect(catalog.tables.source.parsedNames == ["UIButton", "UIControl", "UIView"])
        // A key under `textLabel.` reads the prefix's source class, and only then.
        let cell = uikitClass("UITableViewCell", in: catalog)
        #expect(catalog.tables.source.parsedNames == ["UIButton", "UIControl", "UIView", "UITableViewCell"])
        #expect(cell.attribute("textLabel.textAlignment").resolution == .settable(typeName: "NSTextAlignment"))
        #expect(catalog.tables.source.parsedNames.contains("UILabel"))
        #expect(!catalog.tables.source.parsedNames.contains("UIStackView"))
    }

    /// Every class looked up lazily answers as it does once the whole catalog is loaded.
    @Test func lazyLookupsMatchAFullyLoadedCatalog() {
        let lazy = Self.freshCatalog()
        let loaded = Self.freshCatalog()
        #expect(loaded.statistics.classes == 56)
        #expect(loaded.tables.source.parsedNames.count == 62)
        #expect(lazy.tables.source.parsedNames.isEmpty)
        let attributes = ["text", "textLabel.font", "layer.cornerRadius", "contentInset.top", "frame", "view.alpha", "isEnabled"]
        var checked = 0
        for name in loaded.classNames {
            let expected = uikitClass(name, in: loaded)
            let found = uikitClass(name, in: lazy)
            #expect(found.ancestry == expected.ancestry)
            #expect(found.parameters == expected.parameters)
            #expect(found.defaultExpressions == expected.defaultExpressions)
            #expect(found.bodyProperty == expected.bodyProperty)
            #expect(found.intrinsicSizeKind == expected.intrinsicSizeKind)
            #expect(found.attributeNames == expected.attributeNames)
            for attribute in attributes {
                #expect(found.attribute(attribute) == expected.attribute(attribute))
                #expect(found.symbol(attribute) == expected.symbol(attribute))
            }
            checked += 1
        }
        #expect(checked == 56)
        #expect(lazy.statistics == loaded.statistics)
    }

    @Test func customClassesAddedAfterLookupsShareParsedTables() {
        let base = Self.freshCatalog()
        let label = uikitClass("UILabel", in: base)
        #expect(label.attribute("glow").resolution == .unknown)
        let project = base.adding(customClasses: [
            CustomClass(name: "GlowLabel", superclass: "UILabel", properties: ["glow": "CGFloat"]),
            CustomClass(name: "UILabel", superclass: "UIView", properties: ["badge": "Int"]),
        ])
        // Adding read no table and resolved no lineage beyond those already asked for.
        #expect(project.tables.source === base.tables.source)
        #expect(base.tables.source.parsedNames == ["UILabel", "UIView"])
        let glow = uikitClass("GlowLabel", in: project)
        #expect(glow.isCustom)
        #expect(glow.ancestry == ["GlowLabel", "UILabel", "UIView"])
        #expect(glow.attribute("glow").resolution == .settable(typeName: "CGFloat"))
        #expect(glow.attribute("badge").resolution == .settable(typeName: "Int"))
        #expect(glow.attribute("textAlignment").resolution == .settable(typeName: "NSTextAlignment"))
        #expect(uikitClass("UILabel", in: project).attribute("badge").resolution == .settable(typeName: "Int"))
        #expect(!uikitClass("UILabel", in: project).isCustom)
        // The base catalog keeps its answers.
        #expect(uikitClass("UILabel", in: base).attribute("badge").resolution == .unknown)
        #expect(base.viewClass(named: "GlowLabel") == nil)
        #expect(project.classNames.count == 57)
        #expect(project.classNames.last == "GlowLabel")
        #expect(project.statistics == base.statistics)
    }

    /// Threads asking for the same class first, at once, all get one lineage and one table.
    @Test func concurrentFirstLookupsAgree() {
        for _ in 0..<20 {
            let catalog = Self.freshCatalog()
            let found = Found()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let cell = uikitClass("UITableViewCell", in: catalog)
                let resolution = cell.attribute("textLabel.textAlignment").resolution
                found.add(ObjectIdentifier(cell.lineage), ObjectIdentifier(cell.lineage.chain[1]), resolution)
            }
            let answers = found.answers
            #expect(answers.count == 8)
            #expect(Set(answers.map(\.lineage)).count == 1)
            #expect(Set(answers.map(\.superclassTable)).count == 1)
            #expect(Set(answers.map(\.resolution)) == [.settable(typeName: "NSTextAlignment")])
            #expect(ObjectIdentifier(catalog.tables.source.table(named: "UIView")!) == answers[0].superclassTable)
        }
    }

    private final class Found: @unchecked Sendable {
        // @unchecked: `answers` is only touched while holding `lock`.
        struct Answer {
            let lineage: ObjectIdentifier
            let superclassTable: ObjectIdentifier
            let resolution: AttributeResolution
        }
        private let lock = NSLock()
        private var stored: [Answer] = []

        func add(_ lineage: ObjectIdentifier, _ table: ObjectIdentifier, _ resolution: AttributeResolution) {
            lock.withLock { stored.append(Answer(lineage: lineage, superclassTable: table, resolution: resolution)) }
        }

        var answers: [Answer] { lock.withLock { stored } }
    }
}

/// `prefetch` parses the tables a first render would otherwise parse, and nothing else.
@Suite struct CatalogPrefetchTests {
    @Test func prefetchParsesTheCommonClassesTablesOnly() {
        let catalog = UIKitCatalog(tables: CatalogTables(source: CatalogSource(text: UIKitClassesData.text)))
        catalog.prefetch(UIKitCatalog.commonClasses)
        #expect(catalog.tables.source.parsedNames == [
            "UIView", "UILabel", "UIControl", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITextField",
        ])
        // A lookup afterwards parses no table again, and answers as before.
        #expect(catalog.viewClass(named: "UIButton")?.ancestry == ["UIButton", "UIControl", "UIView"])
        #expect(catalog.tables.source.parsedNames.count == 8)
    }
}
