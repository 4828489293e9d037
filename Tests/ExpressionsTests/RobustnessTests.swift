import Diagnostics
import Expressions
import Testing

/// Hostile and huge input: diagnostics instead of stack overflows, linear time.
/// The time limit fails the suite if any of these goes quadratic on 1 MB.
@Suite(.timeLimit(.minutes(1))) struct RobustnessTests {
    static let tooDeep = "Expression is too deeply nested (more than 256 levels)"

    static func error(parsing text: String) -> ExpressionError? {
        do {
            _ = try Syntax.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func tenThousandNestedParentheses() throws {
        let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let error = try #require(Self.error(parsing: text))
        #expect(error.message == Self.tooDeep)
        #expect(error.span == SourceSpan(256, 257))
        #expect(throws: ExpressionError.tooDeeplyNested(span: SourceSpan(257, 258))) {
            try ParsedExpression.parse("{" + text + "}")
        }
        #expect(throws: ExpressionError.tooDeeplyNested(span: SourceSpan(260, 261))) {
            try ParsedStringExpression.parse("ab {" + text + "}")
        }
    }

    @Test func deepestAcceptedNesting() throws {
        let depth = ExpressionError.maximumNestingDepth - 1
        let text = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(try Syntax.parse(text).description == text)
    }

    @Test func megabyteLeftAssociativeChain() throws {
        let text = "1" + String(repeating: "+1", count: 500_000)
        let error = try #require(Self.error(parsing: text))
        #expect(error.message == Self.tooDeep)
        // The 256th `+`: one more level than the limit allows.
        #expect(error.span == SourceSpan(511, 512))
    }

    static let deepInputs: [String] = [
        "a" + String(repeating: " == a", count: 200_000),
        String(repeating: "- ", count: 500_000) + "a",
        String(repeating: "[", count: 10_000),
        String(repeating: "f(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
        "a" + String(repeating: "[a", count: 10_000),
        String(repeating: "a ? ", count: 10_000) + "b",
        String(repeating: "a, ", count: 100_000) + "a",
    ]

    @Test(arguments: deepInputs)
    func deepInputIsADiagnostic(_ text: String) throws {
        let error = try #require(Self.error(parsing: text))
        #expect(error.message == Self.tooDeep)
        #expect(error.span.upper <= text.utf8.count)
    }

    @Test func megabyteStringLiteral() throws {
        let syntax = try Syntax.parse("'" + String(repeating: "x", count: 1_000_000) + "'")
        guard case let .string(text, _) = syntax.kind else {
            Issue.record("not a string: \(syntax.kind)")
            return
        }
        #expect(text.utf8.count == 1_000_000)
    }

    @Test func megabyteOfEscapes() throws {
        let syntax = try Syntax.parse("'" + String(repeating: "\\n", count: 500_000) + "'")
        #expect(syntax.kind == .string(String(repeating: "\n", count: 500_000), quote: "'"))
    }

    @Test func hundredThousandElementArray() throws {
        let items = (0..<100_000).map(String.init).joined(separator: ",")
        let syntax = try Syntax.parse("[" + items + "]")
        guard case let .arrayLiteral(elements) = syntax.kind else {
            Issue.record("not an array literal")
            return
        }
        #expect(elements.count == 100_000)
        #expect(elements.last?.kind == .number(99_999))
    }

    @Test func megabyteIdentifierAndWhitespace() throws {
        let name = String(repeating: "a.b", count: 300_000)
        #expect(try Syntax.parse(name).kind == .identifier(name))
        #expect(try Syntax.parse(String(repeating: " \n", count: 500_000) + "1").kind == .number(1))
    }

    @Test func megabyteNumberAndOperator() throws {
        #expect(try Syntax.parse(String(repeating: "9", count: 1_000_000)).kind == .number(.infinity))
        #expect(try Syntax.parse("0." + String(repeating: "0", count: 1_000_000) + "1").kind == .number(0))
        let dashes = String(repeating: "-", count: 1_000_000)
        #expect(throws: ExpressionError.unexpectedToken(dashes, span: SourceSpan(0, 1_000_000))) {
            try Syntax.parse(dashes)
        }
    }

    static let unterminated: [(String, String)] = [
        ("'abc", "Missing `'`"),
        ("\"abc\\", "Missing `\"`"),
        ("`abc", "Missing ```"),
        ("'\\", "Missing `'`"),
        ("'\\u{", "Missing `}`"),
        ("'\\u{12", "Missing `}`"),
        ("1 + '", "Unexpected token `'`"),
    ]

    @Test(arguments: unterminated)
    func unterminatedLiteral(_ text: String, _ message: String) throws {
        let error = try #require(Self.error(parsing: text))
        #expect(error.message == message)
        #expect(error.span.lower >= 0 && error.span.upper <= text.utf8.count)
    }
}
