import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Definition, references and rename in Layout templates, driven as an editor drives them, on a
/// project whose `Home.xml` is open with unsaved text (on disk it is an empty view): includes,
/// ids, macros, parameters, strings keys in two `.strings` files, a template not open.
@Suite struct NavigationTests {
    static let home = """
        <UIView>
            <macro name="gap" value="8"/>
            <UILabel id="title" top="gap" text="{strings.Home.Title}"/>
            <UILabel id="subtitle" top="#title.bottom + gap" height="20"/>
            <UIView template="Shared.xml" title="Hi" top="#subtitle.bottom"/>
        </UIView>
        """

    /// The client, the project folder and `Home.xml`'s URI, the template opened with its unsaved text.
    static func session() throws -> (EditorClient, TemporaryFolder, String) {
        let folder = try TemporaryFolder([
            "layout-serve.json": #"{"constants": {"margin": 20}}"#,
            "Home.xml": "<UIView/>\n",
            "Shared.xml": "<UIView>\n    <param name=\"title\" type=\"String\"/>\n    <UILabel id=\"heading\" text=\"{title}\"/>\n</UIView>\n",
            "Other.xml": "<UILabel text=\"{strings.Home.Title}\" left=\"margin\"/>\n",
            "Localizable.strings": "\"Home.Title\" = \"Welcome\";\n\"Other\" = \"Other\";\n",
            "fr.lproj/Localizable.strings": "\"Home.Title\" = \"Bienvenue\";\n",
        ])
        let uri = EditorSessionTests.uri(folder, "Home.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(uri, home)
        return (client, folder, uri)
    }

    /// `{"uri": …, "range": …}` written as `path line:character-line:character` for reading.
    static func places(_ result: JSON?, _ folder: TemporaryFolder) -> [String] {
        let locations = result?.arrayValue ?? (result.map { $0 == .null ? [] : [$0] } ?? [])
        return locations.map { location in
            let uri = location["uri"]?.stringValue ?? "?"
            let path = uri.hasPrefix(URL(fileURLWithPath: folder.path("")).absoluteString)
                ? String(uri.dropFirst(URL(fileURLWithPath: folder.path("")).absoluteString.count)) : uri
            return "\(path) \(range(location["range"]))"
        }
    }

    static func range(_ json: JSON?) -> String {
        func number(_ key: String, _ member: String) -> Int { Int(json?[key]?[member]?.numberValue ?? -1) }
        return "\(number("start", "line")):\(number("start", "character"))-\(number("end", "line")):\(number("end", "character"))"
    }

    @Test func definitionGoesToIncludesIdsMacrosParametersAndStringsKeys() throws {
        let (client, folder, uri) = try Self.session()
        func definition(_ line: Int, _ character: Int) -> [String] {
            Self.places(client.request("textDocument/definition", EditorClient.position(uri, line, character))["result"], folder)
        }
        #expect(definition(4, 25) == ["Shared.xml 0:0-0:0"])  // template="Shared.xml"
        #expect(definition(3, 35) == ["Home.xml 2:17-2:22"])  // #title in #title.bottom
        #expect(definition(3, 49) == ["Home.xml 1:17-1:20"])  // gap → <macro name="gap">
        #expect(definition(4, 36) == ["Shared.xml 1:17-1:22"])  // title="Hi" → Shared.xml's <param name="title">
        #expect(definition(2, 50) == ["Localizable.strings 0:1-0:11", "fr.lproj/Localizable.strings 0:1-0:11"])
        #expect(definition(2, 8) == [])  // UILabel: not a project class
        #expect(definition(2, 31) == ["Home.xml 1:17-1:20"])  // top="gap", the whole value an expression
    }

    @Test func definitionOfAConstantIsItsKeyInTheConfiguration() throws {
        let (client, folder, _) = try Self.session()
        let other = EditorSessionTests.uri(folder, "Other.xml")
        client.open(other, try folder.read("Other.xml"))
        let result = client.request("textDocument/definition", EditorClient.position(other, 0, 45))["result"]
        #expect(Self.places(result, folder) == ["layout-serve.json 0:16-0:22"])
    }

    @Test func referencesAreWhatRenameFindsAcrossTheProject() throws {
        let (client, folder, uri) = try Self.session()
        func references(_ line: Int, _ character: Int, declarations: Bool = true) -> [String] {
            var params = EditorClient.position(uri, line, character)
            if case var .object(members) = params {
                members.append(("context", .object([("includeDeclaration", .bool(declarations))])))
                params = .object(members)
            }
            return Self.places(client.request("textDocument/references", params)["result"], folder)
        }
        // A key: its uses in every template (Other.xml is read from disk) and its lines in both .strings files.
        #expect(references(2, 50) == [
            "Home.xml 2:49-2:59", "Other.xml 0:24-0:34", "Localizable.strings 0:1-0:11", "fr.lproj/Localizable.strings 0:1-0:11",
        ])
        #expect(references(2, 50, declarations: false) == ["Home.xml 2:49-2:59", "Other.xml 0:24-0:34"])
        #expect(references(3, 35) == ["Home.xml 2:17-2:22", "Home.xml 3:33-3:38"])
        #expect(references(1, 18, declarations: false) == ["Home.xml 2:29-2:32", "Home.xml 3:48-3:51"])
        #expect(references(4, 25) == ["Home.xml 4:22-4:32"])  // every include of Shared.xml
        #expect(references(4, 42) == [])  // title="Hi": literal text, no name
    }

    @Test func prepareRenameGivesTheNameAlone() throws {
        let (client, folder, uri) = try Self.session()
        defer { withExtendedLifetime(folder) {} }
        let id = client.request("textDocument/prepareRename", EditorClient.position(uri, 3, 35))["result"]
        #expect(id?.encoded == #"{"range":{"start":{"line":3,"character":33},"end":{"line":3,"character":38}},"placeholder":"title"}"#)
        let key = client.request("textDocument/prepareRename", EditorClient.position(uri, 2, 50))["result"]
        #expect(key?.encoded == #"{"range":{"start":{"line":2,"character":49},"end":{"line":2,"character":59}},"placeholder":"Home.Title"}"#)
        #expect(client.request("textDocument/prepareRename", EditorClient.position(uri, 4, 25))["result"] == .null)
    }

    @Test func renameIsAWorkspaceEditOfTheRenameCommandsEdits() throws {
        let (client, folder, uri) = try Self.session()
        func rename(_ line: Int, _ character: Int, _ newName: String) -> JSON {
            var params = EditorClient.position(uri, line, character)
            if case var .object(members) = params {
                members.append(("newName", .string(newName)))
                params = .object(members)
            }
            return client.request("textDocument/rename", params)
        }
        let localizable = EditorSessionTests.uri(folder, "Localizable.strings")
        let french = EditorSessionTests.uri(folder, "fr.lproj/Localizable.strings")
        let other = EditorSessionTests.uri(folder, "Other.xml")
        #expect(rename(2, 50, "Home.Heading")["result"]?.encoded == """
            {"changes":{\
            "\(uri)":[{"range":{"start":{"line":2,"character":41},"end":{"line":2,"character":59}},"newText":"strings.Home.Heading"}],\
            "\(other)":[{"range":{"start":{"line":0,"character":16},"end":{"line":0,"character":34}},"newText":"strings.Home.Heading"}],\
            "\(localizable)":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":12}},"newText":"\\"Home.Heading\\""}],\
            "\(french)":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":12}},"newText":"\\"Home.Heading\\""}]}}
            """)
        // Only the kind under the cursor: the parameter title in Shared.xml is not an id.
        #expect(rename(3, 35, "header")["result"]?.encoded == """
            {"changes":{"\(uri)":[\
            {"range":{"start":{"line":2,"character":17},"end":{"line":2,"character":22}},"newText":"header"},\
            {"range":{"start":{"line":3,"character":32},"end":{"line":3,"character":45}},"newText":"#header.bottom"}]}}
            """)
        // Nothing was written: the files on disk are as they were.
        #expect(try folder.read("Other.xml") == "<UILabel text=\"{strings.Home.Title}\" left=\"margin\"/>\n")
    }

    @Test func aRenameConflictIsAnErrorWithTheCommandsMessage() throws {
        let (client, folder, uri) = try Self.session()
        defer { withExtendedLifetime(folder) {} }
        func rename(_ line: Int, _ character: Int, _ newName: String) -> String? {
            var params = EditorClient.position(uri, line, character)
            if case var .object(members) = params {
                members.append(("newName", .string(newName)))
                params = .object(members)
            }
            return client.request("textDocument/rename", params)["error"]?.encoded
        }
        #expect(rename(3, 35, "subtitle")
            == #"{"code":-32803,"message":"Home.xml:3:18: error: this template already has an id named 'subtitle' (line 4)\nnothing was renamed"}"#)
        #expect(rename(2, 50, "Other")
            == #"{"code":-32803,"message":"Localizable.strings:1:1: error: the key 'Other' is already defined at line 2\nnothing was renamed"}"#)
        #expect(rename(3, 35, "my title")
            == #"{"code":-32803,"message":"cannot rename as --kind id: 'my title' is not a valid id: use letters, digits and _"}"#)
    }
}
