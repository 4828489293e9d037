import Diagnostics
import Testing
@testable import Templates
import TestSupport

/// Mapping offsets in a decoded attribute value back to file positions, which
/// is how an expression error inside a value points at the right character.
@Suite struct XMLAttributePositionTests {
    @Test func mapsThroughEntitiesLineBreaksAndWideCharacters() throws {
        let marked = MarkedText("<Foo\n  a=\"1️⃣&lt;2️⃣b 3️⃣&#x41;4️⃣é5️⃣\r\n6️⃣d\t7️⃣😀8️⃣&amp;9️⃣\"/>")
        let attribute = try XMLReader.read(marked.text).root.attributes[0]
        #expect(attribute.value == "<b Aé d 😀&")
        let expected: [(offset: Int, marker: Int)] = [
            (0, 1), (1, 2), (3, 3), (4, 4), (5, 4), (6, 5), (7, 6), (9, 7), (10, 7), (13, 8), (14, 9), (99, 9),
        ]
        for (offset, marker) in expected {
            #expect(attribute.position(ofValueOffset: offset) == marked[marker], "offset \(offset)")
        }
    }

    @Test func mapsAcrossLiteralNewlines() throws {
        let marked = MarkedText("<Foo a=\"x\n1️⃣y\ry2️⃣z\"/>")
        let attribute = try XMLReader.read(marked.text).root.attributes[0]
        #expect(attribute.value == "x y yz")
        #expect(attribute.position(ofValueOffset: 2) == marked[1])
        #expect(attribute.position(ofValueOffset: 5) == marked[2])
    }

    @Test func mapsARangeOfValueOffsets() throws {
        let marked = MarkedText("<UILabel width=\"1️⃣100% 2️⃣&gt; 3️⃣foo4️⃣\"/>")
        let attribute = try XMLReader.read(marked.text).root.attributes[0]
        #expect(attribute.range(ofValueOffsets: 7..<10) == SourceRange(start: marked[3], end: marked[4]))
        #expect(attribute.range(ofValueOffsets: 5..<6) == SourceRange(start: marked[2], end: marked[3].movedLeft(1)))
        #expect(attribute.range(ofValueOffsets: 0..<0) == SourceRange(at: marked[1]))
    }
}
