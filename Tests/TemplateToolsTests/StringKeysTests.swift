import Testing
import TemplateTools

/// LayoutTool's `strings`: keys used (R-LL-TOOL).
@Suite struct StringKeysTests {
    static func keys(_ xml: String) throws -> [String] {
        try LayoutTool.stringKeys(xml: xml)
    }

    @Test func attributes() throws {
        #expect(try Self.keys("<UILabel text=\"{strings.foo} {strings.bar}\"/>") == ["bar", "foo"])
    }

    @Test func body() throws {
        #expect(try Self.keys("<UILabel>{strings.foo} {strings.bar} {strings.foo}</UILabel>") == ["bar", "foo"])
    }

    @Test func escapedNames() throws {
        #expect(try Self.keys("<UILabel text=\"{`strings.hello\\nworld`}\"/>") == ["hello\nworld"])
    }

    @Test func formatFunctions() throws {
        #expect(try Self.keys("<UILabel text=\"{strings.foo(arg1, arg2)}\"/>") == ["foo"])
        #expect(try Self.keys("<UILabel text=\"{`strings.foo`(arg1, arg2)}\"/>") == ["foo"])
    }

    @Test func plainExpressions() throws {
        #expect(try Self.keys("<UILabel numberOfLines=\"strings.lines\" isHidden=\"x ? strings.a : 0\"/>") == ["a", "lines"])
    }

    @Test func htmlTextAndNestedViews() throws {
        #expect(try Self.keys("<UIView><UILabel><b>{strings.bold}</b> {strings.plain}</UILabel></UIView>") == ["bold", "plain"])
    }

    @Test func literalTextIsNotAKey() throws {
        #expect(try Self.keys("<UILabel text=\"strings.foo\"/>") == [])
    }

    @Test func brokenAttributeIsAnError() {
        #expect(throws: TemplateToolError.self) { try Self.keys("<UILabel text=\"{strings.foo\"/>") }
    }
}
