import SwiftLayoutCode
import Testing

@Suite struct SwiftNamesTests {
    @Test func idsBecomeSwiftIdentifiers() {
        #expect(SwiftNames.identifier("title") == "title")
        #expect(SwiftNames.identifier("my-label.text") == "my_label_text")
        #expect(SwiftNames.identifier("2col") == "_2col")
        #expect(SwiftNames.identifier("default") == "`default`")
        #expect(SwiftNames.identifier("Überschrift") == "Überschrift")
        #expect(SwiftNames.identifier("") == "_view")
        #expect(SwiftNames.identifier("_") == "_view")
    }

    /// Duplicates get `_2`, `_3`; views without an id are `<class without UI, lowercased><n>`,
    /// skipping names ids took; the top view without an id is `root`.
    @Test func namesAreUniqueAndDeterministic() {
        let names = SwiftNames.names(
            ids: [nil, "title", "title", nil, nil, "label1", nil, "class", "class", nil],
            classNames: ["UIView", "UILabel", "UILabel", "UILabel", "UILabel", "UIView", "LMRowView", "UIView", "UIView", "MyApp.TabButton"])
        #expect(names == ["root", "title", "title_2", "label2", "label3", "label1", "lmrowview1", "`class`", "`class_2`", "tabbutton1"])
    }

    @Test func aTopViewNamedElsewhereLeavesRootFree() {
        #expect(SwiftNames.names(ids: [nil, "root"], classNames: ["UIView", "UIView"]) == ["view1", "root"])
    }
}
