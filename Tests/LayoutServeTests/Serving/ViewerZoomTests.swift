import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    /// The whole device fits the window (no horizontal scrollbar), 1:1 and the zoom control
    /// scale it, and the safe area and status bar's region are drawn at the device's insets.
    @Test(arguments: ["iphone-15", "ipad-pro-13", "iphone-se"])
    func theWholeDeviceFitsTheWindow(device: String) throws {
        let harness = try Self.harness()
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/?device=\(device)#Home.xml")
        #expect(try page.wait(for: "document.querySelector('#screen')?.dataset.device ?? null", toBe: .string(device)) == .string(device))
        let fits = """
            (() => {
              const stage = document.getElementById("stage").getBoundingClientRect();
              const screen = document.getElementById("screen").getBoundingClientRect();
              const scrolls = document.getElementById("stage").scrollWidth > document.getElementById("stage").clientWidth
                || document.documentElement.scrollWidth > document.documentElement.clientWidth;
              return screen.left >= stage.left && screen.right <= stage.right && screen.top >= stage.top
                && screen.bottom <= stage.bottom + 0.5 && !scrolls;
            })()
            """
        #expect(try page.evaluate(fits) == true)
        #expect(try page.evaluate("document.getElementById('zoom-fit').getAttribute('aria-pressed')") == "true")

        let width = "Math.round(document.getElementById('screen').getBoundingClientRect().width * 100) / 100"
        try page.evaluate("document.getElementById('zoom-one').click()")
        let points: JSON = device == "iphone-15" ? 393 : device == "ipad-pro-13" ? 1032 : 375
        #expect(try page.evaluate(width) == points)
        #expect(try page.evaluate("document.getElementById('zoom-value').textContent") == "100%")
        try page.evaluate("(() => { const zoom = document.getElementById('zoom'); zoom.value = '50'; zoom.dispatchEvent(new Event('input')); })()")
        #expect(try page.evaluate(width) == .number((points.numberValue ?? 0) / 2))
        #expect(try page.evaluate("document.getElementById('zoom-value').textContent") == "50%")

        let insets: [String: (top: Double, bottom: Double)] = ["iphone-15": (59, 34), "ipad-pro-13": (24, 20), "iphone-se": (20, 0)]
        let regions = """
            (() => {
              const safe = document.querySelector('#screen .safe-area'), bar = document.querySelector('#screen .status-bar');
              return [parseFloat(safe.style.top), parseFloat(safe.style.height), bar ? bar.offsetHeight : null];
            })()
            """
        let expected = insets[device]!
        let height = device == "iphone-15" ? 852.0 : device == "ipad-pro-13" ? 1376 : 667
        #expect(try page.evaluate(regions) == [.number(expected.top), .number(height - expected.top - expected.bottom), .number(expected.top)])
    }
}
