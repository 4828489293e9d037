import Testing
import TemplateTools

/// The whitespace normalisation LayoutTool's tree gets from Layout's parser, and
/// which files count as Layout files.
@Suite struct ToolTreeTests {
    static func children(_ xml: String) throws -> [ToolNode] {
        try #require(try ToolTree.parse(xml).nodes.first?.element).children
    }

    /// Text before a view is trimmed; at the end of an element with children it is
    /// only right-trimmed, so the line break before `b` survives.
    @Test func textBeforeViewsIsTrimmed() throws {
        #expect(try Self.children("<Foo>\n  a  \n<Bar/>\n  b  \n</Foo>")
            == [.text("a"), .element(ToolElement(name: "Bar")), .text("\nb")])
        #expect(try Self.children("<Foo>\n  a  \n</Foo>") == [.text("a")])
    }

    @Test func spacesCollapseAndLineBreaksLoseTheirSpaces() throws {
        #expect(try Self.children("<Foo>\n    <p>a \t b \n\n   c</p>\n</Foo>").first?.element?.children == [.text("a b\nc")])
    }

    @Test func textBetweenInlineHTMLIsKept() throws {
        let children = try Self.children("<Foo>\n    <i>a</i> b <b>c</b>\n</Foo>")
        #expect(children.count == 3)
        #expect(children[1] == .text(" b "))
    }

    @Test func commentsKeepPendingText() throws {
        #expect(try Self.children("<Foo>a <!-- c -->b</Foo>") == [.text("a "), .comment(" c "), .text("b")])
    }

    @Test func topLevelCommentsInOrder() throws {
        let nodes = try ToolTree.parse("<!-- a --><Foo/><!-- b -->").nodes
        #expect(nodes == [.comment(" a "), .element(ToolElement(name: "Foo")), .comment(" b ")])
    }

    @Test func entitiesAreDecoded() throws {
        #expect(try Self.children("<Foo>a &amp; b</Foo>") == [.text("a & b")])
    }

    @Test func layoutFiles() throws {
        #expect(try ToolTree.parse("<Foo left=\"5\"/>").isLayout)
        #expect(try ToolTree.parse("<Foo layer.cornerRadius=\"5\"/>").isLayout)
        #expect(try ToolTree.parse("<Foo><Bar center.x=\"5\"/></Foo>").isLayout)
        #expect(try !ToolTree.parse("<Foo text=\"5\"/>").isLayout)
        #expect(try !ToolTree.parse("<html><p> Hello </p></html>").isLayout)
        #expect(try !ToolTree.parse("<resources><Foo left=\"5\"/></resources>").isLayout)
        #expect(!LayoutTool.isLayout("<Foo left=\"5\""))
    }
}

extension ToolTreeTests {
    /// The deepest file the XML reader accepts is formatted without exhausting the stack
    /// (tests run on secondary threads, whose stacks are small).
    @Test func deepestAcceptedNesting() throws {
        let depth = 999
        let xml = String(repeating: "<A>", count: depth) + String(repeating: "</A>", count: depth)
        let lines = try LayoutTool.format(xml).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 * depth)
        #expect(lines[depth - 1] == String(repeating: " ", count: 4 * (depth - 1)) + "<A/>")
        #expect(lines[2 * depth - 2] == "</A>")
    }
}
