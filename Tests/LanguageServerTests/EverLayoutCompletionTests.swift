import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Completion in an EverLayout layout as it is typed: view keys, constraint attributes, the
/// shorthand's modifiers, views, attributes, priorities, and a view's properties.
@Suite struct EverLayoutCompletionTests {
    static let layout = """
        {"name": "SignIn", "root": {"views": {
            "!title:UILabel": {"constraints": {"top": "@super +80", "le": "@title.bo $7"}, "properties": {"tex": ""}},
            "!button:UIButton": {"con": {}}
        }}}
        """

    @Test func keysShorthandAndProperties() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "SignIn.json")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, Self.layout)
        func items(_ line: Int, _ character: Int) -> [JSON] {
            client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? []
        }
        func labels(_ line: Int, _ character: Int) -> [String] { items(line, character).compactMap { $0["label"]?.stringValue } }

        let keys = items(1, 63)
        #expect(keys.first { $0["label"] == "leading" }?.encoded == #"{"label":"leading","kind":10,"detail":"NSLayoutConstraint.Attribute","textEdit":{"range":{"start":{"line":1,"character":61},"end":{"line":1,"character":63}},"newText":"leading"}}"#)
        #expect(keys.first { $0["label"] == "edges" }?["detail"] == "compound: top, left, bottom, right")
        #expect(keys.count == 23)
        #expect(items(1, 76).first { $0["label"] == "bottom" }?["textEdit"]?["range"]?.encoded == #"{"start":{"line":1,"character":74},"end":{"line":1,"character":76}}"#)
        #expect(labels(1, 69) == ["super", "title", "button"])
        #expect(items(1, 69).last?["detail"] == "UIButton")
        #expect(labels(1, 78) == ["1000", "750", "250"])
        #expect(labels(1, 54) == ["@super", "+8", "-8", "<8", ">8", "*2", "/2", "%>=", "$750", "!name", "hr", "vr"])
        let properties = items(1, 102)
        #expect(properties.first { $0["label"] == "text" }?["detail"] == "String")
        #expect(properties.first { $0["label"] == "textAlignment" }?["detail"] == "NSTextAlignment")
        #expect(labels(2, 29) == ["constraints", "properties", "z-index", "views", "template"])
        // In the key "constraints" of a view: the view's keys.
        #expect(labels(1, 30) == ["constraints", "properties", "z-index", "views", "template"])
        #expect(client.server.renderCount == 0)
    }
}

/// Completion in a MarkupKit document as it is typed: MarkupKit's classes and UIKit's, a class's
/// attributes (a MarkupKit class as the UIKit class it derives from), enum values.
@Suite struct MarkupKitCompletionTests {
    @Test func elementsAttributesAndValues() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "Detail.xml")
        let client = EditorClient()
        _ = client.start()
        let text = """
            <LMColumnView spacing="12">
                <LMRo
                <UILabel textAlignment="ri" te
            </LMColumnView>
            """
        // Rendered while well formed, MarkupKit's; then typed (no longer XML, which MarkupKit leaves to Layout).
        client.open(uri, "<LMColumnView spacing=\"12\">\n</LMColumnView>\n")
        client.server.idle()
        client.change(uri, version: 2, [(range: nil, text: text)])
        client.server.idle()
        func items(_ line: Int, _ character: Int) -> [JSON] {
            client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? []
        }
        let elements = items(1, 9)
        #expect(elements.first { $0["label"] == "LMRowView" }?.encoded == #"{"label":"LMRowView","kind":7,"detail":"LMRowView : LMBoxView (MarkupKit)","textEdit":{"range":{"start":{"line":1,"character":5},"end":{"line":1,"character":9}},"newText":"LMRowView"}}"#)
        #expect(elements.contains { $0["label"] == "UILabel" })
        #expect(!elements.contains { $0["label"] == "macro" })
        let values = items(2, 30).filter { $0["kind"] == 20 }.compactMap { $0["label"]?.stringValue }
        #expect(values == ["left", "right", "center", "justified", "natural"])
        let attributes = items(2, 34)
        #expect(attributes.first { $0["label"] == "text" }?["detail"] == "String")
        #expect(attributes.first { $0["label"] == "id" }?["detail"] == "the outlet: the owner's property set to this view")
        // Written already.
        #expect(!attributes.contains { $0["label"] == "textAlignment" })
    }

    /// After `<?`, the processing instructions the enclosing view reads (R-PI-*, the classes'
    /// own instructions; a table view is a scroll view: `refreshControl`), each a keyword. An
    /// instruction still being typed does not hide the elements after it.
    @Test func processingInstructionsOfTheEnclosingView() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "Table.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, "<LMTableView>\n</LMTableView>\n")
        client.server.idle()
        let text = """
            <LMTableView style="groupedTableView">
                <!-- a <UITextField> in a comment does not count -->
                <?sec
                <UITableViewCell textLabel.text="A"/>
                <UITextField placeholder="name">
                    <?
            """
        client.change(uri, version: 2, [(range: nil, text: text)])
        client.server.idle()
        func labels(_ line: Int, _ character: Int) -> [String] {
            (client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? [])
                .compactMap { $0["label"]?.stringValue }
        }
        #expect(labels(2, 9) == ["properties", "case", "end", "sectionBreak", "sectionName", "sectionSelectionMode", "backgroundView",
                                 "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView", "refreshControl"])
        #expect(labels(5, 10) == ["properties", "case", "end", "leftView", "rightView"])
        let first = client.request("textDocument/completion", EditorClient.position(uri, 2, 9))["result"]?["items"]?.arrayValue?.first
        #expect(first?.encoded == #"{"label":"properties","kind":14,"detail":"processing instruction (inside LMTableView)","textEdit":{"range":{"start":{"line":2,"character":6},"end":{"line":2,"character":9}},"newText":"properties"}}"#)
    }
}
