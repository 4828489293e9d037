import Expressions

extension MetricFace {
    /// The face that stands in for the UIFont a descriptor would produce on iOS.
    ///
    /// The system font (`name == nil`) maps to Liberation Sans: SF Pro is not
    /// metric-compatible with any open font, and Helvetica/Arial metrics (which
    /// Liberation Sans reproduces exactly) are the closest honest approximation.
    /// A `monospace` system font is Courier, as in Layout's font assembly.
    public init(_ descriptor: FontDescriptor) {
        let name = descriptor.name.map(Self.normalized)
        let family: MetricFamily
        if let name {
            family = Self.family(ofNormalizedName: name)
        } else {
            family = descriptor.traits.contains("monospace") ? .mono : .sans
        }
        let isBold = descriptor.traits.contains("bold")
            || Self.boldWeights.contains(descriptor.weight.lowercased())
            || (name.map { n in Self.boldNameParts.contains { Self.has($0, in: n) } } ?? false)
        let isItalic = descriptor.traits.contains("italic")
            || (name.map { n in Self.italicNameParts.contains { Self.has($0, in: n) } } ?? false)
        self.init(family: family, isBold: isBold, isItalic: isItalic)
    }

    /// Weights drawn with the Bold face; Liberation has no Medium or Semibold, and
    /// semibold is visually closer to bold than to regular.
    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]
    /// Name parts that make a named font bold (`HelveticaNeue-Bold`, `Avenir Heavy`),
    /// as UIKit infers a named font's weight from its name.
    static let boldNameParts = ["bold", "heavy", "black"]
    static let italicNameParts = ["italic", "oblique"]

    /// Family keywords, checked in this order against the normalized name. `sans`
    /// is checked before the serif words so that "PT Sans" or "Sans Serif" stay sans.
    static let monoNameParts = ["courier", "menlo", "monaco", "mono", "consolas", "sfmono"]
    static let serifNameParts = [
        "times", "georgia", "serif", "palatino", "baskerville", "didot", "bodoni", "charter",
        "cochin", "hoefler", "newyork", "garamond", "bookman", "cambria", "americantypewriter",
    ]

    /// Lowercased with spaces, hyphens and underscores removed: `Helvetica Neue` and
    /// `HelveticaNeue-Bold` compare alike.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) })
    }

    /// The stand-in family for a named font; unknown names (Helvetica, Arial, Avenir,
    /// Gill Sans, custom fonts…) are drawn as sans, the most common case.
    static func family(ofNormalizedName name: String) -> MetricFamily {
        if monoNameParts.contains(where: { has($0, in: name) }) { return .mono }
        if has("sans", in: name) { return .sans }
        if serifNameParts.contains(where: { has($0, in: name) }) { return .serif }
        return .sans
    }

    /// Whether the name part `part` (ASCII) occurs in `name`: by bytes in an ASCII name (every
    /// real font name); a name that is not ASCII keeps Foundation's search.
    static func has(_ part: String, in name: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.contains(part) }
        return ByteSearch.offset(of: part, in: name) != nil
    }
}
