/// How a view of a class gets its intrinsic (content) size — what `auto` and the default
/// width/height rules measure (spec §3.2, §8.3). Layout asks UIKit; a headless engine models it.
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
    /// `UIPageControl`: `pitch × numberOfPages − spacing` wide, `height` high.
    case pageControl(pitch: Double, spacing: Double, height: Double)
    /// `UISegmentedControl`: segment titles/images side by side, constant `height`.
    case segmentedControl(height: Double)
    /// Layout's table and collection views: `contentSize` + `contentInset`.
    case contentSize
    /// Layout's `UICollectionViewCell` without children: no width, `height` high.
    case childlessCell(height: Double)
    /// Layout's `UITableViewHeaderFooterView` without children: the `textLabel` height.
    case headerFooterText

    /// True for metrics copied from UIKit (iOS 11–12 era) rather than stated by Layout or
    /// derived from content; they vary by OS version, so results using them are approximate.
    public var isApproximate: Bool {
        switch self {
        case .none, .image, .contentSize, .childlessCell, .headerFooterText: return false
        case .text, .textInput, .button, .fixed, .activityIndicator, .pageControl, .segmentedControl: return true
        }
    }
}

extension ViewClass {
    /// The intrinsic-size kind of the nearest class in the table below (custom classes inherit).
    public var intrinsicSizeKind: IntrinsicSizeKind {
        lineage.nearest { IntrinsicSizeKind.table[$0.name] } ?? .none
    }
}

extension IntrinsicSizeKind {
    /// Classes with an intrinsic size; every other class (UIView, UIScrollView, UIStackView,
    /// UITableViewCell, web and map views, controllers) has none.
    static let table: [String: IntrinsicSizeKind] = [
        // Text metrics come from the text-measurement module; UIKit's label has no padding.
        "UILabel": .text,
        // UIKit: font line height plus the border style's padding (spec §8.3 "height from font").
        "UITextField": .textInput,
        // Approximation: UIKit's text view (a scroll view) only sizes to its text with scrolling
        // disabled; the default width rule skips scroll views anyway (§3.2).
        "UITextView": .textInput,
        "UIButton": .button,
        // Layout (§8.3): the image size, or none without an image.
        "UIImageView": .image,
        // UIKit's fixed control metrics, as quoted in spec §8.3 (≈ 51×31, ≈ 94×29).
        "UISwitch": .fixed(width: 51, height: 31),
        "UIStepper": .fixed(width: 94, height: 29),
        // Spec §8.3: 20×20, `whiteLarge` 37×37.
        "UIActivityIndicatorView": .activityIndicator(regularSide: 20, largeSide: 37),
        // Approximation (spec §8.3 says "only a height"): the iOS 7–12 thumb makes sliders 31 high.
        "UISlider": .fixed(width: nil, height: 31),
        // Approximation: iOS 7+ progress track height (default style).
        "UIProgressView": .fixed(width: nil, height: 2),
        // Approximation: iOS 7–13 dots are 7 pt with 9 pt gaps in a 37 pt high control.
        "UIPageControl": .pageControl(pitch: 16, spacing: 9, height: 37),
        // Approximation: iOS 7–12 segmented controls are 28 pt high (§8.3 "from segment titles").
        "UISegmentedControl": .segmentedControl(height: 28),
        // Approximation: the iOS 7–13 wheel pickers are 320×216.
        "UIPickerView": .fixed(width: 320, height: 216),
        "UIDatePicker": .fixed(width: 320, height: 216),
        // Approximation: iOS 11–12 bar heights (search bar default style 56, navigation bar and
        // toolbar 44, tab bar 49 without safe-area insets).
        "UISearchBar": .fixed(width: nil, height: 56),
        "UINavigationBar": .fixed(width: nil, height: 44),
        "UIToolbar": .fixed(width: nil, height: 44),
        "UITabBar": .fixed(width: nil, height: 49),
        // Layout's own overrides (`intrinsic_size` in the data).
        "UITableView": .contentSize,
        "UICollectionView": .contentSize,
        "UICollectionViewCell": .childlessCell(height: 44),
        "UITableViewHeaderFooterView": .headerFooterText,
        // Stated for the record (the walk defaults to none): spec §8.3 names these as having none.
        "UIScrollView": .none,
        "UIStackView": .none,
        "UITableViewCell": .none,
        "UIView": .none,
    ]
}
