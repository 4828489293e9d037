import Diagnostics

/// A JSON value that remembers where it was written: EverLayout diagnostics point at the
/// key or value they are about, which `JSON` (positionless) cannot do.
public struct JSONNode: Sendable {
    /// The value's kind with its contents.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// An object member: its key, where the key's opening quote is, and its value.
    public struct Member: Sendable {
        public var key: String
        public var keySpan: SourceSpan
        public var value: JSONNode
    }

    public var kind: Kind
    /// UTF-8 offsets of the value's text (a string's quotes included).
    public var span: SourceSpan

    public var string: String? {
        if case let .string(text) = kind { return text }
        return nil
    }

    public var members: [Member]? {
        if case let .object(members) = kind { return members }
        return nil
    }

    public var elements: [JSONNode]? {
        if case let .array(elements) = kind { return elements }
        return nil
    }

    /// The last member named `key` (JSONSerialization keeps the last of duplicate keys).
    public subscript(key: String) -> Member? {
        members?.last { $0.key == key }
    }

    /// What JSON type the value is, for messages (`a number`).
    public var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
