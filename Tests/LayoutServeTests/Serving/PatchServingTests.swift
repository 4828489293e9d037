import Diagnostics
import Foundation
import TestSupport
import Testing

extension LiveServingTests {
    /// `SUBSCRIBE PATTERN patch`: the first render whole, then only what changed, keyed by
    /// node path, with the revision it applies to; a client that subscribed without `patch`
    /// keeps getting whole renders.
    @Test func patchSubscribersGetOnlyWhatChanged() throws {
        let harness = try ServingHarness(Self.project)
        let patched = try harness.client()
        let whole = try harness.client()
        patched.send("SUBSCRIBE Home.xml patch")
        whole.send("SUBSCRIBE Home.xml")
        let first = try patched.events(until: "render", template: "Home.xml").last!
        try whole.events(until: "render", template: "Home.xml")

        try harness.write("Home.xml", Self.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
        let patch = try patched.events(until: "patch", template: "Home.xml").last!
        let revision = try #require(first["revision"]?.numberValue)
        #expect(patch["base"] == .number(revision))
        #expect(patch["revision"] == .number(revision + 1))
        // Layout attributes are props too: a moved view's `top` changed with its frame.
        #expect(patch["changes"] == [
            ["path": "0.0", "frame": ["x": 20, "y": 25, "width": 200, "height": 30]],
            ["path": "0.0", "props": ["height": 30, "left": 20, "text": "Hello", "top": 25, "width": 200]],
            ["path": "0.1", "frame": ["x": 0, "y": 55, "width": 100, "height": 40]],
            ["path": "0.1", "props": ["height": 40, "top": 55, "width": 100]],
        ])
        #expect(patch["warnings"] == [])
        #expect(patch["tree"] == nil)
        let full = try whole.events(until: "render", template: "Home.xml").last!
        #expect(full["revision"] == .number(revision + 1))
        #expect(full.frame(0)?.y == 25)

        // A text change patches the label's props and text; a new child sends its parent whole.
        try harness.write("Localizable.strings", "\"Title\" = \"Bonjour\";\n\"Other\" = \"Other\";\n")
        let text = try patched.events(until: "patch", template: "Home.xml").last!
        let changes = try #require(text["changes"]?.arrayValue)
        #expect(changes.map { $0["path"] } == ["0.0", "0.0"])
        #expect(changes.compactMap { $0["props"]?["text"] } == ["Bonjour"])
        #expect(changes.compactMap { $0["text"]?["lines"] } == [["Bonjour"]])
        try harness.write("Home.xml", Self.home.replacingOccurrences(of: "</UIView>", with: "<UIView/></UIView>"))
        let added = try patched.events(until: "patch", template: "Home.xml").last!
        #expect(added["changes"]?.arrayValue?.map { $0["path"] } == ["0"])
        #expect(added["changes"]?.arrayValue?.first?["node"]?["children"]?.arrayValue?.count == 3)
    }

    /// A Red Box is always whole, and so is the render after it.
    @Test func aPatchNeverSpansARedBox() throws {
        let harness = try ServingHarness(Self.project)
        let client = try harness.client()
        client.send("SUBSCRIBE Plain.xml patch")
        try client.events(until: "render", template: "Plain.xml")
        try harness.write("Plain.xml", "<UIView width=\"100%\">\n    <UILabel widht=\"10\"/>\n</UIView>\n")
        try client.events(until: "error", template: "Plain.xml")
        try harness.write("Plain.xml", #"<UIView width="100%" height="70"/>"#)
        let fixed = try client.events(until: "render", template: "Plain.xml").last!
        #expect(fixed.frame()?.height == 70)
        try harness.write("Plain.xml", #"<UIView width="100%" height="80"/>"#)
        let patch = try client.events(until: "patch", template: "Plain.xml").last!
        #expect(patch["changes"] == [
            ["path": "0", "frame": ["x": 0, "y": 0, "width": 393, "height": 80]],
            ["path": "0", "props": ["height": 80, "width": 393]],
        ])
    }

    /// While every client takes patches, a save's whole event is made only when a client needs
    /// it: one that subscribes whole afterwards gets the current render, at its revision.
    @Test func aClientThatComesLaterGetsTheWholeRenderOfAPatchOnlySave() throws {
        let harness = try ServingHarness(Self.project)
        let patched = try harness.client()
        patched.send("SUBSCRIBE Plain.xml patch")
        try patched.events(until: "render", template: "Plain.xml")
        try harness.write("Plain.xml", #"<UIView width="100%" height="90"/>"#)
        let patch = try patched.events(until: "patch", template: "Plain.xml").last!
        #expect(patch["changes"] == [
            ["path": "0", "frame": ["x": 0, "y": 0, "width": 393, "height": 90]],
            ["path": "0", "props": ["height": 90, "width": 393]],
        ])
        let later = try harness.client()
        later.send("SUBSCRIBE Plain.xml")
        let whole = try later.events(until: "render", template: "Plain.xml").last!
        #expect(whole["revision"] == patch["revision"])
        #expect(whole.frame()?.height == 90)
        #expect(whole["tree"]?["class"] == "UIView")
        // The next save goes whole to the later client, as a patch to the first.
        try harness.write("Plain.xml", #"<UIView width="100%" height="95"/>"#)
        #expect(try later.events(until: "render", template: "Plain.xml").last!.frame()?.height == 95)
        #expect(try patched.events(until: "patch", template: "Plain.xml").last!["changes"]?.arrayValue?.count == 2)
    }
}
