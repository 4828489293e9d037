import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    static let toggle = #"<UIView width="100%" height="100"><UILabel width="200" height="40" text="{isToggled ? 'on' : 'off'}"/></UIView>"#
    static let stateConfiguration = ##"{"state": {"isToggled": false}, "constants": {"brand": {"$color": "#336699"}}}"##

    @Test func stateListsTheConfigurationsStateAndConstants() throws {
        let harness = try Self.harness(with: ["Toggle.xml": Self.toggle, "layout-serve.json": Self.stateConfiguration])
        let answer = try LiveServingTests.HTTP.get("/state", port: harness.port)
        #expect(answer.lines.last == ##"{"state":{"isToggled":false},"template_state":{},"constants":{"brand":"#336699ff"}}"##)
    }

    /// The state editor shows the template's state, applies an edit with STATE (the label
    /// redraws), keeps it per template across a reload of the page, and shows the constants.
    @Test func theStateEditorAppliesStatePerTemplate() throws {
        let harness = try Self.harness(with: ["Toggle.xml": Self.toggle, "layout-serve.json": Self.stateConfiguration])
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Toggle.xml")
        let label = "document.querySelector('#screen [data-path=\"0.0\"] .line')?.textContent ?? null"
        #expect(try page.wait(for: label, toBe: "off") == "off")
        let editor = "JSON.stringify(JSON.parse(document.getElementById('state').value))"
        #expect(try page.wait(for: editor, toBe: #"{"isToggled":false}"#) == #"{"isToggled":false}"#)
        #expect(try page.evaluate("document.getElementById('constants').textContent.includes('\"brand\": \"#336699ff\"')") == true)

        _ = try page.evaluate("document.getElementById('state').value = '{\"isToggled\": tru'; document.getElementById('apply-state').click()")
        #expect(try page.evaluate("document.getElementById('state-error').textContent.startsWith('not JSON')") == true)
        _ = try page.evaluate("document.getElementById('state').value = '{\"isToggled\": true}'; document.getElementById('apply-state').click()")
        #expect(try page.wait(for: label, toBe: "on") == "on")

        // Other templates keep their state; a reload keeps this one's.
        // Reload after the evaluation returns (a navigation during it fails the call), then wait
        // for the new page: the marker set on this one is gone there.
        _ = try page.evaluate("window.beforeReload = true; setTimeout(() => location.reload(), 0); true")
        #expect(try page.wait(for: "window.beforeReload === undefined", toBe: true) == true)
        #expect(try page.wait(for: label, toBe: "on") == "on")
        #expect(try page.wait(for: editor, toBe: #"{"isToggled":true}"#) == #"{"isToggled":true}"#)
        _ = try page.evaluate(#"document.querySelector('#templates [data-template="Home.xml"]').click(); true"#)
        #expect(try page.wait(for: editor, toBe: #"{"isToggled":false}"#) == #"{"isToggled":false}"#)
    }
}
