import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// Text content: plain or HTML, and Layout's whitespace rules (R-LL-XML-PARSE, R-LL-XML-NODES).
@Suite struct TemplateBodyTests {
    @Test(arguments: [
        ("<UILabel>\n    Foo\n</UILabel>", "Foo"),
        ("<UILabel>Foo<UIView/>Bar</UILabel>", "FooBar"),
        // Text after the last child is only right-trimmed (R-LL-XML-PARSE).
        ("<UILabel>Foo <UIView/> Bar</UILabel>", "Foo Bar"),
        ("<UILabel>  Foo \t\n  bar\n\n baz  </UILabel>", "Foo bar baz"),
        ("<UILabel>2 legs are &lt; 4 legs</UILabel>", "2 legs are < 4 legs"),
        ("<UILabel>caf&#xE9; &amp; <![CDATA[<b>]]></UILabel>", "café & <b>"),
        ("<UILabel>Foo<!-- note --> bar</UILabel>", "Foo bar"),
        ("<UILabel>a&#160;b</UILabel>", "a\u{A0}b"),
    ])
    func plainBodies(xml: String, body: String) throws {
        let node = try buildTemplate(xml)
        #expect(node.body?.text == body)
        #expect(node.body?.isHTML == false)
    }

    @Test(arguments: [
        ("<UILabel>\n    Some <b>bold </b>and<i> italic</i> text\n</UILabel>", "Some <b>bold </b>and<i> italic</i> text"),
        ("<UILabel>\n    An <img src=\"foo.jpg\"/> tag\n</UILabel>", "An <img src=\"foo.jpg\"/> tag"),
        ("<UILabel><p>2 legs are &lt; 4 legs</p></UILabel>", "<p>2 legs are &lt; 4 legs</p>"),
        ("<UILabel>2 legs are &lt; 4 legs<br/></UILabel>", "2 legs are &lt; 4 legs<br/>"),
        ("<UILabel>a &amp; b <b>caf&#xE9;</b></UILabel>", "a &amp; b <b>caf&#xE9;</b>"),
        ("<UILabel><a href=\"x?a=1&amp;b=&quot;2&quot;\">link</a></UILabel>", "<a href=\"x?a=1&amp;b=&quot;2&quot;\">link</a>"),
        ("<UILabel><p></p><br></br><hr/><span/></UILabel>", "<p></p><br/><hr/><span></span>"),
        ("<UILabel><p>foo\n  bar</p></UILabel>", "<p>foo bar</p>"),
        ("<UILabel><b>x</b><param name=\"p\" type=\"String\"/></UILabel>", "<b>x</b><param name=\"p\" type=\"String\"/>"),
        ("<UILabel><i>hello</i> cruel <b>world</b></UILabel>", "<i>hello</i> cruel <b>world</b>"),
    ])
    func htmlBodies(xml: String, body: String) throws {
        let node = try buildTemplate(xml)
        #expect(node.body?.text == body)
        #expect(node.body?.isHTML == true)
    }

    @Test func textBeforeAViewIsTrimmedButBeforeHTMLOnlyOnTheLeft() throws {
        #expect(try buildTemplate("<UILabel>  a  <UIView/>  <b>b</b></UILabel>").body?.text == "a<b>b</b>")
        #expect(try buildTemplate("<UILabel>  a  <b>b</b></UILabel>").body?.text == "a <b>b</b>")
    }

    @Test func sampleAppHTMLLabel() throws {
        let node = try buildTemplate("""
            <UILabel numberOfLines="0">

                <p>
                    This text has inline <b>bold</b>, <i>italic</i> and <u>underlined</u>
                    styles, specified using HTML markup.
                </p>
                <br/>
                <ul>
                    <li>We can</li>
                    <li>lists</li>
                </ul>
                And embedded {attributedString} constants!
            </UILabel>
            """)
        #expect(node.body?.text == "<p> This text has inline <b>bold</b>, <i>italic</i> and <u>underlined</u> styles, "
            + "specified using HTML markup. </p> <br/> <ul> <li>We can</li> <li>lists</li> </ul> "
            + "And embedded {attributedString} constants!")
    }

    @Test func noBodyForWhitespaceOrViewsOnly() throws {
        #expect(try buildTemplate("<UIView>\n  <UILabel/>\n  <!-- x -->\n</UIView>").body == nil)
        #expect(try buildTemplate("<UILabel>   </UILabel>").body == nil)
        #expect(try buildTemplate("<UILabel/>").body == nil)
    }

    @Test func bodyRangeSpansItsTrimmedText() throws {
        let marked = MarkedText("<UILabel>\n    1️⃣Some <b>bold</b>\n  text2️⃣\n</UILabel>")
        let body = try #require(try buildTemplate(marked.text, path: "A/B.xml").body)
        #expect(body.file == "A/B.xml")
        #expect(body.range == SourceRange(start: marked[1], end: marked[2]))
        let cdata = MarkedText("<UILabel>\r\n <![CDATA[ 1️⃣a ]]>\r\n\t2️⃣<UIView/></UILabel>")
        let cdataBody = try #require(try buildTemplate(cdata.text).body)
        #expect(cdataBody.range.start == cdata[1])
    }

    @Test func textAroundChildViewsIsTheParentsAndChildrenKeepTheirOwn() throws {
        let node = try buildTemplate("<UIView>Foo<UILabel> inner </UILabel>Bar</UIView>")
        #expect(node.body?.text == "FooBar")
        #expect(node.children.first?.body?.text == "inner")
    }

    @Test func viewInsideHTMLIsReportedAtItsName() throws {
        let marked = MarkedText("<UIView><p>x<1️⃣UIView/></p></UIView>")
        let problems = try buildProblems(marked.text)
        #expect(problems.map(\.message) == ["Unsupported HTML element <UIView>."])
        #expect(problems.first?.range == range(marked[1], length: 6))
        #expect(problems.first?.node == "UIView")
        let padding = String(repeating: " ", count: marked[1].column - 1)
        #expect(problems.first?.excerpt == "1 | <UIView><p>x<UIView/></p></UIView>\n  | \(padding)^~~~~~")
    }

    @Test(arguments: [
        ("if 2 > 3 && 1 < 4", false, "if 2 > 3 &amp;&amp; 1 &lt; 4"),
        ("say \"hi\" é", false, "say \"hi\" &#xE9;"),
        ("say \"hi\" 🚀", true, "say &quot;hi&quot; &#x1F680;"),
    ])
    func xmlEncoding(text: String, forAttribute: Bool, encoded: String) {
        #expect(XMLEncoding.encode(text, forAttribute: forAttribute) == encoded)
    }
}
