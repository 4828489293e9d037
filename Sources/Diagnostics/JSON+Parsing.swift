/// A JSON syntax error with the byte offset where it was found.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) at offset \(offset)" }
}

extension JSON {
    /// Parses one JSON document (RFC 8259). Nesting deeper than `maxDepth` is
    /// refused with an error rather than risking the stack.
    public static func parse(_ text: String, maxDepth: Int = 512) throws(JSONParseError) -> JSON {
        try parse(Array(text.utf8), into: JSONValueBuilder.self, maxDepth: maxDepth)
    }
}

/// Builds `JSON` values: positions are dropped, and of two members with the same key the
/// later value takes the earlier one's place.
enum JSONValueBuilder: JSONTreeBuilder {
    static func scalar(_ value: JSONScalar, span: SourceSpan) -> JSON {
        switch value {
        case .null: .null
        case let .bool(value): .bool(value)
        case let .number(value): .number(value)
        case let .string(value): .string(value)
        }
    }

    static func array(_ elements: [JSON], span: SourceSpan) -> JSON { .array(elements) }

    static func members() -> JSONMemberList<(String, JSON)> { JSONMemberList() }

    static func add(key: String, keySpan: SourceSpan, value: JSON, to members: inout JSONMemberList<(String, JSON)>) {
        members.add((key, value), key: key, keyOf: { $0.0 }, replacingInPlace: true)
    }

    static func object(_ members: JSONMemberList<(String, JSON)>, span: SourceSpan) -> JSON { .object(members.elements) }
}
