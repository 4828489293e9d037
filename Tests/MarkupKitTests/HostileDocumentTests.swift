import Diagnostics
import MarkupKit
import Testing

/// Documents made to exhaust the reader: deep nesting, and includes whose paths never repeat.
@Suite struct HostileDocumentTests {
    private func column(depth: Int, inner: String) -> [UInt8] {
        Array((String(repeating: "<LMColumnView>", count: depth) + inner + String(repeating: "</LMColumnView>", count: depth)).utf8)
    }

    @Test func nestingAtTheReadersLimitRenders() throws {
        // 998 columns, a label: as deep as the XML reader accepts, and laid out on a stack sized for it.
        let render = MarkupKitRenderer.render(column(depth: 998, inner: #"<UILabel text="x"/>"#), file: "Deep.xml",
                                              options: MarkupKitOptions(rootWidth: 320, rootHeight: 480))
        #expect(render.errors.isEmpty, "\(render.errors.map(\.message))")
        var node = try #require(render.tree)
        var levels = 1
        while let child = node.children.first {
            node = child
            levels += 1
        }
        #expect(levels == 999)
        #expect(node.className == "UILabel")
    }

    @Test func includesWhosePathsGrowStopAtTheDepthLimit() {
        // `<?include Parts/Part?>` inside Parts/Part.xml names Parts/Parts/Part.xml, and so on
        // (a symlinked folder makes every one of them exist): the 64th document may include no more.
        let part = Array("<LMColumnView><?include Parts/Part?></LMColumnView>".utf8)
        var options = MarkupKitOptions(rootWidth: 320, rootHeight: 480, version: .v3)
        options.load = { _ in part }
        let render = MarkupKitRenderer.render(part, file: "Part.xml", options: options)
        #expect(render.errors.map(\.message) == ["<?include?> nests more than 64 documents deep; the rest is not read"])
        #expect(render.errors.first?.file == String(repeating: "Parts/", count: 63) + "Part.xml")
    }

    @Test func includesThatBranchStopAtSixtyFourDocuments() {
        // Two includes per document, each a path one folder deeper: 2, 4, 8 … documents per level.
        let part = Array("<LMColumnView><?include a/Part?><?include b/Part?></LMColumnView>".utf8)
        var options = MarkupKitOptions(rootWidth: 320, rootHeight: 480, version: .v3)
        options.load = { _ in part }
        let render = MarkupKitRenderer.render(part, file: "Part.xml", options: options)
        // Read depth first: the first branch reaches 64 levels, then the count stops the rest.
        #expect(Set(render.errors.map(\.message)) == [
            "<?include?> nests more than 64 documents deep; the rest is not read",
            "<?include?> brings in more than 64 documents in all; the rest is not read",
        ])
        #expect(render.tree != nil)
    }

    @Test func nestingThroughIncludesStopsAtTheReadersLimit() {
        // Each document is 40 levels deep and includes the next: the 26th passes 1,000 levels.
        let document = column(depth: 40, inner: "<?include Next/Doc?>")
        var options = MarkupKitOptions(rootWidth: 320, rootHeight: 480, version: .v3)
        options.load = { _ in document }
        let render = MarkupKitRenderer.render(document, file: "Doc.xml", options: options)
        #expect(render.errors.map(\.message) == ["Elements are nested more than 1000 levels deep through includes; the rest is not read"])
        #expect(render.tree != nil)
    }
}
