import Testing
import TemplateTools

/// LayoutTool's `rename` (R-LL-TOOL).
@Suite struct RenameTests {
    static func rename(_ xml: String, _ old: String, _ new: String) throws -> String {
        try LayoutTool.rename(xml: xml, old: old, new: new)
    }

    @Test func standaloneVariable() throws {
        #expect(try Self.rename("<Foo bar=\"foo\"/>", "foo", "bar") == "<Foo bar=\"bar\"/>\n")
    }

    @Test func variableInExpression() throws {
        #expect(try Self.rename("<Foo bar=\"(foo + bar) * 5\"/>", "foo", "bar") == "<Foo bar=\"(bar + bar) * 5\"/>\n")
    }

    @Test func literalTextOfStringsIsKept() throws {
        #expect(try Self.rename("<Foo title=\"foo + bar\"/>", "foo", "bar") == "<Foo title=\"foo + bar\"/>\n")
        #expect(try Self.rename("<UILabel text=\"foo\"/>", "foo", "bar") == "<UILabel text=\"foo\"/>\n")
    }

    @Test func expressionsInStrings() throws {
        #expect(try Self.rename("<Foo title=\"{foo + bar}\"/>", "foo", "bar") == "<Foo title=\"{bar + bar}\"/>\n")
        #expect(try Self.rename("<UILabel text=\"a {foo} b\"/>", "foo", "bar") == "<UILabel text=\"a {bar} b\"/>\n")
    }

    @Test func wholeWordsOnly() throws {
        #expect(try Self.rename("<Foo top=\"foobar + foo.width + x.foo\"/>", "foo", "baz")
            == "<Foo top=\"foobar + baz.width + x.foo\"/>\n")
        #expect(try Self.rename("<Foo top=\"foo('foo') + 'foo'\"/>", "foo", "baz") == "<Foo top=\"foo('foo') + 'foo'\"/>\n")
    }

    @Test func bodyText() throws {
        #expect(try Self.rename("<UILabel>Hello {foo}</UILabel>", "foo", "bar") == "<UILabel>Hello {bar}</UILabel>\n")
    }

    @Test func className() throws {
        #expect(try Self.rename("<Foo bar=\"bar\"/>", "Foo", "Bar") == "<Bar bar=\"bar\"/>\n")
    }

    @Test func htmlElementsAreNotRenamed() throws {
        let input = "<UILabel align=\"center\">\n    <center>foo</center>\n</UILabel>\n"
        #expect(try Self.rename(input, "center", "centered")
            == "<UILabel align=\"centered\">\n    <center>foo</center>\n</UILabel>\n")
    }

    @Test func resultIsValidated() {
        #expect(throws: TemplateToolError.self) { try Self.rename("<Foo left=\"a^foo\"/>", "foo", "bar") }
    }
}

extension RenameTests {
    /// Unknown attributes whose names say they hold text keep their literal text.
    @Test func textLikeNames() throws {
        #expect(try Self.rename("<Foo touchUpInside=\"foo\" buttonTitle=\"foo\" bar=\"foo\"/>", "foo", "baz")
            == "<Foo\n    bar=\"baz\"\n    buttonTitle=\"foo\"\n    touchUpInside=\"foo\"\n/>\n")
    }
}
