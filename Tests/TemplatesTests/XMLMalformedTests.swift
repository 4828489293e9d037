import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// One malformed file per kind of mistake: the exact message, and the position
/// of the offending character (marker `1️⃣`).
@Suite struct XMLMalformedTests {
    static let cases: [(input: String, message: String)] = [
        ("1️⃣", "Empty XML document"),
        ("1️⃣  \n\t\n", "Empty XML document"),
        ("1️⃣<!-- only a comment -->", "Empty XML document"),
        ("<Foo>\n    <Bar/>\n</1️⃣Baz>\n", "Opening and ending tag mismatch: Foo line 1 and Baz"),
        ("<Foo>\n  <Bar>\n</1️⃣Foo>", "Opening and ending tag mismatch: Bar line 2 and Foo"),
        ("<Foo>\n  <Bar></1️⃣>\n</Foo>", "Opening and ending tag mismatch: Bar line 2 and "),
        ("<1️⃣Foo>\n  <Bar/>\n", "Premature end of data in tag Foo line 1"),
        ("<Foo>\n  <1️⃣Bar>text", "Premature end of data in tag Bar line 2"),
        ("<Foo left=\"5\"></Foo1️⃣", "Expected '>' to end the end tag of Foo"),
        ("<Foo></Foo 1️⃣x>", "Expected '>' to end the end tag of Foo"),
        ("<Foo left 1️⃣\"5\"/>", "Expected '=' after attribute name left"),
        ("<Foo left1️⃣/>", "Expected '=' after attribute name left"),
        ("<Foo left=1️⃣5/>", "Expected '\"' or ''' to start the value of attribute left"),
        ("<Foo left=1️⃣\"5/>", "Unterminated value of attribute left: missing closing '\"'"),
        ("<Foo left=1️⃣'5/>", "Unterminated value of attribute left: missing closing '''"),
        ("<Foo hidden=\"a 1️⃣< b\"/>", "Unescaped '<' not allowed in attribute values; write &lt;"),
        ("<Foo left=\"1\"\n     1️⃣left=\"2\"/>", "Attribute left redefined"),
        ("<Foo a=\"\" b=\"\" c=\"\" d=\"\" e=\"\" f=\"\" g=\"\" h=\"\" i=\"\" 1️⃣c=\"\"/>", "Attribute c redefined"),
        ("<Foo a=\"1\"1️⃣b=\"2\"/>", "Expected whitespace between attributes"),
        ("<Foo a=\"1\" 1️⃣/ >", "Expected '>' or '/>' to end the start tag of Foo"),
        ("<Foo a=\"1\" 1️⃣5=\"2\">", "Expected '>' or '/>' to end the start tag of Foo"),
        ("<Foo a=\"1\"1️⃣", "Expected '>' or '/>' to end the start tag of Foo"),
        ("<Foo/>\n1️⃣junk", "Extra content at the end of the document"),
        ("<Foo/>1️⃣<Bar/>", "Extra content at the end of the document"),
        ("<Foo></Foo>\n1️⃣</Foo>", "Extra content at the end of the document"),
        ("1️⃣hello <Foo/>", "Start tag expected, '<' not found"),
        ("1️⃣<![CDATA[x]]><Foo/>", "Start tag expected, '<' not found"),
        ("1️⃣</Foo>", "Unexpected end tag </Foo> with no open element"),
        ("<Foo><1️⃣1abc/></Foo>", "StartTag: invalid element name"),
        ("<1️⃣ Foo/>", "StartTag: invalid element name"),
        ("<Foo a=\"x 1️⃣& y\"/>", "Unescaped '&'; write &amp; for a literal ampersand"),
        ("<Foo>1️⃣&nbsp;</Foo>", "Entity 'nbsp' not defined"),
        ("<Foo>1️⃣&lt </Foo>", "Expected ';' to end the reference &lt"),
        ("<Foo>1️⃣&#0;</Foo>", "Invalid character reference &#0;"),
        ("<Foo>1️⃣&#xD800;</Foo>", "Invalid character reference &#xD800;"),
        ("<Foo>1️⃣&#x110000;</Foo>", "Invalid character reference &#x110000;"),
        ("<Foo>1️⃣&#12a;</Foo>", "Invalid character reference &#12a;"),
        ("<Foo a=\"1️⃣&#x;\"/>", "Invalid character reference &#x;"),
        ("<Foo>a 1️⃣]]> b</Foo>", "Sequence ']]>' not allowed in content"),
        ("<Foo>1️⃣<!-- abc</Foo>", "Comment not terminated"),
        ("<Foo><!-- a 1️⃣-- b --></Foo>", "Double hyphen within comment"),
        ("<Foo>1️⃣<![CDATA[abc</Foo>", "CData section not finished"),
        ("1️⃣<?xml version=\"1.0\"", "Processing instruction not terminated"),
        ("<Foo>1️⃣<?xml version=\"1.0\"?></Foo>", "XML declaration allowed only at the start of the document"),
        ("\n1️⃣<?xml version=\"1.0\"?><Foo/>", "XML declaration allowed only at the start of the document"),
        ("<!DOCTYPE Foo 1️⃣[<!ENTITY x \"y\">]><Foo/>", "DOCTYPE internal subsets (entity declarations) are not supported"),
        ("<Foo/>1️⃣<!DOCTYPE Foo>", "DOCTYPE declaration allowed only before the root element"),
        ("<Foo>1️⃣<!DOCTYPE Foo></Foo>", "DOCTYPE declaration allowed only before the root element"),
        ("1️⃣<!DOCTYPE Foo SYSTEM \"a>b\"", "DOCTYPE declaration not terminated"),
        ("<Foo>1️⃣<!ELEMENT x></Foo>", "Unsupported markup declaration"),
    ]

    @Test(arguments: cases)
    func reportsMessageAndPosition(input: String, message: String) {
        let marked = MarkedText(input)
        #expect(throws: XMLError.self) { try XMLReader.read(marked.text) }
        do {
            _ = try XMLReader.read(marked.text)
        } catch {
            #expect(error.message == message)
            #expect(error.range.start == marked[1], "\(error.range.start) for \(input)")
        }
    }

    static let byteCases: [(input: String, inserted: [UInt8], message: String)] = [
        ("<Foo>ab1️⃣</Foo>", [0xFF], "File is not valid UTF-8: unexpected byte 0xFF"),
        ("<Foo>\n  é1️⃣x</Foo>", [0xC3], "File is not valid UTF-8: unexpected byte 0xC3"),
        ("<Foo a=\"1️⃣\"/>", [0xE0, 0x80, 0x80], "File is not valid UTF-8: unexpected byte 0xE0"),
        ("<Foo a=\"1️⃣\"/>", [0xED, 0xA0, 0x80], "File is not valid UTF-8: unexpected byte 0xED"),
        ("<Foo>1️⃣", [0xF0, 0x9F, 0x98], "File is not valid UTF-8: unexpected byte 0xF0"),
        ("<Foo>\n\n1️⃣</Foo>", [0x00, 0x01, 0x02], "Unexpected NUL byte: this looks like a binary file, not an XML template"),
        ("<Foo>1️⃣</Foo>", [0x01], "Character U+0001 is not allowed in XML"),
        ("<Foo a=\"1️⃣\"/>", [0x1B], "Character U+001B is not allowed in XML"),
    ]

    @Test(arguments: byteCases)
    func reportsEncodingProblemAtFirstBadByte(input: String, inserted: [UInt8], message: String) {
        let marked = MarkedText(input)
        #expect(throws: XMLError.self) { try XMLReader.read(marked.bytes(inserting: inserted)) }
        do {
            _ = try XMLReader.read(marked.bytes(inserting: inserted))
        } catch {
            #expect(error.message == message)
            #expect(error.range.start == marked[1])
        }
    }

    @Test func diagnosticCarriesPositionAndExcerpt() throws {
        let error = try #require(throws: XMLError.self) { try XMLReader.read("<Foo>\n    <Bar/>\n</Baz>\n") }
        #expect(error.description == "Opening and ending tag mismatch: Foo line 1 and Baz at line 3")
        let diagnostic = error.diagnostic(file: "Home.xml")
        #expect(diagnostic.formatted == """
            Home.xml:3:3: error: Opening and ending tag mismatch: Foo line 1 and Baz
            3 | </Baz>
              |   ^~~
            """)
    }

    @Test func errorAtEndOfFileCoversOneColumn() throws {
        let error = try #require(throws: XMLError.self) { try XMLReader.read("<Foo></Foo") }
        #expect(error.range == SourceRange(at: SourcePosition(line: 1, column: 11)))
        #expect(error.excerpt == "1 | <Foo></Foo\n  |           ^")
    }

    @Test func binaryLineHasNoExcerpt() throws {
        let error = try #require(throws: XMLError.self) { try XMLReader.read([0x3C, 0x46, 0x00, 0x7F]) }
        #expect(error.range.start == SourcePosition(line: 1, column: 3))
        #expect(error.excerpt == nil)
    }
}
