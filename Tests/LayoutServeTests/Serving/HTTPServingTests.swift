import Diagnostics
import Foundation
import Server
import Testing

extension LiveServingTests {
    /// HTTP and Server-Sent Events on the line protocol's port.
    @Suite struct HTTP {
        /// Sends one GET and reads the status line, then every line up to end of file (or the deadline).
        static func get(_ target: String, port: UInt16, linesWanted: Int = .max) throws -> (status: String, lines: [String]) {
            let client = try LineClient(port: port)
            client.send(bytes: Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            let status = client.readLine(timeout: .seconds(10)) ?? ""
            var lines: [String] = []
            while lines.count < linesWanted, let line = client.readLine(timeout: .seconds(10)) { lines.append(line) }
            return (status, lines)
        }

        @Test func renderReturnsTheRenderObject() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let (status, lines) = try Self.get("/render/Plain.xml?device=iphone-se", port: harness.port)
            #expect(status == "HTTP/1.1 200 OK")
            let body = try JSON.parse(lines.last ?? "")
            #expect(body["event"] == "render")
            #expect(body.frame()?.width == 375)
            #expect(try Self.get("/render/Missing.xml", port: harness.port).status == "HTTP/1.1 404 Not Found")
        }

        @Test func templatesServesRawFilesAndRefusesTraversalAndIgnoredFiles() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let (status, lines) = try Self.get("/templates/Plain.xml", port: harness.port)
            #expect(status == "HTTP/1.1 200 OK")
            #expect(lines.last == LiveServingTests.project["Plain.xml"])
            #expect(try Self.get("/templates/../../etc/passwd", port: harness.port).status == "HTTP/1.1 403 Forbidden")
            #expect(try Self.get("/templates/%2e%2e/%2e%2e/etc/passwd", port: harness.port).status == "HTTP/1.1 403 Forbidden")
            #expect(try Self.get("/templates/Drafts/Draft.xml", port: harness.port).status == "HTTP/1.1 404 Not Found")
            #expect(try Self.get("/templates/.layout-ignore", port: harness.port).status == "HTTP/1.1 404 Not Found")
            try FileManager.default.createSymbolicLink(atPath: harness.root.path + "/Escape.xml", withDestinationPath: "/etc/hostname")
            #expect(try Self.get("/templates/Escape.xml", port: harness.port).status == "HTTP/1.1 403 Forbidden")
        }

        @Test func statusAndViewer() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let (status, lines) = try Self.get("/status", port: harness.port)
            #expect(status == "HTTP/1.1 200 OK")
            #expect(try JSON.parse(lines.last ?? "")["templates"] == 4)
            let viewer = try Self.get("/", port: harness.port)
            #expect(viewer.status == "HTTP/1.1 200 OK")
            #expect(viewer.lines.contains { $0.contains("<h1>layout-serve</h1>") })
        }

        @Test func eventStreamDeliversRendersOfChanges() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try LineClient(port: harness.port)
            client.send(bytes: Array("GET /events?subscribe=Plain.xml&device=ipad HTTP/1.1\r\nHost: localhost:\(harness.port)\r\n\r\n".utf8))
            #expect(client.readLine(timeout: .seconds(10)) == "HTTP/1.1 200 OK")
            func nextEvent() throws -> JSON {
                while let line = client.readLine(timeout: .seconds(10)) {
                    if line.hasPrefix("data: ") { return try JSON.parse(String(line.dropFirst(6))) }
                }
                throw HarnessError.timedOut(waitingFor: "an SSE event", received: [])
            }
            #expect(try nextEvent()["event"] == "hello")
            #expect(try nextEvent()["event"] == "subscribed")
            let first = try nextEvent()
            #expect(first["event"] == "render")
            #expect(first["device"]?["name"] == "ipad")
            try harness.write("Plain.xml", #"<UIView width="100%" height="66"/>"#)
            harness.server.sync()
            let changed = try nextEvent()
            #expect(changed.frame()?.height == 66)
        }

        /// `/events?patch=1`: the stream's subscriptions come as patches after the first render.
        @Test func eventStreamDeliversPatchesWhenAsked() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try LineClient(port: harness.port)
            client.send(bytes: Array("GET /events?subscribe=Plain.xml&patch=1 HTTP/1.1\r\nHost: localhost:\(harness.port)\r\n\r\n".utf8))
            #expect(client.readLine(timeout: .seconds(10)) == "HTTP/1.1 200 OK")
            func nextEvent() throws -> JSON {
                while let line = client.readLine(timeout: .seconds(10)) {
                    if line.hasPrefix("data: ") { return try JSON.parse(String(line.dropFirst(6))) }
                }
                throw HarnessError.timedOut(waitingFor: "an SSE event", received: [])
            }
            #expect(try nextEvent()["event"] == "hello")
            #expect(try nextEvent()["event"] == "subscribed")
            #expect(try nextEvent()["event"] == "render")
            try harness.write("Plain.xml", #"<UIView width="100%" height="66"/>"#)
            harness.server.sync()
            let patch = try nextEvent()
            #expect(patch["event"] == "patch")
            #expect(patch["changes"]?.arrayValue?.first == ["path": "0", "frame": ["x": 0, "y": 0, "width": 393, "height": 66]])
        }
    }
}
