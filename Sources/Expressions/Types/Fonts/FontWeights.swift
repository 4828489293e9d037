/// `UIFont.Weight` names, their numeric values, and the default sizes of the
/// Dynamic Type text styles.
public enum FontWeights {
    /// The numeric weight of a `UIFont.Weight` case name (0 for unknown names).
    public static func value(of weight: String) -> Double {
        guard let table = EnumCatalog.table(runtimeName: "UIFontWeight"),
              let found = table.acceptedCase(named: weight) else { return 0 }
        return found.rawValue.numberValue ?? 0
    }

    /// Point size of `UIFont.preferredFont(forTextStyle:)` at the default
    /// (Large) content size category; `nil` for unknown styles.
    public static func pointSize(ofTextStyle style: String) -> Double? {
        textStyleSizes[style]
    }

    /// The weight of a text style's preferred font (`headline` is semibold).
    public static func weight(ofTextStyle style: String) -> String {
        style == "headline" ? "semibold" : "regular"
    }

    private static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
}
