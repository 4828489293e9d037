import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    static let audited: [String: String] = [
        "Home.xml": """
            <UIView width="100%" height="200">
                <UIButton top="80" left="10" width="30" height="20" title="Go"/>
                <UILabel top="110" left="10" width="100" height="20" text="Fine"/>
            </UIView>
            """,
    ]

    /// `/audit/PATH` answers the template's findings on the device asked for, as
    /// `check --audit --format json` prints them, with the revision they are of.
    @Test func auditAnswersTheFindingsOfARender() throws {
        let harness = try Self.harness(Self.audited)
        let (status, lines) = try LiveServingTests.HTTP.get("/audit/Home.xml?device=iphone-se", port: harness.port)
        #expect(status == "HTTP/1.1 200 OK")
        let audit = try JSON.parse(lines.last ?? "")
        #expect(audit["event"] == "audit")
        #expect(audit["device"]?["name"] == "iphone-se")
        let findings = audit["findings"]?.arrayValue ?? []
        #expect(findings.map { $0["message"]?.stringValue ?? "" } == ["touch-target: UIButton is 30 × 20 pt: a touch target should be at least 44 × 44 pt"])
        #expect(findings.map { [$0["line"], $0["column"]] } == [[2, 5]])
        #expect(audit["variant"] == nil)
        #expect(try LiveServingTests.HTTP.get("/audit/Nope.xml", port: harness.port).status == "HTTP/1.1 404 Not Found")
        // A variant's audit names it as its render does: without the device.
        let variant = try JSON.parse(try LiveServingTests.HTTP.get("/audit/Home.xml?variant=iphone-se,AX3,rtl", port: harness.port).lines.last ?? "")
        #expect(variant["variant"] == "AX3,rtl")
        #expect(variant["device"]?["name"] == "iphone-se")
    }

    /// With "audit" on, the viewer outlines the view a finding is about, badges it with the
    /// rule and shows the message as its tooltip; a fix clears it, and unticking hides them.
    @Test func drawsTheAuditFindingsOverTheViews() throws {
        let harness = try Self.harness(Self.audited)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/?audit=1#Home.xml")
        let marked = "[...document.querySelectorAll('#screen .view.audit')].map((view) => [view.dataset.path, view.dataset.audit, view.title, view.querySelector('.audit-badge')?.textContent ?? null])"
        let expected: JSON = [["0.0", "touch-target", "touch-target: UIButton is 30 × 20 pt: a touch target should be at least 44 × 44 pt", "touch-target"]]
        #expect(try page.wait(for: marked, toBe: expected) == expected)
        #expect(try page.evaluate("document.getElementById('audit-summary').textContent") == "1 finding on 1 view")
        #expect(try page.evaluate("document.getElementById('audit').checked") == true)

        let fixed = Self.audited["Home.xml"]!.replacingOccurrences(of: #"width="30" height="20""#, with: #"width="44" height="44""#)
        try harness.write("Home.xml", fixed.replacingOccurrences(of: #"top="110""#, with: #"top="130""#))
        let summary = "document.getElementById('audit-summary').textContent"
        #expect(try page.wait(for: summary, toBe: "no findings") == "no findings")
        #expect(try page.evaluate("document.querySelectorAll('#screen .view.audit').length") == 0)

        try harness.write("Home.xml", Self.audited["Home.xml"]!)
        #expect(try page.wait(for: summary, toBe: "1 finding on 1 view") == "1 finding on 1 view")
        try page.evaluate("document.getElementById('audit').click(); true")
        #expect(try page.wait(for: "document.querySelectorAll('#screen .view.audit').length", toBe: 0) == 0)
        #expect(try page.evaluate(summary) == "")
        #expect(try page.evaluate("new URL(location.href).searchParams.get('audit')") == .null)
    }
}
