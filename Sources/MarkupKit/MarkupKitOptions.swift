import AutoLayout
import Expressions
import LayoutEngine

/// What one render of a MarkupKit document depends on besides its bytes.
public struct MarkupKitOptions: Sendable {
    /// The frame the host gives the document's root view: the device's.
    public var rootWidth: Double
    public var rootHeight: Double
    /// Points per pixel, for text measured the way labels round it.
    public var scale: Double
    public var version: MarkupKitVersion
    /// The project's `.strings` table (`@key`).
    public var strings: [String: String]
    /// What `$name` bindings read (the document's state).
    public var state: [String: Value]
    /// Asset-catalog colours by name.
    public var colors: [String: Color]
    /// Image point sizes by asset name (`EmailIcon` or `vw.png`).
    public var imageSizes: [String: Size]
    /// Finds the point size of an image not in `imageSizes` (the project's PNG files).
    public var imageLookup: @Sendable (String) -> Size? = { _ in nil }
    /// The image names that exist; nil accepts any name (without a size).
    public var images: Set<String>?
    /// The class of the view a `<root>` document is loaded into; nil when the app's is unknown.
    public var rootClass: String?
    /// Where a missing `<root>` class is configured, for the diagnostic.
    public var rootClassKey: String
    /// UIKit classes and the project's own.
    public var catalog: UIKitCatalog
    /// The project's classes by superclass (`layout-serve.json` `classes`), which may extend MarkupKit's.
    public var classes: [String: String] = [:]
    /// `UIDevice.currentDevice.systemName`, for `<?case?>`.
    public var systemName: String
    /// Reads another document of the project (`<?include Name?>`, MK3) by project path.
    public var load: @Sendable (String) -> [UInt8]?
    /// What holds the document's root (R-UIK-HOST): a bare view (margins exactly as declared)
    /// or a view controller (at least the system minimum margins); either way measured from
    /// the safe area.
    public var host: Host.Kind = .bare
    /// The systems of earlier renders, to solve a document again from its last solve when only
    /// its numbers changed; nil solves every render from nothing.
    public var solvedSystems: SolvedSystems?
    /// The last renders, to render a document saved with one size attribute's number changed
    /// from its last render; nil renders every time from nothing.
    public var renders: MarkupKitRenders?
    /// The device's safe-area insets, which the root measures its margins from (a cell's: none).
    public var safeArea: EdgeInsets = .zero
    /// MK3's size class (`normal`, `horizontal`, `vertical`, `minimal`): `Name~sizeClass.xml`
    /// and `Name~sizeClass.json` are read before (over) `Name.xml` and `Name.json`.
    public var sizeClass: String?
    /// The text size a text-style font (`font="body"`) takes (`DynamicTypeSizes`).
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The app's layout direction: leading and trailing, and the order of horizontal stacks.
    public var layoutDirection: LayoutDirection = .leftToRight

    public init(rootWidth: Double, rootHeight: Double, scale: Double = 2, version: MarkupKitVersion = .v4,
                strings: [String: String] = [:], state: [String: Value] = [:], colors: [String: Color] = [:],
                imageSizes: [String: Size] = [:], images: Set<String>? = nil, rootClass: String? = nil,
                rootClassKey: String = "markupkit.roots", catalog: UIKitCatalog = .standard, systemName: String = "iOS",
                load: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.scale = scale
        self.version = version
        self.strings = strings
        self.state = state
        self.colors = colors
        self.imageSizes = imageSizes
        self.images = images
        self.rootClass = rootClass
        self.rootClassKey = rootClassKey
        self.catalog = catalog
        self.systemName = systemName
        self.load = load
    }
}
