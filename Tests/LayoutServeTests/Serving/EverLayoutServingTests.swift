import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests {
    /// EverLayout JSON layouts through the running server: a render, the Red Box when a save
    /// breaks the layout, a render again when it is fixed — over the line protocol, SSE and
    /// HTTP. (Keeping the last good frames on screen is the viewer's part.)
    @Suite struct EverLayoutServing {
        static let card = """
            {
                "name": "Card",
                "root": {
                    "views": {
                        "!title:UILabel": {
                            "constraints": {"top left": "@super <16", "width": "+200", "height": "+40"}
                        }
                    }
                }
            }
            """
        /// A trailing comma: the editor's save in the middle of typing.
        static let broken = MarkedText("""
            {
                "name": "Card",
                "root": {
                    "views": {
                        "!title:UILabel": {
                            "constraints": {"top left": "@super <16", "width": "+200", 1️⃣}
                        }
                    }
                }
            }
            """)
        static let fixed = card.replacingOccurrences(of: "+40", with: "+64")

        static let project: [String: String] = [
            "Layouts/Card.json": card,
            "layout-serve.json": #"{"device": "400x800@2"}"#,
        ]

        /// The checks every transport makes on the three events.
        static func expectRender(_ event: JSON, height: Double) {
            #expect(event["event"] == "render")
            #expect(event["template"] == "Layouts/Card.json")
            let title = event["tree"]?["children"]?.arrayValue?.first
            #expect(title?["id"] == "title")
            #expect(title?["class"] == "UILabel")
            #expect(event.frame(0).map { [$0.x, $0.y, $0.width, $0.height] } == [16, 16, 200, height])
        }

        static func expectRedBox(_ event: JSON) {
            #expect(event["event"] == "error")
            #expect(event["template"] == "Layouts/Card.json")
            let error = event["errors"]?.arrayValue?.first
            #expect(error?["message"]?.stringValue?.hasPrefix("The layout is not valid JSON: ") == true)
            #expect(error?["file"] == "Layouts/Card.json")
            #expect(error?["line"] == .number(Double(broken.positions[1]!.line)))
            #expect(error?["column"] == .number(Double(broken.positions[1]!.column)))
        }

        @Test func lineProtocolGetsTheRenderTheRedBoxAndTheRenderAgain() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Layouts/*.json")
            #expect(try client.next()["templates"] == ["Layouts/Card.json"])
            Self.expectRender(try client.next(), height: 40)

            try harness.write("Layouts/Card.json", Self.broken.text)
            Self.expectRedBox(try client.events(until: "error", template: "Layouts/Card.json").last!)

            try harness.write("Layouts/Card.json", Self.fixed)
            Self.expectRender(try client.events(until: "render", template: "Layouts/Card.json").last!, height: 64)
        }

        @Test func eventStreamGetsTheRenderTheRedBoxAndTheRenderAgain() throws {
            let harness = try ServingHarness(Self.project)
            let client = try LineClient(port: harness.port)
            client.send(bytes: Array("GET /events?subscribe=Layouts/Card.json HTTP/1.1\r\nHost: 127.0.0.1:\(harness.port)\r\n\r\n".utf8))
            #expect(client.readLine(timeout: .seconds(10)) == "HTTP/1.1 200 OK")
            func nextEvent(named name: String) throws -> JSON {
                while let line = client.readLine(timeout: .seconds(10)) {
                    guard line.hasPrefix("data: ") else { continue }
                    let event = try JSON.parse(String(line.dropFirst(6)))
                    if event["event"]?.stringValue == name { return event }
                }
                throw HarnessError.timedOut(waitingFor: "an SSE \(name) event", received: [])
            }
            Self.expectRender(try nextEvent(named: "render"), height: 40)
            try harness.write("Layouts/Card.json", Self.broken.text)
            Self.expectRedBox(try nextEvent(named: "error"))
            try harness.write("Layouts/Card.json", Self.fixed)
            Self.expectRender(try nextEvent(named: "render"), height: 64)
        }

        @Test func httpRendersWhatIsOnDiskNow() throws {
            let harness = try ServingHarness(Self.project)
            func render() throws -> JSON {
                let (status, lines) = try HTTP.get("/render/Layouts/Card.json", port: harness.port)
                #expect(status == "HTTP/1.1 200 OK")
                return try JSON.parse(lines.last ?? "")
            }
            Self.expectRender(try render(), height: 40)
            try harness.write("Layouts/Card.json", Self.broken.text)
            harness.server.sync()
            Self.expectRedBox(try render())
            try harness.write("Layouts/Card.json", Self.fixed)
            harness.server.sync()
            Self.expectRender(try render(), height: 64)
            let (status, lines) = try HTTP.get("/templates/Layouts/Card.json", port: harness.port)
            #expect(status == "HTTP/1.1 200 OK")
            #expect(lines.suffix(Self.fixed.split(separator: "\n").count).joined(separator: "\n") == Self.fixed)
        }
    }
}
