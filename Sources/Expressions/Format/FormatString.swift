/// A parsed printf-style format string (Sprinter 0.2.1 semantics): parse once,
/// then print with many argument lists.
public struct FormatString: Hashable, Sendable {
    /// A run of literal text (with `%%` already turned into `%`) or a conversion.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case placeholder(FormatPlaceholder)
    }

    /// The format string as written.
    public let string: String
    public let segments: [Segment]
    /// The type of each argument, by 1-based index minus one; indices no
    /// placeholder reads are `.any`. Its count is the number of arguments required.
    public let types: [FormatType]
    /// The locale for the `'` flag and for decimal separators; nil prints as C does.
    public var locale: FormatLocale?

    /// Parses `string`; throws the first syntax or type-consistency error.
    public init(_ string: String, locale: FormatLocale? = nil) throws(FormatError) {
        var parser = FormatParser(string)
        let segments = try parser.parseSegments()
        self.string = string
        self.segments = segments
        self.types = try Self.argumentTypes(of: segments.compactMap(\.placeholder))
        self.locale = locale
    }

    /// The conversions in order of appearance (`%%` is literal text, not a placeholder).
    public var placeholders: [FormatPlaceholder] {
        segments.compactMap(\.placeholder)
    }

    /// Each argument's type; `*` counts read an `Int`, and a mismatch between two
    /// placeholders reading the same index is an error.
    private static func argumentTypes(of placeholders: [FormatPlaceholder]) throws(FormatError) -> [FormatType] {
        var types: [FormatType?] = []
        func record(_ index: Int, _ type: FormatType) throws(FormatError) {
            if types.count < index {
                types += Array(repeating: nil, count: index - types.count)
            }
            if let existing = types[index - 1], existing != type {
                throw .typeMismatch(index, existing, type)
            }
            types[index - 1] = type
        }
        for placeholder in placeholders {
            if case let .argument(index) = placeholder.width { try record(index, .int) }
            if case let .argument(index) = placeholder.precision { try record(index, .int) }
            try record(placeholder.index, placeholder.type)
        }
        return types.map { $0 ?? .any }
    }
}

extension FormatString.Segment {
    var placeholder: FormatPlaceholder? {
        if case let .placeholder(placeholder) = self { return placeholder }
        return nil
    }
}

extension FormatPlaceholder {
    /// The type of the argument this placeholder prints.
    public var type: FormatType {
        // The parser only builds placeholders whose combination has a type.
        specifier.argumentType(length: length) ?? .any
    }
}
