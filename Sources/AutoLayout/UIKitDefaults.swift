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

    /// Which of R-ICS-CAT's two columns a format's controls take. EverLayout and SwiftLayout
    /// layouts take the iOS 17/18 catalog; Layout templates and MarkupKit documents the earlier
    /// sizes their own rules state (R-LL-INTRINSIC "UIStepper ≈ 94×29"; R-UIK-HEADLESS's
    /// headless defaults, iOS 11–12: stepper 94×29, progress view 2, segmented control 28,
    /// rounded-rect text field 30).
    public enum Generation: Sendable {
        /// iOS 7–12 (13 for page controls): the "earlier" column.
        case iOS12
        /// iOS 17/18: the catalog's main column.
        case iOS17
    }

    /// Intrinsic sizes of fixed-size controls (R-ICS-CAT, confidence high or medium); nil for
    /// classes without one or whose size comes from text or images.
    public static func intrinsicSize(forClass name: String, generation: Generation = .iOS17) -> IntrinsicSize? {
        switch name {
        case "UISwitch": IntrinsicSize(width: 51, height: 31)
        case "UIActivityIndicatorView": IntrinsicSize(width: 20, height: 20)
        case "UIStepper": IntrinsicSize(width: 94, height: generation == .iOS12 ? 29 : 32)
        case "UISlider": IntrinsicSize(width: nil, height: 31)
        case "UIProgressView": IntrinsicSize(width: nil, height: generation == .iOS12 ? 2 : 4)
        case "UIDatePicker", "UIPickerView": IntrinsicSize(width: 320, height: 216)
        case "UINavigationBar", "UIToolbar": IntrinsicSize(width: nil, height: 44)
        case "UITabBar": IntrinsicSize(width: nil, height: 49)
        case "UISearchBar": IntrinsicSize(width: nil, height: 56)
        default: nil
        }
    }

    /// `UISegmentedControl`'s height: 32 since iOS 13, 28 before; its width comes from the
    /// segment titles (R-ICS-CAT, medium).
    public static func segmentedControlHeight(_ generation: Generation = .iOS17) -> Double {
        generation == .iOS12 ? 28 : 32
    }

    /// `UIPageControl`: since iOS 14 about 16 points a page plus a 30-point platter, 26 high
    /// (low confidence); before, 7-point dots 9 apart in a 37-point control (medium). No pages,
    /// no width (R-ICS-CAT).
    public static func pageControlSize(pages: Int, generation: Generation = .iOS17) -> IntrinsicSize {
        guard pages > 0 else { return IntrinsicSize(width: 0, height: generation == .iOS12 ? 37 : 26) }
        return generation == .iOS12 ? IntrinsicSize(width: 16 * Double(pages) - 9, height: 37)
            : IntrinsicSize(width: 16 * Double(pages) + 30, height: 26)
    }

    /// A `.roundedRect` text field's height: 34 since iOS 13, 30 before (R-ICS-CAT).
    public static func roundedRectTextFieldHeight(_ generation: Generation = .iOS17) -> Double {
        generation == .iOS12 ? 30 : 34
    }
    /// A `.line` or `.bezel` text field's height (R-ICS-CAT, low).
    public static let borderedTextFieldHeight = 30.0
}
