/// Class, protocol and plain-integer type names that UIKit property tables use
/// and that have no value form here. Taken from the type strings in the shared
/// `uikit-classes.json` (Layout 0.7.0's Symbols.swift and expression types).
enum KnownTypeNames {
    /// Classes whose instances are opaque objects (`PropertyType.object`).
    static let classes: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UIViewController", "UIWindow", "UIScreen",
        "AVPictureInPictureViewController", "AVPlayerViewController", "GLKView", "GLKViewController",
        "MKMapView", "MKOverlayPathView", "MKOverlayView", "SCNView", "SKView",
        "UIActivityIndicatorView", "UIActivityViewController", "UIAlertController", "UIButton",
        "UICloudSharingController", "UICollectionReusableView", "UICollectionView",
        "UICollectionViewCell", "UICollectionViewController", "UIControl", "UIDatePicker",
        "UIImagePickerController", "UIImageView", "UIInputView", "UIInputViewController", "UILabel",
        "UINavigationBar", "UINavigationController", "UIPageControl", "UIPageViewController",
        "UIPickerView", "UIProgressView", "UIRefreshControl", "UIScrollView", "UISearchBar",
        "UISearchController", "UISegmentedControl", "UISlider", "UISplitViewController",
        "UIStackView", "UIStepper", "UISwitch", "UISystemKeyboardDockController", "UITabBar",
        "UITabBarController", "UITableView", "UITableViewCell", "UITableViewController",
        "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIToolbar",
        "UIVisualEffectView", "UIWebView", "WKWebView",
        "CALayer", "UITabBarItem", "UINavigationItem", "UIBarButtonItem", "UIBarItem",
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "WKWebViewConfiguration",
        "AVPlayer", "AVPlayerController", "Bundle", "NSBundle", "CADisplayLink", "CKContainer", "CKShare",
        "CLLocation", "EAGLContext", "GLKDisplayLinkMessenger", "MKMapCamera", "NSCalendar", "NSDate",
        "NSLocale", "NSProgress", "NSSet", "NSTimeZone", "NSUserActivity", "SCNNode", "SCNScene",
        "SCNTechnique", "SKScene", "UIActivity", "UIAlertAction", "UIBezierPath", "UIKeyboardDockView",
        "UIPasteConfiguration", "UISearchDisplayController", "UISlidingBarConfiguration",
        "UITextInputPasswordRules", "UITextRange", "UIBlurEffect", "UIVibrancyEffect",
        "UIGestureRecognizer", "WKPreferences", "WKProcessPool", "WKUserContentController",
        "WKWebsiteDataStore", "NSRange", "CLLocationCoordinate2D",
    ]

    /// Objective-C protocols named bare (Layout also accepts them without `<>`).
    static let protocols: Set<String> = [
        "AVPictureInPictureViewControllerDelegate", "AVPlayerViewControllerDelegate", "GLKViewDelegate",
        "MKMapViewDelegate", "UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching",
        "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UINavigationBarDelegate",
        "UINavigationControllerDelegate", "UIPageViewControllerDataSource", "UIPageViewControllerDelegate",
        "UIPickerViewDataSource", "UIPickerViewDelegate", "UIScrollViewDelegate", "UISearchBarDelegate",
        "UISearchControllerDelegate", "UISearchResultsUpdating", "UISplitViewControllerDelegate",
        "UITabBarControllerDelegate", "UITabBarDelegate", "UITableViewDataSource",
        "UITableViewDataSourcePrefetching", "UITableViewDelegate", "UITableViewDragDelegate",
        "UITableViewDropDelegate", "UITextDragDelegate", "UITextDropDelegate", "UITextFieldDelegate",
        "UITextInputDelegate", "UITextViewDelegate", "UIToolbarDelegate",
        "UIViewControllerTransitioningDelegate", "UIWebViewDelegate", "WKNavigationDelegate", "WKUIDelegate",
    ]

    /// Enums Layout has no table for: plain integers that accept only numbers.
    static let untabledIntegerEnums: Set<String> = [
        "UIInterfaceOrientation", "UITableViewCellEditingStyle", "UIUserInterfaceLayoutDirection",
        "UIWebPaginationMode", "UIWebPaginationBreakingMode",
    ]
}
