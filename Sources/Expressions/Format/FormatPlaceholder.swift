/// One `%…` conversion of a parsed format string.
public struct FormatPlaceholder: Hashable, Sendable {
    /// A field width or precision: written out, or read from an argument (`*`, `*2$`).
    public enum Count: Hashable, Sendable {
        case fixed(Int)
        /// The 1-based index of the `Int` argument holding the count.
        case argument(Int)
    }

    /// The 1-based index of the argument this placeholder prints.
    public var index: Int
    public var flags: FormatFlags
    public var width: Count?
    public var precision: Count?
    public var length: LengthModifier?
    public var specifier: FormatSpecifier

    /// A conversion as the parser builds it; `index` is 1-based.
    public init(index: Int, flags: FormatFlags = [], width: Count? = nil, precision: Count? = nil,
                length: LengthModifier? = nil, specifier: FormatSpecifier) {
        self.index = index
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.specifier = specifier
    }
}

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

/// A length modifier: `hh h l ll j z t L q`.
public enum LengthModifier: String, Hashable, Sendable, CaseIterable {
    case char = "hh", short = "h", long = "l", longLong = "ll"
    case intMax = "j", size = "z", pointerDifference = "t", longDouble = "L", quad = "q"
}
