import Expressions

/// A `$` binding's expression (`NSExpression` format syntax), evaluated against the document's
/// state: key paths, numbers, quoted strings, `+ - * / **`, parentheses, the aggregate
/// functions (`average:(values)`, `sum:`, `count:`, `min:`, `max:`, `abs:` …) and
/// `FUNCTION(target, 'selector:', argument)` for the string selectors apps use.
struct BindingExpression {
    /// Why an expression cannot be evaluated here, with the character offset it was found at.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let characters: [Character]
    private var index = 0
    private let state: [String: Value]

    /// The value of `text` in `state`; nil when a key path names nothing (an unbound binding).
    static func evaluate(_ text: String, state: [String: Value]) throws(Failure) -> Value? {
        var parser = BindingExpression(characters: Array(text), state: state)
        let value = try parser.additive()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else {
            throw Failure(message: "unexpected \"\(String(parser.characters[parser.index...]))\"", offset: parser.index)
        }
        return value
    }

    private init(characters: [Character], state: [String: Value]) {
        self.characters = characters
        self.state = state
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let end = index + token.count
        guard end <= characters.count, String(characters[index..<end]) == token else { return false }
        index = end
        return true
    }

    private mutating func additive() throws(Failure) -> Value? {
        var value = try multiplicative()
        while true {
            let start = index
            if take("+") {
                value = try arithmetic(value, try multiplicative(), at: start, +)
            } else if take("-") {
                value = try arithmetic(value, try multiplicative(), at: start, -)
            } else {
                return value
            }
        }
    }

    private mutating func multiplicative() throws(Failure) -> Value? {
        var value = try power()
        while true {
            let start = index
            if take("**") {
                index -= 2
                return value
            } else if take("*") {
                value = try arithmetic(value, try power(), at: start, *)
            } else if take("/") {
                value = try arithmetic(value, try power(), at: start, /)
            } else {
                return value
            }
        }
    }

    private mutating func power() throws(Failure) -> Value? {
        let base = try unary()
        let start = index
        guard take("**") else { return base }
        return try arithmetic(base, try power(), at: start) { Self.raise($0, $1) }
    }

    private static func raise(_ base: Double, _ exponent: Double) -> Double {
        guard exponent == exponent.rounded(), abs(exponent) <= 64 else { return .nan }
        var result = 1.0
        for _ in 0..<Int(abs(exponent)) { result *= base }
        return exponent < 0 ? 1 / result : result
    }

    private mutating func unary() throws(Failure) -> Value? {
        let start = index
        if take("-") { return try arithmetic(.number(0), try unary(), at: start, -) }
        return try primary()
    }

    private func arithmetic(_ left: Value?, _ right: Value?, at offset: Int, _ operation: (Double, Double) -> Double) throws(Failure) -> Value? {
        guard let left, let right else { return nil }
        guard let a = Self.number(left), let b = Self.number(right) else {
            throw Failure(message: "arithmetic needs numbers", offset: offset)
        }
        return .number(operation(a, b))
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .number(let number): number
        case .bool(let flag): flag ? 1 : 0
        case .string(let text): Double(text)
        default: nil
        }
    }

    private mutating func primary() throws(Failure) -> Value? {
        skipSpaces()
        guard index < characters.count else { throw Failure(message: "expected a value", offset: index) }
        let character = characters[index]
        if character == "(" {
            index += 1
            let value = try additive()
            guard take(")") else { throw Failure(message: "expected \")\"", offset: index) }
            return value
        }
        if character == "'" || character == "\"" { return .string(try quoted(character)) }
        if character.isNumber || character == "." { return .number(try numberLiteral()) }
        guard character.isLetter || character == "_" || character == "@" else {
            throw Failure(message: "unexpected \"\(character)\"", offset: index)
        }
        let start = index
        let name = identifier()
        if name == "FUNCTION", take("(") { return try function(at: start) }
        if take(":(") { return try aggregate(name, at: start) }
        var path = [name]
        while index < characters.count, characters[index] == "." {
            index += 1
            path.append(identifier())
        }
        return lookup(path)
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "@" {
            index += 1
        }
        return String(characters[start..<index])
    }

    private mutating func numberLiteral() throws(Failure) -> Double {
        let start = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." || characters[index] == "e" {
            index += 1
        }
        guard let number = Double(String(characters[start..<index])) else {
            throw Failure(message: "\"\(String(characters[start..<index]))\" is not a number", offset: start)
        }
        return number
    }

    private mutating func quoted(_ quote: Character) throws(Failure) -> String {
        let start = index
        index += 1
        var text = ""
        while index < characters.count, characters[index] != quote {
            if characters[index] == "\\", index + 1 < characters.count { index += 1 }
            text.append(characters[index])
            index += 1
        }
        guard index < characters.count else { throw Failure(message: "unterminated string", offset: start) }
        index += 1
        return text
    }

    private func lookup(_ path: [String]) -> Value? {
        var current: Value? = .dictionary(state)
        for component in path {
            guard case .dictionary(let members)? = current else { return nil }
            current = members[component]
        }
        return current == .null ? nil : current
    }

    private mutating func arguments() throws(Failure) -> [Value?] {
        var values: [Value?] = []
        if take(")") { return values }
        repeat {
            values.append(try additive())
        } while take(",")
        guard take(")") else { throw Failure(message: "expected \")\"", offset: index) }
        return values
    }

    /// `average:(values)` and NSExpression's other built-in functions of one list or number.
    private mutating func aggregate(_ name: String, at offset: Int) throws(Failure) -> Value? {
        let arguments = try arguments()
        guard !arguments.contains(where: { $0 == nil }) else { return nil }
        var numbers: [Double] = []
        for argument in arguments.compactMap({ $0 }) {
            let items: [Value] = if case .array(let list) = argument { list } else { [argument] }
            for item in items {
                guard let number = Self.number(item) else {
                    throw Failure(message: "\(name): needs numbers", offset: offset)
                }
                numbers.append(number)
            }
        }
        let total = numbers.reduce(0, +)
        switch name {
        case "sum": return .number(total)
        case "count": return .number(Double(numbers.count))
        case "average": return .number(numbers.isEmpty ? .nan : total / Double(numbers.count))
        case "min": return numbers.min().map(Value.number)
        case "max": return numbers.max().map(Value.number)
        case "abs" where numbers.count == 1: return .number(abs(numbers[0]))
        case "floor" where numbers.count == 1: return .number(numbers[0].rounded(.down))
        case "ceiling" where numbers.count == 1: return .number(numbers[0].rounded(.up))
        case "trunc" where numbers.count == 1: return .number(numbers[0].rounded(.towardZero))
        default:
            throw Failure(message: "\(name): is not a function layout-serve evaluates (sum, count, average, min, max, abs, floor, ceiling, trunc)",
                          offset: offset)
        }
    }

    /// `FUNCTION(target, 'selector', arguments…)` for NSString's selectors.
    private mutating func function(at offset: Int) throws(Failure) -> Value? {
        let arguments = try arguments()
        guard arguments.count >= 2, case .string(let selector)?? = arguments.dropFirst().first else {
            throw Failure(message: "FUNCTION needs a target and a selector string", offset: offset)
        }
        guard let target = arguments[0], !arguments.dropFirst(2).contains(where: { $0 == nil }) else { return nil }
        let rest = arguments.dropFirst(2).compactMap { $0 }.map(Self.text)
        let receiver = Self.text(target)
        switch (selector, rest.count) {
        case ("stringByAppendingString:", 1): return .string(receiver + rest[0])
        case ("uppercaseString", 0): return .string(receiver.uppercased())
        case ("lowercaseString", 0): return .string(receiver.lowercased())
        case ("capitalizedString", 0): return .string(receiver.split(separator: " ", omittingEmptySubsequences: false)
                .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
        case ("length", 0): return .number(Double(receiver.utf16.count))
        default:
            throw Failure(message: "FUNCTION selector '\(selector)' is not one layout-serve evaluates (stringByAppendingString:, uppercaseString, lowercaseString, capitalizedString, length)",
                          offset: offset)
        }
    }

    /// A value as a string property receives it.
    static func text(_ value: Value) -> String {
        switch value {
        case .string(let string): string
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let flag): flag ? "true" : "false"
        default: "\(value)"
        }
    }
}
