import LayoutEngine
import Testing

/// Per-class facts beyond attribute types: hierarchy, body, defaults, parameters, deprecations.
@Suite struct ClassBehaviourTests {
    @Test func hierarchy() {
        let button = uikitClass("UIButton")
        #expect(button.ancestry == ["UIButton", "UIControl", "UIView"])
        #expect(button.superclassName == "UIControl")
        #expect(button.root == .view)
        #expect(!button.isViewController)
        let picker = uikitClass("UIImagePickerController")
        #expect(picker.ancestry == ["UIImagePickerController", "UINavigationController", "UIViewController"])
        #expect(picker.root == .viewController)
        #expect(picker.isViewController)
        #expect(uikitClass("UIView").superclassName == nil)
    }

    @Test func unknownAndHelperNamesAreNotClasses() {
        #expect(UIKitCatalog.standard.viewClass(named: "Foo") == nil)
        #expect(UIKitCatalog.standard.viewClass(named: "CALayer") == nil)
        #expect(UIKitCatalog.standard.viewClass(named: "uilabel") == nil)
    }

    @Test func layoutCategories() {
        let scrollViews = UIKitCatalog.standard.classNames.filter { uikitClass($0).isScrollView }
        #expect(scrollViews.sorted() == ["UICollectionView", "UIScrollView", "UITableView", "UITextView"])
        #expect(uikitClass("UIStackView").isStackView)
        #expect(uikitClass("UITableView").isTableView && !uikitClass("UITableView").isCollectionView)
        #expect(uikitClass("UICollectionView").isCollectionView)
        let cells = UIKitCatalog.standard.classNames.filter { uikitClass($0).isCell }
        #expect(cells.sorted() == ["UICollectionViewCell", "UITableViewCell", "UITableViewHeaderFooterView"])
        #expect(uikitClass("UITableViewController").isTableViewController)
        #expect(uikitClass("UICollectionViewController").isCollectionViewController)
        #expect(!uikitClass("WKWebView").isScrollView)
    }

    @Test(arguments: [
        ("UILabel", "attributedText"), ("UIButton", "attributedTitle"), ("UITextField", "attributedText"),
        ("UITextView", "attributedText"), ("UISearchBar", "text"), ("UIRefreshControl", "attributedTitle"),
        ("UITableViewCell", "textLabel.attributedText"), ("WKWebView", "htmlString"),
    ])
    func bodyProperty(className: String, property: String) {
        #expect(uikitClass(className).bodyProperty == property)
    }

    @Test(arguments: ["UIView", "UIImageView", "UIStackView", "UIViewController", "UITableViewController", "UISwitch"])
    func noBodyProperty(className: String) {
        #expect(uikitClass(className).bodyProperty == nil)
    }

    @Test func defaultExpressions() {
        #expect(uikitClass("UIStackView").defaultExpressions == ["width": "auto", "height": "auto"])
        #expect(uikitClass("UIActivityIndicatorView").defaultExpressions == ["isAnimating": "true"])
        #expect(uikitClass("UIView").defaultExpressions == [:])
        #expect(uikitClass("UILabel").defaultExpressions == [:])
    }

    @Test func constructorParameters() {
        #expect(uikitClass("UIButton").parameters == ["type": "UIButtonType"])
        #expect(uikitClass("UITableViewCell").parameters == ["style": "UITableViewCellStyle", "reuseIdentifier": "String"])
        #expect(uikitClass("UITableViewController").parameters == ["style": "UITableViewStyle"])
        #expect(uikitClass("UIImagePickerController").parameters
            == ["navigationBarClass": "UINavigationBar.Type", "toolbarClass": "UIToolbar.Type"])
        #expect(uikitClass("UILabel").parameters == [:])
    }

    @Test func deprecatedSymbols() {
        #expect(uikitClass("UIView").deprecatedSymbols
            == ["topLayoutGuide.length": "safeAreaInsets.top", "bottomLayoutGuide.length": "safeAreaInsets.bottom"])
        #expect(uikitClass("UIViewController").deprecatedSymbols["automaticallyAdjustsScrollViewInsets"]
            == "UIScrollView.contentInsetAdjustmentBehavior")
    }

    @Test func readableSymbols() {
        let view = uikitClass("UIView")
        #expect(view.symbol("safeAreaInsets.top") == SymbolLookup(typeName: "CGFloat", isSettable: false, deprecationWarning: nil))
        #expect(view.symbol("containerSize.width") == SymbolLookup(typeName: "CGFloat", isSettable: false, deprecationWarning: nil))
        #expect(view.symbol("center") == SymbolLookup(typeName: "CGPoint", isSettable: false, deprecationWarning: nil))
        #expect(view.symbol("width") == SymbolLookup(typeName: "CGFloat", isSettable: true, deprecationWarning: nil))
        #expect(view.symbol("layer.cornerRadius") == SymbolLookup(typeName: "CGFloat", isSettable: true, deprecationWarning: nil))
        #expect(view.symbol("topLayoutGuide.length") == SymbolLookup(
            typeName: "CGFloat", isSettable: false,
            deprecationWarning: "UIView.topLayoutGuide.length is deprecated. Use safeAreaInsets.top instead"))
        #expect(view.symbol("size") == nil)
        #expect(view.symbol("foobar") == nil)
        #expect(uikitClass("UIViewController").symbol("safeAreaInsets.bottom")?.typeName == "CGFloat")
    }

    @Test func readOnlySymbolTable() {
        let symbols = uikitClass("UITableViewCell").readOnlySymbols
        #expect(symbols["safeAreaInsets.top"] == .some("CGFloat"))
        #expect(symbols["editingStyle"] == .some("UITableViewCellEditingStyle"))
        #expect(symbols["inferredSize.height"] == .some("CGFloat"))
        #expect(symbols["text"] == nil)
        let controllerSymbols = uikitClass("UIViewController").readOnlySymbols
        #expect(controllerSymbols["view"] == .some("UIView"))
        #expect(controllerSymbols["safeAreaInsets"] == .some("UIEdgeInsets"))
        #expect(uikitClass("UITableViewHeaderFooterView").readOnlySymbols["table"] == .some(nil))
    }
}
