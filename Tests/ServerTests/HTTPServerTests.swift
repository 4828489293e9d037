import FileAccess
import Foundation
@testable import Server
import Testing

/// A temporary project directory with a template, a strings file, a symlink to a
/// directory outside it and a symlink to a file inside it.
final class TemporaryRoot {
    let path: String
    let outside: String

    init() throws {
        let base = NSTemporaryDirectory() + "server-tests-" + UUID().uuidString
        path = base + "/project"
        outside = base + "/outside"
        let files = FileManager.default
        try files.createDirectory(atPath: path + "/Screens", withIntermediateDirectories: true)
        try files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "<UIView/>\n".write(toFile: path + "/Screens/Home.xml", atomically: true, encoding: .utf8)
        try "\"title\" = \"Hi\";\n".write(toFile: path + "/Localizable.strings", atomically: true, encoding: .utf8)
        try "secret\n".write(toFile: outside + "/passwd", atomically: true, encoding: .utf8)
        try files.createSymbolicLink(atPath: path + "/etc", withDestinationPath: outside)
        try files.createSymbolicLink(atPath: path + "/Home-link.xml", withDestinationPath: path + "/Screens/Home.xml")
    }

    deinit { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
}

extension SocketTests {
    @Suite struct HTTPServerTests {
        @Test func getAndHeadServeTemplates() throws {
            let root = try TemporaryRoot()
            let server = try TestServer(root: try FileRoot(root.path))
            let get = try server.http("/templates/Screens/Home.xml")
            #expect(get.status == 200)
            #expect(get.headers["content-type"] == "application/xml; charset=utf-8")
            #expect(get.headers["content-length"] == "10")
            #expect(get.headers["connection"] == "close")
            #expect(get.body == "<UIView/>\n")
            let head = try server.http("/templates/Screens/Home.xml", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.headers["content-length"] == "10")
            #expect(head.body == "")
            let strings = try server.http("/templates/Localizable.strings", host: "127.0.0.1")
            #expect(strings.status == 200 && strings.headers["content-type"] == "text/plain")
            #expect(try server.http("/templates/Home-link.xml").status == 200)
            #expect(try server.http("/templates/Missing.xml").status == 404)
            #expect(try server.http("/templates/Screens").status == 404)
            #expect(try server.http("/json").body == "{\"event\":\"status\",\"clients\":1}\n")
        }

        static let traversals: [(String, Int)] = [
            ("/templates/../etc/passwd", 403),
            ("/templates/%2e%2e/%2e%2e/etc/passwd", 403),
            ("/templates/%2E%2E%2Fetc%2Fpasswd", 403),
            ("/templates//etc/passwd", 403),
            ("/templates/etc/passwd", 403),
            ("/templates/etc/missing", 404),
            ("/templates/Screens%00.xml", 400),
            ("http://localhost/templates/Screens/Home.xml", 400),
        ]

        @Test(arguments: traversals)
        func traversalAttemptsAreRefused(target: String, status: Int) throws {
            let root = try TemporaryRoot()
            let server = try TestServer(root: try FileRoot(root.path))
            let response = try server.http(target)
            #expect(response.status == status)
            #expect(!response.body.contains("secret"))
        }

        @Test func onlyGetAndHeadAreAllowed() throws {
            let server = try TestServer()
            for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
                let response = try server.http("/json", method: method)
                #expect(response.status == 405)
                #expect(response.headers["allow"] == "GET, HEAD")
            }
            let withBody = try server.http(raw: "POST /json HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello")
            #expect(withBody.status == 405)
        }

        @Test func onlyThisServersHostIsAnswered() throws {
            let server = try TestServer()
            #expect(try server.http("/json", host: "evil.example").status == 403)
            #expect(try server.http("/json", host: "evil.example:\(server.port)").status == 403)
            #expect(try server.http("/json", host: "localhost:\(server.port &+ 1)").status == 403)
            #expect(try server.http("/json", host: "localhost").status == 200)
            #expect(try server.http("/json", host: "127.0.0.1:\(server.port)").status == 200)
            #expect(try server.http(raw: "GET /json HTTP/1.1\r\n\r\n").status == 400)
            #expect(try server.http(raw: "GET /json HTTP/1.0\r\nHost: localhost\r\n\r\n").status == 200)
        }

        @Test func oversizedHeadersAre431() throws {
            let server = try TestServer { $0.maxHeaderBytes = 2048 }
            let big = try server.http(raw: "GET /json HTTP/1.1\r\nHost: localhost\r\nX-Big: \(String(repeating: "a", count: 4096))\r\n\r\n")
            #expect(big.status == 431)
        }

        @Test func eventStreamDeliversEventsAndKeepAlives() throws {
            let server = try TestServer { $0.keepAliveInterval = .milliseconds(50) }
            let client = try TestClient(port: server.port)
            client.send("GET /events?subscribe=Screens%2F*.xml HTTP/1.1\r\nHost: localhost:\(server.port)\r\nAccept: text/event-stream\r\n\r\n")
            #expect(client.readLine() == "HTTP/1.1 200 OK")
            var headers: [String] = []
            while let line = client.readLine(), !line.isEmpty { headers.append(line) }
            #expect(headers == ["Content-Type: text/event-stream; charset=utf-8", "Cache-Control: no-store", "Connection: close"])
            #expect(client.readLine() == #"data: {"event":"subscribed","pattern":"Screens/*.xml"}"#)
            #expect(client.readLine() == "")
            let stream = try #require(server.recorder.snapshot.streams.first)
            #expect(stream.kind == .eventStream)
            #expect(server.server.clients.contains(stream))
            #expect(server.server.broadcast(OutgoingMessage(["event": "render", "template": "Screens/Home.xml"])) == 1)
            var sawEvent = false
            var sawKeepAlive = false
            while !(sawEvent && sawKeepAlive), let line = client.readLine() {
                if line == #"data: {"event":"render","template":"Screens/Home.xml"}"# { sawEvent = true }
                if line == ": keep-alive" { sawKeepAlive = true }
            }
            #expect(sawEvent && sawKeepAlive)
            withExtendedLifetime(client) {}
        }

        @Test func closingTheStreamIsReported() throws {
            let server = try TestServer()
            var client: TestClient? = try TestClient(port: server.port)
            client?.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(server.recorder.wait { !$0.streams.isEmpty })
            let stream = try #require(server.recorder.snapshot.streams.first)
            client = nil
            #expect(server.recorder.closeReason(of: stream) == .peerClosed)
        }

        @Test func headOfAnEventStreamIsJustTheHead() throws {
            let server = try TestServer()
            let response = try server.http("/events", method: "HEAD")
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/event-stream; charset=utf-8")
            #expect(response.body == "")
            #expect(server.recorder.snapshot.streams.isEmpty)
        }
    }
}

extension SocketTests {
    @Suite struct HTTPEdgeTests {
        @Test func aDeferredReplyIsSentWhenTheHandlerResponds() throws {
            let server = try TestServer()
            let response = try server.http("/deferred")
            #expect(response.status == 200)
            #expect(response.body == "answered later\n")
        }

        @Test func aStalledRequestHeadTimesOut() throws {
            let server = try TestServer { $0.requestTimeout = .milliseconds(200) }
            let client = try TestClient(port: server.port)
            client.send("GET /json HTTP/1.1\r\nHost: local")
            let response = HTTPExchange(raw: client.readToEnd() ?? "")
            #expect(response.status == 408)
        }

        @Test func errorsForHeadRequestsHaveNoBody() throws {
            let server = try TestServer()
            let response = try server.http("/json", method: "HEAD", host: "evil.example")
            #expect(response.status == 403)
            #expect(response.headers["content-length"] != "0")
            #expect(response.body == "")
        }

        @Test func listensOnIPv6Loopback() throws {
            let server = try TestServer { $0.host = "::1" }
            let client = try server.lineClient(ipv6: true)
            client.send("PING\n")
            #expect(client.readLine() == #"{"event":"pong"}"#)
            let http = try TestClient(port: server.port, ipv6: true)
            http.send("GET /json HTTP/1.1\r\nHost: [::1]:\(server.port)\r\n\r\n")
            #expect(HTTPExchange(raw: http.readToEnd() ?? "").status == 200)
        }
    }
}
