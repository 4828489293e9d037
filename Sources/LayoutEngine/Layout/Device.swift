import Diagnostics
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

    /// Parses the one device grammar of `--device`, `DEVICE` and `?device=`:
    /// a preset name (any case), or `WIDTHxHEIGHT[@SCALE]` followed by optional
    /// `scale=S` and `insets=T,L,B,R` words. Width and height are points in
    /// (0, 100 000], the scale is 1…4 (2 when not given), insets are non-negative.
    public static func parse(_ text: String, presets: [Device] = Device.presets) throws(DeviceSpecificationError) -> Device {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { throw .empty }
        if let preset = presets.first(where: { $0.name == first.lowercased() }) {
            guard words.count == 1 else { throw .optionsOnPreset(String(first)) }
            return preset
        }
        guard first.first.map({ $0.isNumber || $0 == "." }) == true else {
            throw .unknownPreset(String(first), presets: presets.map(\.name))
        }
        var device = try parseSize(first)
        var scaleGiven = first.contains("@")
        var insetsGiven = false
        for option in words.dropFirst() {
            let parts = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            switch (parts[0].lowercased(), parts.count) {
            case ("scale", 2):
                guard !scaleGiven else { throw .givenTwice("scale") }
                device.scale = try parseScale(parts[1])
                scaleGiven = true
            case ("insets", 2):
                guard !insetsGiven else { throw .givenTwice("insets") }
                let fields = parts[1].split(separator: ",", omittingEmptySubsequences: false)
                let numbers = fields.compactMap { Double($0) }.filter { $0.isFinite && $0 >= 0 && $0 <= maximumLength }
                guard fields.count == 4, numbers.count == 4 else { throw .badInsets(String(parts[1])) }
                device.insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
                insetsGiven = true
            default:
                throw .unknownOption(String(option))
            }
        }
        return device
    }

    /// The largest width or height accepted, in points.
    public static let maximumLength = 100_000.0

    /// `393x852` or `393x852@3`; the device is named by this word as written (lower-cased).
    private static func parseSize(_ word: Substring) throws(DeviceSpecificationError) -> Device {
        let name = word.lowercased()
        let atSplit = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let dimensions = atSplit[0].split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2, let width = Double(dimensions[0]), let height = Double(dimensions[1]) else {
            throw .malformedSize(String(word))
        }
        guard width > 0, height > 0, width <= maximumLength, height <= maximumLength else {
            throw .sizeOutOfRange(String(atSplit[0]))
        }
        let scale = atSplit.count == 2 ? try parseScale(atSplit[1]) : 2
        return Device(name: name, width: width, height: height, scale: scale)
    }

    private static func parseScale(_ text: Substring) throws(DeviceSpecificationError) -> Double {
        guard let scale = Double(text), scale >= 1, scale <= 4 else { throw .scaleOutOfRange(String(text)) }
        return scale
    }

    /// The names of the presets, for messages and help.
    public static var presetNames: [String] { presets.map(\.name) }
}

/// Which meaning `right` and `bottom` have (R-LL-LEGACY). Legacy is Layout's default.
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
    /// Whether the app runs right to left (an `rtl` variant): `leading` and `trailing`
    /// measure from the right and the left, and horizontal stacks run from the right.
    public var isRightToLeft = false

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

/// Why a device specification was refused; `description` is the message clients see.
public enum DeviceSpecificationError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case unknownPreset(String, presets: [String])
    case malformedSize(String)
    case sizeOutOfRange(String)
    case scaleOutOfRange(String)
    case badInsets(String)
    case unknownOption(String)
    case givenTwice(String)
    case optionsOnPreset(String)

    private static let grammar = "a preset or WIDTHxHEIGHT[@SCALE] [scale=S] [insets=T,L,B,R]"

    public var description: String {
        switch self {
        case .empty:
            return "no device given: use \(Self.grammar)"
        case let .unknownPreset(name, presets):
            let guess = Suggestions.bestMatches(for: name, in: presets, limit: 1).first.map { " (did you mean \($0)?)" } ?? ""
            return "unknown device \"\(name)\"\(guess): use a preset (\(presets.joined(separator: ", "))) or WIDTHxHEIGHT[@SCALE]"
        case let .malformedSize(word):
            return "\"\(word)\" is not WIDTHxHEIGHT[@SCALE] (e.g. 393x852@3)"
        case let .sizeOutOfRange(size):
            return "device width and height must be more than 0 and at most 100000 points, got \(size)"
        case let .scaleOutOfRange(scale):
            return "device scale must be a number from 1 to 4, got \(scale)"
        case let .badInsets(text):
            return "device insets must be four non-negative numbers T,L,B,R, got \(text)"
        case let .unknownOption(option):
            return "unknown device option \(option) (expected scale=S or insets=T,L,B,R)"
        case let .givenTwice(option):
            return "device \(option) is given twice"
        case let .optionsOnPreset(name):
            return "device options scale= and insets= only apply to WIDTHxHEIGHT, not to the preset \(name)"
        }
    }
}
