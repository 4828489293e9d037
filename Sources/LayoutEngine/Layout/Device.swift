import Expressions

/// The screen a template is laid out for: the root view's size, the screen
/// scale (text sizes round up to its pixel grid) and the safe-area insets.
public struct Device: Hashable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var insets: EdgeInsets

    public init(name: String, width: Double, height: Double, scale: Double, insets: EdgeInsets = .zero) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.insets = insets
    }

    /// Portrait sizes and safe areas of common devices (points).
    public static let presets: [Device] = [
        Device(name: "iphone-se", width: 375, height: 667, scale: 2, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "iphone-13-mini", width: 375, height: 812, scale: 3, insets: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-15", width: 393, height: 852, scale: 3, insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-15-pro", width: 393, height: 852, scale: 3, insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-15-plus", width: 430, height: 932, scale: 3, insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "ipad", width: 820, height: 1180, scale: 2, insets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Device(name: "ipad-pro-13", width: 1032, height: 1376, scale: 2, insets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    public static let standard = presets.first { $0.name == "iphone-15" }!

    /// A preset name, or `WIDTHxHEIGHT[@SCALE]` (e.g. `375x667@2`).
    public init?(specification text: String, presets: [Device] = Device.presets) {
        if let preset = presets.first(where: { $0.name == text.lowercased() }) {
            self = preset
            return
        }
        let parts = text.lowercased().split(separator: "@", maxSplits: 1)
        let size = parts[0].split(separator: "x")
        guard size.count == 2, let width = Double(size[0]), let height = Double(size[1]),
              width > 0, height > 0, width <= 100_000, height <= 100_000 else { return nil }
        var scale = 1.0
        if parts.count == 2 {
            guard let value = Double(parts[1]), value >= 1, value <= 4 else { return nil }
            scale = value
        }
        self.init(name: text, width: width, height: height, scale: scale)
    }

    /// The names of the presets, for messages and help.
    public static var presetNames: [String] { presets.map(\.name) }
}

/// Which meaning `right` and `bottom` have (spec §3.3). Legacy is Layout's default.
public enum LayoutMode: String, Hashable, Sendable, CaseIterable {
    case legacy
    case new
}

/// Everything a layout pass needs besides the template.
public struct LayoutOptions: Sendable {
    public var device: Device
    public var mode: LayoutMode
    /// Constants visible to every node (inlined when expressions compile).
    public var constants: [String: Value]
    /// State visible to every node (read at every evaluation).
    public var state: [String: Value]
    /// Localized strings for `strings.KEY`.
    public var strings: [String: String]
    public var environment: PropertyEnvironment
    public var catalog: UIKitCatalog
    /// The root view's frame when the template doesn't set it; nil means the
    /// whole screen (the root is mounted as a view controller's view).
    public var rootFrame: Rect?
    /// Whether a node reuses what another node compiled from the same text when its names
    /// resolve the same way. Off, every attribute compiles afresh: tests compare the two.
    public var reusesCompilations = true

    public init(
        device: Device = .standard, mode: LayoutMode = .legacy, rootFrame: Rect? = nil,
        constants: [String: Value] = [:], state: [String: Value] = [:], strings: [String: String] = [:],
        environment: PropertyEnvironment = .standard, catalog: UIKitCatalog = .standard
    ) {
        self.device = device
        self.mode = mode
        self.constants = constants
        self.state = state
        self.strings = strings
        self.environment = environment
        self.catalog = catalog
        self.rootFrame = rootFrame
    }
}
