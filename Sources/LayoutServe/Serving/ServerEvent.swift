import Diagnostics
import LayoutEngine
import Project
import Server

/// Every event the server sends besides `render`/`error` (which `RenderOutcome` encodes),
/// as typed values encoded in one place; docs/PROTOCOL.md shows one example of each, and a
/// golden test checks every encoding against it.
enum ServerEvent: Sendable {
    case hello(root: String, templates: Int, device: Device)
    case subscribed(pattern: String, templates: [String])
    case unsubscribed(pattern: String)
    case device(Device)
    /// `VARIANT`'s answer: the variant beyond the device (its canonical name), and the device.
    case variant(name: String, device: Device)
    case state(target: String, state: JSON)
    case list([ListedTemplate])
    case reloaded(templates: Int, errors: Int, warnings: Int, elapsedMilliseconds: Double)
    case status(StatusReport)
    case removed(template: String)
    /// A problem of the project itself (not of one template), e.g. a refused
    /// `layout-serve.json` or a broken `.strings` file, as a diagnostic with its position.
    case warning(Diagnostic)
    case synced
    case pong
    case protocolError(String)

    /// One template in a `list` event.
    struct ListedTemplate: Sendable {
        var template: String
        var revision: Int
        var errors: Int
        var warnings: Int
    }

    /// The `status` event's figures.
    struct StatusReport: Sendable {
        var uptimeSeconds: Double
        var root: String
        var clients: Int
        var templates: Int
        var templatesWithErrors: Int
        var watches: Int
        var renders: Int
        var recrawls: Int
        var dropped: Int
        var coalesced: Int
        /// Totals since start, in milliseconds.
        var readMilliseconds, parseMilliseconds, layoutMilliseconds, encodeMilliseconds, sendMilliseconds: Double
    }

    /// The version `hello` reports.
    static var version: String { LiveReloadServer.version }

    var json: JSON {
        switch self {
        case let .hello(root, templates, device):
            return .object([
                ("event", "hello"), ("protocol", 1), ("server", "layout-serve"), ("version", .string(Self.version)),
                ("root", .string(root)), ("templates", Self.count(templates)), ("device", device.json),
            ])
        case let .subscribed(pattern, templates):
            return .object([("event", "subscribed"), ("pattern", .string(pattern)), ("templates", .array(templates.map { .string($0) }))])
        case let .unsubscribed(pattern):
            return .object([("event", "unsubscribed"), ("pattern", .string(pattern))])
        case let .device(device):
            return .object([("event", "device"), ("device", device.json)])
        case let .variant(name, device):
            return .object([("event", "variant"), ("variant", .string(name)), ("device", device.json)])
        case let .state(target, state):
            return .object([("event", "state"), ("target", .string(target)), ("state", state)])
        case let .list(templates):
            return .object([
                ("event", "list"),
                ("templates", .array(templates.map { entry in
                    .object([
                        ("template", .string(entry.template)), ("status", .string(entry.errors > 0 ? "error" : "ok")),
                        ("revision", Self.count(entry.revision)), ("errors", Self.count(entry.errors)),
                        ("warnings", Self.count(entry.warnings)),
                    ])
                })),
            ])
        case let .reloaded(templates, errors, warnings, elapsed):
            return .object([
                ("event", "reloaded"), ("templates", Self.count(templates)), ("errors", Self.count(errors)),
                ("warnings", Self.count(warnings)), ("elapsed_ms", .number(elapsed)),
            ])
        case let .status(report):
            return .object([
                ("event", "status"), ("uptime_s", .number(Self.rounded(report.uptimeSeconds))), ("root", .string(report.root)),
                ("clients", Self.count(report.clients)), ("templates", Self.count(report.templates)),
                ("errors", Self.count(report.templatesWithErrors)), ("watches", Self.count(report.watches)),
                ("renders", Self.count(report.renders)), ("recrawls", Self.count(report.recrawls)),
                ("dropped", Self.count(report.dropped)), ("coalesced", Self.count(report.coalesced)),
                ("timing", .object([
                    ("read_ms", .number(Self.rounded(report.readMilliseconds))),
                    ("parse_ms", .number(Self.rounded(report.parseMilliseconds))),
                    ("layout_ms", .number(Self.rounded(report.layoutMilliseconds))),
                    ("encode_ms", .number(Self.rounded(report.encodeMilliseconds))),
                    ("send_ms", .number(Self.rounded(report.sendMilliseconds))),
                ])),
            ])
        case let .removed(template):
            return .object([("event", "removed"), ("template", .string(template))])
        case let .warning(diagnostic):
            return .object([("event", "warning"), ("diagnostic", diagnostic.json)])
        case .synced:
            return .object([("event", "synced")])
        case .pong:
            return .object([("event", "pong")])
        case let .protocolError(message):
            return .object([("event", "protocol-error"), ("message", .string(message))])
        }
    }

    /// The event framed for the wire; events about one template replace each other in a
    /// slow client's queue.
    var message: OutgoingMessage {
        switch self {
        case let .removed(template): OutgoingMessage(json, coalescingKey: template)
        default: OutgoingMessage(json)
        }
    }

    private static func count(_ value: Int) -> JSON { .number(Double(value)) }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

extension Connection {
    /// Queues a server event (see `send(_:)` for what may happen to it).
    @discardableResult
    func send(_ event: ServerEvent) -> Bool {
        send(event.message)
    }
}
