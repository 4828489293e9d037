import AutoLayout
import Constraints
import Diagnostics

/// `LayoutConstraintJSONShorthandParser` (spec R5.3): `"@header.bottom +8 %>= $750 !gap hc"`.
/// An argument's first character is its modifier; for each modifier the first argument
/// carrying it counts, and of the constant's four modifiers the first in the order
/// `+ - < >` that occurs wins, wherever it stands.
enum ShorthandParser {
    static let modifiers: Set<Character> = ["@", "+", "-", "<", ">", "*", "/", "%", "$", "!", "h", "v"]
    /// The constant's modifiers in the order the first present wins.
    private static let signs: [ConstraintArgument.Sign] = [.positive, .negative, .inset, .offset]
    private static let sizeClassModifiers: [(modifier: Character, isHorizontal: Bool)] = [("h", true), ("v", false)]

    static func parse(_ text: String, span: SourceSpan, log: inout ProblemLog) -> ConstraintArgument {
        var argument = ConstraintArgument(span: span)
        // Arguments with their UTF-8 offset in the string and their first character (the
        // modifier, looked up a dozen times, by its byte); "" from double spaces match nothing.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let arguments = isASCII ? asciiArguments(text) : self.arguments(text)
        func place(_ item: Argument) -> SourceSpan {
            log.span(inString: span, offset: item.offset, length: item.text.utf8.count)
        }
        var used = [Bool](repeating: false, count: arguments.count)
        func first(_ modifier: Character) -> (value: String, index: Int)? {
            let code = Argument.code(of: modifier)
            guard let index = arguments.firstIndex(where: { $0.code == code }) else { return nil }
            used[index] = true
            return (String(arguments[index].text.dropFirst()), index)
        }

        if let (value, index) = first("@") {
            let name: String
            // In ASCII a "." is always a whole character: found by its byte.
            if let dot = isASCII ? value.utf8.firstIndex(of: UInt8(ascii: ".")) : value.firstIndex(of: ".") {
                name = String(value[..<dot])
                let attributeName = String(value[value.index(after: dot)...])
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
            argument.target = name
            argument.targetSpan = log.span(inString: span, offset: arguments[index].offset + 1, length: name.utf8.count)
        }
        for sign in signs {
            guard let (value, index) = first(sign.rawValue) else { continue }
            if let number = Double(value) {
                argument.constant = (number, sign)
            } else {
                log.warning(.invalidConstant(value), at: place(arguments[index]))
                argument.constant = (0, sign)
            }
            for other in arguments.indices where other != index && Argument.signCodes.contains(arguments[other].code) {
                used[other] = true
                log.warning(.ignoredArgument(String(arguments[other].text), kept: String(arguments[index].text)), at: place(arguments[other]))
            }
            break
        }
        if let (value, index) = first("*") {
            argument.multiplier = number(value, field: "multiplier", at: place(arguments[index]), log: &log)
        } else if let (value, index) = first("/") {
            argument.multiplier = number(value, field: "multiplier", at: place(arguments[index]), log: &log).map { 1 / $0 }
        }
        if let (value, index) = first("%") {
            switch value {
            case "<=": argument.relation = .lessThanOrEqual
            case "=": argument.relation = .equal
            case ">=": argument.relation = .greaterThanOrEqual
            default: log.warning(.unknownRelation(String(arguments[index].text)), at: place(arguments[index]))
            }
        }
        if let (value, index) = first("$") {
            argument.priority = number(value, field: "priority", at: place(arguments[index]), log: &log)
        }
        if let (value, _) = first("!") { argument.identifier = value }
        for (modifier, isHorizontal) in sizeClassModifiers {
            guard let (value, index) = first(modifier) else { continue }
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
        for index in arguments.indices where !used[index] {
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

    /// One space-separated argument: its text, its UTF-8 offset in the string, and its first
    /// character, the modifier.
    private struct Argument {
        var text: Substring
        var offset: Int
        var modifier: Character
        /// The modifier's byte when it is one ASCII byte, else 0 (no modifier's): every
        /// modifier is ASCII, so comparing codes is comparing characters.
        var code: UInt8

        init(_ text: Substring, offset: Int, modifier: Character) {
            self.text = text
            self.offset = offset
            self.modifier = modifier
            code = Self.code(of: modifier)
        }

        static func code(of character: Character) -> UInt8 {
            let utf8 = character.utf8
            return utf8.count == 1 && utf8.first! < 0x80 ? utf8.first! : 0
        }

        /// The constant's modifiers, `+ - < >`.
        static let signCodes: [UInt8] = ShorthandParser.signs.map { code(of: $0.rawValue) }
    }

    /// The space-separated arguments of `text` with their UTF-8 offsets and first characters,
    /// split by Character: a space followed by a combining mark is no separator.
    private static func arguments(_ text: String) -> [Argument] {
        var arguments: [Argument] = []
        var offset = 0
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            if let modifier = piece.first { arguments.append(Argument(piece, offset: offset, modifier: modifier)) }
            offset += piece.utf8.count + 1
        }
        return arguments
    }

    /// `arguments(_:)` of ASCII text, split at its space bytes: in ASCII only "\r\n" is a
    /// character of two bytes, and a space is never part of it.
    private static func asciiArguments(_ text: String) -> [Argument] {
        var arguments: [Argument] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var startOffset = 0
        var offset = 0
        var index = start
        while true {
            let atEnd = index == utf8.endIndex
            if atEnd || utf8[index] == UInt8(ascii: " ") {
                if offset > startOffset {
                    let piece = text[start..<index]
                    if let modifier = piece.first { arguments.append(Argument(piece, offset: startOffset, modifier: modifier)) }
                }
                if atEnd { return arguments }
                index = utf8.index(after: index)
                offset += 1
                start = index
                startOffset = offset
            } else {
                index = utf8.index(after: index)
                offset += 1
            }
        }
    }

    /// Swift's `Double(String)`, as EverLayout reads every shorthand number; nil (reported)
    /// when it does not parse.
    private static func number(_ value: String, field: String, at span: SourceSpan, log: inout ProblemLog) -> Double? {
        if let number = Double(value) { return number }
        log.warning(.invalidNumber(field: field, value: value), at: span)
        return nil
    }
}
