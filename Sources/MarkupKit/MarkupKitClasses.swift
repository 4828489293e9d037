import LayoutEngine
import Synchronization

/// The classes MarkupKit adds to UIKit, and the keys its categories add (R-DOC-ELEMENT, R-EXT-SIZE,
/// R-ROW-2, R-COL-2), per release: what `NSClassFromString` and KVC find in an app linking
/// MarkupKit.
public enum MarkupKitClasses {
    /// Class → superclass, for the releases that have it.
    public static func superclass(of name: String, version: MarkupKitVersion) -> String? {
        switch name {
        case "LMLayoutView": "UIView"
        case "LMBoxView": "LMLayoutView"
        case "LMRowView", "LMColumnView": "LMBoxView"
        case "LMAnchorView": "LMLayoutView"
        case "LMRootView": version == .v4 ? "LMLayoutView" : nil
        case "LMLayerView": version == .v4 ? nil : "LMLayoutView"
        case "LMSpacer", "LMPlayerView", "LMGradientView": "UIView"
        case "LMLinearGradientView", "LMRadialGradientView": "LMGradientView"
        case "LMScrollView", "LMPageView": "UIScrollView"
        case "LMTableView": "UITableView"
        case "LMTableViewCell": "UITableViewCell"
        case "LMTableViewHeaderFooterView": "UITableViewHeaderFooterView"
        case "LMCollectionView": "UICollectionView"
        case "LMCollectionViewCell": "UICollectionViewCell"
        case "LMPickerView": "UIPickerView"
        case "LMSegmentedControl": "UISegmentedControl"
        case "LMSlider": "UISlider"
        case "LMStepper": "UIStepper"
        case "LMTextView": "UITextView"
        default: nil
        }
    }

    public static let names = ["LMLayoutView", "LMBoxView", "LMRowView", "LMColumnView", "LMAnchorView", "LMRootView", "LMLayerView",
                        "LMSpacer", "LMPlayerView", "LMGradientView", "LMLinearGradientView", "LMRadialGradientView",
                        "LMScrollView", "LMPageView", "LMTableView", "LMTableViewCell", "LMTableViewHeaderFooterView",
                        "LMCollectionView", "LMCollectionViewCell", "LMPickerView", "LMSegmentedControl", "LMSlider",
                        "LMStepper", "LMTextView"]

    /// The class chain of `name`, most derived first, or nil when it is not a class at all.
    static func ancestry(of name: String, version: MarkupKitVersion, catalog: UIKitCatalog,
                         custom: [String: String] = [:]) -> [String]? {
        var chain: [String] = []
        var current = name
        while chain.count < 64, let superclass = custom[current] ?? superclass(of: current, version: version) {
            chain.append(current)
            current = superclass
        }
        guard let known = catalog.viewClass(named: current) else { return chain.isEmpty ? nil : chain + [current] }
        return chain + known.ancestry
    }

    /// Zero-argument factories (`style=`), by the class that declares them (R-DOC-FACTORY).
    static func factories(version: MarkupKitVersion) -> [String: [String]] {
        var buttons = ["systemButton", "detailDisclosureButton", "infoLightButton", "infoDarkButton", "contactAddButton", "plainButton"]
        if version == .v1 { buttons.append("customButton") }
        return [
            "UIButton": buttons,
            "UITableView": ["plainTableView", "groupedTableView"],
            "UITableViewCell": ["defaultTableViewCell", "value1TableViewCell", "value2TableViewCell", "subtitleTableViewCell"],
            "UIProgressView": ["defaultProgressView", "barProgressView"],
            "UIVisualEffectView": ["extraLightBlurEffectView", "lightBlurEffectView", "darkBlurEffectView",
                                   "extraDarkBlurEffectView", "regularBlurEffectView", "prominentBlurEffectView"],
        ]
    }

    /// The 18 action attributes (MK3, MK4).
    static let actions: Set<String> = [
        "onTouchDown", "onTouchDownRepeat", "onTouchDragInside", "onTouchDragOutside", "onTouchDragEnter",
        "onTouchDragExit", "onTouchUpInside", "onTouchUpOutside", "onTouchCancel", "onValueChanged",
        "onPrimaryActionTriggered", "onEditingDidBegin", "onEditingChanged", "onEditingDidEnd", "onEditingDidEndOnExit",
        "onAllTouchEvents", "onAllEditingEvents", "onAllEvents",
    ]

    /// Keys MarkupKit's categories and classes add, by class, for one release: worked out once
    /// an ancestry (every view of a render asks, and a document's views share a few classes;
    /// building the set was a tenth of a render).
    static func keys(of ancestry: [String], version: MarkupKitVersion) -> Set<String> {
        let key = KeysKey(ancestry: ancestry, version: version)
        if let known = knownKeys.withLock({ $0[key] }) { return known }
        let keys = makeKeys(of: ancestry, version: version)
        knownKeys.withLock { known in
            // Bounded: a project's classes are few, but names come from documents.
            if known.count >= 1024 { known.removeAll() }
            known[key] = keys
        }
        return keys
    }

    private struct KeysKey: Hashable {
        var ancestry: [String]
        var version: MarkupKitVersion
    }

    private static let knownKeys = Mutex<[KeysKey: Set<String>]>([:])

    private static func makeKeys(of ancestry: [String], version: MarkupKitVersion) -> Set<String> {
        var keys: Set<String> = ["layoutMarginTop", "layoutMarginLeft", "layoutMarginBottom", "layoutMarginRight",
                                 "layoutMarginLeading", "layoutMarginTrailing", "weight",
                                 "horizontalContentCompressionResistancePriority", "horizontalContentHuggingPriority",
                                 "verticalContentCompressionResistancePriority", "verticalContentHuggingPriority"]
        if version != .v1 {
            keys.formUnion(["width", "height", "minimumWidth", "maximumWidth", "minimumHeight", "maximumHeight", "anchor"])
        }
        if version != .v1 { keys.insert("aspectRatio") }
        if version == .v4 { keys.formUnion(["topSpacing", "bottomSpacing", "leadingSpacing", "trailingSpacing"]) }
        let isA = { (name: String) in ancestry.contains(name) }
        if isA("LMLayoutView"), version != .v4 {
            keys.insert("layoutMarginsRelativeArrangement")
            if version == .v3 { keys.formUnion(["topSpacing", "bottomSpacing", "leadingSpacing", "trailingSpacing"]) }
        }
        if isA("LMBoxView") {
            keys.formUnion(["spacing", "alignToBaseline"])
            keys.formUnion(version == .v1 ? ["alignment"] : ["horizontalAlignment", "verticalAlignment", "baseline"])
        }
        if isA("LMRowView"), version == .v1 { keys.insert("baseline") }
        if isA("LMColumnView") {
            keys.insert("alignToGrid")
            if version == .v1 { keys.formUnion(["topSpacing", "bottomSpacing"]) }
        }
        if isA("LMRootView") { keys.formUnion(["topPadding", "bottomPadding"]) }
        if isA("LMScrollView") { keys.formUnion(["fitToWidth", "fitToHeight"]) }
        if isA("UIButton") {
            keys.formUnion(["title", "titleColor", "titleShadowColor", "attributedTitle", "image", "backgroundImage",
                            "contentEdgeInsetTop", "contentEdgeInsetLeft", "contentEdgeInsetBottom", "contentEdgeInsetRight",
                            "titleEdgeInsetTop", "titleEdgeInsetLeft", "titleEdgeInsetBottom", "titleEdgeInsetRight",
                            "imageEdgeInsetTop", "imageEdgeInsetLeft", "imageEdgeInsetBottom", "imageEdgeInsetRight"])
        }
        if isA("UILabel") { keys.formUnion(["shadowOffsetWidth", "shadowOffsetHeight"]) }
        if isA("UITableViewCell") { keys.formUnion(["value", "checked"]) }
        if isA("UIScrollView") {
            keys.formUnion(["contentInsetTop", "contentInsetLeft", "contentInsetBottom", "contentInsetRight", "currentPage"])
        }
        if isA("UISegmentedControl") { keys.insert("value") }
        if isA("UITextField") || isA("UITextView") { keys.formUnion(["textContentType"]) }
        if isA("LMGradientView") { keys.formUnion(["colors", "locations", "startPoint", "endPoint", "centerPoint", "radius"]) }
        return keys
    }

    /// Objects reached by the first component of a key path (`textLabel.text`).
    static let keyPathObjects: Set<String> = [
        "layer", "textLabel", "detailTextLabel", "imageView", "titleLabel", "contentView", "backgroundView",
        "panGestureRecognizer", "pinchGestureRecognizer", "tableHeaderView", "tableFooterView", "inputView",
        "collectionViewLayout", "scrollView", "searchTextField", "textContainer",
    ]
}
