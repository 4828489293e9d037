import Diagnostics
import Expressions
import Foundation
import TestSupport
import Testing

/// One case of `layout-cases.json` that exercises the tokenizer, the parser or
/// a front end, and the check that compares our output with its expectation.
struct ParsingConformanceCase: Sendable, CustomTestStringConvertible {
    let id: String
    let operation: String
    let input: String
    let expected: JSON

    var testDescription: String { id }

    /// The operations of the parse-only cases.
    static let parseOperations = ConformanceLedger.parseOperations

    /// AnyExpression errors that come from parsing rather than evaluation.
    static let parseErrorMessages: Set<String> = [
        "Missing `)`", "Unexpected token `5`", "Empty expression", "Missing `'`", "Unexpected token `0x`",
        "Unexpected token `+`",
    ]

    /// Cases we believe are wrong, with the reason; none so far.
    static let believedWrong: [String: String] = [:]

    /// The suite's selection (`ConformanceLedger.parsing`): every parse-only case, plus every
    /// AnyExpression case (which must at least parse, or fail to parse with the expected
    /// message), plus the property cases that evaluate and so must parse.
    static let all: [ParsingConformanceCase] = ConformanceLedger.parsing.selected.compactMap { item in
        guard let id = item.id, let input = item["input"], let expected = item["expected"],
              let text = input["text"]?.stringValue ?? input["expression"]?.stringValue else { return nil }
        if let operation = input["operation"]?.stringValue { return ParsingConformanceCase(id: id, operation: operation, input: text, expected: expected) }
        if input["engine"]?.stringValue == "AnyExpression" {
            return ParsingConformanceCase(id: id, operation: "AnyExpression", input: text, expected: expected)
        }
        return input["property_type"]?.stringValue.flatMap(frontEnd(forPropertyType:)).map {
            ParsingConformanceCase(id: id, operation: $0, input: text, expected: expected)
        }
    }

    /// Which front end reads a property of this type (R-LL-FRONT-END), for cases that evaluate
    /// successfully and so must at least parse. Colours and images use a hybrid
    /// front end built elsewhere, so their cases are left to that stage.
    static func frontEnd(forPropertyType type: String) -> String? {
        switch type {
        case "String", "NSString", "NSAttributedString", "Selector", "UIFont", "URL": return "parses as string"
        case "UIColor", "UIImage", "CGColor", "CGImage": return nil
        default: return "parses as plain"
        }
    }

    /// The ways our result differs from the expectation; empty when the case passes.
    func failures() -> [String] {
        switch operation {
        case "parseExpression": return checkPlain()
        case "parseStringExpression": return checkString()
        case "parse + description":
            return compare("description", (try? Syntax.parse(input))?.description, expected["description"]?.stringValue)
        case "parse symbols":
            return compareSymbols((try? Syntax.parse(input))?.symbols, expected["symbols"])
        case "parses as string":
            do {
                _ = try ParsedStringExpression.parse(input)
                return []
            } catch {
                return ["threw \(error.message)"]
            }
        case "parses as plain":
            do {
                _ = try ParsedExpression.parse(input)
                return []
            } catch {
                return ["threw \(error.message)"]
            }
        default: return checkEngine()
        }
    }

    private func checkPlain() -> [String] {
        let parsed: ParsedExpression
        do {
            parsed = try ParsedExpression.parse(input)
        } catch {
            if expected["ok"] == .bool(false) {
                return containsFragments(error.message)
            }
            return ["threw \(error.message)"]
        }
        if expected["ok"] == .bool(false) { return ["parsed, expected an error"] }
        return check(parsed, against: expected)
    }

    private func checkString() -> [String] {
        let parsed: ParsedStringExpression
        do {
            parsed = try ParsedStringExpression.parse(input)
        } catch {
            if expected["ok"] == .bool(false) { return containsFragments(error.message) }
            return ["threw \(error.message)"]
        }
        if expected["ok"] == .bool(false) { return ["parsed, expected an error"] }
        var failures = compare("description", parsed.description, expected["description"]?.stringValue)
        guard let parts = expected["parts"]?.arrayValue else { return failures }
        guard parts.count == parsed.parts.count else {
            return failures + ["\(parsed.parts.count) parts, expected \(parts.count)"]
        }
        for (part, want) in zip(parsed.parts, parts) {
            switch part {
            case let .text(text, _):
                failures += compare("string part", text, want["string"]?.stringValue ?? "<not a string part>")
            case let .comment(comment, _):
                failures += compare("comment part", comment, want["comment"]?.stringValue ?? "<not a comment part>")
            case let .expression(expression):
                guard let wanted = want["expression"] else { failures.append("expression part, expected \(want)"); continue }
                failures += check(expression, against: wanted)
            }
        }
        return failures
    }

    private func check(_ parsed: ParsedExpression, against expected: JSON) -> [String] {
        var failures: [String] = []
        if case let .bool(isEmpty)? = expected["is_empty"], isEmpty != parsed.isEmpty {
            failures.append("isEmpty is \(parsed.isEmpty)")
        }
        failures += compare("description", parsed.description, expected["description"]?.stringValue)
        if expected["symbols"] != nil { failures += compareSymbols(parsed.symbols, expected["symbols"]) }
        return failures
    }

    private func checkEngine() -> [String] {
        let message = expected["error_message"]?.stringValue
        do {
            let syntax = try Syntax.parse(input)
            if let message, Self.parseErrorMessages.contains(message) { return ["parsed, expected \(message)"] }
            if let message, let symbol = Self.undefinedSymbol(in: message),
               !syntax.symbols.map(\.description).contains(symbol) {
                return ["no \(symbol) in \(syntax.symbols)"]
            }
            return []
        } catch {
            return message == error.message ? [] : ["threw \(error.message), expected \(message ?? "success")"]
        }
    }

    /// The symbol a later stage reports as undefined (`Undefined postfix operator .` → `postfix:.`).
    static func undefinedSymbol(in message: String) -> String? {
        for (prefix, kind) in [("Undefined postfix operator ", "postfix"), ("Undefined prefix operator ", "prefix"),
                               ("Undefined infix operator ", "infix"), ("Undefined ternary operator ", "infix")]
        where message.hasPrefix(prefix) {
            return "\(kind):\(message.dropFirst(prefix.count))"
        }
        return nil
    }

    private func containsFragments(_ message: String) -> [String] {
        let fragments = expected["error_contains"].map { $0.arrayValue ?? [$0] } ?? []
        return fragments.compactMap(\.stringValue).filter { !message.contains($0) }.map { "error \(message) lacks \($0)" }
    }

    private func compare(_ what: String, _ actual: String?, _ wanted: String?) -> [String] {
        guard let wanted, actual != wanted else { return [] }
        return ["\(what) is \(actual ?? "nil"), expected \(wanted)"]
    }

    /// Expression keeps symbols in a Set, so the order in the file carries no meaning.
    private func compareSymbols(_ actual: [ExpressionSymbol]?, _ wanted: JSON?) -> [String] {
        let want = Set(wanted?.arrayValue?.compactMap(\.stringValue) ?? [])
        let have = Set(actual?.map(\.description) ?? [])
        return have == want ? [] : ["symbols \(have.sorted()), expected \(want.sorted())"]
    }
}
