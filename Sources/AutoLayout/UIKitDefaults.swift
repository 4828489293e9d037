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
        default: nil
        }
    }
}
