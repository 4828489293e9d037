import AutoLayout
import Diagnostics
import Expressions
import LayoutEngine

/// What a render is for beyond the template and its state: the device, the user's text size,
/// the layout direction, the language of the strings and pseudo-localisation. `render
/// --variant`, `check --variants`, `snapshot --variants` (and the server) read it in the one
/// grammar of `parse(_:devices:)` and `matrix(_:devices:)`; `name` is how files and messages
/// write it.
public struct RenderVariant: Hashable, Sendable, CustomStringConvertible {
    /// A device preset name or `WIDTHxHEIGHT[@SCALE]` as written (lower-cased); nil leaves the
    /// render's device (`--device`, the project's).
    public var device: String?
    /// The Dynamic Type text size (`DynamicTypeSizes`); Large is iOS's default.
    public var contentSize: ContentSizeCategory
    /// Which way leading and trailing point and horizontal stacks run.
    public var direction: LayoutDirection
    /// The language whose `.lproj` strings come first (`fr`); nil reads the project's order.
    public var language: String?
    /// Whether every localised string is pseudo-localised (`PseudoLocalization`).
    public var pseudo: Bool

    public init(device: String? = nil, contentSize: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
                language: String? = nil, pseudo: Bool = false) {
        self.device = device
        self.contentSize = contentSize
        self.direction = direction
        self.language = language
        self.pseudo = pseudo
    }

    /// No variant: the device given elsewhere, Large text, left to right, the project's strings.
    public static let standard = RenderVariant()

    /// The canonical name: the items that differ from `standard`, in the order device, text
    /// size, direction, language, pseudo (`iphone-se,AX3,rtl,lang=fr,pseudo`); `default` when
    /// none does. Two variants that render alike have one name.
    public var name: String {
        var items: [String] = []
        if let device { items.append(device) }
        if contentSize != .large { items.append(contentSize.shortName) }
        if direction == .rightToLeft { items.append("rtl") }
        if let language { items.append("lang=" + language) }
        if pseudo { items.append("pseudo") }
        return items.isEmpty ? "default" : items.joined(separator: ",")
    }

    public var description: String { name }

    /// This variant without its device: what a render's text, direction and strings depend on
    /// (a compiled Layout template is shared by the devices of one style).
    public var style: RenderVariant {
        var style = self
        style.device = nil
        return style
    }

    /// The device this variant names, among `presets`; nil when it names none.
    public func resolvedDevice(presets: [Device] = Device.presets) throws(DeviceSpecificationError) -> Device? {
        guard let device else { return nil }
        return try Device.parse(device, presets: presets)
    }

    // MARK: Grammar

    /// The axes a variant item sets, as messages name them.
    public enum Axis: String, Sendable, CaseIterable {
        case device
        case contentSize = "text size"
        case direction
        case language
        case pseudo = "pseudo-localisation"
    }

    /// One item of a variant: a device, a text size, `ltr`/`rtl`, `lang=CODE` or `pseudo`.
    public enum Item: Hashable, Sendable {
        case device(String)
        case contentSize(ContentSizeCategory)
        case direction(LayoutDirection)
        case language(String)
        case pseudo

        public var axis: Axis {
            switch self {
            case .device: .device
            case .contentSize: .contentSize
            case .direction: .direction
            case .language: .language
            case .pseudo: .pseudo
            }
        }

        /// The item as the canonical name writes it.
        public var text: String {
            switch self {
            case let .device(name): name
            case let .contentSize(category): category.shortName
            case let .direction(direction): direction == .rightToLeft ? "rtl" : "ltr"
            case let .language(code): "lang=" + code
            case .pseudo: "pseudo"
            }
        }
    }

    /// Parses a variant: comma-separated items, each recognised by its form, at most one of
    /// each axis (`iphone-se,AX3,rtl`, `375x667@2,lang=fr,pseudo`). `devices` are the preset
    /// names a device item may use (the project's presets).
    public static func parse(_ text: String, devices: [String] = Device.presetNames) throws(RenderVariantError) -> RenderVariant {
        let words = try items(of: text, separator: ",")
        var variant = RenderVariant()
        var given: [Axis: Item] = [:]
        for word in words {
            let item = try parseItem(word, devices: devices)
            if let earlier = given[item.axis] { throw .axisTwice(variant: text, axis: item.axis, first: earlier.text, second: item.text) }
            given[item.axis] = item
            variant.apply(item)
        }
        return variant
    }

    /// Parses a matrix: comma-separated axes, each with `|`-separated alternatives of one
    /// kind (`iphone-se|ipad,L|AX3,ltr|rtl,pseudo`); the variants are the cross product, the
    /// first axis varying slowest. A variant is a matrix of one.
    /// The most variants a matrix may make (the bundled example's matrix makes 18).
    public static let maximumVariants = 1_000

    public static func matrix(_ text: String, devices: [String] = Device.presetNames) throws(RenderVariantError) -> [RenderVariant] {
        let axes = try items(of: text, separator: ",")
        var variants = [RenderVariant()]
        var given: [Axis: String] = [:]
        for axisText in axes {
            let alternatives = try items(of: axisText, separator: "|")
            var parsed: [Item] = []
            for alternative in alternatives {
                let item = try parseItem(alternative, devices: devices)
                if let first = parsed.first, first.axis != item.axis {
                    throw .mixedAxis(axisText, first: first.axis, second: item.axis)
                }
                if parsed.contains(item) { throw .alternativeTwice(axisText, item.text) }
                parsed.append(item)
            }
            let axis = parsed[0].axis
            if let earlier = given[axis] { throw .axisTwiceInMatrix(axis: axis, first: earlier, second: axisText) }
            given[axis] = axisText
            // Checked before the product is made: a few kilobytes of devices and languages
            // would otherwise ask for millions of renders (and hold them all first).
            guard variants.count * parsed.count <= maximumVariants else { throw .tooManyVariants(variants.count * parsed.count) }
            variants = variants.flatMap { variant in
                parsed.map { item in
                    var next = variant
                    next.apply(item)
                    return next
                }
            }
        }
        return variants
    }

    private mutating func apply(_ item: Item) {
        switch item {
        case let .device(name): device = name
        case let .contentSize(category): contentSize = category
        case let .direction(value): direction = value
        case let .language(code): language = code
        case .pseudo: pseudo = true
        }
    }

    /// The trimmed pieces of `text` between `separator`s; an empty piece is an error.
    private static func items(of text: String, separator: Character) throws(RenderVariantError) -> [String] {
        let pieces = text.split(separator: separator, omittingEmptySubsequences: false)
            .map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
        guard pieces.contains(where: { !$0.isEmpty }) else { throw .empty }
        guard !pieces.contains(where: \.isEmpty) else { throw .emptyItem(text, separator: separator) }
        return pieces
    }

    /// One item, recognised by its form.
    public static func parseItem(_ word: String, devices: [String] = Device.presetNames) throws(RenderVariantError) -> Item {
        let lowered = word.lowercased()
        switch lowered {
        case "ltr": return .direction(.leftToRight)
        case "rtl": return .direction(.rightToLeft)
        case "pseudo": return .pseudo
        default: break
        }
        if lowered.hasPrefix("lang=") {
            let code = String(word.dropFirst("lang=".count))
            guard !code.isEmpty, code.count <= 35,
                  code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }),
                  code.first?.isLetter == true
            else { throw .badLanguage(word) }
            return .language(code)
        }
        if let category = ContentSizeCategory(name: word) { return .contentSize(category) }
        if devices.contains(lowered) { return .device(lowered) }
        if word.first.map({ $0.isNumber || $0 == "." }) == true {
            do throws(DeviceSpecificationError) {
                _ = try Device.parse(word, presets: [])
            } catch {
                throw .badDevice(word, error)
            }
            return .device(lowered)
        }
        throw .unknownItem(word, devices: devices)
    }

    /// Every word an item may be, for did-you-mean: the short words first (a tie goes to the
    /// earlier), so `rlt` finds `rtl` before the one-letter size `L`.
    static func vocabulary(devices: [String]) -> [String] {
        ["rtl", "ltr", "pseudo", "lang="] + devices + ContentSizeCategory.allCases.map(\.shortName)
            + ContentSizeCategory.allCases.map(\.uiKitName)
    }
}

/// A variant or matrix that does not parse, worded for the person who typed it.
public enum RenderVariantError: Error, Equatable, CustomStringConvertible {
    case empty
    case emptyItem(String, separator: Character)
    case unknownItem(String, devices: [String])
    case badLanguage(String)
    case badDevice(String, DeviceSpecificationError)
    case axisTwice(variant: String, axis: RenderVariant.Axis, first: String, second: String)
    case mixedAxis(String, first: RenderVariant.Axis, second: RenderVariant.Axis)
    case alternativeTwice(String, String)
    case axisTwiceInMatrix(axis: RenderVariant.Axis, first: String, second: String)
    case tooManyVariants(Int)

    public var description: String {
        switch self {
        case .empty:
            return "no variant given: use comma-separated items such as iphone-se,AX3,rtl"
        case let .emptyItem(text, separator):
            return "empty \(separator == "|" ? "alternative" : "item") in \"\(text)\""
        case let .unknownItem(word, devices):
            let vocabulary = RenderVariant.vocabulary(devices: devices)
            let guess = Suggestions.bestMatches(for: word, in: vocabulary, limit: 1).first.map { " (did you mean \($0)?)" } ?? ""
            let example = devices.first.map { "\($0), … or WxH@S" } ?? "WxH@S"
            return "unknown variant item \"\(word)\"\(guess): expected a device (\(example)), a text size (xS … xxxL, AX1 … AX5), "
                + "ltr or rtl, lang=CODE or pseudo"
        case let .badLanguage(word):
            return "\"\(word)\" is not lang=CODE with a language code such as fr, pt-BR or zh-Hans"
        case let .badDevice(word, error):
            return "variant item \"\(word)\": \(error)"
        case let .axisTwice(variant, axis, first, second):
            return "variant \"\(variant)\" gives the \(axis.rawValue) twice (\(first) and \(second)): a variant has one of each"
        case let .mixedAxis(text, first, second):
            return "the axis \"\(text)\" mixes a \(first.rawValue) and a \(second.rawValue): the alternatives of an axis are of one kind"
        case let .alternativeTwice(text, item):
            return "the axis \"\(text)\" gives \(item) twice"
        case let .axisTwiceInMatrix(axis, first, second):
            return "two axes give the \(axis.rawValue) (\"\(first)\" and \"\(second)\"): join their alternatives with |"
        case let .tooManyVariants(count):
            return "the matrix makes \(count) variants or more; at most \(RenderVariant.maximumVariants) are rendered: split it into several runs"
        }
    }
}
