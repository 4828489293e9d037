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
        var parser = JSONParser(bytes: Array(text.utf8), maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error("Unexpected text after the JSON value")
        }
        return value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, offset: index)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSON {
        guard depth < maxDepth else { throw error("JSON nested deeper than \(maxDepth) levels") }
        guard index < bytes.count else { throw error("Unexpected end of JSON") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("Unexpected character '\(Unicode.Scalar(bytes[index]))' in JSON")
        }
    }

    mutating func expect(_ word: String) throws(JSONParseError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("Invalid literal, expected \(word)") }
            index += 1
        }
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSON {
        index += 1
        var members: [(String, JSON)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("Expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("Expected ':' after key") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            if let existing = members.firstIndex(where: { $0.0 == key }) {
                members[existing].1 = value
            } else {
                members.append((key, value))
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("Unterminated object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("Expected ',' or '}' in object")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSON {
        index += 1
        var values: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("Unterminated array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
            throw error("Expected ',' or ']' in array")
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        guard digits(&self) > 0 else { throw error("Invalid number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("Invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("Invalid number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("Invalid number") }
        // A number past Double's range would come back as infinity (written out as `null`) or
        // as zero: refused, so that parsing and writing back never changes a value.
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        if !value.isFinite || (value == 0 && mantissa.contains { ("1"..."9").contains($0) }) {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            throw JSONParseError(message: "Number \(shown) is out of range", offset: start)
        }
        return value
    }

    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, upTo: index, into: &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("Control character in string") }
            if byte == UInt8(ascii: "\\") {
                flush(self, upTo: index, into: &scalars)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
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
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("Unpaired surrogate in string")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("Unpaired surrogate in string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("Invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("Invalid escape in string")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw error("Unterminated string")
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("Invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
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
