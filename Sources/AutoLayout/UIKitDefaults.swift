/// UIKit's per-class defaults for views created in code (R-ICS-3, R-ICS-CAT): content
/// priorities, and intrinsic sizes of the controls whose size does not depend on text.
/// Text-sized views (labels, buttons, text fields) get their sizes from the caller.
public enum UIKitDefaults {
    public static let contentHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// 750 on both axes for every class.
    public static let compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)

    /// Content hugging of a class created in code (the left column of R-ICS-3's table).
    public static func contentHugging(forClass name: String) -> AxisPriorities {
        switch name {
        case "UIActivityIndicatorView", "UIStepper", "UISwitch", "UIDatePicker", "UIPageControl", "UIPickerView":
            AxisPriorities(horizontal: 750, vertical: 750)
        case "UIProgressView", "UISlider", "UISegmentedControl", "UISearchBar", "UITabBar", "UIToolbar":
            AxisPriorities(horizontal: 250, vertical: 750)
        default:
            contentHugging
        }
    }

    /// Intrinsic sizes of fixed-size controls, iOS 17/18 (R-ICS-CAT, confidence high or medium);
    /// nil for classes without one or whose size comes from text or images.
    public static func intrinsicSize(forClass name: String) -> IntrinsicSize? {
        switch name {
        case "UISwitch": IntrinsicSize(width: 51, height: 31)
        case "UIActivityIndicatorView": IntrinsicSize(width: 20, height: 20)
        case "UIStepper": IntrinsicSize(width: 94, height: 32)
        case "UISlider": IntrinsicSize(width: nil, height: 31)
        case "UIProgressView": IntrinsicSize(width: nil, height: 4)
        case "UIDatePicker", "UIPickerView": IntrinsicSize(width: 320, height: 216)
        case "UINavigationBar", "UIToolbar": IntrinsicSize(width: nil, height: 44)
        case "UITabBar": IntrinsicSize(width: nil, height: 49)
        default: nil
        }
    }

    /// `UISegmentedControl`'s height since iOS 13 (28 before); its width comes from the
    /// segment titles (R-ICS-CAT, medium).
    public static let segmentedControlHeight = 32.0

    /// `UIPageControl` since iOS 14: about 16 points a page plus a 30-point platter, 26 high
    /// (R-ICS-CAT, low confidence); no pages, no width.
    public static func pageControlSize(pages: Int) -> IntrinsicSize {
        IntrinsicSize(width: pages > 0 ? 16 * Double(pages) + 30 : 0, height: 26)
    }

    /// A `.roundedRect` text field's height since iOS 13 (30 before), R-ICS-CAT.
    public static let roundedRectTextFieldHeight = 34.0
    /// A `.line` or `.bezel` text field's height (R-ICS-CAT, low).
    public static let borderedTextFieldHeight = 30.0
}
