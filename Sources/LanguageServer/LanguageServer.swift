import Diagnostics
import Project

/// `layout-serve lsp`: a Language Server Protocol 3.17 server for the four layout formats,
/// independent of its transport. Bytes go in through `receive(_:)` (any split), framed
/// messages come out through `send`; `idle()` is called when no more input is waiting, and
/// only then are the changed documents rendered — so a burst of `didChange` notifications
/// (typing faster than a render) is one render, with no timer.
///
/// Requests are answered in order as they are read. Completion reads the document's text and
/// the class catalog, never a render; hover renders a changed document first. Nothing the
/// client sends ends the server but `exit`: every malformed frame or message gets a JSON-RPC
/// error (`id` null when none could be read) and reading goes on.
public final class LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    public enum Phase: Equatable, Sendable {
        case uninitialized
        case running
        /// After `shutdown`: only `exit` is accepted.
        case shutDown
    }

    public private(set) var phase = Phase.uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?
    private var decoder = FrameDecoder()
    private let send: ([UInt8]) -> Void
    let workspace = Workspace()
    /// Open documents by URI (as the client spells it).
    var documents: [String: OpenDocument] = [:]
    /// Documents changed since they were last rendered, in the order they changed.
    var pending: [String] = []
    /// Whether the client registers file watchers the server asks for (`client/registerCapability`
    /// for `workspace/didChangeWatchedFiles`, sent on `initialized`).
    var clientRegistersWatchers = false
    /// How many renders `idle()` and hover ran (for tests: coalescing is observable, not timed).
    public private(set) var renderCount = 0

    /// `send` receives each outgoing message already framed (`Content-Length` header and body).
    public init(send: @escaping ([UInt8]) -> Void) {
        self.send = send
    }

    /// Bytes read from the client: every complete message among them is handled now.
    public func receive(_ bytes: some Collection<UInt8>) {
        guard exitStatus == nil else { return }
        decoder.append(bytes)
        while exitStatus == nil, let event = decoder.next() {
            switch event {
            case let .message(body): handle(body: body)
            case let .error(problem): sendMessage(JSONRPC.error(id: .null, code: JSONRPC.parseError, message: "Parse error: \(problem)"))
            }
        }
    }

    /// No input is waiting: render the documents changed since the last render and publish
    /// their diagnostics.
    public func idle() {
        guard exitStatus == nil, phase == .running else { return }
        while !pending.isEmpty {
            let uri = pending.removeFirst()
            diagnose(uri)
        }
    }

    /// The input ended: an unfinished frame is reported (to the log), and the server stops.
    /// The status is 0 after `shutdown`, 1 otherwise (the client went away).
    public func endOfInput() {
        if let problem = decoder.finish() {
            logMessage("layout-serve lsp: \(problem)", type: 1)
        }
        if exitStatus == nil { exitStatus = phase == .shutDown ? 0 : 1 }
    }

    // MARK: Dispatch

    private func handle(body: [UInt8]) {
        let json: JSON
        do {
            json = try JSON.parse(String(decoding: body, as: UTF8.self), maxDepth: 256)
        } catch {
            sendMessage(JSONRPC.error(id: .null, code: JSONRPC.parseError, message: "Parse error: \(error)"))
            return
        }
        switch JSONRPC.incoming(json) {
        case .response: break
        case let .invalid(id, message): sendMessage(JSONRPC.error(id: id, code: JSONRPC.invalidRequest, message: "Invalid request: \(message)"))
        case let .notification(method, params): handleNotification(method, params)
        case let .request(id, method, params):
            do {
                sendMessage(JSONRPC.response(id: id, result: try handleRequest(method, params)))
            } catch {
                sendMessage(JSONRPC.error(id: id, code: error.code, message: error.message))
            }
        }
    }

    private func handleRequest(_ method: String, _ params: JSON?) throws(RequestError) -> JSON {
        switch phase {
        case .uninitialized:
            guard method == "initialize" else {
                throw RequestError(code: JSONRPC.serverNotInitialized, message: "The server is not initialized: send initialize first")
            }
            phase = .running
            let watched = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]
            clientRegistersWatchers = watched == .bool(true)
            return Self.initializeResult
        case .shutDown:
            throw RequestError(code: JSONRPC.invalidRequest, message: "The server is shut down: only exit is accepted")
        case .running:
            break
        }
        switch method {
        case "initialize": throw RequestError(code: JSONRPC.invalidRequest, message: "The server is already initialized")
        case "shutdown":
            phase = .shutDown
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/codeAction": return try codeActions(params)
        default: throw RequestError(code: JSONRPC.methodNotFound, message: "Unhandled method \(method)")
        }
    }

    private func handleNotification(_ method: String, _ params: JSON?) {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        // Before initialize every notification is dropped, as the protocol says; after shutdown too.
        guard phase == .running else { return }
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "initialized": registerWatchers()
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: break  // $/cancelRequest, $/setTrace, other workspace/… : nothing to do
        }
    }

    /// The server's capabilities: incremental sync with save notifications, completion on
    /// `<`, space, quote, `.` and `=`, hover, document symbols, definition, references, rename
    /// (with prepare), whole-document formatting, quick fixes.
    static let initializeResult: JSON = .object([
        ("capabilities", .object([
            ("positionEncoding", "utf-16"),
            ("textDocumentSync", .object([("openClose", true), ("change", 2), ("save", .object([("includeText", false)]))])),
            ("completionProvider", .object([("triggerCharacters", ["<", " ", "\"", "'", ".", "="]), ("resolveProvider", false)])),
            ("hoverProvider", true),
            ("documentSymbolProvider", true),
            ("definitionProvider", true),
            ("referencesProvider", true),
            ("renameProvider", .object([("prepareProvider", true)])),
            ("documentFormattingProvider", true),
            ("codeActionProvider", .object([("codeActionKinds", ["quickfix"])])),
        ])),
        ("serverInfo", .object([("name", "layout-serve"), ("version", "0.1.0")])),
    ])

    // MARK: Output

    func sendMessage(_ message: JSON) {
        var body: [UInt8] = []
        message.write(to: &body)
        send(FrameDecoder.frame(body))
    }

    /// `window/logMessage` (type 1 error, 2 warning, 3 info, 4 log).
    func logMessage(_ message: String, type: Int) {
        sendMessage(JSONRPC.notification(method: "window/logMessage", params: .object([("type", .number(Double(type))), ("message", .string(message))])))
    }

    /// The `textDocument` URI of a request's or notification's params.
    static func documentURI(_ params: JSON?) -> String? {
        params?["textDocument"]?["uri"]?.stringValue
    }

    /// The open document a position request names, with the position.
    func positionParams(_ params: JSON?) throws(RequestError) -> (OpenDocument, LSPPosition) {
        guard let uri = Self.documentURI(params), let position = LSPPosition(json: params?["position"]) else {
            throw .invalidParams("textDocument.uri and position are required")
        }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        return (document, position)
    }

    /// Marks a document for rendering at the next `idle()`.
    func schedule(_ uri: String) {
        if !pending.contains(uri) { pending.append(uri) }
    }

    func countRender() { renderCount += 1 }
}
