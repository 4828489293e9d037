/// The separators a locale uses for the `'` flag and for decimal points.
///
/// Foundation's locale data is not available in this target, so the locales
/// Layout's and Sprinter's tests use are built in; any other identifier gets
/// the default separators.
public struct FormatLocale: Hashable, Sendable {
    public var identifier: String
    public var groupingSeparator: String
    public var decimalSeparator: String

    /// The separators used when no locale is given: `1,000.5`.
    public static let defaultSeparators = FormatLocale(identifier: "", groupingSeparator: ",", decimalSeparator: ".")

    /// A locale with explicit separators, for locales the built-in table lacks.
    public init(identifier: String, groupingSeparator: String, decimalSeparator: String) {
        self.identifier = identifier
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// The built-in separators for `identifier` (`fr-FR`, `de_DE`, `ja`, …).
    public init(identifier: String) {
        let normalized = identifier.replacingUnderscores()
        let language = normalized.split(separator: "-").first.map(String.init) ?? normalized
        let (grouping, decimal) = Self.table[normalized] ?? Self.table[language]
            ?? (Self.defaultSeparators.groupingSeparator, Self.defaultSeparators.decimalSeparator)
        self.init(identifier: identifier, groupingSeparator: grouping, decimalSeparator: decimal)
    }

    /// Grouping and decimal separators as iOS's NumberFormatter prints them.
    private static let table: [String: (String, String)] = [
        "en": (",", "."), "en-US": (",", "."), "en-GB": (",", "."),
        "ja": (",", "."), "ja-JP": (",", "."),
        "de": (".", ","), "de-DE": (".", ","),
        // French groups with a no-break space (U+00A0).
        "fr": ("\u{A0}", ","), "fr-FR": ("\u{A0}", ","),
    ]
}

private extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
