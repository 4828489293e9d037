import Diagnostics
import LanguageServer

/// Drives a `LanguageServer` as an editor does, through the framing: each message is sent
/// as a framed body, and what the server writes is read back frame by frame. `idle()` stands
/// for "the editor stopped sending" (the loop calls it when no input is waiting).
final class EditorClient {
    private(set) var server: LanguageServer!
    private var output: [UInt8] = []
    private var decoder = FrameDecoder()
    private var nextID = 1

    init() {
        server = LanguageServer { [unowned self] bytes in self.output += bytes }
    }

    /// Sends raw bytes (for framing tests).
    func sendRaw(_ bytes: [UInt8]) {
        server.receive(bytes)
    }

    static func frame(_ message: JSON) -> [UInt8] {
        var body: [UInt8] = []
        message.write(to: &body)
        return FrameDecoder.frame(body)
    }

    /// Sends a request and returns the response with its id (after any notifications it
    /// triggered, which `received()` still holds).
    @discardableResult
    func request(_ method: String, _ params: JSON = .object([])) -> JSON {
        let id = nextID
        nextID += 1
        server.receive(Self.frame(.object([("jsonrpc", "2.0"), ("id", .number(Double(id))), ("method", .string(method)), ("params", params)])))
        let messages = received()
        pendingMessages += messages.filter { $0["id"] != .number(Double(id)) }
        return messages.first { $0["id"] == .number(Double(id)) } ?? .null
    }

    func notify(_ method: String, _ params: JSON = .object([])) {
        server.receive(Self.frame(.object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])))
    }

    /// Messages that came with responses and were not asked for yet.
    private var pendingMessages: [JSON] = []

    /// Every message the server wrote since the last call, decoded from the framing.
    func received() -> [JSON] {
        decoder.append(output)
        output = []
        var messages = pendingMessages
        pendingMessages = []
        while let event = decoder.next() {
            guard case let .message(body) = event, let json = try? JSON.parse(String(decoding: body, as: UTF8.self)) else {
                messages.append(.string("unreadable frame"))
                continue
            }
            messages.append(json)
        }
        return messages
    }

    /// `initialize` and `initialized`.
    func start() -> JSON {
        let response = request("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", .object([]))]))
        notify("initialized")
        return response
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", "xml"), ("version", .number(Double(version))), ("text", .string(text)),
        ]))]))
    }

    /// One incremental change: `text` replaces the range from (line, character) to (endLine, endCharacter).
    func change(_ uri: String, version: Int, _ edits: [(range: (Int, Int, Int, Int)?, text: String)]) {
        let changes: [JSON] = edits.map { edit in
            guard let (line, character, endLine, endCharacter) = edit.range else { return .object([("text", .string(edit.text))]) }
            return .object([
                ("range", .object([
                    ("start", .object([("line", .number(Double(line))), ("character", .number(Double(character)))])),
                    ("end", .object([("line", .number(Double(endLine))), ("character", .number(Double(endCharacter)))])),
                ])),
                ("text", .string(edit.text)),
            ])
        }
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .number(Double(version)))])), ("contentChanges", .array(changes)),
        ]))
    }

    /// The `publishDiagnostics` notifications among `messages`.
    static func diagnostics(in messages: [JSON]) -> [JSON] {
        messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
    }

    static func position(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        .object([("textDocument", .object([("uri", .string(uri))])),
                 ("position", .object([("line", .number(Double(line))), ("character", .number(Double(character)))]))])
    }
}
