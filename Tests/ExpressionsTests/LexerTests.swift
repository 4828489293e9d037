import Diagnostics
import Expressions
import Testing

/// Tokens and their spans (R-LL-TOKENS).
@Suite struct LexerTests {
    /// A compact rendering: `kind[start..<end]`, one per token, `.end` omitted.
    static func render(_ text: String, comments: Bool = true) -> [String] {
        Lexer.tokens(in: text, recognizingComments: comments).dropLast().map { token in
            let range = "[\(token.span.lower)..<\(token.span.upper)]"
            switch token.kind {
            case let .number(value): return "num \(Syntax.format(value))\(range)"
            case let .identifier(name): return "id \(name)\(range)"
            case let .string(text, quote): return "str \(quote)\(text)\(quote)\(range)"
            case let .escapedIdentifier(name): return "esc \(name)\(range)"
            case let .operator(name): return "op \(name)\(range)"
            case let .invalid(error): return "error \(error.message)\(range)"
            default: return "\(token.kind)\(range)"
            }
        }
    }

    static let cases: [(String, [String])] = [
        ("(parent.width - 40) / 3", [
            "leftParen[0..<1]", "id parent.width[1..<13]", "op -[14..<15]", "num 40[16..<18]",
            "rightParen[18..<19]", "op /[20..<21]", "num 3[22..<23]",
        ]),
        // Numbers.
        (".5 1e3 1.5e-3 0x1F 0005 2E+2", [
            "num 0.5[0..<2]", "num 1000[3..<6]", "num 0.0015[7..<13]", "num 31[14..<18]", "num 5[19..<23]",
            "num 200[24..<28]",
        ]),
        ("5.", ["num 5[0..<1]", "op .[1..<2]"]),
        ("123.e5", ["num 123[0..<3]", "id .e5[3..<6]"]),
        ("1_000", ["num 1[0..<1]", "id _000[1..<5]"]),
        ("5e", ["num 5[0..<1]", "id e[1..<2]"]),
        ("0x", ["error Unexpected token `0x`[0..<2]"]),
        ("00x5", ["num 0[0..<2]", "id x5[2..<4]"]),
        ("12345678901234567890", ["num 1.2345678901234567e+19[0..<20]"]),
        // Identifiers.
        ("#first.right $x @y _z", ["id #first.right[0..<12]", "id $x[13..<15]", "id @y[16..<18]", "id _z[19..<21]"]),
        ("foo.3 .foo x' a.b.", ["id foo.3[0..<5]", "id .foo[6..<10]", "id x'[11..<13]", "id a.b[14..<17]", "op .[17..<18]"]),
        ("foo..bar", ["id foo[0..<3]", "op ..[3..<5]", "id bar[5..<8]"]),
        ("#fff é😀 a\u{301}", ["id #fff[0..<4]", "id é😀[5..<11]", "id a\u{301}[12..<15]"]),
        // Operators.
        ("100%-5", ["num 100[0..<3]", "op %[3..<4]", "op -[4..<5]", "num 5[5..<6]"]),
        ("a %% b ?: c ..< d --> e", [
            "id a[0..<1]", "op %%[2..<4]", "id b[5..<6]", "op ?:[7..<9]", "id c[10..<11]", "op ..<[12..<15]",
            "id d[16..<17]", "op -->[18..<21]", "id e[22..<23]",
        ]),
        ("a≠b", ["id a[0..<1]", "op ≠[1..<4]", "id b[4..<5]"]),
        ("f(a,[b]){}", [
            "id f[0..<1]", "leftParen[1..<2]", "id a[2..<3]", "comma[3..<4]", "leftBracket[4..<5]", "id b[5..<6]",
            "rightBracket[6..<7]", "rightParen[7..<8]", "leftBrace[8..<9]", "rightBrace[9..<10]",
        ]),
        // Quoted literals and escapes.
        (#"'a\tb' "q\"" `x y`"#, ["str 'a\tb'[0..<6]", #"str "q""[7..<12]"#, "esc x y[13..<18]"]),
        (#"'\0\n\r\\\'\u{1F600}\é'"#, ["str '\0\n\r\\'😀é'[0..<24]"]),
        ("'}' '//'", ["str '}'[0..<3]", "str '//'[4..<8]"]),
        ("'abc", ["error Missing `'`[0..<4]"]),
        ("a ;b", ["id a[0..<1]", "error Unexpected token `;b`[2..<4]"]),
        // Comments, only where the front ends recognise them.
        ("a // b", ["id a[0..<1]", "comment[2..<4]", "id b[5..<6]"]),
    ]

    @Test(arguments: cases)
    func tokens(_ text: String, _ expected: [String]) {
        #expect(Self.render(text) == expected)
    }

    @Test func slashesAreAnOperatorWithoutComments() {
        #expect(Self.render("a // b", comments: false) == ["id a[0..<1]", "op //[2..<4]", "id b[5..<6]"])
    }

    @Test func whitespaceFlags() {
        let tokens = Lexer.tokens(in: "a+ b\t-c")
        #expect(tokens.map(\.spaceBefore) == [true, false, true, true, false, false])
        #expect(tokens.map(\.spaceAfter) == [false, true, true, false, true, true])
    }

    @Test func onlyFourWhitespaceCharacters() {
        // A no-break space is not expression whitespace: it is an unreadable character.
        #expect(Self.render("a\u{A0}b") == ["id a[0..<1]", "error Unexpected token `\u{A0}b`[1..<4]"])
    }
}
