import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests {
    /// The browser viewer (`Public/`): served at `/`, and — in headless Chromium — a page
    /// that lists the templates and draws the frames and Red Boxes the server pushes.
    @Suite struct Viewer {
        static let publicFolder = FixturePaths.repository.appendingPathComponent("Public")

        /// With the default sniffing window: the harness's 20 ms (which keeps the other
        /// suites fast) is shorter than Chromium may leave a preconnected socket idle.
        static func harness(_ files: [String: String] = LiveServingTests.project) throws -> ServingHarness {
            try ServingHarness(files) { options in
                options.viewerDirectory = publicFolder.path
                options.server.sniffTimeout = ServerConfiguration().sniffTimeout
            }
        }

        @Test func servesThePublicFolder() throws {
            let harness = try Self.harness()
            let page = try HTTP.get("/", port: harness.port)
            #expect(page.status == "HTTP/1.1 200 OK")
            let indexHTML = try String(contentsOf: Self.publicFolder.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(page.lines.contains("Content-Type: text/html; charset=utf-8"))
            #expect(page.lines.drop { !$0.isEmpty }.dropFirst().joined(separator: "\n") == indexHTML.trimmingCharacters(in: .newlines))
            let script = try HTTP.get("/viewer.js", port: harness.port)
            #expect(script.status == "HTTP/1.1 200 OK")
            #expect(script.lines.contains("Content-Type: text/javascript; charset=utf-8"))
            #expect(try HTTP.get("/viewer.css", port: harness.port).lines.contains("Content-Type: text/css; charset=utf-8"))
            #expect(try HTTP.get("/missing.js", port: harness.port).status == "HTTP/1.1 404 Not Found")
            #expect(try HTTP.get("/%2e%2e%2fPackage.swift", port: harness.port).status != "HTTP/1.1 200 OK")
            #expect(try HTTP.get("/Package.swift", port: harness.port).status == "HTTP/1.1 404 Not Found")
        }

        @Test func drawsTheTemplatesFramesAndFollowsEdits() throws {
            let browser = try HeadlessBrowser()
            let harness = try Self.harness()
            let url = "http://127.0.0.1:\(harness.port)/#Home.xml"
            // The label of Home.xml: top="10" left="20" width="200" height="30" text="{strings.Title}".
            let label = #"data-path="0.0" title="UILabel" style="left: 20px; top: 10px; width: 200px; height: 30px;"#
            let dom = try browser.dom(of: url) { $0.contains(label) }
            for template in ["Home.xml", "Plain.xml", "Settings.xml", "Shared.xml"] {
                #expect(dom.contains(#"data-template="\#(template)""#), "\(template) is listed")
            }
            #expect(!dom.contains("Drafts/Draft.xml"))
            #expect(dom.contains(#"<div class="line">Hello</div>"#))
            #expect(dom.contains(#"data-device="iphone-15""#))

            let client = try harness.client()
            try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
            _ = try client.sync()
            let moved = #"data-path="0.0" title="UILabel" style="left: 20px; top: 25px; width: 200px; height: 30px;"#
            #expect(try browser.dom(of: url) { $0.contains(moved) }.contains(moved))
        }

        /// One page kept open: a save redraws it in place, a broken save turns it into a Red
        /// Box and a fix back into frames — the events pushed, no reload.
        @Test func anOpenPageFollowsEveryPush() throws {
            let harness = try Self.harness()
            let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
            let labelTop = #"document.querySelector('[data-path="0.0"]')?.style.top ?? null"#
            #expect(try page.wait(for: labelTop, toBe: "10px") == "10px")
            _ = try page.evaluate("window.samePage = true")

            try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
            #expect(try page.wait(for: labelTop, toBe: "25px") == "25px")

            try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="1 +""#))
            let message = "document.querySelector('#redbox:not([hidden]) .message')?.textContent ?? null"
            let redBox = try page.wait(for: message, toBe: "Undefined postfix operator +")
            #expect(redBox == "Undefined postfix operator +")

            try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="40""#))
            #expect(try page.wait(for: labelTop, toBe: "40px") == "40px")
            #expect(try page.evaluate("document.querySelector('#redbox').hidden") == true)
            #expect(try page.evaluate("window.samePage") == true)
            // No socket Chromium opened ahead of need was taken for a line-protocol client.
            #expect(!harness.log.all.contains { $0.contains("looks like HTTP") }, "\(harness.log.all)")
        }

        @Test func theAddressPicksTheDevice() throws {
            let browser = try HeadlessBrowser()
            let harness = try Self.harness()
            // Plain.xml is `width="100%" height="60"`: as wide as the device.
            let dom = try browser.dom(of: "http://127.0.0.1:\(harness.port)/?device=320x480#Plain.xml") { $0.contains(#"data-device="320x480""#) }
            #expect(dom.contains(#"data-path="0" title="UIView" style="left: 0px; top: 0px; width: 320px; height: 60px;"#))
            #expect(dom.contains(#"<option value="320x480">320x480</option>"#))
        }

        @Test func showsARedBoxWithThePosition() throws {
            let browser = try HeadlessBrowser()
            let harness = try Self.harness()
            let client = try harness.client()
            try harness.write("Plain.xml", #"<UIView width="100%" height="6O"/>"#)
            _ = try client.sync()
            let dom = try browser.dom(of: "http://127.0.0.1:\(harness.port)/#Plain.xml") { $0.contains(#"<div class="diagnostic">"#) }
            #expect(dom.contains(#"<div class="message">Undefined postfix operator O</div>"#))
            #expect(dom.contains(#"<a class="source-link location" href="vscode://file/"#))
            #expect(dom.contains(#"/Plain.xml:1:31">Plain.xml:1:31</a>"#))
            #expect(dom.contains(#"<li data-template="Plain.xml" data-status="error""#))
        }
    }
}
