import Diagnostics
import Foundation
import LayoutEngine
import Expressions
@testable import LayoutServe
@testable import Project
import Server
import Testing
import TestSupport

/// Each server event's encoding, byte for byte, against its example in docs/PROTOCOL.md.
@Suite struct ServerEventGoldenTests {
    /// The example lines under `<!-- server-events -->`, by event name.
    static let documented: [String: String] = {
        guard let text = try? String(contentsOf: FixturePaths.repository.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8),
            let marker = text.range(of: "<!-- server-events -->\n```\n"),
            let end = text[marker.upperBound...].range(of: "```")
        else { return [:] }
        var examples: [String: String] = [:]
        for line in text[marker.upperBound..<end.lowerBound].split(separator: "\n") {
            guard let name = (try? JSON.parse(String(line)))?["event"]?.stringValue else { continue }
            examples[name] = String(line)
        }
        return examples
    }()

    static let events: [(String, ServerEvent)] = [
        ("hello", .hello(root: "/home/ada/MyApp", templates: 5, device: Device.standard)),
        ("subscribed", .subscribed(pattern: "Screens/*.xml", templates: ["Screens/Home.xml", "Screens/Settings.xml"])),
        ("unsubscribed", .unsubscribed(pattern: "Screens/*.xml")),
        ("device", .device(try! Device.parse("375x667 insets=20,0,0,0"))),
        ("variant", .variant(name: "AX3,rtl", device: try! Device.parse("iphone-se"))),
        ("state", .state(target: "Screens/Home.xml", state: .object([("isSelected", true), ("count", 3)]))),
        ("list", .list([
            .init(template: "Screens/Home.xml", revision: 3, errors: 0, warnings: 1),
            .init(template: "Screens/Settings.xml", revision: 0, errors: 2, warnings: 0),
        ])),
        ("reloaded", .reloaded(templates: 2, errors: 1, warnings: 1, elapsedMilliseconds: 4.25)),
        ("status", .status(.init(
            uptimeSeconds: 61.5004, root: "/home/ada/MyApp", clients: 2, templates: 5, templatesWithErrors: 1, watches: 3,
            renders: 17, recrawls: 0, dropped: 0, coalesced: 4, readMilliseconds: 1.5, parseMilliseconds: 12.25,
            layoutMilliseconds: 3.125, encodeMilliseconds: 0.75, sendMilliseconds: 0.5))),
        ("removed", .removed(template: "Screens/Old.xml")),
        ("warning", .warning(ConfigurationError(message: "layout-serve.json is not valid JSON: Expected a string key at offset 22 (the previous configuration stays in use)", offset: 22)
            .diagnostic(text: #"{"layout_mode": "new",}"#).asWarning)),
        ("synced", .synced),
        ("pong", .pong),
        ("protocol-error", .protocolError(
            "unknown command PNIG (expected one of SUBSCRIBE, UNSUBSCRIBE, DEVICE, VARIANT, STATE, LOAD, RELOAD, SYNC, LIST, STATUS, PING, QUIT); did you mean PING?")),
    ]

    @Test(arguments: events)
    func encodesAsDocumented(name: String, event: ServerEvent) throws {
        let example = try #require(Self.documented[name], "docs/PROTOCOL.md has no example of \(name)")
        #expect(String(decoding: event.message.lineBytes, as: UTF8.self) == example + "\n")
    }

    @Test func everyDocumentedEventIsChecked() {
        #expect(Set(Self.documented.keys) == Set(Self.events.map(\.0)))
    }

    /// The connection's own `protocol-error` (sent before the server sees a command) is the
    /// same event.
    @Test func theConnectionsProtocolErrorIsTheSameEvent() {
        #expect(OutgoingMessage.protocolError("bad").lineBytes == ServerEvent.protocolError("bad").message.lineBytes)
    }

    /// A `removed` event replaces a waiting render of its template in a slow client's queue.
    @Test func removedCoalescesWithItsTemplate() {
        #expect(ServerEvent.removed(template: "A.xml").message.coalescingKey == "A.xml")
        #expect(ServerEvent.pong.message.coalescingKey == nil)
    }
}

extension Diagnostic {
    fileprivate var asWarning: Diagnostic {
        var warning = self
        warning.severity = .warning
        return warning
    }
}

/// The `patch` event's encoding against its example in docs/PROTOCOL.md.
@Suite struct PatchEventGoldenTests {
    static func node(_ className: String, frame: Rect, props: [(name: String, value: Value)] = [], line: Int,
                     text: DrawnText? = nil, children: [RenderedNode] = []) -> RenderedNode {
        var node = RenderedNode(className: className, id: nil, frame: frame, props: props, file: "Home.xml",
                                position: SourcePosition(line: line, column: 5), children: children)
        node.text = text
        return node
    }

    @Test func encodesAsDocumented() throws {
        let text = try String(contentsOf: FixturePaths.repository.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- patch-event -->\n```\n"))
        let example = String(text[marker.upperBound...].prefix { $0 != "\n" })
        let drawn = DrawnText("Hello", font: ResolvedFont(FontDescriptor(size: 17)), width: 200, numberOfLines: 1,
                              measurer: TextMeasurer(scale: 3))
        let old = Self.node("UIView", frame: Rect(x: 0, y: 0, width: 393, height: 200), line: 1, children: [
            Self.node("UILabel", frame: Rect(x: 20, y: 10, width: 200, height: 30), props: [("text", .string("Hello"))], line: 2, text: drawn),
            Self.node("UIView", frame: Rect(x: 0, y: 40, width: 100, height: 40), line: 3, children: [
                Self.node("UIView", frame: Rect(x: 0, y: 0, width: 10, height: 10), line: 4),
            ]),
        ])
        let new = Self.node("UIView", frame: Rect(x: 0, y: 0, width: 393, height: 200), line: 1, children: [
            Self.node("UILabel", frame: Rect(x: 20, y: 25, width: 200, height: 30),
                      props: [("text", .string("Bonjour")), ("textColor", .color(Color(red: 1, green: 0, blue: 0)))], line: 2),
            Self.node("UIView", frame: Rect(x: 0, y: 55, width: 100, height: 40), line: 3),
        ])
        func outcome(_ tree: RenderedNode) -> RenderOutcome {
            RenderOutcome(template: "Home.xml", device: Device.standard, tree: tree, errors: [], warnings: [], dependencies: [],
                          stringKeys: [], timing: .init(parse: 0.25, layout: 0.5, total: 0.75))
        }
        let patch = try #require(RenderPatch(from: outcome(old), to: outcome(new)))
        #expect(patch.event(template: "Home.xml", revision: 4, base: 3).encoded == example)
    }
}
