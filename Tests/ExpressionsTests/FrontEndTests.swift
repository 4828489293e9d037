import Diagnostics
import Expressions
import Testing

/// The plain and string attribute front ends (R-LL-FRONT-END).
@Suite struct FrontEndTests {
    /// Plain values: input, printed form, comment, empty.
    static let plain: [(String, String, String?, Bool)] = [
        ("4 + 5", "4 + 5", nil, false),
        ("{4 + 5}", "4 + 5", nil, false),
        (" {4 + 5} ", "4 + 5", nil, false),
        ("\u{A0}\n{4+5}\u{3000}", "4 + 5", nil, false),
        ("", "", nil, true),
        ("{}", "", nil, true),
        ("   ", "", nil, true),
        ("{'}'}", "'}'", nil, false),
        ("{'{foo}'}", "'{foo}'", nil, false),
        ("{4 + 5 // hello}", "4 + 5 // hello", "hello", false),
        ("{4 + 5} // hello", "4 + 5 // hello", "hello", false),
        ("{4 + 5 // inner } // outer ", "4 + 5 // inner // outer", "inner // outer", false),
        ("{ //4 + 5}", "// 4 + 5", "4 + 5", true),
        (" //{4 + 5}", "// {4 + 5}", "{4 + 5}", true),
        ("a // b // c", "a // b // c", "b // c", false),
        ("//", "// ", "", true),
        // As in Expression, `//` only starts a comment where a token starts.
        ("a+//b", "a +// b", nil, false),
    ]

    @Test(arguments: plain)
    func plainValue(_ input: String, _ printed: String, _ comment: String?, _ isEmpty: Bool) throws {
        let parsed = try ParsedExpression.parse(input)
        #expect(parsed.description == printed)
        #expect(parsed.comment == comment)
        #expect(parsed.isEmpty == isEmpty)
        #expect(parsed.text == input)
        #expect(parsed.span == SourceSpan(0, input.utf8.count))
    }

    @Test func plainSpansPointIntoTheWholeAttribute() throws {
        let parsed = try ParsedExpression.parse("  { width // w }")
        #expect(parsed.syntax?.span == SourceSpan(4, 9))
    }

    /// String values rendered part by part: `"text"`, `{expression}` (printed), `//comment`.
    static func render(_ parsed: ParsedStringExpression) -> [String] {
        parsed.parts.map { part in
            switch part {
            case let .text(text, span): return "\"\(text)\"@\(span.lower)"
            case let .expression(expression):
                return "{\(expression)}@\(expression.span.lower)..<\(expression.span.upper)\(expression.isEmpty ? " empty" : "")"
            case let .comment(comment, span): return "//\(comment)@\(span.lower)"
            }
        }
    }

    static let strings: [(String, [String])] = [
        ("{4 + 5}", ["{4 + 5}@0..<7"]),
        (" {4 + 5} ", ["\" \"@0", "{4 + 5}@1..<8", "\" \"@8"]),
        ("{4} + {5}", ["{4}@0..<3", "\" + \"@3", "{5}@6..<9"]),
        ("{}", ["{}@0..<2 empty"]),
        ("{'{'}", ["{'{'}@0..<5"]),
        ("{'{foo}'}", ["{'{foo}'}@0..<9"]),
        ("foo {4 + 5 // hello } bar", ["\"foo \"@0", "{4 + 5 // hello}@4..<21", "\" bar\"@21"]),
        ("foo {// 4 + 5} bar", ["\"foo \"@0", "{// 4 + 5}@4..<14 empty", "\" bar\"@14"]),
        (" //hello {'world'}", ["//hello {'world'}@1"]),
        ("foo // bar", ["\"foo // bar\"@0"]),
        ("a / b", ["\"a / b\"@0"]),
        ("Hi {name}!", ["\"Hi \"@0", "{name}@3..<9", "\"!\"@9"]),
        ("é{x}", ["\"é\"@0", "{x}@2..<5"]),
        ("", []),
    ]

    @Test(arguments: strings)
    func stringValue(_ input: String, _ expected: [String]) throws {
        let parsed = try ParsedStringExpression.parse(input)
        #expect(Self.render(parsed) == expected)
        #expect(parsed.text == input)
    }

    @Test func commentedOutStringValue() throws {
        let parsed = try ParsedStringExpression.parse(" //hello {'world'}")
        #expect(parsed.isCommentedOut)
        #expect(parsed.description == "// hello {'world'}")
        #expect(try !ParsedStringExpression.parse("a // b").isCommentedOut)
    }

    @Test func engineEntryRejectsEmptyInput() {
        #expect(throws: ExpressionError.emptyExpression(span: SourceSpan(0, 2))) { try Syntax.parse("  ") }
    }
}
