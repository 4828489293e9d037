/// The printf flags `' - + space # 0`.
public struct FormatFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Flags from their bits (OptionSet's requirement).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `'`: group thousands with the locale's separator.
    public static let grouping = FormatFlags(rawValue: 1 << 0)
    public static let leftJustify = FormatFlags(rawValue: 1 << 1)
    public static let plusSign = FormatFlags(rawValue: 1 << 2)
    public static let spaceSign = FormatFlags(rawValue: 1 << 3)
    /// `#`: `0x` / leading `0` prefixes, a decimal point that always shows.
    public static let alternate = FormatFlags(rawValue: 1 << 4)
    public static let zeroPad = FormatFlags(rawValue: 1 << 5)

    /// The flag a format-string character stands for.
    init?(character: Unicode.Scalar) {
        switch character {
        case "'": self = .grouping
        case "-": self = .leftJustify
        case "+": self = .plusSign
        case " ": self = .spaceSign
        case "#": self = .alternate
        case "0": self = .zeroPad
        default: return nil
        }
    }

    /// The flags as C's printf spells them, without `'` (grouping is done in Swift).
    var cFlags: String {
        var text = ""
        if contains(.leftJustify) { text += "-" }
        if contains(.plusSign) { text += "+" }
        if contains(.spaceSign) { text += " " }
        if contains(.alternate) { text += "#" }
        if contains(.zeroPad) { text += "0" }
        return text
    }
}
