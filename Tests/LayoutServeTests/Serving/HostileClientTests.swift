import Diagnostics
import Foundation
import LayoutServe
import Server
import Testing

extension LiveServingTests {
    /// What one careless client or hostile web page could do to the running server:
    /// each request here used to crash it, freeze its render queue, or lose replies.
    @Suite struct HostileClients {
        /// Sends raw request text and reads the status line and body lines.
        static func request(_ head: String, port: UInt16) -> (status: String, lines: [String]) {
            guard let client = try? LineClient(port: port) else { return ("no connection", []) }
            client.send(bytes: Array(head.utf8))
            let status = client.readLine(timeout: .seconds(10)) ?? ""
            var lines: [String] = []
            while let line = client.readLine(timeout: .seconds(10)) { lines.append(line) }
            return (status, lines)
        }

        @Test(arguments: ["", "@", "%40", "x@", "1e300x5"])
        func aBadDeviceInAURLIsABadRequest(device: String) throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let reply = Self.request("GET /render/Plain.xml?device=\(device) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: harness.port)
            #expect(reply.status == "HTTP/1.1 400 Bad Request")
            #expect(reply.lines.last?.hasPrefix("device: ") == true)
            // The server is still there for everyone.
            #expect(Self.request("GET /status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: harness.port).status == "HTTP/1.1 200 OK")
        }

        @Test func devicesOfEveryFrontDoorShareOneGrammar() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try harness.client()
            client.send("DEVICE toaster")
            #expect(try client.next()["message"] == """
                DEVICE: unknown device "toaster": use a preset (iphone-se, iphone-13-mini, iphone-15, iphone-15-pro, \
                iphone-15-plus, iphone-15-pro-max, ipad, ipad-pro-13) or WIDTHxHEIGHT[@SCALE]
                """)
            client.send("DEVICE 393x852@9")
            #expect(try client.next()["message"] == "DEVICE: device scale must be a number from 1 to 4, got 9")
            client.send("DEVICE 1e300x5")
            #expect(try client.next()["message"] == "DEVICE: device width and height must be more than 0 and at most 100000 points, got 1e300x5")
            let reply = Self.request("GET /render/Plain.xml?device=393x852@9 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: harness.port)
            #expect(reply.lines.last == "device: device scale must be a number from 1 to 4, got 9")
        }

        @Test func pathologicalPatternsAreAnsweredAndOthersKeepBeingServed() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Screens/" + String(repeating: "*", count: 40) + "Z")
            #expect(try client.next()["templates"] == [])
            client.send("SUBSCRIBE " + String(repeating: "**/", count: 150) + "Plain.xml")
            #expect(try client.next()["templates"] == ["Plain.xml"])
            #expect(try client.next()["event"] == "render")
            client.send("SUBSCRIBE " + String(repeating: "**/", count: 200) + "Plain.xml")
            #expect(try client.next()["message"] == "SUBSCRIBE: pattern is 609 bytes long; the limit is 512")
            client.send("PING")
            #expect(try client.next()["event"] == "pong")
        }

        @Test func otherSitesPagesCannotUseTheProject() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            let port = harness.port
            let host = "Host: 127.0.0.1:\(port)\r\n"
            for (target, header) in [
                ("/events?subscribe=**", "Sec-Fetch-Site: cross-site\r\n"),
                ("/render/Plain.xml", "Origin: http://evil.example\r\n"),
                ("/status", "Sec-Fetch-Site: same-site\r\n"),
                ("/templates/Plain.xml", "Origin: http://localhost:1\r\n"),
            ] {
                let reply = Self.request("GET \(target) HTTP/1.1\r\n\(host)\(header)\r\n", port: port)
                #expect(reply.status == "HTTP/1.1 403 Forbidden", "\(target)")
                #expect(reply.lines.last?.hasPrefix("cross-origin request refused: /") == true, "\(target)")
            }
            // The server's own pages, and tools that send neither header, are served.
            let own = Self.request("GET /render/Plain.xml HTTP/1.1\r\n\(host)Origin: http://127.0.0.1:\(port)\r\nSec-Fetch-Site: same-origin\r\n\r\n", port: port)
            #expect(own.status == "HTTP/1.1 200 OK")
            let typed = Self.request("GET / HTTP/1.1\r\n\(host)Sec-Fetch-Site: none\r\n\r\n", port: port)
            #expect(typed.status == "HTTP/1.1 200 OK")
        }

        @Test func repliesComeInCommandOrderAfterHello() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            for _ in 0..<20 {
                let client = try LineClient(port: harness.port)
                client.send(bytes: Array("LIST\nBOGUS\nPING\n".utf8))
                let events = (0..<4).map { _ in (try? JSON.parse(client.readLine(timeout: .seconds(10)) ?? ""))?["event"] }
                #expect(events == ["hello", "list", "protocol-error", "pong"])
            }
        }

        @Test func everythingBeforeQuitIsAnswered() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            for _ in 0..<10 {
                let client = try LineClient(port: harness.port)
                client.send(bytes: Array("PING\nQUIT\n".utf8))
                var events: [JSON?] = []
                while let line = client.readLine(timeout: .seconds(10)) { events.append((try? JSON.parse(line))?["event"]) }
                #expect(events == ["hello", "pong"])
            }
        }

        @Test func everythingBeforeEndOfFileIsAnswered() throws {
            let harness = try ServingHarness(LiveServingTests.project)
            for _ in 0..<5 {
                let client = try LineClient(port: harness.port)
                client.send(bytes: Array("RELOAD Plain.xml\n".utf8))
                client.finishSending()
                var events: [JSON?] = []
                while let line = client.readLine(timeout: .seconds(10)) { events.append((try? JSON.parse(line))?["event"]) }
                #expect(events == ["hello", "render", "reloaded"])
            }
        }
    }
}

extension LiveServingTests {
    /// Many templates for one client must not stop the others.
    @Suite struct Fairness {
        static func project(templates: Int) -> [String: String] {
            var files: [String: String] = [:]
            for number in 0..<templates { files["T\(number).xml"] = #"<UIView width="100%" height="\#(number)"/>"# }
            return files
        }

        /// A client subscribing to more templates than its queue holds, and not reading yet,
        /// is sent its renders in turns as it makes room: it is not dropped, another client is
        /// answered meanwhile, and the subscriber's own later command is answered after all of
        /// its renders.
        @Test func aBigSubscriptionIsSentInTurnsWhileOthersAreServed() throws {
            let harness = try ServingHarness(Self.project(templates: 600)) { $0.server.maxQueuedMessages = 64 }
            let greedy = try harness.client(receiveBufferSize: 4096)
            greedy.send("SUBSCRIBE **")
            greedy.send("PING")
            let other = try harness.client()
            other.send("PING")
            #expect(try other.next()["event"] == "pong")
            let subscribed = try greedy.next()
            #expect(subscribed["templates"]?.arrayValue?.count == 600)
            var heights: [Double] = []
            for _ in 0..<600 {
                let event = try greedy.next()
                #expect(event["event"] == "render")
                heights.append(event.frame()?.height ?? -1)
            }
            #expect(Set(heights) == Set((0..<600).map(Double.init)))
            #expect(try greedy.next()["event"] == "pong")
        }

        /// `SUBSCRIBE` sends the last render of a template instead of rendering it again.
        @Test func subscribingAgainSendsTheLastRender() throws {
            let harness = try ServingHarness(Self.project(templates: 3))
            let first = try harness.client()
            first.send("SUBSCRIBE **")
            _ = try first.sync()
            let rendered = harness.renders
            let second = try harness.client()
            second.send("SUBSCRIBE **")
            let events = try second.sync()
            #expect(JSON.templates(events, event: "render") == ["T0.xml", "T1.xml", "T2.xml"])
            #expect(harness.renders == rendered)
        }

        /// `SYNC` comes after every render a burst of changes caused.
        @Test func syncWaitsForEveryRenderOfABurst() throws {
            let harness = try ServingHarness(Self.project(templates: 200))
            let client = try harness.client()
            client.send("SUBSCRIBE **")
            _ = try client.sync()
            for number in 0..<200 { try harness.write("T\(number).xml", #"<UIView width="100%" height="\#(number + 1000)"/>"#) }
            let events = try client.sync()
            let heights = Set(events.filter { $0["event"] == "render" }.map { $0.frame()?.height ?? -1 })
            #expect(heights.isSuperset(of: (1000..<1200).map(Double.init)))
        }
    }
}

extension LiveServingTests {
    /// The watcher's troubles reach clients.
    @Suite struct WatcherTroubles {
        @Test func aDeletedRootIsAnnouncedAndPickedUpAgain() throws {
            let harness = try ServingHarness(["Plain.xml": #"<UIView width="100%" height="60"/>"#])
            let client = try harness.client()
            client.send("SUBSCRIBE **")
            let first = try client.events(until: "render").last
            let root = harness.root.path
            try FileManager.default.removeItem(atPath: root)
            let lost = try client.events(until: "warning").last?["diagnostic"]?["message"]?.stringValue
            #expect(lost?.hasPrefix("watcher: the project root '") == true)
            #expect(lost?.hasSuffix("is not a directory any more (deleted or moved); nothing is watched until it is back") == true)
            #expect(try client.events(until: "removed").last?["template"] == "Plain.xml")
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data(#"<UIView width="100%" height="61"/>"#.utf8).write(to: URL(fileURLWithPath: root + "/Plain.xml"))
            let back = try client.events(until: "warning").last?["diagnostic"]?["message"]?.stringValue
            #expect(back?.hasSuffix("is back: watching it again") == true)
            let render = try client.events(until: "render", template: "Plain.xml").last
            #expect(render?.frame()?.height == 61)
            // Revisions never repeat for a path within one run.
            #expect((render?["revision"]?.numberValue ?? 0) > (first?["revision"]?.numberValue ?? 0))
        }
    }
}
