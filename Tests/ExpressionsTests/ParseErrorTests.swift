import Diagnostics
import Expressions
import Testing

/// Every parse error's exact text and the position it points at (`1️⃣`).
@Suite struct ParseErrorTests {
    /// Errors of the raw engine parser (`Syntax.parse`).
    static let engineErrors: [(String, String)] = [
        ("1️⃣", "Empty expression"),
        ("1️⃣   ", "Empty expression"),
        ("1️⃣(1 + (2 + 3)", "Missing `)`"),
        ("1 + 1️⃣(", "Missing `)`"),
        ("0 1️⃣5", "Unexpected token `5`"),
        ("a 1️⃣'b'", "Unexpected token `'b'`"),
        ("1️⃣+", "Unexpected token `+`"),
        ("(1️⃣-)", "Unexpected token `-`"),
        ("1️⃣'foo", "Missing `'`"),
        ("x + 1️⃣\"foo\\\"", "Missing `\"`"),
        ("1️⃣`foo", "Missing ```"),
        ("1️⃣'", "Unexpected token `'`"),
        ("1️⃣0x", "Unexpected token `0x`"),
        ("1 + 1️⃣0xg", "Unexpected token `0x`"),
        ("foo(1️⃣,5)", "Unexpected token `,`"),
        ("foo(1,1️⃣,2)", "Unexpected token `,`"),
        ("foo(1,1️⃣)", "Unexpected token `)`"),
        ("'a', 'b'1️⃣, ", "Unexpected token `,`"),
        ("(a1️⃣,)", "Unexpected token `,`"),
        ("1️⃣, a", "Unexpected token `,`"),
        ("foo1️⃣(1, 2", "Missing `)`"),
        ("foo[1️⃣]", "Unexpected token `]`"),
        ("foo[a1️⃣,b]", "Array foo[] expects 1 argument"),
        ("(a)[b1️⃣,c]", "Unexpected token `,`"),
        ("foo1️⃣[1", "Missing `]`"),
        ("1️⃣[1, 2", "Missing `]`"),
        ("1️⃣()", "Empty expression"),
        ("1 + 1️⃣;", "Unexpected token `;`"),
        ("1 + 1️⃣{4", "Unexpected token `{4`"),
        ("a1️⃣) + b", "Unexpected token `)`"),
        ("a +\n  1️⃣)", "Unexpected token `)`"),
        ("'\\u{1️⃣}'", "Unexpected token `}`"),
        ("'\\u{1️⃣D800}'", "Unexpected token `D800`"),
        ("'\\u{1️⃣zz}'", "Unexpected token `zz}'`"),
        ("'1️⃣\\u{41 '", "Missing `}`"),
        ("'x', '1️⃣\\u{41", "Missing `}`"),
    ]

    @Test(arguments: engineErrors)
    func engineError(_ input: String, _ message: String) {
        let marked = Marked(input)
        #expect(throws: ExpressionError.self) { try Syntax.parse(marked.text) }
        do {
            _ = try Syntax.parse(marked.text)
        } catch {
            #expect(error.message == message)
            #expect(marked.position(ofOffset: error.span.lower) == marked.position)
        }
    }

    /// Errors of the plain attribute front end.
    static let plainErrors: [(String, String)] = [
        ("1️⃣{4 + 5", "Missing `}`"),
        ("  1️⃣{4 + 5 // no end", "Missing `}`"),
        ("{4 + 5} 1️⃣foo", "Unexpected token `foo`"),
        ("{4 + 5} 1️⃣foo  ", "Unexpected token `foo`"),
        ("foo 1️⃣{4 + 5}", "Unexpected token `{4`"),
        ("4 + 51️⃣}", "Unexpected token `}`"),
        ("1️⃣}", "Unexpected token `}`"),
        ("{5}1️⃣{6}", "Unexpected token `{6}`"),
        ("{1️⃣{4+5}", "Unexpected token `{4+5}`"),
        ("{4+5}1️⃣}", "Unexpected token `}`"),
        ("{1 +\n 1️⃣(}", "Missing `)`"),
    ]

    @Test(arguments: plainErrors)
    func plainError(_ input: String, _ message: String) {
        let marked = Marked(input)
        #expect(throws: ExpressionError.self) { try ParsedExpression.parse(marked.text) }
        do {
            _ = try ParsedExpression.parse(marked.text)
        } catch {
            #expect(error.message == message)
            #expect(marked.position(ofOffset: error.span.lower) == marked.position)
        }
    }

    /// Errors of the string attribute front end.
    static let stringErrors: [(String, String)] = [
        ("1️⃣}", "Unexpected `}`"),
        ("ab {c} 1️⃣} d", "Unexpected `}`"),
        ("1️⃣{", "Missing `}`"),
        ("Hello 1️⃣{name", "Missing `}`"),
        ("Hello 1️⃣{name // comment", "Missing `}`"),
        ("{1 1️⃣2}", "Unexpected token `2`"),
        ("{1️⃣'unterminated}", "Missing `'`"),
    ]

    @Test(arguments: stringErrors)
    func stringError(_ input: String, _ message: String) {
        let marked = Marked(input)
        #expect(throws: ExpressionError.self) { try ParsedStringExpression.parse(marked.text) }
        do {
            _ = try ParsedStringExpression.parse(marked.text)
        } catch {
            #expect(error.message == message)
            #expect(marked.position(ofOffset: error.span.lower) == marked.position)
        }
    }

    @Test func diagnosticShowsLineAndCaret() throws {
        let text = "width + (\n  height"
        do {
            _ = try Syntax.parse(text)
            Issue.record("expected an error")
        } catch {
            let diagnostic = error.diagnostic(in: SourceText(text))
            #expect(diagnostic.message == "Missing `)`")
            #expect(diagnostic.range?.start.description == "1:9")
        }
    }
}
