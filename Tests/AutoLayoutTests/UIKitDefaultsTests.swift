import AutoLayout
import Testing

/// The control catalog is R-ICS-CAT's iOS 17/18 column (and its earlier one on request), and
/// R-ICS-3's hugging defaults.
@Suite struct UIKitDefaultsTests {
    @Test(arguments: [
        ("UISwitch", IntrinsicSize(width: 51, height: 31)),
        ("UIActivityIndicatorView", IntrinsicSize(width: 20, height: 20)),
        ("UIStepper", IntrinsicSize(width: 94, height: 32)),
        ("UISlider", IntrinsicSize(width: nil, height: 31)),
        ("UIProgressView", IntrinsicSize(width: nil, height: 4)),
        ("UIDatePicker", IntrinsicSize(width: 320, height: 216)),
        ("UIPickerView", IntrinsicSize(width: 320, height: 216)),
        ("UINavigationBar", IntrinsicSize(width: nil, height: 44)),
        ("UIToolbar", IntrinsicSize(width: nil, height: 44)),
        ("UITabBar", IntrinsicSize(width: nil, height: 49)),
    ])
    func fixedControlSizes(className: String, size: IntrinsicSize) {
        #expect(UIKitDefaults.intrinsicSize(forClass: className) == size)
    }

    @Test func viewsWithoutACatalogSizeHaveNone() {
        for name in ["UIView", "UILabel", "UIButton", "UIStackView", "UISegmentedControl", "UIPageControl"] {
            #expect(UIKitDefaults.intrinsicSize(forClass: name) == nil)
        }
    }

    @Test func contentSizedControls() {
        #expect(UIKitDefaults.segmentedControlHeight() == 32)
        #expect(UIKitDefaults.roundedRectTextFieldHeight() == 34)
        #expect(UIKitDefaults.borderedTextFieldHeight == 30)
        #expect(UIKitDefaults.pageControlSize(pages: 3) == IntrinsicSize(width: 78, height: 26))
        #expect(UIKitDefaults.pageControlSize(pages: 0) == IntrinsicSize(width: 0, height: 26))
    }

    /// R-ICS-CAT's earlier column, which Layout templates and MarkupKit documents take.
    @Test func theEarlierGeneration() {
        #expect(UIKitDefaults.intrinsicSize(forClass: "UIStepper", generation: .iOS12) == IntrinsicSize(width: 94, height: 29))
        #expect(UIKitDefaults.intrinsicSize(forClass: "UIProgressView", generation: .iOS12) == IntrinsicSize(width: nil, height: 2))
        #expect(UIKitDefaults.intrinsicSize(forClass: "UISwitch", generation: .iOS12) == IntrinsicSize(width: 51, height: 31))
        #expect(UIKitDefaults.segmentedControlHeight(.iOS12) == 28)
        #expect(UIKitDefaults.roundedRectTextFieldHeight(.iOS12) == 30)
        #expect(UIKitDefaults.pageControlSize(pages: 3, generation: .iOS12) == IntrinsicSize(width: 39, height: 37))
        #expect(UIKitDefaults.pageControlSize(pages: 0, generation: .iOS12) == IntrinsicSize(width: 0, height: 37))
    }
}
