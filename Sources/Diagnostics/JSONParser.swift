/// What a JSON parser makes of the values it reads: `JSON` for `JSON.parse`, or a tree that
/// keeps every value's position (EverLayout's `JSONNode`). The parser reads; the builder
/// decides what to keep, including which of two members with the same key survives.
public protocol JSONTreeBuilder {
    associatedtype Node
    /// An object's members while it is read.
    associatedtype Members

    static func scalar(_ value: JSONScalar, span: SourceSpan) -> Node
    static func array(_ elements: [Node], span: SourceSpan) -> Node
    static func members() -> Members
    /// Adds a member read at `keySpan` (the key's quotes included).
    static func add(key: String, keySpan: SourceSpan, value: Node, to members: inout Members)
    static func object(_ members: Members, span: SourceSpan) -> Node
}

/// A JSON value that contains no other.
public enum JSONScalar: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
}

extension JSON {
    /// Parses one JSON document (RFC 8259) into `builder`'s nodes, with the UTF-8 offsets of
    /// each value. Errors carry the offset of the offending character; nesting deeper than
    /// `maxDepth` is refused rather than risking the stack. A UTF-8 byte order mark is not
    /// JSON, but editors write one: `allowingByteOrderMark` skips it (offsets still count it).
    @inlinable
    public static func parse<Builder: JSONTreeBuilder>(
        _ bytes: [UInt8], into builder: Builder.Type, maxDepth: Int = 512, allowingByteOrderMark: Bool = false
    ) throws(JSONParseError) -> Builder.Node {
        // Read through a pointer: slicing the array for each string retained and released it.
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) -> Builder.Node in
            var parser = JSONParser<Builder>(bytes: buffer, maxDepth: maxDepth)
            if allowingByteOrderMark, buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            parser.skipWhitespace()
            let node = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == buffer.count else { throw parser.error("Unexpected text after the JSON value") }
            return node
        }
    }
}

/// A recursive-descent reader over UTF-8 bytes (borrowed for the parse); inlinable so that
/// each builder gets a specialised copy (EverLayout reads every layout through it).
@usableFromInline
struct JSONParser<Builder: JSONTreeBuilder> {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let maxDepth: Int
    @usableFromInline var index = 0

    @inlinable
    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    @inlinable
    func error(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: index) }

    @inlinable
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    @inlinable
    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    @inlinable
    mutating func value(depth: Int) throws(JSONParseError) -> Builder.Node {
        guard depth < maxDepth else { throw error("JSON nested deeper than \(maxDepth) levels") }
        guard let byte = current else { throw error("Unexpected end of JSON") }
        let start = index
        let scalar: JSONScalar
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): scalar = .string(try string())
        case UInt8(ascii: "t"): try expect("true"); scalar = .bool(true)
        case UInt8(ascii: "f"): try expect("false"); scalar = .bool(false)
        case UInt8(ascii: "n"): try expect("null"); scalar = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): scalar = .number(try number())
        default: throw error("Unexpected character '\(Unicode.Scalar(byte))' in JSON")
        }
        return Builder.scalar(scalar, span: SourceSpan(start, index))
    }

    @inlinable
    mutating func expect(_ word: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in text {
            guard current == byte else { throw error("Invalid literal, expected \(word)") }
            index += 1
        }
    }

    @inlinable
    mutating func object(depth: Int) throws(JSONParseError) -> Builder.Node {
        let start = index
        index += 1
        var members = Builder.members()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return Builder.object(members, span: SourceSpan(start, index))
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("Expected a string key") }
            let keyStart = index
            let key = try string()
            let keySpan = SourceSpan(keyStart, index)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("Expected ':' after key") }
            index += 1
            skipWhitespace()
            Builder.add(key: key, keySpan: keySpan, value: try value(depth: depth + 1), to: &members)
            skipWhitespace()
            guard let next = current else { throw error("Unterminated object") }
            if next == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard next == UInt8(ascii: "}") else { throw error("Expected ',' or '}' in object") }
            index += 1
            return Builder.object(members, span: SourceSpan(start, index))
        }
    }

    @inlinable
    mutating func array(depth: Int) throws(JSONParseError) -> Builder.Node {
        let start = index
        index += 1
        var elements: [Builder.Node] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return Builder.array(elements, span: SourceSpan(start, index))
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard let next = current else { throw error("Unterminated array") }
            if next == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard next == UInt8(ascii: "]") else { throw error("Expected ',' or ']' in array") }
            index += 1
            return Builder.array(elements, span: SourceSpan(start, index))
        }
    }

    @inlinable
    mutating func digits() -> Int {
        let from = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - from
    }

    @inlinable
    mutating func number() throws(JSONParseError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw error("Invalid number") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("Invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("Invalid number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw error("Invalid number") }
        // A number past Double's range would come back as infinity (written out as `null`) or
        // as zero: refused, so that parsing and writing back never changes a value.
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        if !value.isFinite || (value == 0 && mantissa.contains { ("1"..."9").contains($0) }) {
            throw JSONParseError(message: "Number \(Diagnostic.capped(text, limit: 40)) is out of range", offset: start)
        }
        return value
    }

    /// A string's text: a run without escapes (nearly every string) is decoded from its
    /// UTF-8 bytes in one go; escapes are appended between runs.
    @inlinable
    mutating func string() throws(JSONParseError) -> String {
        index += 1
        var runStart = index
        var text = ""
        var escaped = false
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                index += 1
                guard escaped else { return run }
                text += run
                return text
            }
            if byte < 0x20 { throw error("Control character in string") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            escaped = true
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
            index += 1
            guard let escape = current else { break }
            switch escape {
            case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
            case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
            case UInt8(ascii: "/"): text.unicodeScalars.append("/")
            case UInt8(ascii: "b"): text.unicodeScalars.append("\u{08}")
            case UInt8(ascii: "f"): text.unicodeScalars.append("\u{0C}")
            case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
            case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
            case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
            case UInt8(ascii: "u"):
                index += 1
                text.unicodeScalars.append(try unicodeEscape())
                runStart = index
                continue
            default: throw error("Invalid escape in string")
            }
            index += 1
            runStart = index
        }
        throw error("Unterminated string")
    }

    /// The scalar of a `\u` escape (after the `u`), joining a UTF-16 surrogate pair.
    @inlinable
    mutating func unicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("Unpaired surrogate in string")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("Unpaired surrogate in string") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("Invalid \\u escape") }
        return scalar
    }

    @inlinable
    mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("Invalid \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("Invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
