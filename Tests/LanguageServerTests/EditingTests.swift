import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Formatting and quick fixes, driven as an editor drives them.
@Suite struct EditingTests {
    @Test func formattingIsOneWholeDocumentEditAndNoneWhenFormatted() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "Card.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, "<UIView><UILabel top=\"10\" left=\"16\"/>\n</UIView>")
        let params: JSON = .object([("textDocument", .object([("uri", .string(uri))])), ("options", .object([("tabSize", 4), ("insertSpaces", true)]))])
        let edits = client.request("textDocument/formatting", params)["result"]
        #expect(edits?.encoded == #"[{"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":9}},"newText":"<UIView>\n    <UILabel\n        left=\"16\"\n        top=\"10\"\n    />\n</UIView>\n"}]"#)
        client.change(uri, version: 2, [(range: nil, text: "<UIView>\n    <UILabel\n        left=\"16\"\n        top=\"10\"\n    />\n</UIView>\n")])
        #expect(client.request("textDocument/formatting", params)["result"]?.encoded == "[]")
        client.change(uri, version: 3, [(range: nil, text: "<UIView><UILabel top=\"10\"></UIView>")])
        #expect(client.request("textDocument/formatting", params)["error"]?["code"] == -32803)
    }

    @Test func eachSuggestionOfADiagnosticIsAQuickFix() throws {
        let folder = try EditorSessionTests.project()
        let uri = EditorSessionTests.uri(folder, "Screens/Home.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, EditorSessionTests.broken)
        client.server.idle()
        let diagnostic = EditorClient.diagnostics(in: client.received()).first?["params"]?["diagnostics"]?.arrayValue?.first ?? .null
        let range: JSON = .object([("start", .object([("line", 1), ("character", 93)])), ("end", .object([("line", 1), ("character", 93)]))])
        let actions = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", range), ("context", .object([("diagnostics", .array([diagnostic]))])),
        ]))["result"]
        #expect(actions?.encoded == #"[{"title":"Change to center","kind":"quickfix","diagnostics":[\#(diagnostic.encoded)],"isPreferred":true,"edit":{"changes":{"\#(uri)":[{"range":{"start":{"line":1,"character":92},"end":{"line":1,"character":98}},"newText":"center"}]}}}]"#)
        // Without diagnostics in the context: the published ones the range touches.
        let touched = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", range), ("context", .object([("diagnostics", .array([]))])),
        ]))["result"]
        #expect(touched?.encoded == actions?.encoded)
        // A property with two suggestions: two fixes, neither preferred.
        client.change(uri, version: 2, [(range: (1, 92, 1, 98), text: "center"), (range: (1, 43, 1, 48), text: "widht")])
        client.server.idle()
        let second = EditorClient.diagnostics(in: client.received()).first?["params"]?["diagnostics"]?.arrayValue ?? []
        let fixes = client.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])), ("range", range), ("context", .object([("diagnostics", .array(second))])),
        ]))["result"]?.arrayValue ?? []
        #expect(fixes.map { $0["title"]?.stringValue } == ["Change to width", "Change to right"])
        #expect(fixes.map { $0["isPreferred"] } == [nil, nil])
    }
}
