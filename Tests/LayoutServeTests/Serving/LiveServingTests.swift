import Diagnostics
import Foundation
import TestSupport
import Testing

/// End-to-end tests of `layout-serve serve`: a real project folder, a real watcher and
/// real sockets on 127.0.0.1. One watcher per process, so the nested suites in the
/// other files inherit `.serialized`.
@Suite(.serialized, .exclusiveWatcher)
struct LiveServingTests {
    static let home = """
        <UIView width="100%" height="200">
            <UILabel top="10" left="20" width="200" height="30" text="{strings.Title}"/>
            <UIView xml="Shared.xml" top="previous.bottom"/>
        </UIView>
        """

    static let project: [String: String] = [
        "Home.xml": home,
        "Shared.xml": #"<UIView width="100" height="40"/>"#,
        "Settings.xml": #"<UIView width="100%" height="50"><UIView template="Shared.xml"/><UILabel text="{strings.Other}"/></UIView>"#,
        "Plain.xml": #"<UIView width="100%" height="60"/>"#,
        "Localizable.strings": "\"Title\" = \"Hello\";\n\"Other\" = \"Other\";\n",
        ".layout-ignore": "Drafts\n",
        "Drafts/Draft.xml": #"<UIView width="1" height="1"/>"#,
    ]

    @Test func subscribeThenEditPushesTheNewFrames() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE Home.xml")
        let subscribed = try client.next()
        #expect(subscribed["event"] == "subscribed")
        #expect(subscribed["templates"] == ["Home.xml"])
        let first = try client.next()
        #expect(first["event"] == "render")
        #expect(first.frame(0)?.y == 10)
        #expect(first.frame(1)?.y == 40)

        try harness.write("Home.xml", Self.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
        let edited = try client.events(until: "render", template: "Home.xml").last!
        #expect(edited.frame(0)?.y == 25)
        #expect(edited.frame(1)?.y == 55)
        #expect(edited["revision"]!.numberValue! > first["revision"]!.numberValue!)
    }

    @Test func brokenTemplateGivesTheRedBoxAndFixingItRendersAgain() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE Plain.xml")
        try client.events(until: "render", template: "Plain.xml")

        try harness.write("Plain.xml", "<UIView width=\"100%\">\n    <UILabel widht=\"10\"/>\n</UIView>\n")
        let error = try client.events(until: "error", template: "Plain.xml").last!
        let diagnostic = error["errors"]?.arrayValue?.first
        #expect(diagnostic?["message"] == "Unknown property widht of UILabel")
        #expect(diagnostic?["file"] == "Plain.xml")
        #expect(diagnostic?["line"] == 2)
        #expect(diagnostic?["column"] == 14)

        try harness.write("Plain.xml", #"<UIView width="100%" height="70"/>"#)
        let fixed = try client.events(until: "render", template: "Plain.xml").last!
        #expect(fixed.frame()?.height == 70)
    }

    @Test func stringsEditReRendersOnlyTheTemplatesUsingTheChangedKey() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE **")
        let initial = try client.sync()
        #expect(Set(JSON.templates(initial, event: "render")) == ["Home.xml", "Settings.xml", "Plain.xml", "Shared.xml"])
        let before = harness.renders

        try harness.write("Localizable.strings", "\"Title\" = \"Bonjour\";\n\"Other\" = \"Other\";\n")
        let events = try client.sync()
        #expect(JSON.templates(events, event: "render") == ["Home.xml"])
        let label = events.last?["tree"]?["children"]?.arrayValue?.first
        #expect(label?["props"]?["text"] == "Bonjour")
        let after = harness.renders
        #expect(after["Home.xml"] == before["Home.xml"]! + 1)
        for path in ["Settings.xml", "Plain.xml", "Shared.xml"] { #expect(after[path] == before[path], "\(path)") }
    }

    @Test func includedTemplateChangeReRendersExactlyItsIncluders() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE **")
        _ = try client.sync()
        let before = harness.renders

        try harness.write("Shared.xml", #"<UIView width="100" height="80"/>"#)
        let events = try client.sync()
        #expect(Set(JSON.templates(events, event: "render")) == ["Home.xml", "Settings.xml", "Shared.xml"])
        #expect(events.first { $0["template"] == "Home.xml" }?.frame(1)?.height == 80)
        let after = harness.renders
        for path in ["Home.xml", "Settings.xml", "Shared.xml"] { #expect(after[path] == before[path]! + 1, "\(path)") }
        #expect(after["Plain.xml"] == before["Plain.xml"])
    }

    @Test func aMissingIncludeOrStringsKeyThatAppearsFixesTheTemplate() throws {
        let harness = try ServingHarness(Self.project.merging([
            "Later.xml": #"<UIView width="100%" height="10"><UIView xml="Parts/Part.xml"/></UIView>"#,
            "Keyed.xml": #"<UIView width="100%" height="10"><UILabel text="{strings.Missing}"/></UIView>"#,
        ]) { $1 })
        let client = try harness.client()
        client.send("SUBSCRIBE Later.xml")
        client.send("SUBSCRIBE Keyed.xml")
        let initial = try client.sync()
        #expect(JSON.templates(initial, event: "error") == ["Later.xml", "Keyed.xml"])

        try harness.write("Parts/Part.xml", #"<UIView width="5" height="6"/>"#)
        let included = try client.sync()
        #expect(JSON.templates(included, event: "render") == ["Later.xml"])
        #expect(included.last?.frame(0)?.height == 6)

        try harness.write("Localizable.strings", "\"Title\" = \"Hello\";\n\"Other\" = \"Other\";\n\"Missing\" = \"Found\";\n")
        let keyed = try client.sync()
        #expect(JSON.templates(keyed, event: "render") == ["Keyed.xml"])
        #expect(keyed.last?["tree"]?["children"]?.arrayValue?.first?["props"]?["text"] == "Found")
    }

    @Test func touchingAFileWithoutChangingItRendersNothing() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE **")
        _ = try client.sync()
        let before = harness.renders
        try harness.write("Plain.xml", Self.project["Plain.xml"]!)
        #expect(try client.sync().isEmpty)
        #expect(harness.renders == before)
    }

    @Test func ignoredFolderIsNeitherRenderedNorListed() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE **")
        _ = try client.sync()
        let before = harness.renders
        try harness.write("Drafts/Draft.xml", #"<UIView width="2" height="2"/>"#)
        try harness.write("Drafts/New.xml", #"<UIView width="2" height="2"/>"#)
        #expect(try client.sync().isEmpty)
        #expect(harness.renders == before)
        client.send("LIST")
        let list = try client.next()
        let listed = list["templates"]?.arrayValue?.compactMap { $0["template"]?.stringValue }
        #expect(listed == ["Home.xml", "Plain.xml", "Settings.xml", "Shared.xml"])
    }

    @Test func ignoreFileChangesApplyLive() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE **")
        _ = try client.sync()
        try harness.write(".layout-ignore", "Plain.xml\n")
        var events = try client.sync()
        // Drafts is visible now and Plain.xml is ignored; the watcher's rescan may
        // deliver the new files in a change set of its own.
        while !JSON.templates(events, event: "render").contains("Drafts/Draft.xml") {
            events += try client.events(until: "render", template: "Drafts/Draft.xml")
        }
        #expect(JSON.templates(events, event: "removed") == ["Plain.xml"])
    }

    @Test func newTemplatesMatchingAGlobAreSentAndDeletedOnesRemoved() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE Screens/**")
        let subscribed = try client.next()
        #expect(subscribed["templates"] == [])
        try harness.write("Screens/Detail/Card.xml", #"<UIView width="10" height="20"/>"#)
        let created = try client.events(until: "render", template: "Screens/Detail/Card.xml").last!
        #expect(created.frame()?.height == 20)
        try harness.remove("Screens/Detail/Card.xml")
        let removed = try client.events(until: "removed").last!
        #expect(removed["template"] == "Screens/Detail/Card.xml")
    }

    @Test func syncIsAnsweredAfterTheEventsOfEarlierChanges() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE Plain.xml")
        try client.events(until: "render")
        for height in 1...5 {
            try harness.write("Plain.xml", "<UIView width=\"100%\" height=\"\(height)\"/>")
            let events = try client.sync()
            #expect(events.last?.frame()?.height == Double(height))
        }
        #expect(client.isQuiet())
    }

    @Test func reloadSendsTheResultsThenReloaded() throws {
        let harness = try ServingHarness(Self.project.merging(["Broken.xml": "<UIView widht=\"1\"/>"]) { $1 })
        let client = try harness.client()
        client.send("RELOAD *.xml")
        let events = try client.events(until: "reloaded")
        #expect(Set(JSON.templates(events, event: "render")) == ["Home.xml", "Settings.xml", "Plain.xml", "Shared.xml"])
        #expect(JSON.templates(events, event: "error") == ["Broken.xml"])
        #expect(events.last?["templates"] == 5)
        #expect(events.last?["errors"] == 1)
    }

    @Test func deviceAndStateReRenderThisClientOnly() throws {
        let harness = try ServingHarness(Self.project.merging([
            "Stateful.xml": #"<UIView width="100%" height="h"><UILabel text="{title}"/></UIView>"#,
            "layout-serve.json": #"{"state": {"h": 10, "title": "x"}}"#,
        ]) { $1 })
        let client = try harness.client()
        let other = try harness.client()
        client.send("SUBSCRIBE Stateful.xml")
        other.send("SUBSCRIBE Stateful.xml")
        #expect(try client.events(until: "render").last?.frame()?.height == 10)
        #expect(try other.events(until: "render").last?.frame()?.width == 393)

        client.send("DEVICE 320x480 scale=2")
        let device = try client.next()
        #expect(device["event"] == "device")
        #expect(device["device"]?["width"] == 320)
        #expect(try client.next().frame()?.width == 320)

        client.send(#"STATE Stateful.xml {"h": 99, "title": "Hi"}"#)
        #expect(try client.next()["event"] == "state")
        let rendered = try client.next()
        #expect(rendered.frame()?.height == 99)
        #expect(rendered["tree"]?["children"]?.arrayValue?.first?["props"]?["text"] == "Hi")
        other.send("PING")
        #expect(try other.next()["event"] == "pong")

        // A change now renders once per distinct device and state.
        let before = harness.renders["Stateful.xml"]!
        try harness.write("Stateful.xml", #"<UIView width="100%" height="h + 1"><UILabel text="{title}"/></UIView>"#)
        #expect(try client.sync().last?.frame()?.height == 100)
        #expect(try other.sync().last?.frame()?.height == 11)
        #expect(harness.renders["Stateful.xml"] == before + 2)
    }

    @Test func unknownDeviceAndBadStateAreProtocolErrors() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("DEVICE toaster")
        #expect(try client.next()["event"] == "protocol-error")
        client.send("STATE Home.xml [1]")
        #expect(try client.next()["event"] == "protocol-error")
        client.send("PING")
        #expect(try client.next()["event"] == "pong")
    }

    @Test func configurationChangeReRendersEverything() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE Plain.xml")
        try client.events(until: "render")
        let before = harness.renders
        try harness.write("layout-serve.json", #"{"device": "iphone-se"}"#)
        let events = try client.sync()
        #expect(events.last?.frame()?.width == 375)
        for path in ["Home.xml", "Settings.xml", "Plain.xml", "Shared.xml"] {
            #expect(harness.renders[path] == before[path]! + 1, "\(path)")
        }
    }

    @Test func listStatusPingAndLoad() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("PING")
        #expect(try client.next()["event"] == "pong")
        client.send("STATUS")
        let status = try client.next()
        #expect(status["event"] == "status")
        #expect(status["templates"] == 4)
        #expect(status["clients"] == 1)
        #expect(status["watches"] == 1)
        #expect((status["renders"]?.numberValue ?? 0) >= 4)
        client.send("LOAD file://\(harness.server.root)/Plain.xml")
        let loaded = try client.next()
        #expect(loaded["templates"] == ["Plain.xml"])
        #expect(try client.next()["event"] == "render")
        // `file://localhost/…` names the same file (RFC 8089); another host is refused.
        client.send("LOAD file://localhost\(harness.server.root)/Plain.xml")
        #expect(try client.next()["templates"] == ["Plain.xml"])
        #expect(try client.next()["event"] == "render")
        client.send("LOAD file://example.com\(harness.server.root)/Plain.xml")
        #expect(try client.next()["message"]?.stringValue == "LOAD file://example.com\(harness.server.root)/Plain.xml: a file:// URL names a file on this machine (no host, or localhost)")
        client.send("LOAD file:///etc/passwd")
        #expect(try client.next()["event"] == "protocol-error")
        client.send("LOAD https://example.com/Home.xml")
        let refused = try client.next()
        #expect(refused["message"]?.stringValue?.contains("remote_hosts") == true)
        client.send("UNSUBSCRIBE Plain.xml")
        #expect(try client.next()["event"] == "unsubscribed")
        try harness.write("Plain.xml", #"<UIView width="100%" height="61"/>"#)
        #expect(try client.sync().isEmpty)
    }

    @Test func garbageKeepsTheConnectionAndAnOverlongLineClosesIt() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("FROBNICATE now")
        #expect(try client.next()["event"] == "protocol-error")
        client.connection.send(bytes: [0xFF, 0xFE, 0x0A])
        #expect(try client.next()["event"] == "protocol-error")
        client.send("PING")
        #expect(try client.next()["event"] == "pong")
        client.send(String(repeating: "x", count: 70_000))
        #expect(try client.next()["event"] == "protocol-error")
        #expect(client.connection.readLine(timeout: .seconds(5)) == nil)
        #expect(client.connection.reachedEndOfFile)
    }
}
