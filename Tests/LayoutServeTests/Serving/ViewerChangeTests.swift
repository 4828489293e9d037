import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    /// After a push the views whose frame or props changed are highlighted, the others not;
    /// an error that replaces a good render keeps the last good frames, dimmed, behind the Red Box.
    @Test func highlightsChangesAndKeepsTheLastGoodFramesBehindTheRedBox() throws {
        let harness = try Self.harness()
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
        let labelTop = #"document.querySelector('#screen [data-path="0.0"]')?.style.top ?? null"#
        #expect(try page.wait(for: labelTop, toBe: "10px") == "10px")
        #expect(try page.evaluate("document.querySelectorAll('#screen .changed').length") == 0)

        try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
        #expect(try page.wait(for: labelTop, toBe: "25px") == "25px")
        let changed = "[...document.querySelectorAll('#screen .view.changed')].map((view) => view.dataset.path).join(' ')"
        // The label moved, and Shared.xml's view below it (top="previous.bottom") with it; the root did not change.
        #expect(try page.evaluate(changed) == "0.0 0.1")

        try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="1 +""#))
        let redBox = "document.querySelector('#redbox:not([hidden]) .message')?.textContent ?? null"
        #expect(try page.wait(for: redBox, toBe: "Undefined postfix operator +") == "Undefined postfix operator +")
        let behind = """
            [document.getElementById('device-frame').hidden, document.getElementById('screen').classList.contains('stale'),
             getComputedStyle(document.getElementById('screen')).opacity, document.getElementById('redbox').classList.contains('over-frames')]
            """
        #expect(try page.evaluate(behind) == [false, true, "0.35", true])
        #expect(try page.evaluate(labelTop) == "25px")

        try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="40""#))
        #expect(try page.wait(for: labelTop, toBe: "40px") == "40px")
        #expect(try page.evaluate("document.getElementById('screen').classList.contains('stale')") == false)
    }
}

extension LiveServingTests.Viewer {
    /// The viewer subscribes to patches: a save reaches it as a `patch` event, which it applies
    /// to the render it holds (the whole tree is not sent again), and draws.
    @Test func followsEditsThroughPatches() throws {
        let harness = try Self.harness()
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Home.xml")
        let labelTop = #"document.querySelector('#screen [data-path="0.0"]')?.style.top ?? null"#
        #expect(try page.wait(for: labelTop, toBe: "10px") == "10px")
        try page.evaluate("window.seen = []; viewer.source.addEventListener('message', (message) => window.seen.push(JSON.parse(message.data).event)); true")

        try harness.write("Home.xml", LiveServingTests.home.replacingOccurrences(of: #"top="10""#, with: #"top="25""#))
        #expect(try page.wait(for: labelTop, toBe: "25px") == "25px")
        #expect(try page.evaluate("window.seen.filter((name) => name === 'patch' || name === 'render')") == ["patch"])
        let held = "(() => { const event = viewer.templates.get('Home.xml'); return [event.event, event.tree.children[1].frame.y]; })()"
        #expect(try page.evaluate(held) == ["render", 55])
    }
}
