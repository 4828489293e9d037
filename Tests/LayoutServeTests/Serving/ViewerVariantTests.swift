import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    /// A body-font label, and one of a fixed height whose text is clipped at large sizes.
    static let variantProject: [String: String] = [
        "Label.xml": """
            <UIView width="100%" height="100%">
                <UILabel id="title" top="20" leading="16" font="body" text="Inbox"/>
            </UIView>
            """,
        "Fixed.xml": """
            <UIView width="100%" height="100%">
                <UILabel id="title" top="20" leading="16" width="120" height="21" font="body" text="Inbox"/>
            </UIView>
            """,
    ]

    static let titleFrame = """
        (() => { const view = document.querySelector('#screen [data-path="0.0"]');
          return view ? [view.style.left, view.style.top, view.style.width, view.style.height].join(' ') : null; })()
        """

    /// The header's text-size menu renders the page's panes in that Dynamic Type size: the
    /// body-font label grows from 17 pt text (L) to 40 pt (AX3); the address keeps the variant.
    @Test func textSizeMenuRendersTheVariant() throws {
        let harness = try Self.harness(with: Self.variantProject)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/?device=iphone-se#Label.xml")
        #expect(try page.wait(for: Self.titleFrame, toBe: "16px 20px 42px 20px") == "16px 20px 42px 20px")
        #expect(try page.evaluate("document.querySelector('#variant select[name=text-size]').value") == "L")

        try page.evaluate("(() => { const menu = document.querySelector('#variant select[name=text-size]'); menu.value = 'AX3'; menu.dispatchEvent(new Event('change')); return true; })()")
        #expect(try page.wait(for: Self.titleFrame, toBe: "16px 20px 98px 46px") == "16px 20px 98px 46px")
        #expect(try page.evaluate("new URL(location.href).searchParams.get('variant')") == "AX3")

        try page.evaluate("document.querySelector('#variant input[name=rtl]').click(); true")
        // 375 − 16 − 98: the leading edge at the right.
        #expect(try page.wait(for: Self.titleFrame, toBe: "261px 20px 98px 46px") == "261px 20px 98px 46px")
        #expect(try page.evaluate("new URL(location.href).searchParams.get('variant')") == "AX3,rtl")
    }

    /// `?variant=AX3` in the address starts the page in it, and the audit overlay asks /audit
    /// for that variant's findings: the fixed-height label is clipped at AX3 (not at L).
    @Test func auditOverlaysAreOfTheVariantShown() throws {
        let harness = try Self.harness(with: Self.variantProject)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/?device=iphone-se&variant=AX3&audit=1#Fixed.xml")
        let marked = "[...document.querySelectorAll('#screen .view.audit')].map((view) => [view.dataset.path, view.title])"
        let expected: JSON = [["0.0", "text-clipped: UILabel#title is 21 pt high but its 1 line of text need 46 pt"]]
        #expect(try page.wait(for: marked, toBe: expected) == expected)
        #expect(try page.evaluate("document.querySelector('#variant select[name=text-size]').value") == "AX3")

        try page.evaluate("(() => { const menu = document.querySelector('#variant select[name=text-size]'); menu.value = 'L'; menu.dispatchEvent(new Event('change')); return true; })()")
        let summary = "document.getElementById('audit-summary').textContent"
        #expect(try page.wait(for: summary, toBe: "no findings") == "no findings")
        #expect(try page.evaluate("new URL(location.href).searchParams.get('variant')") == .null)
    }

    /// An extra pane takes the header's variant and has its own: ticking its rtl puts the
    /// label's leading edge at the right of that pane only, and its caption names the variant.
    @Test func aPaneHasItsOwnVariant() throws {
        let harness = try Self.harness(with: Self.variantProject)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/?device=ipad#Label.xml")
        #expect(try page.wait(for: Self.titleFrame, toBe: "16px 20px 42px 20px") == "16px 20px 42px 20px")
        try page.evaluate("document.getElementById('add-device').click(); true")
        let paneFrame = """
            (() => { const view = document.querySelector('.pane:not(#primary) [data-path="0.0"]');
              return view ? [view.style.left, view.style.top, view.style.width, view.style.height].join(' ') : null; })()
            """
        let label = "document.querySelector('.pane:not(#primary) .pane-label').textContent"
        #expect(try page.wait(for: paneFrame, toBe: "16px 20px 42px 20px") == "16px 20px 42px 20px")
        #expect(try page.evaluate(label) == "iphone-se")

        try page.evaluate("(() => { const menu = document.querySelector('.pane:not(#primary) select[name=text-size]'); menu.value = 'AX3'; menu.dispatchEvent(new Event('change')); return true; })()")
        try page.evaluate("document.querySelector('.pane:not(#primary) input[name=rtl]').click(); true")
        // iphone-se: 375 − 16 − 98.
        #expect(try page.wait(for: paneFrame, toBe: "261px 20px 98px 46px") == "261px 20px 98px 46px")
        #expect(try page.evaluate(label) == "iphone-se · AX3 · rtl")
        // Its text is aligned as UIKit's natural alignment is right to left.
        #expect(try page.evaluate("document.querySelector('.pane:not(#primary) [data-path=\"0.0\"] .text').style.textAlign") == "right")
        #expect(try page.evaluate("document.querySelector('#screen [data-path=\"0.0\"] .text').style.textAlign") == "left")
        // The first pane is as it was.
        #expect(try page.evaluate(Self.titleFrame) == "16px 20px 42px 20px")
    }
}
