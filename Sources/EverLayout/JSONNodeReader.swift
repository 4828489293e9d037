import Diagnostics

/// Reads one JSON document (RFC 8259) into `JSONNode`s with their offsets, with the project's
/// one JSON parser (`JSON.parse`): errors carry the offset of the offending character.
public enum JSONNodeReader {
    public static func read(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONParseError) -> JSONNode {
        // JSONSerialization, which the EverLayout app reads with, skips a byte order mark.
        try JSON.parse(bytes, into: JSONNodeBuilder.self, maxDepth: maxDepth, allowingByteOrderMark: true)
    }
}

/// Builds `JSONNode`s. Of two members with the same key the later is kept, last (as
/// JSONSerialization keeps the last of duplicate keys).
enum JSONNodeBuilder: JSONTreeBuilder {
    static func scalar(_ value: JSONScalar, span: SourceSpan) -> JSONNode {
        switch value {
        case .null: JSONNode(kind: .null, span: span)
        case let .bool(value): JSONNode(kind: .bool(value), span: span)
        case let .number(value): JSONNode(kind: .number(value), span: span)
        case let .string(value): JSONNode(kind: .string(value), span: span)
        }
    }

    static func array(_ elements: [JSONNode], span: SourceSpan) -> JSONNode { JSONNode(kind: .array(elements), span: span) }

    static func members() -> JSONMemberList<JSONNode.Member> { JSONMemberList(reservingCapacity: 4) }

    static func add(key: String, keySpan: SourceSpan, value: JSONNode, to members: inout JSONMemberList<JSONNode.Member>) {
        members.add(JSONNode.Member(key: key, keySpan: keySpan, value: value), key: key, keyOf: { $0.key }, replacingInPlace: false)
    }

    static func object(_ members: JSONMemberList<JSONNode.Member>, span: SourceSpan) -> JSONNode { JSONNode(kind: .object(members.elements), span: span) }
}
