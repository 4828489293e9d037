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
