import Diagnostics
import Foundation
import Server
import Testing

extension LiveServingTests {
    /// The server's variants: `VARIANT` on the line protocol and `?variant=` on `/render` and
    /// `/events`, in the grammar `render --variant` reads.
    @Suite struct Variants {
        static let project = [
            "Label.xml": #"<UIView><UILabel id="title" leading="16" font="body" text="{strings.inbox}"/></UIView>"#,
            "Localizable.strings": #""inbox" = "Inbox";"#,
        ]

        static func title(_ render: JSON) -> JSON? { render["tree"]?["children"]?.arrayValue?.first }

        @Test func variantCommandRendersTheClientsVariant() throws {
            let harness = try ServingHarness(Self.project)
            let client = try harness.client()
            let other = try harness.client()
            client.send("SUBSCRIBE Label.xml")
            other.send("SUBSCRIBE Label.xml")
            #expect(try client.events(until: "render").last.flatMap(Self.title)?["frame"]?["x"] == 16)
            _ = try other.events(until: "render")

            client.send("VARIANT iphone-se,AX3,rtl,pseudo")
            let answer = try client.next()
            #expect(answer["event"] == "variant")
            #expect(answer["variant"] == "AX3,rtl,pseudo")
            #expect(answer["device"]?["name"] == "iphone-se")
            let rendered = try client.next()
            #expect(rendered["variant"] == "AX3,rtl,pseudo")
            // "[Îñƀöẋ one]" at 40 pt, 16 pt from the right of 375: x = 375 − 16 − 198.
            #expect(Self.title(rendered)?["frame"] == .object([("x", 161), ("y", 0), ("width", 198), ("height", 46)]))
            #expect(Self.title(rendered)?["text"]?["lines"] == .array(["[Îñƀöẋ one]"]))
            #expect(Self.title(rendered)?["text"]?["size"] == 40)

            // The other client still sees the default.
            other.send("PING")
            #expect(try other.next()["event"] == "pong")
            try harness.write("Label.xml", #"<UIView><UILabel id="title" leading="20" font="body" text="{strings.inbox}"/></UIView>"#)
            #expect(try client.sync().last.flatMap(Self.title)?["frame"]?["x"] == 157)
            #expect(try other.sync().last.flatMap(Self.title)?["frame"]?["x"] == 20)

            client.send("VARIANT AX7")
            #expect(try client.next() == .object([("event", "protocol-error"), ("message", .string(
                #"VARIANT: unknown variant item "AX7" (did you mean AX1?): expected a device (iphone-se, … or WxH@S), a text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE or pseudo"#))]))
        }

        /// A save of `fr.lproj`'s strings re-renders a `lang=fr` client, though the project's own
        /// table (English first) does not change.
        @Test func languageClientFollowsItsStringsFile() throws {
            let harness = try ServingHarness(Self.project.merging(["fr.lproj/Localizable.strings": #""inbox" = "Boîte";"#]) { $1 })
            let client = try harness.client()
            client.send("VARIANT lang=fr")
            #expect(try client.next()["event"] == "variant")
            client.send("SUBSCRIBE Label.xml")
            #expect(try client.events(until: "render").last.flatMap(Self.title)?["text"]?["lines"] == .array(["Boîte"]))
            try harness.write("fr.lproj/Localizable.strings", #""inbox" = "Courrier";"#)
            #expect(try client.sync().last.flatMap(Self.title)?["text"]?["lines"] == .array(["Courrier"]))
        }

        @Test func renderAndEventsTakeAVariantQuery() throws {
            let harness = try ServingHarness(Self.project)
            let (status, lines) = try LiveServingTests.HTTP.get("/render/Label.xml?variant=iphone-se,rtl", port: harness.port)
            #expect(status == "HTTP/1.1 200 OK")
            let body = try JSON.parse(lines.last ?? "")
            #expect(body["device"]?["name"] == "iphone-se")
            #expect(body["variant"] == "rtl")
            #expect(Self.title(body)?["frame"]?["x"] == 317)
            let refused = try LiveServingTests.HTTP.get("/render/Label.xml?device=ipad&variant=iphone-se", port: harness.port)
            #expect(refused.status == "HTTP/1.1 400 Bad Request")
            #expect(refused.lines.last == "variant: it names a device (iphone-se) and device= gives one: give the device in one place")

            let client = try LineClient(port: harness.port)
            client.send(bytes: Array("GET /events?subscribe=Label.xml&variant=AX3 HTTP/1.1\r\nHost: localhost:\(harness.port)\r\n\r\n".utf8))
            #expect(client.readLine(timeout: .seconds(10)) == "HTTP/1.1 200 OK")
            var events: [JSON] = []
            while events.last?["event"] != "render", let line = client.readLine(timeout: .seconds(10)) {
                if line.hasPrefix("data: ") { events.append(try JSON.parse(String(line.dropFirst(6)))) }
            }
            #expect(events.last?["variant"] == "AX3")
            #expect(events.last.flatMap(Self.title)?["frame"]?["height"] == 46)
        }
    }
}
