import Diagnostics
import SwiftTree
import Testing

@Suite struct SwiftTreeTests {
    @Test func aSpansTextIsReadFromTheFilesBytes() {
        let file = SwiftFile(bytes: Array("let a = 1".utf8), statements: SwiftBlock(items: [], span: SourceSpan(0, 0)), errors: [])
        #expect(file.text(SourceSpan(4, 5)) == "a")
        #expect(file.text(SourceSpan(8, 40)) == "1")
    }
}
