import AutoLayout

/// How a view of a class gets its intrinsic (content) size — what `auto` and the default
/// width/height rules measure (R-LL-DEFAULTS, R-LL-INTRINSIC). Layout asks UIKit; a headless engine
/// models it.
public enum IntrinsicSizeKind: Hashable, Sendable {
    /// No intrinsic size (−1 × −1): plain views, scroll views, stacks, controllers.
    case none
    /// The text's bounding box in its font, wrapped at the available width (`UILabel`).
    case text
    /// Height from the font's line height (plus border padding); width from the text.
    case textInput
    /// Title and image sizes plus content insets (`UIButton`).
    case button
    /// The image's size, none without an image (`UIImageView`).
    case image
    /// Constant metrics; a nil side has no intrinsic value.
    case fixed(width: Double?, height: Double?)
    /// `UIActivityIndicatorView`: `regular` for `gray`/`white`, `large` for `whiteLarge`.
    case activityIndicator(regularSide: Double, largeSide: Double)
    /// `UIPageControl`: its width and height follow `numberOfPages` (R-ICS-CAT).
    case pageControl
    /// `UISegmentedControl`: segment titles/images side by side, constant `height`.
    case segmentedControl(height: Double)
    /// Layout's table and collection views: `contentSize` + `contentInset`.
    case contentSize
    /// Layout's `UICollectionViewCell` without children: no width, `height` high.
    case childlessCell(height: Double)
    /// Layout's `UITableViewHeaderFooterView` without children: the `textLabel` height.
    case headerFooterText

    /// True for metrics copied from UIKit (R-ICS-CAT) rather than stated by Layout or
    /// derived from content; they vary by OS version, so results using them are approximate.
    public var isApproximate: Bool {
        switch self {
        case .none, .image, .contentSize, .childlessCell, .headerFooterText: return false
        case .text, .textInput, .button, .fixed, .activityIndicator, .pageControl, .segmentedControl: return true
        }
    }
}

extension IntrinsicSizeKind {
    /// A catalog size as constant metrics.
    static func fixed(_ size: IntrinsicSize?) -> IntrinsicSizeKind {
        .fixed(width: size?.width, height: size?.height)
    }
}

extension ViewClass {
    /// The intrinsic-size kind of the nearest class in the table below (custom classes inherit).
    public var intrinsicSizeKind: IntrinsicSizeKind {
        lineage.intrinsicSizeKind
    }
}

extension IntrinsicSizeKind {
    /// Classes with an intrinsic size; every other class (UIView, UIScrollView, UIStackView,
    /// UITableViewCell, web and map views, controllers) has none.
    static let table: [String: IntrinsicSizeKind] = [
        // Text metrics come from the text-measurement module; UIKit's label has no padding.
        "UILabel": .text,
        // UIKit: font line height plus the border style's padding (R-LL-INTRINSIC "height from font").
        "UITextField": .textInput,
        // Approximation: UIKit's text view (a scroll view) only sizes to its text with scrolling
        // disabled; the default width rule skips scroll views anyway (R-LL-DEFAULTS).
        "UITextView": .textInput,
        "UIButton": .button,
        // Layout (R-LL-INTRINSIC): the image size, or none without an image.
        "UIImageView": .image,
        // UIKit's control metrics (R-ICS-CAT through `UIKitDefaults`), at the
        // generation R-LL-INTRINSIC states ("UISwitch ≈ 51×31; UIStepper ≈ 94×29").
        "UISwitch": .fixed(UIKitDefaults.intrinsicSize(forClass: "UISwitch", generation: ControlMetrics.generation)),
        "UIStepper": .fixed(UIKitDefaults.intrinsicSize(forClass: "UIStepper", generation: ControlMetrics.generation)),
        // 20×20, `large`/`whiteLarge` 37×37.
        "UIActivityIndicatorView": .activityIndicator(regularSide: 20, largeSide: 37),
        // Sliders and progress views have only a height (a slider's thumb makes it 31 high).
        "UISlider": .fixed(UIKitDefaults.intrinsicSize(forClass: "UISlider", generation: ControlMetrics.generation)),
        "UIProgressView": .fixed(UIKitDefaults.intrinsicSize(forClass: "UIProgressView", generation: ControlMetrics.generation)),
        "UIPageControl": .pageControl,
        "UISegmentedControl": .segmentedControl(height: UIKitDefaults.segmentedControlHeight(ControlMetrics.generation)),
        // Wheel pickers are 320×216.
        "UIPickerView": .fixed(UIKitDefaults.intrinsicSize(forClass: "UIPickerView", generation: ControlMetrics.generation)),
        "UIDatePicker": .fixed(UIKitDefaults.intrinsicSize(forClass: "UIDatePicker", generation: ControlMetrics.generation)),
        // Bars: navigation bar and toolbar 44, tab bar 49 without safe-area insets (R-ICS-CAT);
        // a search bar's default style is 56 (not in the catalog: an approximation).
        "UISearchBar": .fixed(width: nil, height: 56),
        "UINavigationBar": .fixed(UIKitDefaults.intrinsicSize(forClass: "UINavigationBar", generation: ControlMetrics.generation)),
        "UIToolbar": .fixed(UIKitDefaults.intrinsicSize(forClass: "UIToolbar", generation: ControlMetrics.generation)),
        "UITabBar": .fixed(UIKitDefaults.intrinsicSize(forClass: "UITabBar", generation: ControlMetrics.generation)),
        // Layout's own overrides (`intrinsic_size` in the data).
        "UITableView": .contentSize,
        "UICollectionView": .contentSize,
        "UICollectionViewCell": .childlessCell(height: 44),
        "UITableViewHeaderFooterView": .headerFooterText,
        // Stated for the record (the walk defaults to none): R-LL-INTRINSIC names these as having none.
        "UIScrollView": .none,
        "UIStackView": .none,
        "UITableViewCell": .none,
        "UIView": .none,
    ]
}
