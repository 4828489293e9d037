import AutoLayout
import Constraints
import Diagnostics

/// `LayoutConstraintJSONShorthandParser` (R-EL-SHORTHAND): `"@header.bottom +8 %>= $750 !gap hc"`.
/// An argument's first character is its modifier; for each modifier the first argument
/// carrying it counts, and of the constant's four modifiers the first in the order
/// `+ - < >` that occurs wins, wherever it stands.
enum ShorthandParser {
    static let modifiers: Set<Character> = ["@", "+", "-", "<", ">", "*", "/", "%", "$", "!", "h", "v"]
    /// The constant's modifiers in the order the first present wins.
    private static let signs: [ConstraintArgument.Sign] = [.positive, .negative, .inset, .offset]
    private static let sizeClassModifiers: [(code: UInt8, isHorizontal: Bool)] = [(UInt8(ascii: "h"), true), (UInt8(ascii: "v"), false)]

    /// The argument list a caller parsing many strings hands back each time: its storage is
    /// reused instead of allocated for every string.
    struct Scratch {
        fileprivate var arguments: [Argument] = []
    }

    static func parse(_ text: String, span: SourceSpan, log: inout ProblemLog) -> ConstraintArgument {
        var scratch = Scratch()
        return parse(text, span: span, log: &log, scratch: &scratch)
    }

    static func parse(_ text: String, span: SourceSpan, log: inout ProblemLog, scratch: inout Scratch) -> ConstraintArgument {
        var argument = ConstraintArgument(span: span)
        // Arguments with their UTF-8 offset in the string and their first character (the
        // modifier, looked up a dozen times, by its byte); "" from double spaces match nothing.
        var arguments: [Argument] = []
        swap(&arguments, &scratch.arguments)
        defer {
            // Emptied one by one (a handful): `removeAll(keepingCapacity:)` costs more.
            while arguments.popLast() != nil {}
            swap(&arguments, &scratch.arguments)
        }
        let isASCII = asciiArguments(text, into: &arguments)
        if !isASCII { self.arguments(text, into: &arguments) }
        func place(_ item: Argument) -> SourceSpan {
            log.span(inString: span, offset: item.offset, length: item.text.utf8.count)
        }

        if let (value, index) = take(UInt8(ascii: "@"), from: &arguments) {
            let name: Substring
            // In ASCII a "." is always a whole character: found by its byte, and the name and
            // attribute cut at its byte (no rounding to characters).
            if let dot = isASCII ? value.utf8.firstIndex(of: UInt8(ascii: ".")) : value.firstIndex(of: ".") {
                name = isASCII ? Substring(value.utf8[..<dot]) : value[..<dot]
                let attributeName = isASCII ? String(decoding: value.utf8[value.utf8.index(after: dot)...], as: UTF8.self)
                    : String(value[value.index(after: dot)...])
                argument.rightAttribute = ConstraintKeys.attribute(named: attributeName)
                if argument.rightAttribute == nil {
                    let nameLength = 1 + name.utf8.count + 1
                    let attributeSpan = log.span(inString: span, offset: arguments[index].offset + nameLength, length: attributeName.utf8.count)
                    log.warning(.unknownRightAttribute(attributeName), at: attributeSpan,
                                suggestions: Suggestions.bestMatches(for: attributeName, in: ConstraintKeys.attributes.map(\.name)))
                }
            } else {
                name = value
            }
            argument.target = String(name)
            argument.targetSpan = log.span(inString: span, offset: arguments[index].offset + 1, length: name.utf8.count)
        }
        for (sign, code) in zip(signs, Argument.signCodes) {
            guard let (value, index) = take(code, from: &arguments) else { continue }
            if let number = double(value) {
                argument.constant = (number, sign)
            } else {
                log.warning(.invalidConstant(String(value)), at: place(arguments[index]))
                argument.constant = (0, sign)
            }
            for other in arguments.indices where other != index && Argument.signCodes.contains(arguments[other].code) {
                arguments[other].isUsed = true
                log.warning(.ignoredArgument(String(arguments[other].text), kept: String(arguments[index].text)), at: place(arguments[other]))
            }
            break
        }
        if let (value, index) = take(UInt8(ascii: "*"), from: &arguments) {
            argument.multiplier = number(value, field: "multiplier", at: place(arguments[index]), log: &log)
        } else if let (value, index) = take(UInt8(ascii: "/"), from: &arguments) {
            argument.multiplier = number(value, field: "multiplier", at: place(arguments[index]), log: &log).map { 1 / $0 }
        }
        if let (value, index) = take(UInt8(ascii: "%"), from: &arguments) {
            switch value {
            case "<=": argument.relation = .lessThanOrEqual
            case "=": argument.relation = .equal
            case ">=": argument.relation = .greaterThanOrEqual
            default: log.warning(.unknownRelation(String(arguments[index].text)), at: place(arguments[index]))
            }
        }
        if let (value, index) = take(UInt8(ascii: "$"), from: &arguments) {
            argument.priority = number(value, field: "priority", at: place(arguments[index]), log: &log)
        }
        if let (value, _) = take(UInt8(ascii: "!"), from: &arguments) { argument.identifier = String(value) }
        for (code, isHorizontal) in sizeClassModifiers {
            guard let (value, index) = take(code, from: &arguments) else { continue }
            let sizeClass: SizeClass
            switch value {
            case "c": sizeClass = .compact
            case "r": sizeClass = .regular
            default:
                sizeClass = .unspecified
                log.warning(.unknownSizeClass(String(arguments[index].text)), at: place(arguments[index]))
            }
            if isHorizontal { argument.horizontalSizeClass = sizeClass } else { argument.verticalSizeClass = sizeClass }
        }
        for index in arguments.indices where !arguments[index].isUsed {
            let text = String(arguments[index].text)
            if modifiers.contains(arguments[index].modifier) {
                let kept = arguments.first { $0.modifier == arguments[index].modifier }!.text
                log.warning(.ignoredArgument(text, kept: String(kept)), at: place(arguments[index]))
            } else {
                log.warning(.unknownModifier(text), at: place(arguments[index]))
            }
        }
        return argument
    }

    /// One space-separated argument (never empty): its text and its UTF-8 offset in the string.
    fileprivate struct Argument {
        var text: Substring
        var offset: Int
        /// The modifier's byte when the first character is one ASCII byte, else 0 (no
        /// modifier's): every modifier is ASCII, so comparing codes is comparing characters.
        var code: UInt8
        /// Whether a modifier look-up or a conflict took the argument.
        var isUsed = false

        /// The first character, the modifier.
        var modifier: Character { text.first ?? " " }

        static func code(of character: Character) -> UInt8 {
            let utf8 = character.utf8
            return utf8.count == 1 && utf8.first! < 0x80 ? utf8.first! : 0
        }

        /// The constant's modifiers, `+ - < >`.
        static let signCodes: [UInt8] = ShorthandParser.signs.map { code(of: $0.rawValue) }
    }

    /// The space-separated arguments of `text` with their UTF-8 offsets and first characters,
    /// split by Character: a space followed by a combining mark is no separator.
    private static func arguments(_ text: String, into arguments: inout [Argument]) {
        arguments.removeAll(keepingCapacity: true)
        var offset = 0
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            if let modifier = piece.first { arguments.append(Argument(text: piece, offset: offset, code: Argument.code(of: modifier))) }
            offset += piece.utf8.count + 1
        }
    }

    /// `arguments(_:into:)` of ASCII text, split at its space bytes: in ASCII only "\r\n" is a
    /// character of two bytes, and a space is never part of it. False (`arguments` left in any
    /// state) when the text is not ASCII (or not contiguous UTF-8): those take the Character split.
    private static func asciiArguments(_ text: String, into arguments: inout [Argument]) -> Bool {
        let utf8 = text.utf8
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var start = 0
            var from = utf8.startIndex
            for offset in 0...bytes.count {
                if offset < bytes.count {
                    if bytes[offset] >= 0x80 { return false }
                    if bytes[offset] != UInt8(ascii: " ") { continue }
                }
                if offset > start {
                    // "\r\n" is one character of two bytes: no modifier.
                    let code = bytes[start] == 0x0D && offset > start + 1 && bytes[start + 1] == 0x0A ? 0 : bytes[start]
                    let to = utf8.index(from, offsetBy: offset - start)
                    arguments.append(Argument(text: text[from..<to], offset: start, code: code))
                    from = to
                }
                if offset < bytes.count {
                    // Past the space (ASCII: every byte is a character boundary).
                    from = utf8.index(after: from)
                }
                start = offset + 1
            }
            return true
        }
        return found ?? false
    }

    /// The first argument with the modifier `code`, marked used, without its modifier (one
    /// byte, so the index after it is a scalar's: the substring needs no aligning).
    private static func take(_ code: UInt8, from arguments: inout [Argument]) -> (value: Substring, index: Int)? {
        guard let index = arguments.firstIndex(where: { $0.code == code }) else { return nil }
        arguments[index].isUsed = true
        let piece = arguments[index].text
        return (piece[piece.unicodeScalars.index(after: piece.startIndex)...], index)
    }

    /// Swift's `Double(String)`, as EverLayout reads every shorthand number; nil (reported)
    /// when it does not parse.
    private static func number(_ value: Substring, field: String, at span: SourceSpan, log: inout ProblemLog) -> Double? {
        if let number = double(value) { return number }
        log.warning(.invalidNumber(field: field, value: String(value)), at: span)
        return nil
    }

    /// `Double(text)`; a whole number of 1 to 15 ASCII digits (most constants: `16`, `750`)
    /// is read without `strtod`: below 10^15 it is a Double exactly, the value `strtod` gives.
    static func double(_ text: Substring) -> Double? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 15 else { return Double(text) }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return Double(text) }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return Double(value)
    }
}
