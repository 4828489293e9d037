import Diagnostics
import Expressions
import TestSupport
import Testing

/// Ten thousand seeded random inputs through every entry point: nothing
/// crashes, every error points inside the input, every tree's spans lie inside
/// it, and printing a parsed expression gives text that parses back to the same print.
@Suite struct FuzzTests {
    /// Fragments that reach the interesting corners of the grammar.
    static let fragments = [
        "a", "b.c", "1", "0x", "0x1f", "5.", ".5", "e", "1e", "_", "#f", "x'", "+", "-", "*", "/", "%", "?", ":",
        "?:", "..", "..<", "==", "!", "&&", "or", "(", ")", "[", "]", ",", "{", "}", "'", "\"", "`", "\\", "\\u{",
        "41", "}", " ", " ", "\n", "\t", "//", "é", "😀", "\u{301}", "\u{A0}", "\u{AD}", ";", "'s'", "f(", "[1,",
    ]

    static func randomInput(_ random: inout SeededGenerator) -> String {
        if random.next() % 10 == 0 {
            let bytes = (0..<Int(random.next() % 24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes, as: UTF8.self)
        }
        return (0..<Int(random.next() % 16)).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined()
    }

    /// What is wrong with the results for `text`; empty when all is well.
    static func problems(with text: String) -> [String] {
        let length = Int32(text.utf8.count)
        func inside(_ span: SourceSpan) -> Bool { span.lower >= 0 && span.lower <= span.upper && span.upper <= length }
        var problems: [String] = []
        func check(_ syntax: Syntax?, _ entry: String) {
            syntax?.forEachNode { node in
                if !inside(node.span) { problems.append("\(entry): node span \(node.span) outside") }
            }
        }
        func check(_ error: ExpressionError, _ entry: String) {
            if !inside(error.span) { problems.append("\(entry): error \(error.message) at \(error.span) outside") }
        }
        let tokens = Lexer.tokens(in: text)
        if tokens.last?.kind != .end || !tokens.allSatisfy({ inside($0.span) }) { problems.append("tokens: bad spans") }
        do {
            let syntax = try Syntax.parse(text)
            check(syntax, "engine")
            let printed = syntax.description
            do {
                let reprinted = try Syntax.parse(printed).description
                if reprinted != printed { problems.append("printed \(printed) reprints as \(reprinted)") }
            } catch {
                problems.append("printed \(printed) does not parse: \(error.message)")
            }
        } catch {
            check(error, "engine")
        }
        do {
            check(try ParsedExpression.parse(text).syntax, "plain")
        } catch {
            check(error, "plain")
        }
        do {
            for case let .expression(part) in try ParsedStringExpression.parse(text).parts {
                check(part.syntax, "string")
                if !inside(part.span) { problems.append("string: part span outside") }
            }
        } catch {
            check(error, "string")
        }
        return problems
    }

    @Test func tenThousandSeededInputs() {
        var random = SeededGenerator(seed: 20_261_121)
        var failures: [String] = []
        var parsed = 0
        for _ in 0..<10_000 {
            let text = Self.randomInput(&random)
            if (try? Syntax.parse(text)) != nil { parsed += 1 }
            let problems = Self.problems(with: text)
            if !problems.isEmpty { failures.append("\(text.debugDescription): \(problems.joined(separator: "; "))") }
        }
        // Both outcomes must be well represented for the checks above to mean anything.
        #expect((1_000...9_000).contains(parsed), "\(parsed) of 10,000 inputs parsed")
        #expect(failures.isEmpty, "\(failures.count) failing inputs, e.g. \(failures.prefix(5).joined(separator: "\n"))")
    }
}
