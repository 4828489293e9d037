import LayoutEngine
import Testing

/// Attributes a class withholds, each with Layout's exact message (R-LL-MESSAGES).
@Suite struct AttributeRestrictionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let className: String
        let attribute: String
        let resolution: AttributeResolution
        let message: String
        var testDescription: String { "\(className).\(attribute)" }
    }

    static let cases: [Case] = [
        Case(className: "UIView", attribute: "frame", resolution: .unavailable(reason: "Use top/left/width/height instead"),
             message: "UIView.frame is not available. Use top/left/width/height instead"),
        // A `*` pattern covers sub-keys.
        Case(className: "UILabel", attribute: "frame.origin.x", resolution: .unavailable(reason: "Use top/left/width/height instead"),
             message: "UILabel.frame.origin.x is not available. Use top/left/width/height instead"),
        Case(className: "UIView", attribute: "center", resolution: .unavailable(reason: "Use center.x or center.y instead"),
             message: "UIView.center is not available. Use center.x or center.y instead"),
        Case(className: "UIButton", attribute: "firstBaselineAnchor",
             resolution: .unavailable(reason: "Use firstBaseline or lastBaseline instead"),
             message: "UIButton.firstBaselineAnchor is not available. Use firstBaseline or lastBaseline instead"),
        Case(className: "UIView", attribute: "layer.delegate", resolution: .unavailable(reason: nil),
             message: "UIView.layer.delegate is not available"),
        // Through the `layer.` prefix, CALayer's own list applies.
        Case(className: "UIView", attribute: "layer.position", resolution: .unavailable(reason: "Use center.x or center.y instead"),
             message: "UIView.layer.position is not available. Use center.x or center.y instead"),
        // A subclass withholds what its superclass offers.
        Case(className: "UIStackView", attribute: "backgroundColor", resolution: .unavailable(reason: nil),
             message: "UIStackView.backgroundColor is not available"),
        Case(className: "UIStackView", attribute: "layer.cornerRadius", resolution: .unavailable(reason: nil),
             message: "UIStackView.layer.cornerRadius is not available"),
        Case(className: "UITableView", attribute: "contentSize.height", resolution: .unavailable(reason: nil),
             message: "UITableView.contentSize.height is not available"),
        Case(className: "UITableViewHeaderFooterView", attribute: "backgroundColor",
             resolution: .unavailable(reason: "Setting backgroundColor on UITableViewHeaderFooterView is not supported. Use contentView.backgroundColor instead."),
             message: "UITableViewHeaderFooterView.backgroundColor is not available. Setting backgroundColor on UITableViewHeaderFooterView is not supported. Use contentView.backgroundColor instead."),
        Case(className: "UIViewController", attribute: "view.frame", resolution: .unavailable(reason: "Use top/left/width/height instead"),
             message: "UIViewController.view.frame is not available. Use top/left/width/height instead"),
        // Read-only.
        Case(className: "UIView", attribute: "safeAreaInsets.top", resolution: .readOnly(typeName: "CGFloat"),
             message: "UIView.safeAreaInsets.top is private or read-only"),
        Case(className: "UIViewController", attribute: "view", resolution: .readOnly(typeName: "UIView"),
             message: "UIViewController.view is private or read-only"),
        Case(className: "UINavigationController", attribute: "navigationBar", resolution: .readOnly(typeName: "UINavigationBar"),
             message: "UINavigationController.navigationBar is private or read-only"),
        Case(className: "UITableViewHeaderFooterView", attribute: "tableView", resolution: .readOnly(typeName: nil),
             message: "UITableViewHeaderFooterView.tableView is private or read-only"),
        // The controller reaches its view's read-only keys too.
        Case(className: "UIViewController", attribute: "safeAreaInsets.left", resolution: .readOnly(typeName: "CGFloat"),
             message: "UIViewController.safeAreaInsets.left is private or read-only"),
        // Private.
        Case(className: "UIView", attribute: "size", resolution: .privateKey, message: "UIView.size is private or read-only"),
        Case(className: "UIView", attribute: "origin.x", resolution: .privateKey, message: "UIView.origin.x is private or read-only"),
        Case(className: "UILabel", attribute: "marqueeEnabled", resolution: .privateKey,
             message: "UILabel.marqueeEnabled is private or read-only"),
        Case(className: "UIView", attribute: "layer.allowsGroupBlending", resolution: .privateKey,
             message: "UIView.layer.allowsGroupBlending is private or read-only"),
        // Unknown.
        Case(className: "UIView", attribute: "foobar", resolution: .unknown, message: "Unknown property foobar of UIView"),
        Case(className: "UILabel", attribute: "widht", resolution: .unknown, message: "Unknown property widht of UILabel"),
        Case(className: "UIScrollView", attribute: "contentInset.middle", resolution: .unknown,
             message: "Unknown property contentInset.middle of UIScrollView"),
        Case(className: "UIButton", attribute: "titleLabel.foo", resolution: .unknown,
             message: "Unknown property titleLabel.foo of UIButton"),
        // Renamed: only the new spelling exists.
        Case(className: "WKWebView", attribute: "UIDelegate", resolution: .unknown, message: "Unknown property UIDelegate of WKWebView"),
    ]

    @Test(arguments: cases) func restriction(_ testCase: Case) {
        let lookup = uikitClass(testCase.className).attribute(testCase.attribute)
        #expect(lookup.resolution == testCase.resolution)
        #expect(lookup.errorMessage == testCase.message)
        #expect(!lookup.isSettable)
        #expect(lookup.origin == nil)
    }

    @Test func renamedKeyIsSettableUnderItsNewName() {
        let webView = uikitClass("WKWebView")
        #expect(webView.renamedKeys == ["UIDelegate": "uiDelegate"])
        #expect(webView.attribute("uiDelegate").resolution == .settable(typeName: "<WKUIDelegate>"))
    }
}
