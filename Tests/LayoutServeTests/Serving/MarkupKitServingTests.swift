import Diagnostics
import Foundation
import Testing

extension LiveServingTests {
    /// MarkupKit documents through the server: renders, a strings-driven re-render, the Red Box
    /// of a broken document and the render once it is fixed.
    @Suite struct MarkupKitServing {
        static let card = """
            <LMColumnView layoutMargins="16">
                <UILabel text="@greeting" height="40"/>
                <UIView height="30"/>
                <LMSpacer/>
            </LMColumnView>
            """

        static let project: [String: String] = [
            "Card.xml": card,
            "Localizable.strings": "\"greeting\" = \"Hello\";\n",
            "layout-serve.json": #"{"device": "400x800@2"}"#,
        ]

        static func label(_ event: JSON) -> JSON? { event["tree"]?["children"]?.arrayValue?.first }

        @Test func rendersRedBoxesAndStringsChangesReachClients() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            client.send("SUBSCRIBE Card.xml")
            #expect(try client.next()["templates"] == ["Card.xml"])
            let first = try client.next()
            #expect(first["event"] == "render")
            #expect(first["tree"]?["class"] == "LMColumnView")
            // Column view: margins 16, items 8 apart, the spacer takes the rest.
            #expect(first.frame(0).map { [$0.x, $0.y, $0.width, $0.height] } == [16, 16, 368, 40])
            #expect(first.frame(1).map { [$0.x, $0.y, $0.width, $0.height] } == [16, 64, 368, 30])
            #expect(Self.label(first)?["props"]?["text"] == "Hello")

            try harness.write("Localizable.strings", "\"greeting\" = \"Bonjour\";\n")
            let translated = try client.events(until: "render", template: "Card.xml").last
            #expect(translated.flatMap(Self.label)?["props"]?["text"] == "Bonjour")

            try harness.write("Card.xml", Self.card.replacingOccurrences(of: "text=", with: "txt="))
            let redBox = try client.events(until: "error", template: "Card.xml").last
            let error = redBox?["errors"]?.arrayValue?.first
            #expect(error?["message"]?.stringValue?.hasPrefix("[<UILabel> setValue:forUndefinedKey:]") == true)
            #expect(error?["file"] == "Card.xml")
            #expect(error?["line"] == 2)
            #expect(error?["column"] == 14)
            #expect(error?["suggestions"]?.arrayValue?.first == "text")

            try harness.write("Card.xml", Self.card)
            let fixed = try client.events(until: "render", template: "Card.xml").last
            #expect(fixed?.frame(0).map { [$0.x, $0.y, $0.width, $0.height] } == [16, 16, 368, 40])
        }
    }
}
