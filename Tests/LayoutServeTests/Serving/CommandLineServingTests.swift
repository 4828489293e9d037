import Foundation
import LayoutServe
import LayoutServeCLI
import TestSupport
import Testing

extension LiveServingTests {
    /// `serve`, `reload` and `subscribe` as a test script uses them, against real servers.
    @Suite struct CommandLine {
        static var examples: URL { FixturePaths.examples }

        /// A copy of the bundled example project (the server writes its SYNC cookies into the root).
        static func examplesCopy() throws -> [String: String] {
            var files: [String: String] = [:]
            let enumerator = FileManager.default.enumerator(atPath: examples.path)!
            while let path = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let file = examples.appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files[path] = try String(contentsOf: file, encoding: .utf8)
                }
            }
            return files
        }

        @Test func bundledExamplesCheckWithoutErrors() throws {
            let output = CapturedOutput()
            let check = try CheckCommand.parse([Self.examples.path])
            #expect(check.execute(output: output) == 0, "\(output.standard)")
            #expect(output.error == "checked 9 templates: 0 errors, 0 warnings\n")
        }

        @Test func reloadExitsZeroWithoutErrorsAndOneWithErrors() throws {
            let harness = try ServingHarness(try Self.examplesCopy())
            let output = CapturedOutput()
            let reload = try ReloadCommand.parse(["--port", "\(harness.port)"])
            #expect(reload.execute(output: output) == 0)
            #expect(output.standard.contains("ok Screens/Home.xml\n"))
            #expect(output.standard.contains("reloaded 9 templates: 0 with errors"))

            try harness.write("Screens/Profile.xml", "<UIView>\n  <UILabel txt=\"x\"/>\n</UIView>\n")
            harness.server.sync()
            let broken = CapturedOutput()
            #expect(try ReloadCommand.parse(["Screens/*", "--port", "\(harness.port)"]).execute(output: broken) == 1)
            #expect(broken.standard.contains("Screens/Profile.xml:2:12: error: Unknown property txt of UILabel"))
            #expect(broken.standard.contains("reloaded 3 templates: 1 with errors"))
        }

        /// A pattern no template matches is said so: `reload` exits 1, `subscribe` says it waits.
        @Test func aPatternMatchingNothingIsSaidSo() throws {
            let harness = try ServingHarness(try Self.examplesCopy())
            let reload = CapturedOutput()
            #expect(try ReloadCommand.parse(["Nope/*.xml", "--port", "\(harness.port)"]).execute(output: reload) == 1)
            #expect(reload.error == "error: no template matches Nope/*.xml\n")

            // `subscribe` reads the server's `subscribed` event: none matched, it says it waits.
            #expect(SubscribeCommand.note(forEvent: #"{"event":"subscribed","pattern":"Scrans/*.xml","templates":[]}"#, pattern: "Scrans/*.xml")
                == "layout-serve: no template matches Scrans/*.xml yet; waiting for one to appear\n")
            #expect(SubscribeCommand.note(forEvent: #"{"event":"subscribed","pattern":"Screens/*","templates":["Screens/Home.xml"]}"#,
                                          pattern: "Screens/*") == nil)
        }

        /// A note (a hexadecimal colour read from the app's initialiser) is sent with the render
        /// but is not one of the warnings `reload` counts; the stand-in beside it is.
        @Test func reloadCountsWarningsNotNotes() throws {
            let harness = try ServingHarness(["Badge.swift": SwiftLayoutBadge.source])
            let reload = CapturedOutput()
            #expect(try ReloadCommand.parse(["Badge.swift", "--port", "\(harness.port)"]).execute(output: reload) == 0)
            #expect(reload.standard.hasPrefix("ok Badge.swift\nreloaded 1 templates: 0 with errors, 1 warnings in "), "\(reload.standard)")
        }

        @Test func reloadWithoutAServerExitsTwo() throws {
            let output = CapturedOutput()
            #expect(try ReloadCommand.parse(["--port", "1"]).execute(output: output) == 2)
            #expect(output.error.hasPrefix("error: no layout-serve server at 127.0.0.1:1"))
        }

        @Test func subscribePrintsEventsAsTheyArrive() throws {
            let harness = try ServingHarness(try Self.examplesCopy())
            let output = CapturedOutput()
            let subscribe = try SubscribeCommand.parse(["Screens/Home.xml", "--port", "\(harness.port)", "--device", "ipad", "--count", "1"])
            #expect(subscribe.execute(output: output) == 0)
            let events = output.standard.split(separator: "\n").map { $0.prefix(60) }
            #expect(events.count == 4)
            #expect(events[0].hasPrefix(#"{"event":"hello""#))
            #expect(events[1].hasPrefix(#"{"event":"device""#))
            #expect(events[2].hasPrefix(#"{"event":"subscribed""#))
            #expect(events[3].hasPrefix(#"{"event":"render","template":"Screens/Home.xml""#))
        }

        /// Ends `serve` once the test has talked to it.
        final class ScriptedStop: ServingStop {
            let output: CapturedOutput
            var reloadStatus: Int32?

            init(output: CapturedOutput) {
                self.output = output
            }

            func wait() {
                guard let range = output.standard.firstMatch(of: /line protocol: 127\.0\.0\.1:(\d+)/), let port = UInt16(range.1) else { return }
                reloadStatus = try? ReloadCommand.parse(["--port", "\(port)"]).execute(output: CapturedOutput())
            }
        }

        @Test func serveAnnouncesItsAddressAndAnswersUntilStopped() throws {
            let folder = try TemporaryFolder(["One.xml": #"<UIView width="10" height="10"/>"#])
            defer { withExtendedLifetime(folder) {} }
            let directory = folder.url
            let output = CapturedOutput()
            let stop = ScriptedStop(output: output)
            let status = try ServeCommand.parse([directory.path, "--port", "0"]).execute(output: output, until: stop)
            #expect(status == 0, "\(output.error)")
            #expect(output.standard.contains("(1 templates)"))
            #expect(output.standard.contains("viewer: http://127.0.0.1:"))
            #expect(stop.reloadStatus == 0)
        }

        /// A bad `--device` is a usage error (64) for `serve` as for every other command.
        @Test func unknownDeviceIsAClearError() throws {
            let output = CapturedOutput()
            let status = try ServeCommand.parse([Self.examples.path, "--device", "toaster"]).execute(output: output, until: ScriptedStop(output: output))
            #expect(status == 64)
            #expect(output.error.hasPrefix("error: --device: unknown device \"toaster\": use a preset"))
        }
    }
}
