import Diagnostics
import Expressions
import MarkupKit
import Testing

/// `<?properties {json}?>` with tens of thousands of keys is merged key by key without
/// searching the keys so far (before, 40,000 keys took 6.1 s).
@Suite struct LargePropertiesTests {
    private func render(_ document: String) -> MarkupKitRender {
        MarkupKitRenderer.render(Array(document.utf8), file: "Big.xml", options: MarkupKitOptions(rootWidth: 320, rootHeight: 480))
    }

    /// One template of 40,000 keys, nothing using it; then 40,000 templates of one key.
    @Test func fortyThousandKeysNobodyUsesAreMerged() throws {
        let keys = (0..<40_000).map { ##""key\##($0)": "#ff0000""## }.joined(separator: ", ")
        let templates = (0..<40_000).map { ##""t\##($0)": {"textColor": "#ff0000"}"## }.joined(separator: ", ")
        for properties in [#"{"big": {\#(keys)}}"#, "{\(templates)}"] {
            let render = render(#"<?properties \#(properties)?><LMColumnView><UILabel text="Hi"/></LMColumnView>"#)
            #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
            let label = try #require(render.tree?.children.first)
            #expect(label.className == "UILabel")
        }
    }

    /// The later value of a key wins, in one instruction and across two, past the point where
    /// keys are looked up in a table too.
    @Test func laterValuesOfAKeyWinInPlace() throws {
        let filler = (0..<40).map { #""tag\#($0)": "\#($0)""# }.joined(separator: ", ")
        let render = render("""
            <?properties {"big": {"text": "One", \(filler), "text": "Two"}}?>
            <?properties {"big": {"numberOfLines": "0", "text": "Three"}}?>
            <LMColumnView><UILabel class="big"/></LMColumnView>
            """)
        let label = try #require(render.tree?.children.first)
        #expect(label.props.filter { $0.name == "text" }.map(\.value) == [.string("Three")])
    }
}
