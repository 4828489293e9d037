/// The open font family that stands in for what iOS would draw with.
///
/// Each Liberation family is metric-compatible with a classic Apple/Microsoft family:
/// Sans with Helvetica/Arial, Serif with Times (New Roman), Mono with Courier (New).
public enum MetricFamily: String, Hashable, Sendable, CaseIterable {
    case sans
    case serif
    case mono
}

/// One face of a `MetricFamily`: its style, and the metrics that go with it.
public struct MetricFace: Hashable, Sendable {
    public var family: MetricFamily
    public var isBold: Bool
    public var isItalic: Bool

    /// A face of `family` in the given style.
    public init(family: MetricFamily, isBold: Bool = false, isItalic: Bool = false) {
        self.family = family
        self.isBold = isBold
        self.isItalic = isItalic
    }

    /// The glyph metrics of this face.
    public var metrics: FaceMetrics {
        switch (family, isBold, isItalic) {
        case (.sans, false, false): .sansRegular
        case (.sans, true, false): .sansBold
        case (.sans, false, true): .sansItalic
        case (.sans, true, true): .sansBoldItalic
        case (.serif, false, false): .serifRegular
        case (.serif, true, false): .serifBold
        case (.serif, false, true): .serifItalic
        case (.serif, true, true): .serifBoldItalic
        case (.mono, false, false): .monoRegular
        case (.mono, true, false): .monoBold
        case (.mono, false, true): .monoItalic
        case (.mono, true, true): .monoBoldItalic
        }
    }
}
