import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Go to definition in EverLayout, SwiftLayout and MarkupKit documents.
@Suite struct FormatNavigationTests {
    static func definition(_ client: EditorClient, _ uri: String, _ line: Int, _ character: Int) -> [String] {
        let result = client.request("textDocument/definition", EditorClient.position(uri, line, character))["result"]
        return (result?.arrayValue ?? []).map { location in
            let range = location["range"]
            let numbers = [range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"], range?["end"]?["character"]]
                .map { $0?.numberValue.map { String(Int($0)) } ?? "?" }
            let uri = location["uri"]?.stringValue ?? ""
            return "\(uri.split(separator: "/").last ?? "") \(numbers[0]):\(numbers[1])-\(numbers[2]):\(numbers[3])"
        }
    }

    @Test func everLayoutTemplatesAndViews() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "SignIn.json")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, """
            {"name": "SignIn", "templates": {"card": {"properties": {"backgroundColor": "white"}}}, "root": {"views": {
                "!title:UILabel": {"template": "card", "constraints": {"top": "@super +80", "left": "@button.right +8"}},
                "!button:UIButton": {"template": ["card"], "constraints": {"top": "@title.bottom", "left": "@super"}}
            }}}
            """)
        client.server.idle()
        _ = client.received()
        // A template's name → its key in `templates`, from a string or an array.
        #expect(Self.definition(client, uri, 1, 37) == ["SignIn.json 0:34-0:38"])
        #expect(Self.definition(client, uri, 2, 40) == ["SignIn.json 0:34-0:38"])
        // `@button.right`, `@title.bottom` → the view's key.
        #expect(Self.definition(client, uri, 1, 92) == ["SignIn.json 2:5-2:21"])
        #expect(Self.definition(client, uri, 2, 74) == ["SignIn.json 1:5-1:19"])
        // `@super` and a constant have none.
        #expect(client.request("textDocument/definition", EditorClient.position(uri, 1, 69))["result"]?.encoded == "null")
        #expect(client.request("textDocument/definition", EditorClient.position(uri, 1, 75))["result"]?.encoded == "null")
    }

    @Test func swiftLayoutViewsClassesAndKeys() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": "{}",
            "Localizable.strings": "\"Card.Title\" = \"Card\";\n",
            "Badge.swift": "import UIKit\n\nfinal class Badge: UIView {}\n",
        ])
        let uri = EditorSessionTests.uri(folder, "Card.swift")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, """
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel()
                let badge = Badge()
                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors { Anchors.top.equalToSuper() }
                        badge.sl.anchors { Anchors.top.equalTo(title, attribute: .bottom) }
                    }
                }
                let text = NSLocalizedString("Card.Title", comment: "")
            }
            """)
        client.server.idle()
        _ = client.received()
        // A view's name → its `let`, from its placement and from a relation's argument.
        #expect(Self.definition(client, uri, 9, 14) == ["Card.swift 5:8-5:13"])
        #expect(Self.definition(client, uri, 10, 52) == ["Card.swift 5:8-5:13"])
        // A class another file declares → its declaration there; one this file declares → here.
        #expect(Self.definition(client, uri, 6, 18) == ["Badge.swift 2:12-2:17"])
        #expect(Self.definition(client, uri, 3, 13) == ["Card.swift 3:12-3:16"])
        // A localized key → its line in the `.strings` file.
        #expect(Self.definition(client, uri, 13, 38) == ["Localizable.strings 0:1-0:11"])
    }

    @Test func markupKitLocalizedKeys() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}", "Localizable.strings": "\"Home.Title\" = \"Welcome\";\n"])
        let uri = EditorSessionTests.uri(folder, "Detail.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, "<LMColumnView spacing=\"12\">\n    <UILabel text=\"@Home.Title\"/>\n</LMColumnView>\n")
        client.server.idle()
        _ = client.received()
        #expect(Self.definition(client, uri, 1, 24) == ["Localizable.strings 0:1-0:11"])
        #expect(client.request("textDocument/definition", EditorClient.position(uri, 0, 24))["result"]?.encoded == "null")
    }
}
