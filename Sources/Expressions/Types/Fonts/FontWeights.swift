/// `UIFont.Weight` names, their numeric values, and the sizes of the Dynamic Type text
/// styles (`DynamicTypeSizes`).
public enum FontWeights {
    /// The numeric weight of a `UIFont.Weight` case name (0 for unknown names).
    public static func value(of weight: String) -> Double {
        guard let table = EnumCatalog.table(runtimeName: "UIFontWeight"),
              let found = table.acceptedCase(named: weight) else { return 0 }
        return found.rawValue.numberValue ?? 0
    }

    /// Point size of `UIFont.preferredFont(forTextStyle:)` at `category` (by default
    /// Large, iOS's default); `nil` for unknown styles.
    public static func pointSize(ofTextStyle style: String, at category: ContentSizeCategory = .large) -> Double? {
        DynamicTypeSizes.pointSize(of: style, at: category)
    }

    /// The weight of a text style's preferred font (`headline` is semibold).
    public static func weight(ofTextStyle style: String) -> String {
        style == "headline" ? "semibold" : "regular"
    }
}
