import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// The reader shares the strings of a start tag with the next one where they hold the same
/// bytes, and works out columns without counting when the text so far is ASCII: neither may
/// change what is read or where it is.
@Suite struct XMLSharedStringsTests {
    @Test func siblingsReadTheirOwnNamesAndValues() throws {
        let root = try XMLReader.read("""
            <UIView a="1" b="x &amp; y">
                <UILabel a="1" b="x &amp; y" c="2"/>
                <UILabel c="2" a="10" b="x &amp; z"/>
                <UILabel a="10" a2="1"/>
                <UILabels a="10"/>
            </UIView>
            """).root
        let tags = [root] + root.elements
        #expect(tags.map(\.name) == ["UIView", "UILabel", "UILabel", "UILabel", "UILabels"])
        #expect(tags.map { $0.attributes.map(\.name) } == [["a", "b"], ["a", "b", "c"], ["c", "a", "b"], ["a", "a2"], ["a"]])
        #expect(tags.map { $0.attributes.map(\.value) } == [["1", "x & y"], ["1", "x & y", "2"], ["2", "10", "x & z"], ["10", "1"], ["10"]])
        #expect(tags[1].attributes[1].rawValue == "x &amp; y")
        #expect(tags[2].attributes[2].rawValue == "x &amp; z")
        // Shared strings, own positions.
        #expect(tags[1].attributes[0].valueRange == SourceRange(start: SourcePosition(line: 2, column: 17), end: SourcePosition(line: 2, column: 18)))
        #expect(tags[2].attributes[1].nameRange == SourceRange(start: SourcePosition(line: 3, column: 20), end: SourcePosition(line: 3, column: 21)))
        #expect(tags[3].attributes[1].nameRange == SourceRange(start: SourcePosition(line: 4, column: 21), end: SourcePosition(line: 4, column: 23)))
        #expect(tags[4].nameRange == SourceRange(start: SourcePosition(line: 5, column: 6), end: SourcePosition(line: 5, column: 14)))
    }

    /// A name the tag before also had is still a duplicate the second time in one tag.
    @Test(arguments: [
        ("<A x=\"1\" y=\"2\"><B y=\"1\" x=\"2\" y=\"3\"/></A>", "y", SourcePosition(line: 1, column: 31)),
        ("<R><A x=\"1\"/><A x=\"1\" x=\"1\"/></R>", "x", SourcePosition(line: 1, column: 23)),
        ("<A a='' b='' c='' d='' e='' f='' g='' h='' i='' a=''/>", "a", SourcePosition(line: 1, column: 49)),
    ])
    func duplicatesAreFoundBesideSharedNames(text: String, name: String, at position: SourcePosition) throws {
        let error = try #require(throws: XMLError.self) { try XMLReader.read(text) }
        #expect(error.message == "Attribute \(name) redefined")
        #expect(error.range.start == position)
    }

    /// Columns count bytes up to the first non-ASCII character and scalars from there on.
    @Test func columnsAfterTheFirstNonASCIICharacter() throws {
        let root = try XMLReader.read("<A b=\"1\"\n   c=\"2\">\n  <B d=\"é\" e=\"3\"/>\n  <C f=\"4\"/>\n</A>").root
        #expect(root.attributes[1].valueRange == SourceRange(start: SourcePosition(line: 2, column: 7), end: SourcePosition(line: 2, column: 8)))
        let b = root.elements[0], c = root.elements[1]
        #expect(b.attributes[0].valueRange == SourceRange(start: SourcePosition(line: 3, column: 9), end: SourcePosition(line: 3, column: 10)))
        #expect(b.attributes[1].nameRange == SourceRange(start: SourcePosition(line: 3, column: 12), end: SourcePosition(line: 3, column: 13)))
        #expect(b.attributes[1].valueRange == SourceRange(start: SourcePosition(line: 3, column: 15), end: SourcePosition(line: 3, column: 16)))
        #expect(c.attributes[0].valueRange == SourceRange(start: SourcePosition(line: 4, column: 9), end: SourcePosition(line: 4, column: 10)))
        #expect(root.endTagRange == SourceRange(start: SourcePosition(line: 5, column: 1), end: SourcePosition(line: 5, column: 5)))
    }

    /// The scan of a value jumps eight bytes at a time to the first byte it must look at:
    /// a reference, a line break, a tab or the closing quote, at each place in a word.
    @Test(arguments: 0..<17)
    func valuesStopAtTheFirstSpecialByteWhereverItFalls(offset: Int) throws {
        let before = String(repeating: "a", count: offset)
        let root = try XMLReader.read("<A b=\"\(before)&amp;c\" d='\(before)\nc' e=\"\(before)\tc&#10;\" f='\(before)' g=\"\(before)\"/>").root
        #expect(root.attributes.map(\.value) == [before + "&c", before + " c", before + " c\n", before, before])
        #expect(root.attributes[1].rawValue == before + "\nc")
        // `<A b="` is six columns; `&amp;c"` and a space follow the run of `a`s.
        #expect(root.attributes[1].nameRange.start == SourcePosition(line: 1, column: 6 + offset + 9))
        #expect(root.attributes[2].nameRange.start == SourcePosition(line: 2, column: 4))
    }

    /// Every name and raw value, cut out of the file at its range (by `SourceText`, which
    /// counts lines and columns on its own), is what was read: over the samples and over
    /// line breaks of each kind, tabs, references and non-ASCII text.
    @Test func everyRangeFramesItsNameAndRawValue() throws {
        let folder = FixturePaths.fixtures.appendingPathComponent("samples")
        var texts = try ["layout-perf/Example.xml", "layout-sampleapp/Boxes.xml", "layout-sampleapp/Examples.xml",
                         "layout-sampleapp/Text.xml"].map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        texts += [
            "<A\r\n a=\"1\"\r b='x\ty'\n\tc=\"&lt;é&#233;\r\nz\">\r\n<B a=\"1\" b='x\ty' d=\"😀\"/><B a=\"1\" d=\"😀\"/></A>",
            "<Ünïcode ä=\"ö\" b=\"c\"><Ünïcode ä=\"ö\" b=\"c\" e=\"&amp;\"/></Ünïcode>",
        ]
        var checked = 0
        for text in texts {
            let file = try XMLReader.read(text)
            let source = SourceText(file.text)
            let bytes = Array(file.text.utf8)
            func cut(_ range: SourceRange) -> String {
                String(decoding: bytes[source.offset(of: range.start)..<source.offset(of: range.end)], as: UTF8.self)
            }
            var pending = [file.root]
            while let tag = pending.popLast() {
                #expect(cut(tag.nameRange) == tag.name)
                for attribute in tag.attributes {
                    #expect(cut(attribute.nameRange) == attribute.name)
                    if !attribute.rawValue.isEmpty { #expect(cut(attribute.valueRange) == attribute.rawValue) }
                    checked += 1
                }
                pending += tag.elements
            }
        }
        #expect(checked > 1_500)
    }
}
