import Expressions

/// Translates the Swift source text of a Sprinter test's argument list
/// (`args_swift` in the conformance cases) into format arguments.
///
/// Only these forms are understood; anything else throws, so a new case with
/// a new form fails loudly instead of being misread:
/// - empty text (no arguments); `a, b, …`; `[a, b]` and `arguments: [a, b]`
/// - integer literals `5`, `-5`, `0x123ABC`, `0o17` (Int); decimal literals `0.53` (Double)
/// - string literals `"foo"` (String, no escapes)
/// - `Int.max`, `Int32.max`, `UInt.max` (and `.min` of the integer types),
///   `Double.infinity`, `Double.pi`, `Double.nan`, with an optional leading `-`
/// - conversions `Int(x)`, `Int8(x)` … `UInt64(x)`, `CChar(x)`, `Float(x)`, `Double(x)`, `Character("a")`
/// - `"a" as UnicodeScalar`, `("a" as UnicodeScalar).value` (a UInt32), `"abc" as NSString` (a String)
struct SwiftArgumentText {
    struct TranslationError: Error, CustomStringConvertible {
        var description: String
    }

    private let characters: [Character]
    private var position = 0

    /// The arguments `text` spells.
    static func arguments(_ text: String) throws -> [FormatArgument] {
        var reader = SwiftArgumentText(characters: Array(text.trimmingSpaces()))
        return try reader.readList()
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func readList() throws -> [FormatArgument] {
        if characters.isEmpty { return [] }
        if consume("arguments:") { skipSpaces() }
        let bracketed = consume("[")
        var arguments = [try readExpression()]
        while consume(",") { arguments.append(try readExpression()) }
        if bracketed, !consume("]") { throw fail("expected ]") }
        guard position == characters.count else { throw fail("unexpected text") }
        return arguments
    }

    private mutating func readExpression() throws -> FormatArgument {
        var value = try readPostfix()
        while consume("as ") {
            let type = readIdentifier()
            switch (type, value) {
            case let ("UnicodeScalar", .string(string)) where string.unicodeScalars.count == 1:
                value = .unicodeScalar(string.unicodeScalars.first!)
            case let ("NSString", .string(string)):
                value = .string(string)
            default:
                throw fail("unsupported cast to \(type)")
            }
        }
        return value
    }

    private mutating func readPostfix() throws -> FormatArgument {
        let value = try readPrimary()
        guard consume(".value") else { return value }
        guard case let .unicodeScalar(scalar) = value else { throw fail(".value of a non-scalar") }
        return FormatArgument(scalar.value)
    }

    private mutating func readPrimary() throws -> FormatArgument {
        skipSpaces()
        if consume("(") {
            let value = try readExpression()
            guard consume(")") else { throw fail("expected )") }
            return value
        }
        if consume("\"") {
            var string = ""
            while position < characters.count, characters[position] != "\"" {
                string.append(characters[position])
                position += 1
            }
            guard consume("\"") else { throw fail("unterminated string") }
            return .string(string)
        }
        let negative = consume("-")
        if position < characters.count, characters[position].isNumber {
            return try readNumber(negative: negative)
        }
        let type = readIdentifier()
        if consume(".") {
            return try member(readIdentifier(), of: type, negative: negative)
        }
        guard !negative, consume("(") else { throw fail("unknown form '\(type)'") }
        let inner = try readExpression()
        guard consume(")") else { throw fail("expected )") }
        return try convert(inner, to: type)
    }

    private mutating func readNumber(negative: Bool) throws -> FormatArgument {
        var text = ""
        while position < characters.count, characters[position].isHexDigit || "xo.".contains(characters[position]) {
            text.append(characters[position])
            position += 1
        }
        let sign = negative ? "-" : ""
        if text.hasPrefix("0x"), let value = Int(sign + text.dropFirst(2), radix: 16) { return FormatArgument(value) }
        if text.hasPrefix("0o"), let value = Int(sign + text.dropFirst(2), radix: 8) { return FormatArgument(value) }
        if let value = Int(sign + text) { return FormatArgument(value) }
        if let value = Double(sign + text) { return .double(value) }
        throw fail("bad number \(text)")
    }

    private func member(_ name: String, of type: String, negative: Bool) throws -> FormatArgument {
        guard let value = Self.constants["\(type).\(name)"] else { throw fail("unknown member \(type).\(name)") }
        guard negative else { return value }
        guard case let .double(double) = value else { throw fail("negated integer constant") }
        return .double(-double)
    }

    private static let constants: [String: FormatArgument] = [
        "Int.max": FormatArgument(Int.max), "Int.min": FormatArgument(Int.min),
        "Int8.max": FormatArgument(Int8.max), "Int8.min": FormatArgument(Int8.min),
        "Int16.max": FormatArgument(Int16.max), "Int16.min": FormatArgument(Int16.min),
        "Int32.max": FormatArgument(Int32.max), "Int32.min": FormatArgument(Int32.min),
        "Int64.max": FormatArgument(Int64.max), "Int64.min": FormatArgument(Int64.min),
        "UInt.max": FormatArgument(UInt.max), "UInt8.max": FormatArgument(UInt8.max),
        "UInt16.max": FormatArgument(UInt16.max), "UInt32.max": FormatArgument(UInt32.max),
        "UInt64.max": FormatArgument(UInt64.max),
        "Double.infinity": .double(.infinity), "Double.pi": .double(.pi), "Double.nan": .double(.nan),
    ]

    private func convert(_ value: FormatArgument, to type: String) throws -> FormatArgument {
        switch (type, value) {
        case let ("Character", .string(string)) where string.count == 1: return .character(string.first!)
        case let ("Float", .integer(bits, _)): return .float(Float(Int64(bitPattern: bits)))
        case let ("Float", .double(double)): return .float(Float(double))
        case let ("Double", .integer(bits, _)): return .double(Double(Int64(bitPattern: bits)))
        case let ("Double", .double(double)): return .double(double)
        case let (_, .integer(bits, _)):
            // The inner values in the cases are Int literals or a UInt32 code point.
            return try integer(type, Int64(bitPattern: bits))
        default:
            throw fail("unsupported conversion \(type)(…)")
        }
    }

    private func integer(_ type: String, _ value: Int64) throws -> FormatArgument {
        let converted: FormatArgument?
        switch type {
        case "Int": converted = Int(exactly: value).map(FormatArgument.init)
        case "Int8", "CChar": converted = Int8(exactly: value).map(FormatArgument.init)
        case "Int16": converted = Int16(exactly: value).map(FormatArgument.init)
        case "Int32": converted = Int32(exactly: value).map(FormatArgument.init)
        case "Int64": converted = FormatArgument(value)
        case "UInt": converted = UInt(exactly: value).map(FormatArgument.init)
        case "UInt8": converted = UInt8(exactly: value).map(FormatArgument.init)
        case "UInt16": converted = UInt16(exactly: value).map(FormatArgument.init)
        case "UInt32": converted = UInt32(exactly: value).map(FormatArgument.init)
        case "UInt64": converted = UInt64(exactly: value).map(FormatArgument.init)
        default: throw fail("unknown type \(type)")
        }
        guard let converted else { throw fail("\(value) does not fit \(type)") }
        return converted
    }

    private mutating func readIdentifier() -> String {
        skipSpaces()
        var name = ""
        while position < characters.count, characters[position].isLetter || characters[position].isNumber {
            name.append(characters[position])
            position += 1
        }
        return name
    }

    /// Skips spaces, then consumes `text` if it comes next.
    private mutating func consume(_ text: String) -> Bool {
        skipSpaces()
        let expected = Array(text)
        guard characters.dropFirst(position).starts(with: expected) else { return false }
        position += expected.count
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    private func fail(_ message: String) -> TranslationError {
        TranslationError(description: "\(message) at offset \(position) of '\(String(characters))'")
    }
}

private extension String {
    func trimmingSpaces() -> Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? endIndex
        return self[start..<end]
    }
}
