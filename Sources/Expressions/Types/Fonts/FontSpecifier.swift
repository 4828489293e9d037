/// One part of a font expression: literal text (split into words and quoted
/// names by the resolver) or the value of an embedded `{…}` expression. A
/// `.value(.string(…))` is text: Layout concatenates it with its neighbours.
public enum FontSpecifierPart: Hashable, Sendable {
    case text(String)
    case value(Value)
}

/// A font expression that names no valid font: `Invalid font name or specifier 'foo'`,
/// `Invalid font specifier '…'` for a value of the wrong kind, or `Unexpected nil value`.
public struct FontSpecifierError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// An error with the exact message the user sees.
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    static func invalidName(_ text: String) -> FontSpecifierError {
        FontSpecifierError("Invalid font name or specifier '\(text)'")
    }
}

/// A font part after interpretation, before the font is assembled.
enum FontPart: Hashable {
    case font(FontDescriptor)
    case trait(String)
    case weight(String)
    case size(Double)
    case relativeSize(Double)
    case textStyle(String)

    var isFont: Bool {
        if case .font = self { return true }
        return false
    }
}

extension FontDescriptor {
    /// The system font of `size` points.
    public static func system(size: Double = EnumCatalog.defaultFontSize, weight: String = "regular") -> FontDescriptor {
        FontDescriptor(name: nil, size: size, weight: weight)
    }

    /// `UIFont.boldSystemFont`: the system font with the bold trait.
    public static func boldSystem(size: Double = EnumCatalog.defaultFontSize) -> FontDescriptor {
        FontDescriptor(name: nil, size: size, weight: "bold", traits: ["bold"])
    }

    /// `UIFont.italicSystemFont`: the system font with the italic trait.
    public static func italicSystem(size: Double = EnumCatalog.defaultFontSize) -> FontDescriptor {
        FontDescriptor(name: nil, size: size, weight: "regular", traits: ["italic"])
    }

    /// `UIFont.preferredFont(forTextStyle:)` at `category` (the default content size unless given).
    public static func preferred(textStyle: String, at category: ContentSizeCategory = .large) -> FontDescriptor? {
        guard let size = FontWeights.pointSize(ofTextStyle: textStyle, at: category) else { return nil }
        return FontDescriptor(name: nil, size: size, weight: FontWeights.weight(ofTextStyle: textStyle),
                              textStyle: textStyle)
    }
}
