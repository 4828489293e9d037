import LayoutEngine
import Testing

/// Attribute type lookups across superclasses, key-path prefixes, struct sub-keys and corrections.
@Suite struct PropertyTypeLookupTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let className: String
        let attribute: String
        let typeName: String
        let origin: AttributeOrigin
        var testDescription: String { "\(className).\(attribute)" }
    }

    static let cases: [Case] = [
        // Own runtime property and a Layout-typed one.
        Case(className: "UILabel", attribute: "text", typeName: "String", origin: .property),
        Case(className: "UILabel", attribute: "textAlignment", typeName: "NSTextAlignment", origin: .property),
        Case(className: "UILabel", attribute: "numberOfLines", typeName: "Int", origin: .property),
        // Inherited from UIView.
        Case(className: "UILabel", attribute: "backgroundColor", typeName: "UIColor", origin: .property),
        Case(className: "UIButton", attribute: "alpha", typeName: "CGFloat", origin: .property),
        // Key-path prefixes resolve on the source class.
        Case(className: "UIButton", attribute: "titleLabel.textAlignment", typeName: "NSTextAlignment", origin: .property),
        Case(className: "UIButton", attribute: "imageView.contentMode", typeName: "UIViewContentMode", origin: .property),
        Case(className: "UITableViewCell", attribute: "textLabel.attributedText", typeName: "NSAttributedString", origin: .property),
        Case(className: "UIView", attribute: "layer.cornerRadius", typeName: "CGFloat", origin: .property),
        // Symbols.swift says String; CALayer's code types it.
        Case(className: "UIView", attribute: "layer.contentsGravity", typeName: "CALayerContentsGravity", origin: .property),
        Case(className: "UIViewController", attribute: "view.layer.contentsGravity", typeName: "CALayerContentsGravity", origin: .property),
        Case(className: "UIViewController", attribute: "view.backgroundColor", typeName: "UIColor", origin: .property),
        Case(className: "UIViewController", attribute: "navigationItem.leftBarButtonItem.systemItem",
             typeName: "UIBarButtonSystemItem", origin: .pseudoProperty),
        Case(className: "UIViewController", attribute: "tabBarItem.title", typeName: "String", origin: .property),
        Case(className: "UICollectionView", attribute: "collectionViewLayout.scrollDirection",
             typeName: "UICollectionViewScrollDirection", origin: .property),
        // type_corrections: UInt64 in Symbols.swift, an option set in the code.
        Case(className: "UIView", attribute: "accessibilityTraits", typeName: "UIAccessibilityTraits", origin: .property),
        Case(className: "UITableViewController", attribute: "tableView.decelerationRate",
             typeName: "UIScrollViewDecelerationRate", origin: .property),
        // layout_properties beat Symbols.swift (CGFloat there).
        Case(className: "UIScrollView", attribute: "decelerationRate", typeName: "UIScrollViewDecelerationRate", origin: .property),
        // Struct sub-keys.
        Case(className: "UIScrollView", attribute: "contentInset.top", typeName: "CGFloat", origin: .property),
        Case(className: "UITextView", attribute: "contentInset.bottom", typeName: "CGFloat", origin: .property),
        Case(className: "UIView", attribute: "layer.transform.rotation", typeName: "CGFloat", origin: .property),
        // Pseudo-properties handled by Layout's code.
        Case(className: "UIButton", attribute: "normalTitle", typeName: "String", origin: .pseudoProperty),
        Case(className: "UISwitch", attribute: "touchUpInside", typeName: "Selector", origin: .pseudoProperty),
        Case(className: "UIStepper", attribute: "incrementImage", typeName: "UIColor", origin: .pseudoProperty),
        Case(className: "UIImageView", attribute: "animationImages", typeName: "Array<UIImage>", origin: .property),
        Case(className: "UITableView", attribute: "delegate", typeName: "<UITableViewDelegate>", origin: .property),
        Case(className: "UINavigationController", attribute: "viewControllers", typeName: "Array<UIViewController>", origin: .property),
        // Node attributes, layout symbols and constructor parameters.
        Case(className: "UIView", attribute: "outlet", typeName: "String", origin: .nodeAttribute),
        Case(className: "UILabel", attribute: "template", typeName: "URL", origin: .nodeAttribute),
        Case(className: "UILabel", attribute: "center.x", typeName: "CGFloat", origin: .layoutSymbol),
        Case(className: "UIViewController", attribute: "firstBaseline", typeName: "CGFloat", origin: .layoutSymbol),
        Case(className: "UIActivityIndicatorView", attribute: "width", typeName: "CGFloat", origin: .layoutSymbol),
        Case(className: "UIButton", attribute: "type", typeName: "UIButtonType", origin: .constructorParameter),
        Case(className: "UITableViewCell", attribute: "reuseIdentifier", typeName: "String", origin: .constructorParameter),
        Case(className: "UINavigationController", attribute: "navigationBarClass", typeName: "UINavigationBar.Type",
             origin: .constructorParameter),
    ]

    @Test(arguments: cases) func settableType(_ testCase: Case) {
        let lookup = uikitClass(testCase.className).attribute(testCase.attribute)
        #expect(lookup.resolution == .settable(typeName: testCase.typeName))
        #expect(lookup.origin == testCase.origin)
        #expect(lookup.errorMessage == nil)
        #expect(lookup.deprecationWarning == nil)
    }

    @Test func viewControllerFallsBackToItsViewWithDeprecation() {
        let lookup = uikitClass("UIViewController").attribute("backgroundColor")
        #expect(lookup.resolution == .settable(typeName: "UIColor"))
        #expect(lookup.origin == .controllerViewProperty)
        #expect(lookup.deprecationWarning == "UIViewController.backgroundColor is deprecated. Use view.backgroundColor instead")
    }

    @Test func deprecatedControllerProperty() {
        let lookup = uikitClass("UITableViewController").attribute("automaticallyAdjustsScrollViewInsets")
        #expect(lookup.resolution == .settable(typeName: "Bool"))
        #expect(lookup.deprecationWarning
            == "UITableViewController.automaticallyAdjustsScrollViewInsets is deprecated. Use UIScrollView.contentInsetAdjustmentBehavior instead")
    }
}
