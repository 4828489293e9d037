import Diagnostics
import Foundation
import Testing

extension LiveServingTests {
    /// Editor save strategies, kernel queue overflow and slow clients, end to end.
    @Suite struct Robustness {
        @Test func writeTemporaryThenRenameRendersOnceWithTheFinalContent() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Plain.xml")
            _ = try client.sync()
            let before = harness.renders["Plain.xml"]!
            try harness.write("Plain.xml.tmp~", #"<UIView width="100%" height="77"/>"#)
            try FileManager.default.removeItem(at: harness.root.appendingPathComponent("Plain.xml"))
            try FileManager.default.moveItem(at: harness.root.appendingPathComponent("Plain.xml.tmp~"),
                                             to: harness.root.appendingPathComponent("Plain.xml"))
            let events = try client.sync()
            #expect(events.map { $0["event"] } == ["render"])
            #expect(events.last?.frame()?.height == 77)
            #expect(harness.renders["Plain.xml"] == before + 1)
        }

        @Test func sedInPlaceRendersOnce() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Plain.xml")
            _ = try client.sync()
            let before = harness.renders["Plain.xml"]!
            let sed = Process()
            sed.executableURL = URL(fileURLWithPath: "/bin/sed")
            sed.arguments = ["-i", "s/60/61/", harness.root.appendingPathComponent("Plain.xml").path]
            try sed.run()
            sed.waitUntilExit()
            let events = try client.sync()
            #expect(events.map { $0["event"] } == ["render"])
            #expect(events.last?.frame()?.height == 61)
            #expect(harness.renders["Plain.xml"] == before + 1)
        }

        @Test func manyFilesAtOnceRenderEachOnce() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try harness.client()
            client.send("SUBSCRIBE **")
            _ = try client.sync()
            let before = harness.renders
            try harness.write("Plain.xml", #"<UIView width="100%" height="1"/>"#)
            try harness.write("Shared.xml", #"<UIView width="100" height="2"/>"#)
            try harness.write("Localizable.strings", "\"Title\" = \"T\";\n\"Other\" = \"O\";\n")
            let events = try client.sync()
            let rendered = JSON.templates(events, event: "render")
            #expect(Set(rendered) == ["Plain.xml", "Shared.xml", "Home.xml", "Settings.xml"])
            for path in ["Plain.xml", "Shared.xml", "Home.xml", "Settings.xml"] {
                // Split bursts may render an includer twice (once per change set), never more.
                #expect((1...2).contains(harness.renders[path]! - before[path]!), "\(path)")
            }
        }

        @Test func aClientThatStopsReadingDoesNotDelayOthers() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let slow = try harness.client(receiveBufferSize: 2048)
            slow.send("SUBSCRIBE **")
            let reader = try harness.client()
            reader.send("SUBSCRIBE Plain.xml")
            _ = try reader.sync()
            for height in 1...40 {
                try harness.write("Plain.xml", "<UIView width=\"100%\" height=\"\(height)\"/><!-- \(String(repeating: "padding ", count: 200)) -->")
                let events = try reader.sync()
                #expect(events.last?.frame()?.height == Double(height))
            }
            // The slow client still gets the latest render (older ones coalesced or in its buffer).
            var last: JSON?
            while last?.frame()?.height != 40 {
                last = try slow.events(until: "render", template: "Plain.xml").last
            }
            #expect(last?.frame()?.height == 40)
        }
    }
}
