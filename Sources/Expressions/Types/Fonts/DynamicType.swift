/// A Dynamic Type content size category (`UIContentSizeCategory`): the user's text size,
/// from extra small to the fifth accessibility size. Large is iOS's default.
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// The short name a variant writes (`xS`, `L`, `AX3`), also its canonical name.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// UIKit's name of the category (`accessibilityExtraLarge`).
    public var uiKitName: String { "\(self)" }

    /// The category a short or UIKit name denotes, in any case (`ax3`, `XXXL`,
    /// `accessibilityExtraLarge`); nil for other words.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.shortName.lowercased() == lowered || $0.uiKitName.lowercased() == lowered })
        else { return nil }
        self = found
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The point sizes of the Dynamic Type text styles at every content size category, as
/// Apple publishes them: Human Interface Guidelines, Typography, "Dynamic Type sizes"
/// (iOS, iPadOS), https://developer.apple.com/design/human-interface-guidelines/typography
/// — the only copy of the numbers; Layout, MarkupKit and SwiftLayout read their text-style
/// fonts from it.
public enum DynamicTypeSizes {
    /// The text styles, in the order of a row of `table`.
    public static let styles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
    ]

    /// One row per category (`ContentSizeCategory.rawValue`), one column per style (`styles`).
    private static let table: [[Double]] = [
        //  LT  T1  T2  T3  Hd  Bd  Co  Sh  Fn  C1  C2
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11], // xS
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11], // S
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11], // M
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11], // L (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13], // xL
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15], // xxL
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17], // xxxL
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20], // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24], // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29], // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34], // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40], // AX5
    ]

    /// The point size of `style` at `category`; nil for a name that is not a text style.
    public static func pointSize(of style: String, at category: ContentSizeCategory = .large) -> Double? {
        guard let column = styles.firstIndex(of: style) else { return nil }
        return table[category.rawValue][column]
    }
}
