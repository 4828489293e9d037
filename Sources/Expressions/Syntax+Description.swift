/// The pretty-printer LayoutTool's formatter uses for expressions: one space
/// around infix operators, none after prefix or before postfix ones, the
/// author's parentheses kept and others added only where grouping needs them.
extension Syntax: CustomStringConvertible {
    /// The expression as LayoutTool would format it.
    public var description: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch kind {
        case let .number(value):
            output += Syntax.format(value)
        case let .string(text, quote):
            output += Syntax.quoted(text, delimiter: quote)
        case let .identifier(name):
            output += name
        case let .escapedIdentifier(name):
            output += Syntax.quoted(name, delimiter: "`")
        case let .prefix(name, operand):
            let text = operand.description
            let needsParens = operand.isOperation || Syntax.touchingWouldMerge(name, text)
            output += name + (needsParens ? "(\(text))" : text)
        case let .postfix(name, operand):
            let text = operand.description
            let needsParens = operand.isOperation || Syntax.touchingWouldMerge(text, name)
            output += (needsParens ? "(\(text))" : text) + name
        case let .infix(",", lhs, rhs):
            output += "\(lhs), \(rhs)"
        case let .infix(name, lhs, rhs):
            output += lhs.grouped(if: !lhs.bindsBefore(name, onLeft: true))
            output += " \(name) "
            output += rhs.grouped(if: !rhs.bindsBefore(name, onLeft: false))
        case let .ternary(condition, then, otherwise):
            output += condition.grouped(if: condition.isTernaryOrLooser)
            output += " ? \(then) : "
            output += otherwise.grouped(if: otherwise.isLooserThanTernary)
        case let .call(name, arguments):
            output += name + "(" + Syntax.list(arguments) + ")"
        case let .callValue(callee, arguments):
            output += callee.grouped(if: callee.isOperation) + "(" + Syntax.list(arguments) + ")"
        case let .arrayLiteral(items):
            output += "[" + Syntax.list(items) + "]"
        case let .namedSubscript(name, index):
            output += name + "[\(index)]"
        case let .subscript(base, index):
            output += base.grouped(if: base.isOperation) + "[\(index)]"
        case let .parenthesized(inner):
            output += "(\(inner))"
        }
    }

    private func grouped(if needed: Bool) -> String {
        needed ? "(\(description))" : description
    }

    /// Operator applications, which need parentheses to take a prefix, a
    /// postfix, a call or a subscript.
    private var isOperation: Bool {
        switch kind {
        case .prefix, .postfix, .infix, .ternary: return true
        default: return false
        }
    }

    /// Whether this operand, beside infix operator `name`, groups correctly without parentheses.
    private func bindsBefore(_ name: String, onLeft: Bool) -> Bool {
        switch kind {
        case .ternary:
            return false
        case let .infix(inner, _, _):
            return onLeft
                ? OperatorPrecedence.binds(inner, before: name)
                : !OperatorPrecedence.binds(name, before: inner)
        default:
            return true
        }
    }

    /// A ternary, or an infix operator that binds no tighter than one (`?`, `:`, `=`, `,`).
    private var isTernaryOrLooser: Bool {
        switch kind {
        case .ternary: return true
        case let .infix(name, _, _): return OperatorPrecedence.level(of: name) <= OperatorPrecedence.ternary
        default: return false
        }
    }

    /// An infix operator that binds more loosely than a ternary (`=`, `,`).
    private var isLooserThanTernary: Bool {
        guard case let .infix(name, _, _) = kind else { return false }
        return OperatorPrecedence.level(of: name) < OperatorPrecedence.ternary
    }

    /// Arguments separated by `, `; a comma expression among them is parenthesised.
    private static func list(_ items: [Syntax]) -> String {
        items.map { item in
            if case .infix(",", _, _) = item.kind { return "(\(item))" }
            return item.description
        }.joined(separator: ", ")
    }

    /// Whether an operator written against an operand would read as one token
    /// with it: `-` then `-a`, `.` then anything, `ms` after `5`, `.b` after `a`.
    /// Brackets and quotes never merge, so `(5).` needs no more parentheses.
    private static func touchingWouldMerge(_ lhs: String, _ rhs: String) -> Bool {
        guard let last = lhs.unicodeScalars.last, let first = rhs.unicodeScalars.first else { return false }
        func isOperatorLike(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "-" || CharacterClasses.isOperator(scalar.value)
        }
        func isWordLike(_ scalar: Unicode.Scalar) -> Bool {
            CharacterClasses.isIdentifierTail(scalar.value)
        }
        let continuesDot = first == "." || isOperatorLike(first) || isWordLike(first)
        return last == "." && continuesDot
            || isOperatorLike(last) && isOperatorLike(first)
            || isWordLike(last) && (isWordLike(first) || first == ".")
    }

    /// Numbers print without a redundant `.0`: `5`, `0.5`, `1e+20`.
    /// Overflowing literals print as `1e999`, which reads back as the same infinity.
    public static func format(_ value: Double) -> String {
        if let integer = Int64(exactly: value) { return String(integer) }
        if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
        return String(value)
    }

    /// `text` between delimiters with the escapes the tokenizer reads back.
    /// Unlike Expression, the delimiter and `\` are escaped too, so the output
    /// always re-parses to the same literal.
    static func quoted(_ text: String, delimiter: Character) -> String {
        var output = String(delimiter)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0: output += "\\0"
            case 9: output += "\\t"
            case 10: output += "\\n"
            case 13: output += "\\r"
            case 0x5C: output += "\\\\"
            case _ where Character(scalar) == delimiter: output += "\\" + String(delimiter)
            case 0x20..<0x7F:
                output.unicodeScalars.append(scalar)
            case _ where CharacterClasses.isOperator(scalar.value) || CharacterClasses.isIdentifierTail(scalar.value):
                output.unicodeScalars.append(scalar)
            default:
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        output.append(delimiter)
        return output
    }
}

extension ParsedExpression: CustomStringConvertible {
    /// The expression pretty-printed, then `// comment` if there is one.
    public var description: String {
        let expression = syntax?.description ?? ""
        guard let comment else { return expression }
        return expression.isEmpty ? "// \(comment)" : "\(expression) // \(comment)"
    }
}

extension ParsedStringExpression: CustomStringConvertible {
    /// The value with each expression part pretty-printed inside its braces.
    public var description: String {
        parts.map { part in
            switch part {
            case let .text(text, _): return text
            case let .comment(comment, _): return "// \(comment)"
            case let .expression(expression): return "{\(expression)}"
            }
        }.joined()
    }
}
