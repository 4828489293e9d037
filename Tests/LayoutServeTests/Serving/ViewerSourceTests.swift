import Diagnostics
import Foundation
import Server
import Testing

extension LiveServingTests.Viewer {
    /// Views and Red Boxes link to their source: the editor URL of `layout-serve.json`
    /// (`vscode://file/{path}:{line}:{column}` by default) and a pane with the lines around it.
    @Test func viewsAndRedBoxesLinkToTheirSource() throws {
        let harness = try Self.harness()
        let root = try JSON.parse(try LiveServingTests.HTTP.get("/editor", port: harness.port).lines.last ?? "")["root"]?.stringValue ?? ""
        #expect(!root.isEmpty)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
        let label = #"document.querySelector('[data-path="0.0"]')"#
        #expect(try page.wait(for: "\(label) !== null", toBe: true) == true)
        _ = try page.evaluate("\(label).click(); true")
        let link = "document.querySelector('#inspector a.source-link')?.getAttribute('href') ?? null"
        #expect(try page.wait(for: link, toBe: .string("vscode://file/\(root)/Home.xml:2:5")) == .string("vscode://file/\(root)/Home.xml:2:5"))
        let pane = "document.querySelector('#inspector .source-pane')?.textContent ?? ''"
        let excerpt = #"▶    2 |     <UILabel top="10" left="20" width="200" height="30" text="{strings.Title}"/>"#
        #expect(try page.wait(for: "(\(pane)).includes(\(JSON.string(excerpt).encoded))", toBe: true) == true)

        try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="1 +""#))
        let redBoxLink = "document.querySelector('#redbox:not([hidden]) a.location')?.getAttribute('href') ?? null"
        let expected = JSON.string("vscode://file/\(root)/Home.xml:2:21")
        #expect(try page.wait(for: redBoxLink, toBe: expected) == expected)
    }

    @Test func theEditorURLComesFromTheConfiguration() throws {
        let harness = try ServingHarness(
            LiveServingTests.project.merging(["layout-serve.json": #"{"editor_url": "idea://open?file={path}&line={line}"}"#]) { $1 }
        ) { options in
            options.viewerDirectory = Self.publicFolder.path
            options.server.sniffTimeout = ServerConfiguration().sniffTimeout
        }
        let editor = try JSON.parse(try LiveServingTests.HTTP.get("/editor", port: harness.port).lines.last ?? "")
        #expect(editor["url"] == "idea://open?file={path}&line={line}")
        let root = editor["root"]?.stringValue ?? ""
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Plain.xml")
        let view = #"document.querySelector('[data-path="0"]')"#
        #expect(try page.wait(for: "\(view) !== null", toBe: true) == true)
        _ = try page.evaluate("\(view).click(); true")
        let link = "document.querySelector('#inspector a.source-link')?.getAttribute('href') ?? null"
        let expected = JSON.string("idea://open?file=\(root)/Plain.xml&line=1")
        #expect(try page.wait(for: link, toBe: expected) == expected)
    }
}
