import Testing
import TemplateTools

/// Every error the formatter reports, with its exact text.
@Suite struct ValidationTests {
    /// The message `format` fails with, or nil if it succeeds.
    static func formatError(_ xml: String) -> String? {
        do {
            _ = try LayoutTool.format(xml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func undefinedInfixOperator() {
        #expect(Self.formatError("<Foo left=\"a^b\"/>") == "Undefined infix operator ^ in left attribute in <Foo>")
    }

    @Test func undefinedPrefixOperator() {
        #expect(Self.formatError("<Foo left=\"~a\"/>") == "Undefined prefix operator ~ in left attribute in <Foo>")
    }

    @Test func undefinedPostfixOperator() {
        #expect(Self.formatError("<Foo left=\"5ms\"/>") == "Undefined postfix operator ms in left attribute in <Foo>")
    }

    @Test func rgbArity() {
        #expect(Self.formatError("<Foo color=\"rgb(1,2,3,4)\"/>") == "Function rgb() expects 3 arguments in color attribute in <Foo>")
    }

    @Test func rgbaArity() {
        #expect(Self.formatError("<Foo tintColor=\"rgba(1,2,3)\"/>") == "Function rgba() expects 4 arguments in tintColor attribute in <Foo>")
    }

    @Test func singleArgumentArity() {
        #expect(Self.formatError("<Foo top=\"sqrt(1, 2)\"/>") == "Function sqrt() expects 1 argument in top attribute in <Foo>")
    }

    @Test func variadicArity() {
        #expect(Self.formatError("<Foo top=\"min(3)\"/>") == "Function min() expects at least 2 arguments in top attribute in <Foo>")
    }

    @Test func expressionsInsideStringsAreChecked() {
        #expect(Self.formatError("<UILabel text=\"a {b ^ c}\"/>") == "Undefined infix operator ^ in text attribute in <UILabel>")
    }

    @Test func enclosingElementsAreListed() {
        #expect(Self.formatError("<Foo><Bar><Baz left=\"a^b\"/></Bar></Foo>")
            == "Undefined infix operator ^ in left attribute in <Baz> in <Bar> in <Foo>")
    }

    @Test func parseErrorsMentionTheToken() throws {
        let message = try #require(Self.formatError("<Foo left=\"foo bar\"/>"))
        #expect(message.hasSuffix(" in left attribute in <Foo>"))
        #expect(message.contains("bar"))
        let plus = try #require(Self.formatError("<Foo left=\"+\"/>"))
        #expect(plus.hasSuffix(" in left attribute in <Foo>"))
        #expect(plus.contains("+"))
    }

    @Test func strayBraceInString() {
        #expect(Self.formatError("<UILabel text=\"a } b\"/>") == "Unexpected `}` in text attribute in <UILabel>")
    }

    @Test func missingBrace() {
        #expect(Self.formatError("<Foo top=\"{5\"/>") == "Missing `}` in top attribute in <Foo>")
    }

    @Test func standardOperatorsAndUnknownFunctionsAreAccepted() throws {
        let xml = "<Foo top=\"a ? -b : !c ?? d[0], (e...f), g(1) + max(1, 2, 3) % 5%\"/>"
        #expect(Self.formatError(xml) == nil)
    }

    @Test func xmlErrorsCarryTheLine() {
        #expect(Self.formatError("<Foo>\n    <Bar/>\n</Baz>\n") == "Opening and ending tag mismatch: Foo line 1 and Baz at line 3")
    }

    @Test func fileErrorsNameThePath() {
        let error = TemplateToolError.file(
            path: "/p/Foo.xml", .attribute(message: "Undefined infix operator ^", attribute: "left", elements: ["Foo"]))
        #expect(error.description == "Undefined infix operator ^ in left attribute in <Foo> in /p/Foo.xml")
    }
}
