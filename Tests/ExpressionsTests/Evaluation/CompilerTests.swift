import Diagnostics
import Expressions
import Testing

@Suite struct CompilerTests {
    @Test(arguments: [
        ("5 + width / 3", 130.0),
        ("min(width, height) - 20", 355.0),
        ("width >= height ? width : height", 667.0),
        ("(width - 40) / 3 + 10", 121.66666666666667),
        ("-width % 100", -75.0),
        ("max(1, 2, width, 4)", 375.0),
        ("pow(2, 10) + abs(-1) + sqrt(16)", 1029.0),
        ("isWide ? 1 : 0", 0.0),
    ])
    func numericExpressions(text: String, expected: Double) {
        let result = evaluate(text, as: .number(.cgFloat), state: ["width": .number(375), "height": .number(667), "isWide": .bool(false)])
        #expect(result == .success(.number(expected)))
    }

    @Test func stateBecomesSlotsAndConstantsAreInlined() throws {
        let scope = DictionaryScope(constants: ["gap": .number(8)], state: ["width": .number(100)])
        let expression = try #require(try PropertyExpression.compile("width - gap * 2", as: .number(.cgFloat), scope: scope))
        #expect(expression.dynamicSymbols == ["width"])
        #expect(expression.referencedSymbols == ["width", "gap"])
        #expect(!expression.isConstant)
        let values = scope.slotValues()
        #expect(try expression.evaluate(values) == .number(84))
        values.values[0] = .number(50)
        #expect(try expression.evaluate(values) == .number(34))
    }

    @Test func constantExpressionsFoldAtCompileTime() throws {
        let expression = try #require(try PropertyExpression.compile("{4 + 5}", as: .number(.double), scope: EmptyScope()))
        #expect(expression.isConstant)
        #expect(try expression.constantValue() == .number(9))
    }

    @Test func constantErrorsAreReportedWhenCompiling() {
        #expect(throws: ExpressionError.self) {
            try PropertyExpression.compile("1 + 'a' - 2", as: .number(.double), scope: EmptyScope())
        }
    }

    /// The numeric fast path must give way to the general evaluator when a
    /// slot holds something other than a number, with identical results.
    @Test func numericFastPathFallsBackForNonNumbers() {
        #expect(evaluate("a + b", state: ["a": .string("x"), "b": .number(1)]) == .success(.string("x1")))
        #expect(evaluate("a + b", state: ["a": .bool(true), "b": .number(1)]) == .success(.number(2)))
        #expect(evaluate("a ? b : c", state: ["a": .bool(true), "b": .string("yes"), "c": .string("no")]) == .success(.string("yes")))
        #expect(evaluate("a", as: .bool, state: ["a": .number(2)]) == .success(.bool(true)))
    }

    @Test func evaluateNumberSkipsBoxing() throws {
        let scope = DictionaryScope(state: ["w": .number(10)])
        let syntax = try Syntax.parse("w * 2 + 1")
        let compiled = try ExpressionCompiler(scope: scope).compile(syntax)
        #expect(try compiled.evaluateNumber(scope.slotValues()) == 21)
    }

    /// Both branches of a ternary are evaluated, so an error in the branch not
    /// taken still fails the expression (R-LL-OPERATORS).
    @Test func ternaryEvaluatesBothBranches() {
        #expect(evaluate("flag ? 1 : 'a' - 1", state: ["flag": .bool(true)])
            == .failure(Failure(text: "1:16: Arguments of type (String, Double) are not compatible with infix operator -")))
    }

    @Test(arguments: [
        ("5 + widht", "1:5: Unknown property widht"),
        ("1 ^ 2", "1:3: Undefined infix operator ^"),
        ("5ms", "1:2: Undefined postfix operator ms"),
        ("'a' < 2", "1:5: Arguments of type (String, Double) are not compatible with infix operator <"),
        ("!'foo'", "1:1: Argument of type String is not compatible with prefix operator !"),
        ("pow(4)", "1:1: Function pow() expects 2 arguments"),
        ("min(3)", "1:1: Function min() expects at least 2 arguments"),
        ("foo(1)", "1:1: Unknown function foo()"),
        ("1(3)", "1:1: Attempted to call non function type Double"),
        ("[1, 2][5]", "1:1: Index 5 out of bounds for subscript operator []"),
        ("'a' ?: 'b'", "1:5: Undefined ternary operator ?:"),
        ("(1 + 2", "1:1: Missing `)`"),
        ("1 ... 0", "1:3: Cannot form range with lower bound > upper bound"),
    ])
    func errorsPointAtTheOffendingCharacters(text: String, expected: String) {
        #expect(evaluate(text, state: ["width": .number(1)]) == .failure(Failure(text: expected)))
    }

    @Test func suggestionsForUnknownSymbols() throws {
        let scope = DictionaryScope(state: ["width": .number(1), "height": .number(2)])
        #expect(throws: ExpressionError("Unknown property widht", span: SourceSpan(4, 9), suggestions: ["width"])) {
            try PropertyExpression.compile("5 + widht", as: .number(.cgFloat), scope: scope)
        }
    }

    @Test func percentAndAutoInLayoutProperties() {
        let context = CompileContext(percentSymbol: "parent.width", autoSymbol: "inferredSize.width")
        let state: [String: Value] = ["parent.width": .number(300), "inferredSize.width": .number(120)]
        #expect(evaluate("50% - 10", as: .number(.cgFloat), state: state, context: context) == .success(.number(140)))
        #expect(evaluate("min(auto, 100%)", as: .number(.cgFloat), state: state, context: context) == .success(.number(120)))
        #expect(evaluate("50%", as: .number(.cgFloat), state: state) == .failure(Failure(text: "1:3: Undefined postfix operator %")))
    }

    @Test func commaBuildsFlatArrays() {
        let items: Value = .array([.string("foo"), .string("bar")])
        #expect(evaluate("items, 'baz'", constants: ["items": items]) == .success(.array([.string("foo"), .string("bar"), .string("baz")])))
    }

    @Test func formatStringsAsFunctions() {
        let constants: [String: Value] = ["strings.Inbox": .string("%d new, %@ old"), "n": .number(3.9)]
        #expect(evaluate("{strings.Inbox(n, 'some')}", as: .string, constants: constants) == .success(.string("3 new, some old")))
        #expect(evaluate("{strings.Inbox(n)}", as: .string, constants: constants)
            == .failure(Failure(text: "1:2: Too few arguments (1) for format string '%d new, %@ old' for key strings.Inbox")))
        #expect(evaluate("{'%d items'(n)}", as: .string, constants: constants) == .success(.string("3 items")))
    }
}

@Suite struct LiteralTextTests {
    /// Plain text skips the parser; it must still follow the string front end's rules.
    @Test(arguments: [
        ("Hello", "Hello"), ("a // b", "a // b"), ("  /x", "  /x"), ("50%", "50%"), ("tab\there", "tab\there"),
    ])
    func literalTextIsItsOwnValue(text: String, expected: String) throws {
        let expression = try #require(try PropertyExpression.compile(text, as: .string, scope: EmptyScope()))
        #expect(expression.isConstant)
        #expect(try expression.evaluate(SlotArray([])) == .string(expected))
    }

    @Test(arguments: ["// hidden", "   //x {y}", "//"])
    func aLeadingCommentSetsNothing(text: String) throws {
        #expect(try PropertyExpression.compile(text, as: .string, scope: EmptyScope()) == nil)
    }
}
