import Diagnostics
import SwiftTree
import Testing

/// The lexer's fast paths: runs of spaces skipped eight bytes at a time, identifier bytes tested
/// by bit masks, keywords read as two whole words when 16 bytes can be read (and byte by byte
/// near the end of the text). Each is checked against the spans and trees it must give, and
/// beside the slow path it falls back to.
@Suite struct LexerTriviaTests {
    func span(_ text: String) -> String {
        guard let expr = firstExpr(text) else { return "none" }
        return "\(expr.span.lower)-\(expr.span.upper)"
    }

    func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func runsOfSpacesOfEveryLengthAroundAWordAreSkipped() {
        // 0-7 spaces are read byte by byte; 8, 16, 24 whole; the rest one word and a tail.
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 24, 31] {
            #expect(span(spaces(count) + "foo(bar)") == "\(count)-\(count + 8)")
        }
        #expect(span("\n" + spaces(16) + "view.sl.anchors { a }") == "17-38")
    }

    @Test func tabsAndOtherWhiteSpaceMixedIntoARunAreSkipped() {
        #expect(span(" \t" + spaces(9) + "\t  x") == "14-15")
        #expect(span(spaces(5) + "\t" + spaces(8) + "\u{0B}\u{0C}" + spaces(3) + "y") == "19-20")
        #expect(span(spaces(8) + "\r\n" + spaces(12) + "z") == "22-23")
    }

    @Test func commentsAfterIndentationAreSkipped() {
        #expect(tree(spaces(12) + "// note\n" + spaces(12) + "x = 1") == "(= x 1)")
        #expect(span(spaces(12) + "// note\n" + spaces(12) + "x = 1") == "32-37")
        #expect(span(spaces(16) + "/* c */" + spaces(9) + "y") == "32-33")
        #expect(span(spaces(8) + "/*" + spaces(10) + "*/" + spaces(8) + "w") == "30-31")
    }

    @Test func aTextEndingInsideARunHasNoErrors() {
        for count in [3, 8, 13, 20] {
            let result = parsed("x = a" + spaces(count))
            #expect(result.tree == "(= x a)")
            #expect(result.errors.isEmpty)
        }
        #expect(parsed(spaces(21)).tree == "")
        #expect(parsed(spaces(21)).errors.isEmpty)
    }

    /// White space before or after an operator decides how it binds: runs long enough for the
    /// fast path must count as white space like a single space.
    @Test func aRunOfSpacesBindsOperatorsAsOneSpaceDoes() {
        #expect(tree("v = a" + spaces(10) + "-" + spaces(9) + "b") == "(= v (- a b))")
        #expect(tree("v = a" + spaces(1) + "-" + spaces(1) + "b") == "(= v (- a b))")
        #expect(tree("v = a!" + spaces(16) + "+ b") == "(= v (+ (post! a) b))")
    }

    /// A line break inside a run stops a call: `f` then `(1)` on the next line are two statements.
    @Test func aLineBreakAfterARunEndsTheStatement() {
        #expect(tree("f" + spaces(10) + "(1)") == "(call f 1)")
        #expect(tree("f" + spaces(10) + "\n" + spaces(10) + "(1)") == "f; (tuple 1)")
    }

    @Test func identifierBytesAreLettersDigitsUnderscoresAndNonASCII() {
        #expect(span("a_Z09z(1)") == "0-9")
        #expect(span("_9ü(1)") == "0-7")
        #expect(tree("v = a@b") == "(= v a); (other-decl)")
        // `@`, `[`, `` ` ``, `{` sit beside the letters and digits in ASCII and end a name.
        #expect(span("Z[0]") == "0-4")
        #expect(span("z{ }") == "0-4")
    }

    /// Keywords are found whether 16 bytes follow them or the text ends right after them.
    @Test func keywordsAreFoundMidTextAndAtTheEnd() {
        #expect(tree("let a = 1") == "(let a = 1)")
        #expect(tree("var a = b; a = self") == "(var a = b); (= a self)")
        #expect(tree("a = selfish") == "(= a selfish)")
        #expect(tree("a = Self") == "(= a Self)")
        #expect(tree("lets = 1") == "(= lets 1)")
        #expect(tree("return") == "(return)")
        #expect(tree("return" + spaces(20)) == "(return)")
        #expect(tree("x = associatedtypes") == "(= x associatedtypes)")
        #expect(tree("x = precedencegroupX" + spaces(20)) == "(= x precedencegroupX)")
        #expect(tree("x = precedencegrou" + spaces(20)) == "(= x precedencegrou)")
    }
}
