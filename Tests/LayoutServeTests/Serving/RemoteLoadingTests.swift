import Diagnostics
import Foundation
@testable import LayoutServe
import Server
import Synchronization
import Templates
import Testing

extension LiveServingTests {
    /// `LOAD http(s)://…` end to end: a second HTTP server on 127.0.0.1 plays the remote host.
    @Suite struct RemoteLoading {
        static let home = #"<UIView width="100%" height="300"><UIView xml="Parts/Card.xml" top="12"/></UIView>"#
        static let card = #"<UIView width="90" height="40"/>"#

        /// A project that allows the origin's address (`127.0.0.1:PORT`) and nothing else.
        static func harness(for origin: TemplateOrigin, timeout: Duration = .seconds(5)) throws -> ServingHarness {
            try ServingHarness(LiveServingTests.project.merging(
                ["layout-serve.json": #"{"remote_hosts": ["127.0.0.1:\#(origin.port)"]}"#]) { $1 }
            ) { options in
                options.remoteTimeout = timeout
                options.remoteMaximumBytes = 4096
            }
        }

        @Test func loadFetchesTheTemplateAndItsIncludesThenRenders() throws {
            let origin = try TemplateOrigin(["/app/Home.xml": Self.home, "/app/Parts/Card.xml": Self.card])
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            let url = origin.url("/app/Home.xml")
            client.send("LOAD \(url)")
            let subscribed = try client.next()
            #expect(subscribed["event"] == "subscribed")
            #expect(subscribed["templates"] == [.string(url)])
            let render = try client.next()
            #expect(render["event"] == "render")
            #expect(render["template"]?.stringValue == url)
            #expect(render.frame(0)?.y == 12)
            #expect(render.frame(0)?.width == 90)
            #expect(origin.requests == ["/app/Home.xml", "/app/Parts/Card.xml"])
            client.send("LIST")
            let list = try client.events(until: "list").last!
            #expect(list["templates"]?.arrayValue?.compactMap { $0["template"]?.stringValue }.contains(url) == true)
        }

        /// A redirect to an allowed host is followed (the fetcher follows redirects itself, so
        /// that each target is checked), up to eight of them.
        @Test func redirectsWithinRemoteHostsAreFollowed() throws {
            let origin = try TemplateOrigin(["/app/Home.xml": Self.home, "/app/Parts/Card.xml": Self.card])
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            let url = origin.url("/Moved/app/Home.xml")
            client.send("LOAD \(url)")
            let render = try client.events(until: "render").last!
            #expect(render["template"]?.stringValue == url)
            #expect(render.frame(0)?.width == 90)
            #expect(origin.requests == ["/Moved/app/Home.xml", "/app/Home.xml", "/Moved/app/Parts/Card.xml", "/app/Parts/Card.xml"])
            let looping = try harness.client()
            looping.send("LOAD \(origin.url("/Loop.xml"))")
            let error = try looping.events(until: "error").last!
            #expect(error["errors"]?.arrayValue?.first?["message"]?.stringValue == "Unable to read \(origin.url("/Loop.xml")): it redirects more than 8 times")
            #expect(origin.requests.filter { $0 == "/Loop.xml" }.count == 9)
        }

        /// A remote template belongs to the clients that loaded it: others do not see it in
        /// LIST or `**`, and it is unloaded when the last of them goes.
        @Test func remoteTemplatesAreScopedToTheirClients() throws {
            let origin = try TemplateOrigin(["/app/Home.xml": Self.home, "/app/Parts/Card.xml": Self.card])
            let harness = try Self.harness(for: origin)
            var loader: ProtocolClient? = try harness.client()
            let other = try harness.client()
            let url = origin.url("/app/Home.xml")
            loader?.send("LOAD \(url)")
            #expect(try loader?.events(until: "render").last?["template"]?.stringValue == url)
            #expect(harness.server.templateCount == 5)
            other.send("SUBSCRIBE **")
            #expect(try other.next()["templates"] == ["Home.xml", "Plain.xml", "Settings.xml", "Shared.xml"])
            _ = try other.sync()
            other.send("LIST")
            let listed = try other.events(until: "list").last?["templates"]?.arrayValue?.compactMap { $0["template"]?.stringValue }
            #expect(listed == ["Home.xml", "Plain.xml", "Settings.xml", "Shared.xml"])
            loader = nil
            // The server is told of a close before it counts the connection as gone; a later
            // command of another client is handled after that.
            #expect(harness.waitForOpenConnections(atMost: 1))
            other.send("PING")
            _ = try other.events(until: "pong")
            #expect(harness.server.templateCount == 4)
        }

        @Test func urlsWithCredentialsAreRefusedWithoutEchoingThem() throws {
            let origin = try TemplateOrigin(["/app/Home.xml": Self.home])
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            client.send("LOAD http://ada:secret@127.0.0.1:\(origin.port)/app/Home.xml")
            #expect(try client.next()["message"] == "LOAD: URLs with a user name or password are not accepted")
            #expect(origin.requests.isEmpty)
        }

        @Test func reloadFetchesRemoteTemplatesAgain() throws {
            let origin = try TemplateOrigin(["/app/Home.xml": Self.home, "/app/Parts/Card.xml": Self.card])
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            let url = origin.url("/app/Home.xml")
            client.send("LOAD \(url)")
            #expect(try client.events(until: "render").last?.frame(0)?.width == 90)

            origin.set("/app/Parts/Card.xml", #"<UIView width="70" height="40"/>"#)
            client.send("RELOAD \(url)")
            let events = try client.events(until: "reloaded")
            #expect(events.map { $0["event"] } == ["render", "reloaded"])
            #expect(events[0].frame(0)?.width == 70)
            #expect(events[1]["templates"] == 1)
            // Both files again, fetched side by side (in either order).
            #expect(origin.requests.dropFirst(2).sorted() == ["/app/Home.xml", "/app/Parts/Card.xml"])
            // A project-wide RELOAD fetches it too; a glob over project folders does not.
            client.send("RELOAD *.xml")
            _ = try client.events(until: "reloaded")
            #expect(origin.requests.count == 4)
        }

        @Test func failedFetchesAreRedBoxesThatSayWhy() throws {
            let origin = try TemplateOrigin([
                "/Big.xml": "<UIView>" + String(repeating: "<UIView/>", count: 1000) + "</UIView>",
                "/Elsewhere.xml": #"<UIView xml="http://localhost:1/Card.xml"/>"#,
                "/Junk.xml": "\u{1}\u{2}PK\u{3}\u{4}",
                "/CycleA.xml": #"<UIView><UIView xml="CycleB.xml"/></UIView>"#,
                "/CycleB.xml": #"<UIView><UIView xml="CycleA.xml"/></UIView>"#,
            ])
            let harness = try Self.harness(for: origin, timeout: .seconds(1))
            let cases: [(path: String, message: String)] = [
                ("/Missing.xml", "Unable to read \(origin.url("/Missing.xml")): the server answered HTTP 404"),
                // An error page larger than the limit: its status, not its size (not read past its headers).
                ("/Gone.xml", "Unable to read \(origin.url("/Gone.xml")): the server answered HTTP 410"),
                ("/Big.xml", "Unable to read \(origin.url("/Big.xml")): it is larger than the limit of 4096 bytes"),
                ("/Slow.xml", "Unable to read \(origin.url("/Slow.xml")): no answer within 1 s"),
                ("/Redirect.xml", "Unable to read \(origin.url("/Redirect.xml")): it redirects to http://localhost:\(origin.port)/Big.xml, whose host is not in remote_hosts"),
                ("/Elsewhere.xml", "Unable to read http://localhost:1/Card.xml: host localhost is not in remote_hosts of layout-serve.json"),
                ("/Junk.xml", "Character U+0001 is not allowed in XML"),
                ("/CycleA.xml", "Include cycle: \(origin.url("/CycleA.xml")) → \(origin.url("/CycleB.xml")) → \(origin.url("/CycleA.xml"))"),
            ]
            for (path, message) in cases {
                let client = try harness.client()
                client.send("LOAD \(origin.url(path))")
                let error = try client.events(until: "error").last!
                #expect(error["template"]?.stringValue == origin.url(path))
                #expect(error["errors"]?.arrayValue?.first?["message"]?.stringValue == message, "\(path)")
            }
            // TLS to a server that speaks plain HTTP.
            let secure = try harness.client()
            secure.send("LOAD https://127.0.0.1:\(origin.port)/Big.xml")
            let tls = try secure.events(until: "error").last?["errors"]?.arrayValue?.first?["message"]?.stringValue
            #expect(tls?.hasPrefix("Unable to read https://127.0.0.1:\(origin.port)/Big.xml: the TLS handshake failed (") == true, "\(tls ?? "")")
            // The server is still fine.
            let client = try harness.client()
            client.send("PING")
            #expect(try client.next()["event"] == "pong")
        }

        /// After the server stops, a fetch still queued fails at once with a reason instead
        /// of starting a task on the invalidated session.
        @Test func aFetcherThatWasStoppedFailsAtOnce() throws {
            let fetcher = RemoteFetcher(isAllowed: { _ in true })
            fetcher.invalidate()
            let result = Mutex<Result<[UInt8], TemplateLoadError>?>(nil)
            fetcher.fetch(URL(string: "http://127.0.0.1:1/Home.xml")!) { outcome in result.withLock { $0 = outcome } }
            #expect(result.withLock { $0 } == .failure(.unreadable("the server is stopping")))
            // Only http and https are fetched.
            RemoteFetcher(isAllowed: { _ in true }).fetch(URL(string: "ftp://127.0.0.1/Home.xml")!) { outcome in result.withLock { $0 = outcome } }
            #expect(result.withLock { $0 } == .failure(.unreadable("only http and https URLs can be fetched")))
        }

        /// The attack: 200 `LOAD` lines sent at once were all accepted (the cap of 32 was counted
        /// only when a fetch completed). Now a `LOAD` counts when it is accepted.
        @Test func loadLinesSentAtOnceCountTowardsTheLimitWhenAccepted() throws {
            var files: [String: String] = [:]
            for number in 0..<40 { files["/T\(number).xml"] = Self.card }
            let origin = try TemplateOrigin(files)
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            for number in 0..<40 { client.send("LOAD \(origin.url("/T\(number).xml"))") }
            var refused: [String] = []
            var rendered = 0
            while refused.count + rendered < 40 {
                let event = try client.next()
                switch event["event"]?.stringValue {
                case "protocol-error": refused.append(event["message"]?.stringValue ?? "")
                case "render": rendered += 1
                default: continue
                }
            }
            #expect(rendered == 32)
            #expect(refused.count == 8)
            #expect(refused.first == "LOAD \(origin.url("/T32.xml")): a client may have at most 32 remote templates loaded")
            #expect(origin.requests.count == 32)
        }

        /// The attack: a remote template whose includes each include 20 more was fetched round
        /// after round (47,000 fetches in 60 s). One remote template brings in at most 128 files;
        /// the includes past that are errors that say so.
        @Test func aRemoteTemplateBringsInABoundedNumberOfFiles() throws {
            var files: [String: String] = [:]
            func node(_ name: String, depth: Int) {
                let children = depth == 0 ? [] : (0..<20).map { "\(name)_\($0)" }
                files["/\(name).xml"] = "<UIView>" + children.map { #"<UIView xml="\#($0).xml"/>"# }.joined() + "</UIView>"
                for child in children { node(child, depth: depth - 1) }
            }
            node("N", depth: 3)
            #expect(files.count == 8421)
            let origin = try TemplateOrigin(files)
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            client.send("LOAD \(origin.url("/N.xml"))")
            let error = try client.events(until: "error").last
            let messages = error?["errors"]?.arrayValue?.compactMap { $0["message"]?.stringValue } ?? []
            #expect(messages.first?.hasSuffix(": not fetched: a remote template may bring in at most 128 files") == true, "\(messages.first ?? "")")
            #expect(origin.requests.count == 128)
            client.send("PING")
            #expect(try client.events(until: "pong").count >= 1)
        }

        /// The attack: fetching went on after the client that asked for it left. Its fetches
        /// are cancelled, and nothing it fetched is kept.
        @Test func aClientThatLeavesStopsItsFetches() throws {
            let origin = try TemplateOrigin([:])
            let harness = try Self.harness(for: origin)
            var client: ProtocolClient? = try harness.client()
            client?.send("LOAD \(origin.url("/Slow.xml"))")
            client?.send("PING")
            _ = try client?.events(until: "pong")
            client = nil
            #expect(harness.waitForOpenConnections(atMost: 0))
            let other = try harness.client()
            other.send("PING")
            _ = try other.events(until: "pong")
            #expect(harness.log.all.contains("remote: cancelled 1 fetch of a client that left"))
            #expect(harness.server.templateCount == 4)
        }

        @Test func hostsOutsideRemoteHostsAreRefusedBeforeFetching() throws {
            let origin = try TemplateOrigin(["/Home.xml": Self.card])
            let harness = try Self.harness(for: origin)
            let client = try harness.client()
            for url in ["http://localhost:\(origin.port)/Home.xml", "http://127.0.0.1:1/Home.xml", "https://example.com/Home.xml", "http://"] {
                client.send("LOAD \(url)")
                let refused = try client.next()
                #expect(refused["event"] == "protocol-error", "\(url)")
            }
            #expect(origin.requests.isEmpty)
        }
    }
}

/// A read-only HTTP server on 127.0.0.1 serving templates from memory. `/Slow.xml` never
/// answers; `/Redirect.xml` redirects to the same port under the name `localhost`, `/Loop.xml`
/// to itself, and `/Moved/PATH` to `/PATH`; `/Gone.xml` answers 410 with a 20 KB page.
final class TemplateOrigin: Sendable {
    /// What the connection handlers read and record.
    private final class State: Sendable {
        let files: Mutex<[String: String]>
        let requests = Mutex<[String]>([])
        let port = Mutex<UInt16>(0)
        init(_ files: [String: String]) { self.files = Mutex(files) }
    }

    private let server: TCPServer
    private let state: State
    let port: UInt16

    init(_ files: [String: String]) throws {
        let state = State(files)
        self.state = state
        let handler = ConnectionHandler(httpRequest: { request, _ in
            let path = "/" + request.path.segments.joined(separator: "/")
            state.requests.withLock { $0.append(path) }
            switch path {
            case "/Slow.xml":
                return .deferred
            case "/Gone.xml":
                return .response(.text(String(repeating: "gone ", count: 4000), status: HTTPStatus(code: 410, reason: "Gone")))
            case "/Loop.xml":
                let target = "http://127.0.0.1:\(state.port.withLock { $0 })/Loop.xml"
                return .response(HTTPResponse(status: HTTPStatus(code: 302, reason: "Found"), headers: [("Location", target)]))
            case _ where path.hasPrefix("/Moved/"):
                let target = "http://127.0.0.1:\(state.port.withLock { $0 })" + path.dropFirst("/Moved".count)
                return .response(HTTPResponse(status: HTTPStatus(code: 301, reason: "Moved Permanently"), headers: [("Location", target)]))
            case "/Redirect.xml":
                let target = "http://localhost:\(state.port.withLock { $0 })/Big.xml"
                return .response(HTTPResponse(status: HTTPStatus(code: 302, reason: "Found"), headers: [("Location", target)]))
            default:
                guard let text = state.files.withLock({ $0[path] }) else { return .response(.text("not found", status: .notFound)) }
                return .response(.file(Array(text.utf8), path: path))
            }
        })
        var configuration = ServerConfiguration()
        configuration.sniffTimeout = .milliseconds(20)
        server = TCPServer(configuration: configuration, handler: handler)
        port = try server.start()
        state.port.withLock { $0 = port }
    }

    deinit { server.stop() }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func set(_ path: String, _ text: String) { state.files.withLock { $0[path] = text } }

    /// Paths requested so far, in order.
    var requests: [String] { state.requests.withLock { $0 } }
}
