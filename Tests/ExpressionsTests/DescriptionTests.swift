import Diagnostics
import Expressions
import Testing

/// The pretty-printer (LayoutTool's formatting of expressions).
@Suite struct DescriptionTests {
    static let printed: [(String, String)] = [
        ("a+b", "a + b"),
        ("a+b*c", "a + b * c"),
        ("a*(b+c)", "a * (b + c)"),
        ("-foo", "-foo"),
        ("(a+b)%", "(a + b)%"),
        ("foo% + 5", "foo% + 5"),
        ("a,b", "a, b"),
        ("a+ b", "a + b"),
        ("1+.5", "1 + 0.5"),
        ("1..<5", "1 ..< 5"),
        ("5%-4", "5% - 4"),
        ("`hello\\tworld`", "`hello\\tworld`"),
        ("a == b > c", "a == b > c"),
        ("- -a", "-(-a)"),
        ("-a%", "-(a%)"),
        ("5ms", "(5)ms"),
        ("5.", "(5)."),
        ("min(a,(b,c))", "min(a, (b, c))"),
        ("a?b:c", "a ? b : c"),
        ("a ?: b", "a ?: b"),
        ("foo[1]", "foo[1]"),
        ("[1,2][0]", "[1, 2][0]"),
        ("'%d'(n)", "'%d'(n)"),
        ("1e20", "1e+20"),
        ("1e400", "1e999"),
        ("0.1", "0.1"),
        ("0x10", "16"),
        ("a  or  b", "a or b"),
        ("'it\\'s \\\\ \\u{1}'", "'it\\'s \\\\ \\u{1}'"),
        ("\"say \\\"hi\\\"\"", "\"say \\\"hi\\\"\""),
        ("'é😀\\n'", "'é😀\\n'"),
    ]

    @Test(arguments: printed)
    func description(_ input: String, _ expected: String) throws {
        #expect(try Syntax.parse(input).description == expected)
    }

    /// Trees built without `.parenthesized` nodes get the parentheses their grouping needs.
    @Test func addsParenthesesWhereGroupingNeedsThem() {
        let span = SourceSpan(0, 0)
        func name(_ text: String) -> Syntax { Syntax(.identifier(text), span: span) }
        func infix(_ op: String, _ lhs: Syntax, _ rhs: Syntax) -> Syntax { Syntax(.infix(op, lhs, rhs), span: span) }
        #expect(infix("*", infix("+", name("a"), name("b")), name("c")).description == "(a + b) * c")
        #expect(infix("-", name("a"), infix("-", name("b"), name("c"))).description == "a - (b - c)")
        #expect(infix("-", infix("-", name("a"), name("b")), name("c")).description == "a - b - c")
        #expect(infix("==", name("a"), infix("==", name("b"), name("c"))).description == "a == b == c")
        #expect(infix("==", infix("==", name("a"), name("b")), name("c")).description == "(a == b) == c")
        let ternary = Syntax(.ternary(name("a"), name("b"), name("c")), span: span)
        #expect(infix("+", ternary, name("d")).description == "(a ? b : c) + d")
        #expect(Syntax(.ternary(ternary, name("d"), name("e")), span: span).description == "(a ? b : c) ? d : e")
        #expect(Syntax(.postfix("%", infix("+", name("a"), name("b"))), span: span).description == "(a + b)%")
    }
}
