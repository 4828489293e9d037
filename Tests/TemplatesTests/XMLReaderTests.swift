import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// The tree the reader builds from well-formed files, and where everything is.
@Suite struct XMLReaderTests {
    @Test func recordsElementsAttributesAndPositions() throws {
        let marked = MarkedText("""
            1️⃣<2️⃣UIView 3️⃣width="4️⃣100%" top='5️⃣10'6️⃣>
                <7️⃣UILabel text="Hi"/>
            8️⃣</UIView>9️⃣
            """)
        let root = try XMLReader.read(marked.text).root
        #expect(root.name == "UIView")
        #expect(root.nameRange == SourceRange(start: marked[2], end: marked[3].movedLeft(1)))
        #expect(root.startTagRange == SourceRange(start: marked[1], end: marked[6].movedRight(1)))
        #expect(root.endTagRange == SourceRange(start: marked[8], end: marked[9]))
        #expect(root.attributes.map(\.name) == ["width", "top"])
        #expect(root.attributes.map(\.value) == ["100%", "10"])
        #expect(root.attributes[0].nameRange.start == marked[3])
        #expect(root.attributes[0].valueRange == SourceRange(start: marked[4], end: marked[4].movedRight(4)))
        #expect(root.attributes[1].valueRange.start == marked[5])
        #expect(root.attribute(named: "top")?.value == "10")
        #expect(root.attribute(named: "left") == nil)
        let label = try #require(root.elements.first)
        #expect(label.name == "UILabel")
        #expect(label.nameRange.start == marked[7])
        #expect(label.endTagRange == nil)
        #expect(root.children.count == 3)
    }

    /// Columns count scalars, eight bytes at a time over long values: accented letters, a
    /// three-byte and a four-byte scalar, each counted once.
    @Test func columnsCountScalarsAfterLongValues() throws {
        let text = "<UILabel text=\"Déjà vu, café au lait — 😀 encore une fois\" top=\"10\" left=\"a\"/>"
        let root = try XMLReader.read(text).root
        // `text="` ends at column 15; the value is 41 scalars (49 bytes) long.
        #expect(root.attributes[0].valueRange == SourceRange(start: SourcePosition(line: 1, column: 16), end: SourcePosition(line: 1, column: 57)))
        #expect(root.attributes[1].nameRange.start == SourcePosition(line: 1, column: 59))
        #expect(root.attributes[2].valueRange.start == SourcePosition(line: 1, column: 74))
    }

    @Test func keepsTextRunsRawAndDecoded() throws {
        let marked = MarkedText("<UILabel>1️⃣2 legs &lt; 4 &#x41;&#66;\r\nlegs<UIView/>2️⃣Bar&amp;\rbaz</UILabel>")
        let root = try XMLReader.read(marked.text).root
        guard case .text(let first) = root.children[0], case .text(let second) = root.children[2] else {
            Issue.record("expected text, element, text: \(root.children)")
            return
        }
        #expect(first.raw == "2 legs &lt; 4 &#x41;&#66;\r\nlegs")
        #expect(first.text == "2 legs < 4 AB\nlegs")
        #expect(first.range.start == marked[1])
        #expect(second.raw == "Bar&amp;\rbaz")
        #expect(second.text == "Bar&\nbaz")
        #expect(second.range.start == marked[2])
        #expect(!first.isCDATA && !first.isWhitespace)
    }

    @Test func keepsWhitespaceRunsForTheBodyRules() throws {
        let root = try XMLReader.read("<UILabel>\n    Foo\n</UILabel>").root
        guard case .text(let text) = root.children.first else { throw Failure("no text") }
        #expect(text.text == "\n    Foo\n")
        let nested = try XMLReader.read("<A>\n  <B/>\n</A>").root
        #expect(nested.children.count == 3)
        if case .text(let gap) = nested.children[0] { #expect(gap.isWhitespace) } else { Issue.record("no gap") }
    }

    @Test func normalisesWhitespaceInAttributeValues() throws {
        let root = try XMLReader.read("<Foo a=\"x\r\ny\tz\nw\rv\" b=\"1&#10;2&#9;3\"/>").root
        #expect(root.attributes[0].value == "x y z w v")
        #expect(root.attributes[0].rawValue == "x\r\ny\tz\nw\rv")
        #expect(root.attributes[1].value == "1\n2\t3")
    }

    @Test func decodesEntitiesAndCharacterReferencesInAttributes() throws {
        let value = try XMLReader.read("<Foo a=\"&lt;&gt;&amp;&apos;&quot;&#x1F600;&#233;\" b='\"'/>").root.attributes
        #expect(value[0].value == "<>&'\"😀é")
        #expect(value[1].value == "\"")
    }

    @Test func readsCommentsCDATAAndSkipsProcessingInstructions() throws {
        let marked = MarkedText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- before -->
            <Foo><?ignored data?><!-- inside -->1️⃣<![CDATA[<b>&amp;</b>\r\n]]>2️⃣</Foo>
            <!--after-->
            """)
        let file = try XMLReader.read(marked.text)
        #expect(file.comments.map(\.text) == [" before ", "after"])
        #expect(file.root.children.count == 2)
        guard case .comment(let comment) = file.root.children[0], case .text(let cdata) = file.root.children[1] else {
            throw Failure("unexpected children \(file.root.children)")
        }
        #expect(comment.text == " inside ")
        #expect(cdata.isCDATA)
        #expect(cdata.raw == "<b>&amp;</b>\r\n")
        #expect(cdata.text == "<b>&amp;</b>\n")
        #expect(cdata.range == SourceRange(start: marked[1], end: marked[2]))
    }

    @Test func skipsADoctypeWithoutInternalSubset() throws {
        let file = try XMLReader.read("<!DOCTYPE Foo SYSTEM \"foo[1].dtd\">\n<Foo/>")
        #expect(file.root.name == "Foo")
    }

    @Test func ignoresWhitespaceAroundTheRoot() throws {
        #expect(try XMLReader.read("    <UIView/>\n\n").root.name == "UIView")
    }

    @Test func skipsUTF8ByteOrderMark() throws {
        let root = try XMLReader.read([0xEF, 0xBB, 0xBF] + Array("<Foo a=\"1\"/>".utf8)).root
        #expect(root.nameRange.start == SourcePosition(line: 1, column: 2))
        #expect(root.attributes[0].valueRange.start == SourcePosition(line: 1, column: 9))
    }

    @Test(arguments: [true, false])
    func decodesUTF16WithByteOrderMark(bigEndian: Bool) throws {
        let text = "<Foo>\n  <Bär a=\"😀x\"/>\n</Foo>"
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        let file = try XMLReader.read(bytes)
        let child = try #require(file.root.elements.first)
        #expect(child.name == "Bär")
        #expect(child.attributes[0].value == "😀x")
        #expect(child.attributes[0].valueRange.start == SourcePosition(line: 2, column: 11))
        #expect(file.text == text)
    }

    @Test func refusesUTF16WithoutByteOrderMark() throws {
        var bytes: [UInt8] = []
        for unit in "<Foo/>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = try #require(throws: XMLError.self) { try XMLReader.read(bytes) }
        #expect(error.message == "File looks like UTF-16 without a byte order mark; save it as UTF-8")
        #expect(error.range.start == SourcePosition(line: 1, column: 1))
    }

    @Test func refusesUnpairedSurrogateInUTF16() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x41, 0x00, 0x0A, 0x00, 0x00, 0xD8, 0x3E, 0x00]
        let error = try #require(throws: XMLError.self) { try XMLReader.read(bytes) }
        #expect(error.message == "File is not valid UTF-16: unpaired surrogate")
        #expect(error.range.start == SourcePosition(line: 2, column: 1))
    }

    @Test func readsEverySampleTemplate() throws {
        let folder = FixturePaths.fixtures.appendingPathComponent("samples")
        var count = 0
        for name in ["layout-perf/Example.xml", "layout-sampleapp/Boxes.xml", "layout-sampleapp/Collection.xml",
                     "layout-sampleapp/CollectionCell.xml", "layout-sampleapp/Examples.xml",
                     "layout-sampleapp/PageTemplate.xml", "layout-sampleapp/Pages.xml", "layout-sampleapp/Table.xml",
                     "layout-sampleapp/TableCell.xml", "layout-sampleapp/Text.xml"] {
            let file = try XMLReader.read(contentsOf: folder.appendingPathComponent(name))
            #expect(file.root.name.first?.isUppercase == true, "\(name)")
            count += 1
        }
        #expect(count == 10)
    }
}

/// A test failure with a message, for `throw` inside tests.
struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension SourcePosition {
    func movedRight(_ columns: Int) -> SourcePosition { SourcePosition(line: line, column: column + columns) }
    func movedLeft(_ columns: Int) -> SourcePosition { SourcePosition(line: line, column: column - columns) }
}
