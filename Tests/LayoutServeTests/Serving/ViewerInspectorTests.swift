import Diagnostics
import Foundation
import Server
import TestSupport
import Testing

extension LiveServingTests.Viewer {
    static let inspected = """
        <UIView width="100%" height="100%">
            <UIScrollView top="100" left="10" width="300" height="200" contentInset="{insets}" backgroundColor="#33669980">
                <UILabel top="20" left="30" width="200" height="40" text="Hello" font="Helvetica 17 bold"
                         textColor="red" textAlignment="center"/>
            </UIScrollView>
        </UIView>
        """

    /// The inspector shows props as a person reads them — a font as `Helvetica Bold
    /// 17`, a colour as a swatch with its hex, insets, an enum case by name with its type — and
    /// the frame in the parent and on screen. A Layout template has no constraints section.
    @Test func theInspectorShowsPropsAsAPersonReadsThem() throws {
        var files = LiveServingTests.project
        files["Inspect.xml"] = Self.inspected
        files["layout-serve.json"] = #"{"constants": {"insets": {"$insets": [1, 2, 3, 4]}}}"#
        let harness = try Self.harness(files)
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Inspect.xml")
        let label = #"document.querySelector('#screen [data-path="0.0.0"]')"#
        #expect(try page.wait(for: "\(label) !== null", toBe: true) == true)
        _ = try page.evaluate("\(label).click(); true")
        func shown(_ name: String, _ part: String = "") throws -> JSON {
            try page.evaluate("document.querySelector('#inspector dd[data-name=\"\(name)\"] \(part)')?.textContent ?? null")
        }
        #expect(try page.wait(for: "document.querySelector('#inspector dd[data-name=\"font\"]')?.textContent ?? null",
                              toBe: "Helvetica Bold 17") == "Helvetica Bold 17")
        #expect(try shown("class") == "UILabel")
        #expect(try shown("frame") == "(30, 20, 200 × 40)")
        #expect(try shown("on screen") == "(40, 120, 200 × 40)")
        #expect(try shown("textColor", ".hex") == "#ff0000")
        #expect(try page.evaluate("document.querySelector('#inspector dd[data-name=\"textColor\"] .swatch').style.background") == "rgb(255, 0, 0)")
        #expect(try shown("textAlignment", ".case") == ".center")
        #expect(try shown("textAlignment", ".type") == "NSTextAlignment")
        #expect(try shown("text") == #""Hello""#)
        #expect(try shown("width") == "200")
        #expect(try page.evaluate("document.querySelector('#inspector section.constraints') === null") == true)
        #expect(try page.evaluate("document.querySelector('#inspector dd[data-name=\"content hugging\"]') === null") == true)

        _ = try page.evaluate(#"document.querySelector('#screen [data-path="0.0"]').click(); true"#)
        #expect(try page.wait(for: "document.querySelector('#inspector dd[data-name=\"contentInset\"]')?.textContent ?? null",
                              toBe: "top 1, left 2, bottom 3, right 4") == "top 1, left 2, bottom 3, right 4")
        #expect(try shown("backgroundColor", ".hex") == "#33669980 (alpha 0.5)")
        #expect(try shown("on screen") == "(10, 100, 300 × 200)")
    }

    /// For the formats placed by Auto Layout the inspector lists the constraints that involve
    /// the view, as formulas, each linked to its source: an EverLayout layout and a MarkupKit
    /// document.
    @Test func theInspectorListsTheViewsConstraintsWithTheirSource() throws {
        var files = LiveServingTests.project
        files["Layouts/Card.json"] = LiveServingTests.EverLayoutServing.card
        files["Column.xml"] = LiveServingTests.MarkupKitServing.card
        files["Localizable.strings"] = "\"greeting\" = \"Hello\";\n\"Title\" = \"Hello\";\n\"Other\" = \"Other\";\n"
        let harness = try Self.harness(files)
        let root = try JSON.parse(try LiveServingTests.HTTP.get("/editor", port: harness.port).lines.last ?? "")["root"]?.stringValue ?? ""
        let page = try BrowserSession(url: "http://127.0.0.1:\(harness.port)/#Layouts/Card.json")
        let constraints = """
            [...document.querySelectorAll('#inspector .constraint-list li')].map((item) =>
              [item.querySelector('code')?.textContent ?? item.textContent, item.querySelector('a')?.getAttribute('href') ?? null])
            """
        let title = #"document.querySelector('#screen [data-path="0.0"]')"#
        #expect(try page.wait(for: "\(title) !== null", toBe: true) == true)
        _ = try page.evaluate("\(title).click(); true")
        // "constraints": {"top left": "@super <16", "width": "+200", "height": "+40"}, line 6 of the layout.
        let link = { (column: Int) in JSON.string("vscode://file/\(root)/Layouts/Card.json:6:\(column)") }
        let everLayout: JSON = [
            ["title.top == root.top + 16", link(45)], ["title.left == root.left + 16", link(45)],
            ["title.width == 200", link(68)], ["title.height == 40", link(86)],
        ]
        #expect(try page.wait(for: constraints, toBe: everLayout) == everLayout)

        _ = try page.evaluate("location.hash = '#Column.xml'; true")
        let drawn = "document.querySelector('#screen .view')?.dataset.class ?? null"
        #expect(try page.wait(for: drawn, toBe: "LMColumnView") == "LMColumnView")
        _ = try page.evaluate(#"document.querySelector('#screen [data-path="0.0"]').click(); true"#)
        let column = JSON.string("vscode://file/\(root)/Column.xml:1:1")
        let markupKit: JSON = [
            ["UILabel@2:5.top == root.topMargin", column], ["UILabel@2:5.leading == root.leadingMargin", column],
            ["UILabel@2:5.trailing == root.trailingMargin", column], ["UIView@3:5.top == UILabel@2:5.bottom + 8", column],
            ["UILabel@2:5.height == 40", .string("vscode://file/\(root)/Column.xml:2:5")],
        ]
        #expect(try page.wait(for: constraints, toBe: markupKit) == markupKit)
        let identifiers = "[...document.querySelectorAll('#inspector .constraint-list li .muted')].map((note) => note.textContent)"
        #expect(try page.evaluate(identifiers)
            == [" LMColumnView-top", " LMColumnView-leading", " LMColumnView-trailing", " LMColumnView-spacing", " height"])
        // The column forces its label to hug and resist vertically (R-PRIO); a Layout label has neither row.
        let priority = { (name: String) in "document.querySelector('#inspector dd[data-name=\"\(name)\"]')?.textContent ?? null" }
        #expect(try page.evaluate(priority("content hugging")) == "vertical 750")
        #expect(try page.evaluate(priority("compression resistance")) == "vertical 1000")
    }
}
