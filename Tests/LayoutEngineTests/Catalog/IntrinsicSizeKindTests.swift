import LayoutEngine
import Testing

/// Which measurement each class's `auto` size uses (R-LL-INTRINSIC), with the control metrics
/// R-LL-INTRINSIC states (R-ICS-CAT's earlier column: stepper 94×29).
@Suite struct IntrinsicSizeKindTests {
    @Test(arguments: [
        ("UILabel", IntrinsicSizeKind.text),
        ("UITextField", .textInput),
        ("UIButton", .button),
        ("UIImageView", .image),
        ("UISwitch", .fixed(width: 51, height: 31)),
        ("UIStepper", .fixed(width: 94, height: 29)),
        ("UIActivityIndicatorView", .activityIndicator(regularSide: 20, largeSide: 37)),
        ("UISlider", .fixed(width: nil, height: 31)),
        ("UIProgressView", .fixed(width: nil, height: 2)),
        ("UISegmentedControl", .segmentedControl(height: 28)),
        ("UIPageControl", .pageControl),
        ("UIPickerView", .fixed(width: 320, height: 216)),
        ("UIToolbar", .fixed(width: nil, height: 44)),
        ("UITabBar", .fixed(width: nil, height: 49)),
        ("UITableView", .contentSize),
        ("UICollectionView", .contentSize),
        ("UICollectionViewCell", .childlessCell(height: 44)),
        ("UITableViewHeaderFooterView", .headerFooterText),
        ("UIView", IntrinsicSizeKind.none),
        ("UIScrollView", IntrinsicSizeKind.none),
        ("UIStackView", IntrinsicSizeKind.none),
        ("UITableViewCell", IntrinsicSizeKind.none),
        ("UIControl", IntrinsicSizeKind.none),
        ("WKWebView", IntrinsicSizeKind.none),
        ("UIViewController", IntrinsicSizeKind.none),
        ("UINavigationController", IntrinsicSizeKind.none),
    ])
    func kind(className: String, expected: IntrinsicSizeKind) {
        #expect(uikitClass(className).intrinsicSizeKind == expected)
    }

    @Test func layoutStatedKindsAreExact() {
        #expect(!IntrinsicSizeKind.contentSize.isApproximate)
        #expect(!IntrinsicSizeKind.image.isApproximate)
        #expect(IntrinsicSizeKind.fixed(width: 51, height: 31).isApproximate)
        #expect(IntrinsicSizeKind.text.isApproximate)
    }
}
