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

    static func references(_ client: EditorClient, _ uri: String, _ line: Int, _ character: Int, declarations: Bool = true) -> [String] {
        var params = EditorClient.position(uri, line, character)
        if case var .object(members) = params {
            members.append(("context", .object([("includeDeclaration", .bool(declarations))])))
            params = .object(members)
        }
        return (client.request("textDocument/references", params)["result"]?.arrayValue ?? []).map { location in
            let range = location["range"]
            let numbers = [range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"], range?["end"]?["character"]]
                .map { $0?.numberValue.map { String(Int($0)) } ?? "?" }
            let uri = location["uri"]?.stringValue ?? ""
            return "\(uri.split(separator: "/").last ?? "") \(numbers[0]):\(numbers[1])-\(numbers[2]):\(numbers[3])"
        }
    }

    @Test func everLayoutTemplateAndViewReferences() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "SignIn.json")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, """
            {"name": "SignIn", "templates": {"card": {"properties": {"backgroundColor": "white"}}}, "root": {"views": {
                "!title:UILabel": {"template": "card", "constraints": {"top": "@super +80", "left": "@button.right +8"}},
                "!button:UIButton": {"template": ["card"], "constraints": {"top": "@title.bottom", "left": "@super"}, "views": {
                    "!icon": {"template": "card", "constraints": {"left": ["@title", "@button.left"]}}
                }}
            }}}
            """)
        client.server.idle()
        _ = client.received()
        // A template's name, from a use or from its key: every use (string or array) and the key.
        let card = ["SignIn.json 0:34-0:38", "SignIn.json 1:36-1:40", "SignIn.json 2:39-2:43", "SignIn.json 3:31-3:35"]
        #expect(Self.references(client, uri, 1, 37) == card)
        #expect(Self.references(client, uri, 0, 35) == card)
        #expect(Self.references(client, uri, 2, 40, declarations: false) == Array(card.dropFirst()))
        // `@title.bottom`: every `@title` of the constraints (nested views, arrays) and the name in its key.
        #expect(Self.references(client, uri, 2, 74) == ["SignIn.json 1:6-1:11", "SignIn.json 2:72-2:77", "SignIn.json 3:65-3:70"])
        #expect(Self.references(client, uri, 2, 74, declarations: false) == ["SignIn.json 2:72-2:77", "SignIn.json 3:65-3:70"])
        // On a view's key.
        #expect(Self.references(client, uri, 2, 8) == ["SignIn.json 1:90-1:96", "SignIn.json 2:6-2:12", "SignIn.json 3:75-3:81"])
        // `@super`, a constant and another key have none.
        for (line, character) in [(1, 69), (1, 75), (0, 45)] {
            #expect(client.request("textDocument/references", EditorClient.position(uri, line, character))["result"]?.encoded == "null")
        }
    }

    @Test func anEmptyEverLayoutNameHasNoReferences() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}"])
        let uri = EditorSessionTests.uri(folder, "Empty.json")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, #"{"root": {"views": {"!:UILabel": {"template": ""}, "!x": {"template": ""}}}}"#)
        client.server.idle()
        _ = client.received()
        // `"template": ""` and the key `"!:UILabel"` name nothing.
        for character in [47, 22] {
            #expect(client.request("textDocument/references", EditorClient.position(uri, 0, character))["result"]?.encoded == "null")
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

    @Test func swiftLayoutNameAndLocalizedKeyReferences() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": "{}",
            "Localizable.strings": "\"Card.Title\" = \"Card\";\n",
            "Other.swift": "let x = NSLocalizedString(\"Card.Title\", comment: \"\")\nlet y = \"Card.Title\"\n",
        ])
        let uri = EditorSessionTests.uri(folder, "Card.swift")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, #"""
            import SwiftLayout
            import UIKit

            final class Card: UIView, Layoutable {
                var activation: Activation?
                let title = UILabel()
                let subtitle = UILabel()
                var layout: some Layout {
                    self.sl.sublayout {
                        title.sl.anchors { Anchors.top.equalToSuper() }  // title, placed first
                        subtitle.sl.anchors { Anchors.top.equalTo(title, attribute: .bottom) }
                    }
                }
                /* title in a /* nested */ block comment */
                let text = NSLocalizedString("Card.Title", comment: "title")
                let caption = "\(title.text ?? "") title"
                let other = String(localized: "Card.Title")
            }
            """#)
        client.server.idle()
        _ = client.received()
        // A view's name: each whole word `title` of the code — not `subtitle`, a comment or a
        // string's text, but an interpolation's — its `let` only with the declaration.
        let title = ["Card.swift 5:8-5:13", "Card.swift 9:12-9:17", "Card.swift 10:54-10:59", "Card.swift 15:21-15:26"]
        #expect(Self.references(client, uri, 9, 14) == title)
        #expect(Self.references(client, uri, 10, 56, declarations: false) == Array(title.dropFirst()))
        // A localized key: its keys in this file and Other.swift (not a plain string), and the `.strings` key.
        #expect(Self.references(client, uri, 14, 38) == [
            "Card.swift 14:34-14:44", "Card.swift 16:35-16:45", "Other.swift 0:27-0:37", "Localizable.strings 0:1-0:11",
        ])
        #expect(Self.references(client, uri, 16, 40, declarations: false) == ["Card.swift 14:34-14:44", "Card.swift 16:35-16:45", "Other.swift 0:27-0:37"])
        // A word in a comment, a plain string and a type's name have none.
        for (line, character) in [(13, 9), (14, 59), (3, 13)] {
            #expect(client.request("textDocument/references", EditorClient.position(uri, line, character))["result"]?.encoded == "null")
        }
    }

    @Test func markupKitLocalizedKeyReferences() throws {
        let folder = try TemporaryFolder(["layout-serve.json": "{}", "Localizable.strings": "\"Home.Title\" = \"Welcome\";\n"])
        let uri = EditorSessionTests.uri(folder, "Detail.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, """
            <LMColumnView spacing="12">
                <UILabel text="@Home.Title"/>
                <UIButton title="@Home.Title" accessibilityLabel="@Home.Titles"/>
            </LMColumnView>
            """)
        client.server.idle()
        _ = client.received()
        // Each `@Home.Title` of the document (not `@Home.Titles`), the key alone, and the `.strings` key.
        #expect(Self.references(client, uri, 2, 25) == ["Detail.xml 1:20-1:30", "Detail.xml 2:22-2:32", "Localizable.strings 0:1-0:11"])
        #expect(Self.references(client, uri, 1, 24, declarations: false) == ["Detail.xml 1:20-1:30", "Detail.xml 2:22-2:32"])
        // A value that is not a key has none.
        #expect(client.request("textDocument/references", EditorClient.position(uri, 0, 24))["result"]?.encoded == "null")
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
