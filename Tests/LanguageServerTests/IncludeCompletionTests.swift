import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Completion of include paths in a Layout template and of strings keys in a MarkupKit value.
@Suite struct IncludeCompletionTests {
    @Test func includePathsRelativeToTheIncludingFile() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": "{}",
            "Screens/Home.xml": "<UIView/>\n",
            "Screens/Row.xml": "<UIView/>\n",
            "Shared/Card.xml": "<UIView/>\n",
            "Other.xml": "<UIView/>\n",
            "Detail.xml": "<LMColumnView spacing=\"12\">\n    <UILabel text=\"@Home.Title\"/>\n</LMColumnView>\n",
            "Localizable.strings": "\"Home.Title\" = \"Welcome\";\n",
        ])
        let home = EditorSessionTests.uri(folder, "Screens/Home.xml")
        let detail = EditorSessionTests.uri(folder, "Detail.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(detail, try folder.read("Detail.xml"))
        client.server.idle()
        client.open(home, "<UIView>\n    <UIView xml=\"\"/>\n    <UIView template=\"../Sh\"/>\n</UIView>\n")
        client.change(detail, version: 2, [(range: (1, 20, 1, 30), text: "Ho")])
        func items(_ uri: String, _ line: Int, _ character: Int) -> [JSON] {
            client.request("textDocument/completion", EditorClient.position(uri, line, character))["result"]?["items"]?.arrayValue ?? []
        }
        // The files of Home.xml's folder first, then those above it, as `xml=` reads them; the
        // MarkupKit document (Detail.xml) and Home.xml itself are not offered.
        let paths = items(home, 1, 17)
        #expect(paths.compactMap { $0["label"]?.stringValue } == ["Row.xml", "../Other.xml", "../Shared/Card.xml"])
        #expect(paths.first?.encoded == #"{"label":"Row.xml","kind":17,"detail":"Screens/Row.xml","sortText":"100000","textEdit":{"range":{"start":{"line":1,"character":17},"end":{"line":1,"character":17}},"newText":"Row.xml"}}"#)
        // The whole value typed so far is replaced.
        let shared = items(home, 2, 27)
        #expect(shared.last?["detail"] == "Shared/Card.xml")
        #expect(shared.last?["textEdit"]?.encoded == #"{"range":{"start":{"line":2,"character":22},"end":{"line":2,"character":27}},"newText":"../Shared/Card.xml"}"#)
        // MarkupKit's `@key`: the project's strings keys.
        #expect(items(detail, 1, 22).map(\.encoded) == [#"{"label":"Home.Title","kind":12,"detail":"Welcome","textEdit":{"range":{"start":{"line":1,"character":20},"end":{"line":1,"character":22}},"newText":"Home.Title"}}"#])
    }
}
