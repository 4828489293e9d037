import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    static func harness(with files: [String: String]) throws -> ServingHarness {
        try ServingHarness(LiveServingTests.project.merging(files) { $1 }) { options in
            options.viewerDirectory = publicFolder.path
            options.server.sniffTimeout = ServerConfiguration().sniffTimeout
        }
    }

    static let projectDevices = #"{"devices": {"kiosk": {"width": 600, "height": 400, "scale": 1, "insets": [0, 0, 0, 0]}}}"#

    @Test func devicesListsThePresetsAndTheProjectsOwn() throws {
        let harness = try Self.harness(with: ["layout-serve.json": Self.projectDevices])
        let answer = try LiveServingTests.HTTP.get("/devices", port: harness.port)
        #expect(answer.status == "HTTP/1.1 200 OK")
        let devices = try JSON.parse(answer.lines.last ?? "")
        #expect(devices["default"] == "iphone-15")
        #expect(devices["presets"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
            == ["iphone-se", "iphone-13-mini", "iphone-15", "iphone-15-pro", "iphone-15-plus", "iphone-15-pro-max", "ipad", "ipad-pro-13"])
        #expect(devices["project"] == [["name": "kiosk", "width": 600, "height": 400, "scale": 1,
                                        "insets": ["top": 0, "left": 0, "bottom": 0, "right": 0]]])
    }

    /// The menu offers every preset and the project's devices; a second device shows side by
    /// side, and a save redraws both.
    @Test func twoDevicesSideBySideBothLive() throws {
        let harness = try Self.harness(with: ["layout-serve.json": Self.projectDevices])
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
        let options = "[...document.querySelectorAll('#device option')].map((option) => option.value).join(' ')"
        let all = " iphone-se iphone-13-mini iphone-15 iphone-15-pro iphone-15-plus iphone-15-pro-max ipad ipad-pro-13 kiosk"
        #expect(try page.wait(for: options, toBe: .string(all)) == .string(all))

        try page.evaluate("document.getElementById('add-device').click()")
        let panes = "[...document.querySelectorAll('.screen')].map((screen) => screen.dataset.device ?? '').join(' ')"
        #expect(try page.wait(for: panes, toBe: "iphone-15 iphone-se") == "iphone-15 iphone-se")
        try page.evaluate("(() => { const menu = document.querySelector('.pane:not(#primary) select'); menu.value = 'kiosk'; menu.dispatchEvent(new Event('change')); })()")
        #expect(try page.wait(for: panes, toBe: "iphone-15 kiosk") == "iphone-15 kiosk")
        let fitted = """
            (() => {
              const stage = document.getElementById('stage');
              const right = Math.max(...[...document.querySelectorAll('.screen')].map((screen) => screen.getBoundingClientRect().right));
              return right <= stage.getBoundingClientRect().right && stage.scrollWidth <= stage.clientWidth;
            })()
            """
        #expect(try page.evaluate(fitted) == true)

        try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
        let tops = "[...document.querySelectorAll('.screen [data-path=\"0.0\"]')].map((view) => view.style.top).join(' ')"
        #expect(try page.wait(for: tops, toBe: "25px 25px") == "25px 25px")
        try page.evaluate("document.querySelector('.pane:not(#primary) .pane-caption button').click()")
        #expect(try page.evaluate("document.querySelectorAll('.screen').length") == 1)
    }
}
