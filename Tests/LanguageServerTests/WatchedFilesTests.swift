import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Files changed on disk outside the editor (`workspace/didChangeWatchedFiles`): the open
/// documents that read them are diagnosed again, as after a save.
@Suite struct WatchedFilesTests {
    /// A client that registers watchers dynamically is asked to watch the files a render reads.
    @Test func watchersAreRegisteredWhenTheClientCan() {
        let client = EditorClient()
        let capabilities: JSON = .object([("workspace", .object([("didChangeWatchedFiles", .object([("dynamicRegistration", true)]))]))])
        _ = client.request("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", capabilities)]))
        client.notify("initialized")
        #expect(client.received().map(\.encoded) == [
            #"{"jsonrpc":"2.0","id":"layout-serve-register-watchers","method":"client/registerCapability","params":{"registrations":[{"id":"layout-serve-watched-files","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/*.{xml,json,swift,strings}"},{"globPattern":"**/.layout-ignore"}]}}]}}"#,
        ])
        // The client's answer is read and dropped.
        client.sendRaw(EditorClient.frame(.object([("jsonrpc", "2.0"), ("id", "layout-serve-register-watchers"), ("result", .null)])))
        #expect(client.received().isEmpty)
        // A client that cannot is not asked.
        let other = EditorClient()
        _ = other.start()
        #expect(other.received().isEmpty)
    }

    static func changed(_ client: EditorClient, _ changes: [(uri: String, type: Int)]) {
        client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array(changes.map {
            .object([("uri", .string($0.uri)), ("type", .number(Double($0.type)))])
        }))]))
    }

    @Test func anIncludeStringsAndConfigurationChangedOnDiskRediagnoseTheirDependants() throws {
        let folder = try TemporaryFolder([
            "layout-serve.json": "{}",
            "Screen.xml": "<UIView>\n    <UIView xml=\"Part.xml\"/>\n</UIView>\n",
            "Part.xml": "<UILabel text=\"Hi\"/>\n",
            "Home.xml": "<UILabel top=\"gap\" text=\"{strings.Greeting}\"/>\n",
        ])
        let screen = EditorSessionTests.uri(folder, "Screen.xml")
        let home = EditorSessionTests.uri(folder, "Home.xml")
        let part = EditorSessionTests.uri(folder, "Part.xml")
        let client = EditorClient()
        _ = client.start()
        client.open(screen, try folder.read("Screen.xml"))
        client.open(home, try folder.read("Home.xml"))
        client.server.idle()
        let first = EditorClient.diagnostics(in: client.received())
        #expect(first.map { $0["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["message"]?.stringValue } } == [
            [], ["Unknown property gap\ndid you mean one of: tag, top?", "Missing localized string for key Greeting"],
        ])

        // Part.xml (not open) is changed by another program: Screen.xml, which includes it, is
        // diagnosed again; Home.xml is not rendered.
        _ = try folder.write("Part.xml", "<UILabel text=\"Hi\" widht=\"10\"/>\n")
        let renders = client.server.renderCount
        Self.changed(client, [(part, 2)])
        client.server.idle()
        let afterPart = EditorClient.diagnostics(in: client.received())
        #expect(afterPart.map { $0["params"]?["uri"]?.stringValue } == [screen])
        #expect(afterPart.first?["params"]?["diagnostics"]?.arrayValue?.first?["message"] == "Part.xml:1:20: Unknown property widht of UILabel\ndid you mean one of: width, right?")
        #expect(client.server.renderCount == renders + 1)

        // A strings file created and the configuration changed: the project is opened again.
        _ = try folder.write("Localizable.strings", "\"Greeting\" = \"Hello\";\n")
        _ = try folder.write("layout-serve.json", #"{"constants": {"gap": 10}}"#)
        Self.changed(client, [(EditorSessionTests.uri(folder, "Localizable.strings"), 1), (EditorSessionTests.uri(folder, "layout-serve.json"), 2)])
        client.server.idle()
        let afterConfiguration = EditorClient.diagnostics(in: client.received())
        #expect(Set(afterConfiguration.compactMap { $0["params"]?["uri"]?.stringValue }) == [screen, home])
        #expect(afterConfiguration.first { $0["params"]?["uri"] == .string(home) }?["params"]?["diagnostics"]?.encoded == "[]")

        // A change to an open document's file is the editor's to tell: nothing is rendered.
        _ = try folder.write("Home.xml", "<UILabel widht=\"1\"/>\n")
        Self.changed(client, [(home, 2)])
        client.server.idle()
        #expect(EditorClient.diagnostics(in: client.received()).isEmpty)
    }
}
