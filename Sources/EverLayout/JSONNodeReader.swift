import Diagnostics

/// Reads one JSON document (RFC 8259) into `JSONNode`s with their offsets. Errors carry the
/// offset of the offending character, as `JSON.parse` reports them.
public enum JSONNodeReader {
    public static func read(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONParseError) -> JSONNode {
        var reader = Reader(bytes: bytes, maxDepth: maxDepth)
        reader.skipWhitespace()
        let node = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("Unexpected text after the JSON value") }
        return node
    }
}

private struct Reader {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A UTF-8 byte order mark is not JSON, but editors write it; JSONSerialization skips it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func error(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: index) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONNode {
        guard depth < maxDepth else { throw error("JSON nested deeper than \(maxDepth) levels") }
        guard let byte = current else { throw error("Unexpected end of JSON") }
        let start = index
        let kind: JSONNode.Kind
        switch byte {
        case UInt8(ascii: "{"): kind = try object(depth: depth)
        case UInt8(ascii: "["): kind = try array(depth: depth)
        case UInt8(ascii: "\""): kind = .string(try string())
        case UInt8(ascii: "t"): try expect("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try expect("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try expect("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
        default: throw error("Unexpected character '\(Unicode.Scalar(byte))' in JSON")
        }
        return JSONNode(kind: kind, span: SourceSpan(start, index))
    }

    mutating func expect(_ word: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in text {
            guard current == byte else { throw error("Invalid literal, expected \(word)") }
            index += 1
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONNode.Kind {
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
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
            let member = JSONNode.Member(key: key, keySpan: keySpan, value: try value(depth: depth + 1))
            // JSONSerialization keeps the last of duplicate keys.
            members.removeAll { $0.key == key }
            members.append(member)
            skipWhitespace()
            guard let next = current else { throw error("Unterminated object") }
            index += 1
            if next == UInt8(ascii: ",") { continue }
            if next == UInt8(ascii: "}") { return .object(members) }
            index -= 1
            throw error("Expected ',' or '}' in object")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONNode.Kind {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard let next = current else { throw error("Unterminated array") }
            index += 1
            if next == UInt8(ascii: ",") { continue }
            if next == UInt8(ascii: "]") { return .array(elements) }
            index -= 1
            throw error("Expected ',' or ']' in array")
        }
    }

    mutating func digits() -> Int {
        let from = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - from
    }

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
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(message: "Number \(Diagnostic.capped(text, limit: 40)) is out of range", offset: start)
        }
        return value
    }

    mutating func string() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(upTo end: Int, _ reader: Reader, into scalars: inout String.UnicodeScalarView) {
            if end > runStart { scalars.append(contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while let byte = current {
            if byte == UInt8(ascii: "\"") {
                flush(upTo: index, self, into: &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("Control character in string") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(upTo: index, self, into: &scalars)
            index += 1
            guard let escape = current else { break }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
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
                scalars.append(scalar)
            default:
                index -= 1
                throw error("Invalid escape in string")
            }
            runStart = index
        }
        throw error("Unterminated string")
    }

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
