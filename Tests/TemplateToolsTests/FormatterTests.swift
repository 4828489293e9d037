import Testing
import TemplateTools

/// One formatting rule: input and the exact output.
struct FormatExample: Sendable, CustomTestStringConvertible {
    let rule: String
    let input: String
    let output: String

    init(_ rule: String, _ input: String, _ output: String) {
        self.rule = rule
        self.input = input
        self.output = output
    }

    var testDescription: String { rule }
}

/// Each rule of LayoutTool's formatter (R-LL-TOOL) with a literal template.
@Suite struct FormatterTests {
    static let attributes: [FormatExample] = [
        .init("no attributes", "<Foo/>", "<Foo/>\n"),
        .init("one attribute stays inline", "<Foo bar=\"baz\"/>", "<Foo bar=\"baz\"/>\n"),
        .init("two attributes wrap", "<Foo bar=\"baz\" baz=\"quux\" />", "<Foo\n    bar=\"baz\"\n    baz=\"quux\"\n/>\n"),
        .init("attributes sorted", "<Foo b=\"b\" c=\"c\" a=\"a\"/>", "<Foo\n    a=\"a\"\n    b=\"b\"\n    c=\"c\"\n/>\n"),
        .init("param attributes stay inline", "<Foo><param type=\"String\" name=\"x\"/></Foo>",
              "<Foo>\n    <param name=\"x\" type=\"String\"/>\n</Foo>\n"),
        .init("HTML attributes stay inline", "<UILabel><p b=\"2\" a=\"1\">x</p></UILabel>",
              "<UILabel>\n    <p a=\"1\" b=\"2\">x</p>\n</UILabel>\n"),
        .init("nested wrapped attributes", "<Foo><Bar a=\"1\" b=\"2\"/></Foo>",
              "<Foo>\n    <Bar\n        a=\"1\"\n        b=\"2\"\n    />\n</Foo>\n"),
    ]

    static let children: [FormatExample] = [
        .init("empty element self-closes", "<Foo>\n</Foo>", "<Foo/>\n"),
        .init("whitespace around child", "<Foo> <Bar/> </Foo>", "<Foo>\n    <Bar/>\n</Foo>\n"),
        .init("blank line after wrapped start tag", "<Foo\n    bar=\"bar\"\n    baz=\"baz\"> <Bar/> </Foo>",
              "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <Bar/>\n</Foo>\n"),
        .init("blank lines removed", "<Foo>\n\n\n    <Bar/>\n\n\n    <Baz/>\n\n</Foo>", "<Foo>\n    <Bar/>\n    <Baz/>\n</Foo>\n"),
        .init("children marker", "<Foo>\n\n    <children/>\n\n</Foo>", "<Foo>\n    <children/>\n</Foo>\n"),
        .init("deep indentation", "<A><B><C/></B></A>", "<A>\n    <B>\n        <C/>\n    </B>\n</A>\n"),
    ]

    static let text: [FormatExample] = [
        .init("single text inline", "<Foo>\n    bar\n</Foo>", "<Foo>bar</Foo>\n"),
        .init("text then child", "<Foo>bar<Baz/></Foo>", "<Foo>\n    bar\n    <Baz/>\n</Foo>\n"),
        .init("child then text", "<Foo><Baz/>bar</Foo>", "<Foo>\n    <Baz/>\n    bar\n</Foo>\n"),
        .init("comment before text", "<Foo><!-- bar -->bar</Foo>", "<Foo>\n\n    <!-- bar -->\n    bar\n</Foo>\n"),
        .init("comment after text", "<Foo>bar<!-- bar --></Foo>", "<Foo>\n    bar\n\n    <!-- bar -->\n</Foo>\n"),
        .init("interleaved comments", "<Foo><!-- bar -->bar<!-- baz -->baz</Foo>",
              "<Foo>\n\n    <!-- bar -->\n    bar\n\n    <!-- baz -->\n    baz\n</Foo>\n"),
        .init("single text with wrapped attributes is indented", "<Foo b=\"2\" a=\"1\">hello</Foo>",
              "<Foo\n    a=\"1\"\n    b=\"2\">\n    hello\n</Foo>\n"),
    ]

    static let html: [FormatExample] = [
        .init("no trim in HTML", "<Foo>hello<span> world</span></Foo>", "<Foo>\n    hello<span> world</span>\n</Foo>\n"),
        .init("list indented", "<ul><li>foo</li><li>bar</li></ul>", "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>\n"),
        .init("list indentation kept", "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>",
              "<ul>\n    <li>foo</li>\n    <li>bar</li>\n</ul>\n"),
        .init("multiline text indented", "<Foo><p>foo\nbar</p></Foo>", "<Foo>\n    <p>foo\n    bar</p>\n</Foo>\n"),
        .init("multiline indentation kept", "<Foo>\n    <p>\n        foo\n        <b>bar</b> baz\n    </p>\n</Foo>",
              "<Foo>\n    <p>\n        foo\n        <b>bar</b> baz\n    </p>\n</Foo>\n"),
        .init("view inside p", "<p><Foo/></p>", "<p>\n    <Foo/>\n</p>\n"),
        .init("view inside br", "<br><Foo/></br>", "<br>\n    <Foo/>\n</br>\n"),
        .init("space after first tag kept", "<UIView height=\"auto\">\n    <i>hello</i> cruel <b>world</b>\n</UIView>",
              "<UIView height=\"auto\">\n    <i>hello</i> cruel <b>world</b>\n</UIView>\n"),
        .init("closing tag indentation kept", "<UILabel>\n    <p>\n        hello world\n    </p>\n</UILabel>",
              "<UILabel>\n    <p>\n        hello world\n    </p>\n</UILabel>\n"),
        .init("no blank line in HTML with attributes", "<UILabel>\n    <p bar=\"bar\" baz=\"baz\">\n        hello <b>world</b>\n    </p>\n</UILabel>",
              "<UILabel>\n    <p bar=\"bar\" baz=\"baz\">\n        hello <b>world</b>\n    </p>\n</UILabel>\n"),
        .init("empty void HTML element", "<UILabel>a<br/>b</UILabel>", "<UILabel>\n    a<br/>b\n</UILabel>\n"),
        .init("empty non-void HTML element", "<UILabel>a<i></i>b</UILabel>", "<UILabel>\n    a<i></i>b\n</UILabel>\n"),
    ]

    static let comments: [FormatExample] = [
        .init("leading comment", "<!-- foo --><Foo/>", "<!-- foo -->\n<Foo/>\n"),
        .init("trailing comment", "<Foo/><!-- foo -->", "<Foo/>\n\n<!-- foo -->\n"),
        .init("inner comment", "<Foo><!-- foo --></Foo>", "<Foo><!-- foo --></Foo>\n"),
        .init("comment trimmed", "<!--   foo\n   --><Foo/>", "<!-- foo -->\n<Foo/>\n"),
        .init("multiline comment re-indented", "<Foo><Bar/><!-- a\n        b --></Foo>",
              "<Foo>\n    <Bar/>\n\n    <!-- a\n    b -->\n</Foo>\n"),
        .init("one blank line before comment", "<Foo>\n\n    <Bar/>\n\n    <!-- baz -->\n    <Baz/>\n\n</Foo>",
              "<Foo>\n    <Bar/>\n\n    <!-- baz -->\n    <Baz/>\n</Foo>\n"),
        .init("one blank line after wrapped tag before comment", "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <!-- bar -->\n    <Bar/>\n\n</Foo>",
              "<Foo\n    bar=\"bar\"\n    baz=\"baz\">\n\n    <!-- bar -->\n    <Bar/>\n</Foo>\n"),
        .init("comments run together", "<Foo><!-- a --><!-- b --><Bar/></Foo>",
              "<Foo>\n\n    <!-- a -->\n    <!-- b -->\n    <Bar/>\n</Foo>\n"),
    ]

    static let declarations: [FormatExample] = [
        .init("param hoisted", "<Foo>\n\n    <Bar/>\n\n    <param name=\"baz\" type=\"String\"/>\n    <Baz/>\n\n</Foo>",
              "<Foo>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n"),
        .init("params kept together", "<Foo>\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>",
              "<Foo>\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n"),
        .init("param comments move with them", "<Foo>\n    <param name=\"foo\" type=\"String\"/>\n\n    <!-- bar -->\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n</Foo>",
              "<Foo>\n    <param name=\"foo\" type=\"String\"/>\n\n    <!-- bar -->\n    <param name=\"bar\" type=\"String\"/>\n    <param name=\"baz\" type=\"String\"/>\n\n    <Bar/>\n</Foo>\n"),
        .init("macro hoisted", "<Foo>\n\n    <Bar/>\n\n    <macro name=\"baz\" value=\"5\"/>\n    <Baz/>\n\n</Foo>",
              "<Foo>\n    <macro name=\"baz\" value=\"5\"/>\n\n    <Bar/>\n    <Baz/>\n</Foo>\n"),
        .init("params before macros", "<Foo><Bar/><macro name=\"m\" value=\"5\"/><param name=\"p\" type=\"Int\"/></Foo>",
              "<Foo>\n    <param name=\"p\" type=\"Int\"/>\n    <macro name=\"m\" value=\"5\"/>\n\n    <Bar/>\n</Foo>\n"),
        .init("declarations before children marker stay", "<Foo><param name=\"p\" type=\"Int\"/><children/><Bar/></Foo>",
              // `children` is lowercase, so like HTML it gets a single line break after a declaration.
              "<Foo>\n    <param name=\"p\" type=\"Int\"/>\n    <children/>\n    <Bar/>\n</Foo>\n"),
    ]

    static let encoding: [FormatExample] = [
        .init("ampersand in text", "<Foo>bar &amp; baz</Foo>", "<Foo>bar &amp; baz</Foo>\n"),
        .init("quote in text not encoded", "<Foo>\"bar\"</Foo>", "<Foo>\"bar\"</Foo>\n"),
        .init("ampersand in attribute", "<Foo\n    bar=\"baz &amp; quux\"\n    baz=\"baz\"\n/>", "<Foo\n    bar=\"baz &amp; quux\"\n    baz=\"baz\"\n/>\n"),
        .init("quote in attribute", "<Foo\n    bar=\"&quot;bar&quot;\"\n    baz=\"baz\"\n/>", "<Foo\n    bar=\"&quot;bar&quot;\"\n    baz=\"baz\"\n/>\n"),
        .init("comment body not encoded", "<!-- <Foo>\"bar & baz\"</Foo> --><Bar/>", "<!-- <Foo>\"bar & baz\"</Foo> -->\n<Bar/>\n"),
        .init("less-than in text", "<Foo>1 &lt; 2 &gt; 0</Foo>", "<Foo>1 &lt; 2 > 0</Foo>\n"),
        .init("non-ASCII as references", "<Foo title=\"café\">naïve 🙂</Foo>", "<Foo title=\"caf&#xE9;\">na&#xEF;ve &#x1F642;</Foo>\n"),
        .init("line feed in attribute kept as reference", "<Foo title=\"a&#10;b\"/>", "<Foo title=\"a&#xA;b\"/>\n"),
    ]

    static let expressions: [FormatExample] = [
        .init("known expression", "<Foo top=\"10-5* 4\"/>", "<Foo top=\"10 - 5 * 4\"/>\n"),
        .init("unknown attribute is a string", "<Foo bar=\"foo-bar\"/>", "<Foo bar=\"foo-bar\"/>\n"),
        .init("unknown attribute braces", "<Foo bar=\"{foo-bar}\"/>", "<Foo bar=\"{foo - bar}\"/>\n"),
        .init("colour by name is an expression with rgb", "<Foo barColor=\"rgb(255,255,0)\"/>", "<Foo barColor=\"rgb(255, 255, 0)\"/>\n"),
        .init("colour name is a string", "<UIView backgroundColor=\"red\"/>", "<UIView backgroundColor=\"red\"/>\n"),
        .init("text attribute untouched", "<Foo text=\" foo ( bar ) \"/>", "<Foo text=\" foo ( bar ) \"/>\n"),
        .init("comment after expression", "<Foo top=\"10-5* 4//foo\"/>", "<Foo top=\"10 - 5 * 4 // foo\"/>\n"),
        .init("comment in braces", "<Foo top=\"{10-5* 4//foo}\"/>", "<Foo top=\"10 - 5 * 4 // foo\"/>\n"),
        .init("string part with comment", "<Foo text=\"hello {10-5* 4//foo} world\"/>", "<Foo text=\"hello {10 - 5 * 4 // foo} world\"/>\n"),
        .init("commented-out expression", "<Foo top=\"//10-5* 4 \"/>", "<Foo top=\"// 10-5* 4\"/>\n"),
        .init("commented-out in braces", "<Foo top=\" {//10-5* 4} \"/>", "<Foo top=\"// 10-5* 4\"/>\n"),
        .init("comment before braces", "<Foo top=\" //{10-5* 4} \"/>", "<Foo top=\"// {10-5* 4}\"/>\n"),
        .init("commented-out string", "<Foo text=\" //hello world\"/>", "<Foo text=\"// hello world\"/>\n"),
        .init("commented-out string part", "<Foo text=\"{ //10-5* 4 }\"/>", "<Foo text=\"{// 10-5* 4}\"/>\n"),
        .init("commented-out string part in text", "<Foo text=\"foo { //10-5* 4 }bar\"/>", "<Foo text=\"foo {// 10-5* 4}bar\"/>\n"),
        .init("commented-out image", "<UIImageView image=\" //MyImage.png\"/>", "<UIImageView image=\"// MyImage.png\"/>\n"),
        .init("commented-out URL", "<Foo url=\"//http://example.com\"/>", "<Foo url=\"// http://example.com\"/>\n"),
        .init("numeric property", "<UILabel numberOfLines=\"{ 2+1 }\"/>", "<UILabel numberOfLines=\"2 + 1\"/>\n"),
        .init("param type decides", "<Foo count=\"1+1\"><param name=\"count\" type=\"Int\"/></Foo>",
              "<Foo count=\"1 + 1\">\n    <param name=\"count\" type=\"Int\"/>\n</Foo>\n"),
        .init("empty value", "<Foo top=\"\"/>", "<Foo top=\"\"/>\n"),
    ]

    @Test(arguments: attributes + children + text + html + comments + declarations + encoding + expressions)
    func rule(_ example: FormatExample) throws {
        #expect(try LayoutTool.format(example.input) == example.output)
    }

    @Test func formattingIsIdempotent() throws {
        for example in Self.attributes + Self.children + Self.text + Self.html + Self.comments + Self.declarations
            + Self.encoding + Self.expressions {
            let once = try LayoutTool.format(example.input)
            #expect(try LayoutTool.format(once) == once, "\(example.rule)")
        }
    }
}

extension FormatterTests {
    /// Text before a comment keeps its trailing line break; that must not add a second
    /// blank line (LayoutTool's output grows by one blank line per run here).
    @Test func atMostOneBlankLine() throws {
        let input = "<Foo>\n    bar\n\n    <!-- bar -->\n</Foo>\n"
        #expect(try LayoutTool.format(input) == input)
    }
}
