import LayoutEngine
import Testing

/// Project classes layered on the UIKit catalog.
@Suite struct CustomClassTests {
    static let catalog = UIKitCatalog.standard.adding(customClasses: [
        CustomClass(name: "BoxesViewController", superclass: "UIViewController", properties: ["isToggled": "Bool"]),
        // Declared before its superclass on purpose.
        CustomClass(name: "FancyLabel", superclass: "TitleLabel", properties: ["glow": "CGFloat"]),
        CustomClass(name: "TitleLabel", superclass: "UILabel", parameters: ["variant": "String"]),
        CustomClass(name: "MysteryController", superclass: "NotInTheCatalog"),
        CustomClass(name: "MysteryView", superclass: "CALayer"),
    ])

    @Test func controllerWithExtraProperty() {
        let boxes = uikitClass("BoxesViewController", in: Self.catalog)
        #expect(boxes.isCustom)
        #expect(boxes.isViewController)
        #expect(boxes.ancestry == ["BoxesViewController", "UIViewController"])
        #expect(boxes.attribute("isToggled").resolution == .settable(typeName: "Bool"))
        #expect(boxes.attribute("isToggled").origin == .property)
        #expect(boxes.attribute("title").resolution == .settable(typeName: "String"))
        #expect(boxes.attribute("view.backgroundColor").resolution == .settable(typeName: "UIColor"))
        #expect(boxes.attribute("backgroundColor").deprecationWarning
            == "BoxesViewController.backgroundColor is deprecated. Use view.backgroundColor instead")
        #expect(boxes.attribute("isToggle").errorMessage == "Unknown property isToggle of BoxesViewController")
        #expect(boxes.suggestions(forUnknownAttribute: "isToggle").first == "isToggled")
        #expect(boxes.bodyProperty == nil)
    }

    @Test func customChainInheritsUIKitBehaviour() {
        let fancy = uikitClass("FancyLabel", in: Self.catalog)
        #expect(fancy.ancestry == ["FancyLabel", "TitleLabel", "UILabel", "UIView"])
        #expect(fancy.attribute("glow").resolution == .settable(typeName: "CGFloat"))
        #expect(fancy.attribute("textAlignment").resolution == .settable(typeName: "NSTextAlignment"))
        #expect(fancy.attribute("variant").origin == .constructorParameter)
        #expect(fancy.attribute("frame").errorMessage == "FancyLabel.frame is not available. Use top/left/width/height instead")
        #expect(fancy.bodyProperty == "attributedText")
        #expect(fancy.intrinsicSizeKind == .text)
    }

    @Test func unknownSuperclassFollowsLayoutToolsNamingRule() {
        #expect(uikitClass("MysteryController", in: Self.catalog).ancestry == ["MysteryController", "UIViewController"])
        #expect(uikitClass("MysteryView", in: Self.catalog).ancestry == ["MysteryView", "UIView"])
    }

    @Test func standardCatalogIsUnchanged() {
        #expect(UIKitCatalog.standard.viewClass(named: "BoxesViewController") == nil)
        #expect(Self.catalog.classNames.count == UIKitCatalog.standard.classNames.count + 5)
    }
}

/// Superclass edge cases: LayoutTool's assumption for classes it cannot see, and cycles.
@Suite struct CustomClassFallbackTests {
    @Test func assumedClassFollowsTheNamingRule() {
        let catalog = UIKitCatalog.standard
        #expect(catalog.assumedClass(named: "UILabel").name == "UILabel")
        #expect(catalog.assumedClass(named: "SettingsController").name == "UIViewController")
        #expect(catalog.assumedClass(named: "AvatarView").name == "UIView")
    }

    @Test func cyclesAreReRootedAndTheirSubclassesKept() {
        let catalog = UIKitCatalog.standard.adding(customClasses: [
            CustomClass(name: "LoopView", superclass: "OtherLoopView"),
            CustomClass(name: "OtherLoopView", superclass: "LoopView"),
            CustomClass(name: "SelfController", superclass: "SelfController"),
            CustomClass(name: "TailView", superclass: "LoopView", properties: ["tail": "Int"]),
            CustomClass(name: "OrphanChild", superclass: "Orphan"),
            CustomClass(name: "Orphan", superclass: "Missing"),
        ])
        #expect(uikitClass("LoopView", in: catalog).ancestry == ["LoopView", "UIView"])
        #expect(uikitClass("OtherLoopView", in: catalog).ancestry == ["OtherLoopView", "UIView"])
        #expect(uikitClass("SelfController", in: catalog).ancestry == ["SelfController", "UIViewController"])
        #expect(uikitClass("TailView", in: catalog).ancestry == ["TailView", "LoopView", "UIView"])
        #expect(uikitClass("OrphanChild", in: catalog).ancestry == ["OrphanChild", "Orphan", "UIView"])
        #expect(uikitClass("TailView", in: catalog).attribute("tail").resolution == .settable(typeName: "Int"))
    }
}
