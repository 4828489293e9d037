import Diagnostics

/// `name="value"` on an element, with the positions needed to point at any
/// character of the value (the expression parser reports offsets into `value`).
public struct XMLAttribute: Equatable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// Decoded: entities and character references replaced and, as XML requires
    /// (and libxml2 does for Layout), each literal tab, line feed, carriage return
    /// or `\r\n` pair turned into one space. `&#10;` stays a line feed.
    public var value: String
    /// Exactly as written between the quotes.
    public var rawValue: String
    /// Between the quotes: from the first character of the value to the closing quote.
    public var valueRange: SourceRange

    public init(name: String, nameRange: SourceRange, value: String, rawValue: String, valueRange: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.value = value
        self.rawValue = rawValue
        self.valueRange = valueRange
    }
}
