import Diagnostics
import Dispatch
import Foundation
import LayoutServe
import LayoutServeCLI
import Server
import TestSupport
import Testing

extension LiveServingTests {
    /// `serve --everlayout-bridge`: the port an unchanged EverLayout app connects to, seen
    /// through a client that behaves as the app's (one read burst = one document, routed by
    /// its JSON `name`).
    @Suite struct EverLayoutBridgeTests {
        static let home = #"{"name": "Home", "root": {"views": {"!title:UILabel": {"constraints": {"top left right": "@super <16"}, "properties": {"text": "Hello"}}}}}"#
        static let other = #"{"name": "Other", "root": {"views": {}}}"#

        static let project: [String: String] = [
            "Layouts/Home.json": home,
            "Layouts/Other.json": other,
            "Layouts/Nameless.json": #"{"root": {"views": {}}}"#,
            "Layouts/Injected.json": ##"{"name": "Injected", "root": {"views": {"!a": {"constraints": {"width height": "#{size}"}}}}}"##,
            "layout-serve.json": #"{"everlayout": {"inject": {"size": "+120", "quote": "\""}}}"#,
            "Plain.xml": #"<UIView width="100%" height="60"/>"#,
            "data.json": #"{"items": [1, 2]}"#,
            "Notes.txt": "notes",
            ".layout-ignore": "Drafts\n",
            "Drafts/Draft.json": #"{"name": "Draft", "root": {"views": {}}}"#,
        ]

        /// The project served with a bridge on a port of the kernel's choice.
        final class Fixture {
            let harness: ServingHarness
            let bridgePort: UInt16
            private let apps = OpenConnections()
            private var appCount = 0

            /// Each document a socket took whole: its size, when it started and ended.
            let written = WrittenDocuments()

            init() throws {
                harness = try ServingHarness(EverLayoutBridgeTests.project) { [apps, written] options in
                    options.everLayoutBridgePort = 0
                    options.everLayoutBridgeSockets.clientCountChanged = { apps.set($0) }
                    options.everLayoutBridgeSockets.documentWritten = { written.add(($0, $1, $2)) }
                }
                bridgePort = try #require(harness.server.everLayoutBridgePort)
            }

            /// An app the bridge has accepted.
            func app() throws -> EverLayoutAppClient {
                let app = try EverLayoutAppClient(port: bridgePort)
                appCount += 1
                let expected = appCount
                #expect(apps.wait { $0 == expected }, "the bridge did not accept app \(expected)")
                return app
            }

            /// Closes (or resets) `app` and waits until the bridge has let it go.
            func disconnect(_ app: EverLayoutAppClient, reset: Bool = false) {
                if reset { app.reset() } else { app.close() }
                appCount -= 1
                let expected = appCount
                #expect(apps.wait { $0 == expected }, "the bridge still counts the app that left")
            }

            /// Saves `text` and waits until the server has processed the change.
            func save(_ path: String, _ text: String) throws {
                try harness.write(path, text)
                harness.server.sync()
            }
        }

        static func update(_ name: String, _ text: String) -> EverLayoutAppClient.Burst {
            .update(name: name, bytes: Array(text.utf8))
        }

        @Test func aSavedLayoutReachesEveryAppOnceAsItsBytes() throws {
            let fixture = try Fixture()
            let first = try fixture.app()
            let second = try fixture.app()
            let edited = Self.home.replacingOccurrences(of: "Hello", with: "Bonjour")
            try fixture.save("Layouts/Home.json", edited)
            #expect(first.nextBurst() == Self.update("Home", edited))
            #expect(second.nextBurst() == Self.update("Home", edited))
            // Once: what comes next is the next save.
            let other = Self.other.replacingOccurrences(of: "{}", with: #"{"!box": {}}"#)
            try fixture.save("Layouts/Other.json", other)
            #expect(first.nextBurst() == Self.update("Other", other))
            #expect(second.nextBurst() == Self.update("Other", other))
        }

        @Test func theAppGetsTheFileNotTheInjectedText() throws {
            // The app injects its own data (and routes by the name read before injecting).
            let fixture = try Fixture()
            let app = try fixture.app()
            let text = ##"{"name": "Injected", "root": {"views": {"!b": {"constraints": {"width height": "#{size}"}}}}}"##
            try fixture.save("Layouts/Injected.json", text)
            #expect(app.nextBurst() == Self.update("Injected", text))
        }

        @Test func onlyLayoutsTheAppCanUseAreSent() throws {
            let fixture = try Fixture()
            let app = try fixture.app()
            let client = try fixture.harness.client()
            client.send("SUBSCRIBE Layouts/Home.json")
            try client.events(until: "render", template: "Layouts/Home.json")

            try fixture.save("Layouts/Home.json", #"{"name": "Home", "root": {"views": {"#)
            #expect(try client.events(until: "error", template: "Layouts/Home.json").last?["errors"]?.arrayValue?.count == 1)
            try fixture.save("Layouts/Nameless.json", #"{"root": {"views": {"!a": {}}}}"#)
            try fixture.save("Layouts/Injected.json", ##"{"name": "Injected", "root": {"views": {"!a": {"properties": {"text": "#{quote}"}}}}}"##)
            try fixture.save("Layouts/Other.json", #"{"name": "Other"}"#)
            try fixture.save("Drafts/Draft.json", #"{"name": "Draft", "root": {"views": {"!a": {}}}}"#)
            try fixture.save("data.json", #"{"items": [3]}"#)
            try fixture.save("Notes.txt", "more notes")
            try fixture.save("Plain.xml", #"<UIView width="100%" height="70"/>"#)
            try fixture.harness.remove("Layouts/Home.json")
            fixture.harness.server.sync()
            #expect(app.isQuiet())
            // The app's next document is the next good save.
            try fixture.save("Layouts/Other.json", Self.other)
            #expect(app.nextBurst() == Self.update("Other", Self.other))

            let log = fixture.harness.log.all
            for line in [
                "everlayout bridge: not sending Layouts/Home.json: not valid JSON (",
                #"everlayout bridge: not sending Layouts/Nameless.json: no "name" string: the app could not route it"#,
                "everlayout bridge: not sending Layouts/Injected.json: not valid JSON once #{} data is injected (",
                #"everlayout bridge: not sending Layouts/Other.json: no "root" object: the app would blank its screen"#,
            ] {
                #expect(log.contains { $0.hasPrefix(line) }, "\(line)")
            }
        }

        @Test func anAppThatResetsDisturbsNeitherTheOthersNorTheServer() throws {
            let fixture = try Fixture()
            let staying = try fixture.app()
            let resetting = try fixture.app()
            fixture.disconnect(resetting, reset: true)
            let edited = Self.home.replacingOccurrences(of: "Hello", with: "Hallo")
            try fixture.save("Layouts/Home.json", edited)
            #expect(staying.nextBurst() == Self.update("Home", edited))
            let client = try fixture.harness.client()
            client.send("PING")
            #expect(try client.next()["event"] == "pong")
            let newcomer = try fixture.app()
            try fixture.save("Layouts/Other.json", Self.other + "\n")
            #expect(newcomer.nextBurst() == Self.update("Other", Self.other + "\n"))
            #expect(staying.nextBurst() == Self.update("Other", Self.other + "\n"))
        }

        @Test func layoutServeJSONNamesThePort() throws {
            // A port the kernel just handed out and took back: free, and not a fixed number.
            let probe = DocumentPushServer(configuration: .init())
            let port = try probe.start()
            probe.stop()
            var files = Self.project
            files["layout-serve.json"] = #"{"everlayout": {"bridge": \#(port)}}"#
            do {
                // One watcher per process: this server goes at the end of the block.
                let harness = try ServingHarness(files)
                #expect(harness.server.everLayoutBridgePort == port)
                #expect(harness.log.all.contains("everlayout bridge: listening on 127.0.0.1:\(port)"))
            }
            #expect(try ServingHarness(Self.project).server.everLayoutBridgePort == nil)
        }

        @Test func serveAnnouncesTheBridgeAndRefusesAPortInUse() throws {
            let folder = try TemporaryFolder(["Home.json": Self.home])
            final class ConnectingStop: ServingStop {
                let output: CapturedOutput
                var accepted = false
                init(output: CapturedOutput) { self.output = output }
                func wait() {
                    guard let match = output.standard.firstMatch(of: /everlayout bridge: 127\.0\.0\.1:(\d+)/), let port = UInt16(match.1) else { return }
                    accepted = (try? EverLayoutAppClient(port: port)) != nil
                }
            }
            let output = CapturedOutput()
            let stop = ConnectingStop(output: output)
            let status = try ServeCommand.parse([folder.path, "--port", "0", "--everlayout-bridge", "0"]).execute(output: output, until: stop)
            #expect(status == 0, "\(output.error)")
            #expect(stop.accepted)
            #expect(output.standard.contains(#"(in the app: EverLayoutBridge.connectToLayoutServer(withIP: "127.0.0.1", port: ""#))

            let taken = DocumentPushServer(configuration: .init())
            let port = try taken.start()
            let refused = CapturedOutput()
            let failed = try ServeCommand.parse([folder.path, "--port", "0", "--everlayout-bridge", "\(port)"])
                .execute(output: refused, until: ConnectingStop(output: refused))
            #expect(failed == 2)
            #expect(refused.error.contains("bind(127.0.0.1:\(port)) failed: Address already in use"), "\(refused.error)")
        }

        // MARK: The Bridge cases of everlayout-cases.json, as data

        static let cases: [String: JSON] = {
            let url = FixturePaths.fixtures.appendingPathComponent("conformance/everlayout-cases.json")
            let all = try! JSON.parse(String(decoding: try! Data(contentsOf: url), as: UTF8.self))
            return Dictionary(uniqueKeysWithValues: all["cases"]!.arrayValue!.map { ($0["id"]!.stringValue!, $0) })
        }()

        /// The selection `ConformanceLedger.everLayoutBridge` is the three cases run below.
        @Test func theBridgeCasesAreRunHere() {
            #expect(ConformanceLedger.everLayoutBridge.ids
                == ["el-bridge-client-routes-by-json-name", "el-bridge-client-drops-unparseable-chunk", "el-bridge-disconnect-bookkeeping-bug"])
        }

        @Test func casesRoutedByTheJSONNameNotTheFileName() throws {
            let testCase = try #require(Self.cases["el-bridge-client-routes-by-json-name"])
            let received = try #require(testCase["input"]?["received_bytes"]?.stringValue)
            let notification = try #require(testCase["expected"]?["notification"]?.stringValue)
            let name = String(notification.dropFirst("layout-update__".count))
            let fixture = try Fixture()
            let app = try fixture.app()
            try fixture.save("Layouts/Screen.json", received)
            #expect(app.nextBurst() == Self.update(name, received))
        }

        @Test func casesOfTheAppsThatStayAreServed() throws {
            // el-bridge-disconnect-bookkeeping-bug: the Node bridge removed the last client
            // instead of the one that left; every client that stays must be served.
            let testCase = try #require(Self.cases["el-bridge-disconnect-bookkeeping-bug"])
            let names = try #require(testCase["input"]?["clients_connected_in_order"]?.arrayValue?.compactMap { $0.stringValue })
            let event = try #require(testCase["input"]?["event"]?.stringValue)
            let leaving = try #require(names.first { event.hasPrefix($0 + " closes") })
            let fixture = try Fixture()
            var apps: [String: EverLayoutAppClient] = [:]
            for name in names { apps[name] = try fixture.app() }
            fixture.disconnect(apps.removeValue(forKey: leaving)!)
            try fixture.save("Layouts/Home.json", Self.home + " ")
            for name in names where name != leaving {
                #expect(apps[name]!.nextBurst() == Self.update("Home", Self.home + " "), "\(name)")
            }
        }

        @Test func casesOfOneReadOneDocument() throws {
            // el-bridge-client-drops-unparseable-chunk: the app drops a split document, two
            // documents in one read and a non-JSON file; this client does as the app…
            let testCase = try #require(Self.cases["el-bridge-client-drops-unparseable-chunk"])
            #expect(testCase["input"]?["received"]?.arrayValue?.count == 3)
            let document = Array(Self.home.utf8)
            for burst in [Array(document[..<40]), document + document, Array("\u{0}\u{1}Bud1".utf8)] {
                #expect(EverLayoutAppClient.route(burst) == .dropped(burst))
            }
            // …so the bridge sends no other file, and two layouts saved together go out a gap
            // apart (100 ms after the first has left): the server's own clock shows the pacing,
            // whenever the test reads, and the app gets both whole and in order.
            let fixture = try Fixture()
            let app = try fixture.app()
            let home = Self.home + "\n"
            let other = Self.other + "\n"
            try fixture.harness.write("Layouts/Home.json", home)
            try fixture.harness.write("Layouts/Other.json", other)
            fixture.harness.server.sync()
            #expect(app.nextBytes(home.utf8.count + other.utf8.count) == Array((home + other).utf8))
            let documents = try #require(fixture.written.wait(for: 2))
            #expect(documents.map(\.bytes) == [home.utf8.count, other.utf8.count])
            #expect(documents[1].started.uptimeNanoseconds >= documents[0].ended.uptimeNanoseconds + 100_000_000)
        }
    }
}

/// The documents a bridge's sockets took, as the server reports them.
final class WrittenDocuments: @unchecked Sendable {
    private let condition = NSCondition()
    private var documents: [(bytes: Int, started: DispatchTime, ended: DispatchTime)] = []

    func add(_ document: (bytes: Int, started: DispatchTime, ended: DispatchTime)) {
        condition.lock()
        documents.append(document)
        condition.broadcast()
        condition.unlock()
    }

    /// The first `count` documents, once there are that many (nil after 10 s without).
    func wait(for count: Int) -> [(bytes: Int, started: DispatchTime, ended: DispatchTime)]? {
        let deadline = Date(timeIntervalSinceNow: 10)
        condition.lock()
        defer { condition.unlock() }
        while documents.count < count {
            if !condition.wait(until: deadline) { return nil }
        }
        return Array(documents.prefix(count))
    }
}
