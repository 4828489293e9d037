import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    /// ↑/↓ walk the templates, `d` cycles the devices, `r` reopens the streams; keys typed in
    /// the state editor are not commands.
    @Test func theKeyboardWalksTemplatesAndDevices() throws {
        let harness = try Self.harness()
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
        let chosen = "document.querySelector('#templates li.selected')?.dataset.template ?? null"
        #expect(try page.wait(for: chosen, toBe: "Home.xml") == "Home.xml")
        func press(_ key: String, on target: String = "document.body") throws {
            try page.evaluate("\(target).dispatchEvent(new KeyboardEvent('keydown', { key: '\(key)', bubbles: true })); true")
        }
        try press("ArrowDown")
        #expect(try page.evaluate(chosen) == "Plain.xml")
        try press("ArrowDown")
        try press("ArrowDown")
        try press("ArrowDown")
        #expect(try page.evaluate(chosen) == "Home.xml", "wraps around after Shared.xml")
        try press("ArrowUp")
        #expect(try page.evaluate(chosen) == "Shared.xml")
        #expect(try page.evaluate("location.hash") == "#Shared.xml")

        let device = "document.querySelector('#screen')?.dataset.device ?? null"
        #expect(try page.wait(for: "document.querySelectorAll('#device option').length > 8", toBe: true) == true)
        try press("d")
        #expect(try page.wait(for: device, toBe: "iphone-15-pro") == "iphone-15-pro")
        try press("d")
        #expect(try page.wait(for: device, toBe: "iphone-15-plus") == "iphone-15-plus")
        #expect(try page.evaluate("new URL(location.href).searchParams.get('device')") == "iphone-15-plus")

        try page.evaluate("window.before = viewer.source; true")
        try press("r")
        #expect(try page.evaluate("viewer.source !== window.before") == true)
        #expect(try page.wait(for: device, toBe: "iphone-15-plus") == "iphone-15-plus")

        try press("ArrowDown", on: "document.getElementById('state')")
        #expect(try page.evaluate(chosen) == "Shared.xml")
    }
}
