import Diagnostics
import Expressions
import Testing

/// The trees the parser builds: precedence, associativity, operator readings.
@Suite struct ParserTests {
    static let shapes: [(String, String)] = [
        // Precedence and associativity (R-LL-PRECEDENCE).
        ("1 + 2 * 3", "(+ 1 (* 2 3))"),
        ("8 / 4 / 2", "(/ (/ 8 4) 2)"),
        ("true || false && false", "(|| true (&& false false))"),
        ("nil ?? 5 > 3", "(> (?? nil 5) 3)"),
        ("1 ? 2 : 3 + 4", "(ternary 1 2 (+ 3 4))"),
        ("1 + 1 ... 3", "(... (+ 1 1) 3)"),
        ("7 % 4 * 2", "(* (% 7 4) 2)"),
        ("!true == false", "(== (prefix ! true) false)"),
        ("1 < 2 == true", "(< 1 (== 2 true))"),
        ("a = b = c", "(= a (= b c))"),
        ("a << 1 * 2", "(* (<< a 1) 2)"),
        ("a ^ b + c", "(+ (^ a b) c)"),
        ("a as b ?? c", "(?? (as a b) c)"),
        ("a || b ? c : d", "(ternary (|| a b) c d)"),
        ("a ? b : c ? d : e", "(ternary a b (ternary c d e))"),
        ("a ? b ? c : d : e", "(ternary a (ternary b c d) e)"),
        ("a ?: b", "(?: a b)"),
        ("a ? b", "(? a b)"),
        ("a, b, c", "(, (, a b) c)"),
        ("a, b ? c : d", "(, a (ternary b c d))"),
        ("a[1] * 2", "(* (array a 1) 2)"),
        // Whitespace decides prefix, postfix or infix (R-LL-TOKENS); Expression's repairs.
        ("a+b", "(+ a b)"),
        ("a+ b", "(+ a b)"),
        ("a +b", "(+ a b)"),
        ("1+.5", "(+ 1 0.5)"),
        ("5%-4", "(- (postfix % 5) 4)"),
        ("5*-4", "(* 5 (prefix - 4))"),
        ("a + -b", "(+ a (prefix - b))"),
        ("a+ -b", "(- (postfix + a) b)"),
        ("a % -b", "(% a (prefix - b))"),
        ("1 + ", "(postfix + 1)"),
        ("(a+b)%", "(postfix % (group (+ a b)))"),
        ("foo% + 5", "(+ (postfix % foo) 5)"),
        ("-a%", "(prefix - (postfix % a))"),
        ("- - a", "(prefix - (prefix - a))"),
        ("100%-5", "(- (postfix % 100) 5)"),
        // Identifiers in operator position are operators.
        ("5ms", "(postfix ms 5)"),
        ("5 ms + 3", "(+ (postfix ms 5) 3)"),
        ("foo or bar", "(or foo bar)"),
        ("a lt b", "(lt a b)"),
        // Number edge cases that become operators (R-LL-TOKENS).
        ("5.", "(postfix . 5)"),
        ("123.e5", "(postfix .e5 123)"),
        ("1_000", "(postfix _000 1)"),
        ("5e", "(postfix e 5)"),
        ("foo..bar", "(.. foo bar)"),
        ("1..<5", "(..< 1 5)"),
        ("0x1F + 0005", "(+ 31 5)"),
        // Calls, subscripts, literals.
        ("foo(1, 2)", "(call foo 1 2)"),
        ("foo()", "(call foo)"),
        ("foo (1)", "(call foo 1)"),
        ("min(a, (b, c))", "(call min a (group (, b c)))"),
        ("'%d items'(n)", "(callValue '%d items' n)"),
        ("(a)(b)", "(callValue (group a) b)"),
        ("1(3)", "(callValue 1 3)"),
        ("foo[1]", "(array foo 1)"),
        ("foo[1][2]", "(subscript (array foo 1) 2)"),
        ("[1,2][0]", "(subscript [1 2] 0)"),
        ("'foo'[..<2]", "(subscript 'foo' (prefix ..< 2))"),
        ("[]", "[]"),
        ("[a, [b]]", "[a [b]]"),
        ("(a, b)", "(group (, a b))"),
        ("`a b`", "`a b`"),
        ("\"x\" + 'y'", "(+ \"x\" 'y')"),
        ("1 // 2", "(// 1 2)"),
    ]

    @Test(arguments: shapes)
    func shape(_ input: String, _ expected: String) throws {
        let syntax = try Syntax.parse(input)
        #expect(SyntaxShape.of(syntax) == expected)
    }

    @Test func spansCoverTheirSource() throws {
        let text = "(parent.width - 40) / 3 + previous.bottom"
        let syntax = try Syntax.parse(text)
        #expect(syntax.span == SourceSpan(0, text.utf8.count))
        guard case let .infix("+", lhs, rhs) = syntax.kind,
              case let .infix("/", group, three) = lhs.kind else {
            Issue.record("unexpected shape \(SyntaxShape.of(syntax))")
            return
        }
        #expect(group.span == SourceSpan(0, 19))
        #expect(three.span == SourceSpan(22, 23))
        #expect(rhs.span == SourceSpan(26, 41))
    }

    @Test func frontEndSpansAreRelativeToTheWholeAttribute() throws {
        let parsed = try ParsedStringExpression.parse("Hi {name}, you have {count + 1} items")
        guard case let .expression(second) = parsed.parts[3],
              case let .infix(_, count, _)? = second.syntax?.kind else {
            Issue.record("unexpected parts \(parsed.parts)")
            return
        }
        #expect(second.span == SourceSpan(20, 31))
        #expect(count.span == SourceSpan(21, 26))
        #expect(second.text == parsed.text)
    }

    @Test func symbolsAndVariableNames() throws {
        let syntax = try Syntax.parse("min(a, b[1]) + `c d`('x') ? [e] : f%")
        #expect(syntax.symbols.map(\.description) == [
            "function:min/2", "variable:a", "array:b", "infix:+", "variable:`c d`", "infix:()",
            "variable:'x'", "infix:?:", "function:[]/1", "variable:e", "variable:f", "postfix:%",
        ])
        #expect(syntax.variableNames == ["a", "c d", "e", "f"])
    }
}
