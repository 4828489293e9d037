import Diagnostics
import Foundation
import LanguageServer
import Testing
import TestSupport

/// Bad input at every layer — the frame, the JSON, the JSON-RPC message, the lifecycle — gets
/// an error answer, and the next good request is still answered.
@Suite struct FramingTests {
    static let ping = Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8)

    /// `bytes`, then a framed `shutdown` request, to an initialized server: what it wrote.
    static func answers(after bytes: [UInt8]) -> [String] {
        let client = EditorClient()
        _ = client.start()
        client.sendRaw(bytes)
        client.sendRaw(FrameDecoder.frame(ping))
        return client.received().map(\.encoded)
    }

    static let recovered = #"{"jsonrpc":"2.0","id":7,"result":null}"#

    @Test func aHeaderWithoutContentLengthIsAnError() {
        #expect(Self.answers(after: Array("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8)) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the header has no Content-Length with a byte count"}}"#,
            Self.recovered,
        ])
    }

    @Test func aContentLengthThatIsNotANumberIsAnError() {
        #expect(Self.answers(after: Array("Content-Length: -5\r\n\r\n".utf8)) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the header has no Content-Length with a byte count"}}"#,
            Self.recovered,
        ])
    }

    @Test func aHeaderLineWithoutAColonIsAnError() {
        #expect(Self.answers(after: Array("Content-Length 5\r\n\r\n".utf8)) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: a header line is not 'Name: value': 'Content-Length 5'"}}"#,
            Self.recovered,
        ])
    }

    /// A length over 64 MiB is refused at once and its body dropped as it arrives, never held.
    @Test func aHugeContentLengthIsRefusedAndItsBodySkipped() {
        let length = (64 << 20) + 1
        let client = EditorClient()
        _ = client.start()
        client.sendRaw(Array("Content-Length: \(length)\r\n\r\n".utf8))
        #expect(client.received().map(\.encoded) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: Content-Length 67108865 is over the limit (64 MiB): the body is skipped"}}"#,
        ])
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<64 { client.sendRaw(chunk) }
        client.sendRaw([UInt8(ascii: "x")] + FrameDecoder.frame(Self.ping))
        #expect(client.received().map(\.encoded) == [Self.recovered])
    }

    @Test func aContentLengthPastAnyIntegerIsRefused() {
        #expect(Self.answers(after: Array("Content-Length: 99999999999999999999999999\r\n\r\n".utf8)) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: Content-Length is over the limit (64 MiB)"}}"#,
            Self.recovered,
        ])
    }

    @Test func aHeaderWithoutEndIsDroppedPastTheLimit() {
        let header = Array("X-Padding: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 9000)
        #expect(Self.answers(after: header) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the header is longer than 8192 bytes without an empty line"}}"#,
            Self.recovered,
        ])
    }

    @Test func aBodyCutShortByTheEndOfInputIsReported() {
        let client = EditorClient()
        _ = client.start()
        client.sendRaw(Array("Content-Length: 40\r\n\r\n{\"jsonrpc\":".utf8))
        #expect(client.received().isEmpty)
        client.server.endOfInput()
        #expect(client.received().map(\.encoded) == [
            #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"layout-serve lsp: the input ended 11 bytes into a body of 40"}}"#,
        ])
        #expect(client.server.exitStatus == 1)
    }

    @Test func aHeaderCutShortByTheEndOfInputIsReported() {
        let client = EditorClient()
        _ = client.start()
        client.sendRaw(Array("Content-Len".utf8))
        client.server.endOfInput()
        #expect(client.received().map(\.encoded) == [
            #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"layout-serve lsp: the input ended inside a header"}}"#,
        ])
    }

    @Test func invalidJSONIsAParseError() {
        #expect(Self.answers(after: FrameDecoder.frame(Array(#"{"jsonrpc":"2.0","id":1,"#.utf8))) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: Expected a string key at offset 24"}}"#,
            Self.recovered,
        ])
    }

    @Test func invalidUTF8AndNULBytesAreAParseError() {
        #expect(Self.answers(after: FrameDecoder.frame([0xFF, 0x00, 0xC3])).count == 2)
    }

    @Test func aMessageThatIsNotAnObjectIsAnInvalidRequest() {
        #expect(Self.answers(after: FrameDecoder.frame(Array("[1,2]".utf8))) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: a message must be a JSON object (batches are not part of LSP)"}}"#,
            Self.recovered,
        ])
    }

    @Test func anUnknownMethodIsMethodNotFound() {
        #expect(Self.answers(after: FrameDecoder.frame(Array(#"{"jsonrpc":"2.0","id":"a","method":"textDocument/frobnicate"}"#.utf8))) == [
            #"{"jsonrpc":"2.0","id":"a","error":{"code":-32601,"message":"Unhandled method textDocument/frobnicate"}}"#,
            Self.recovered,
        ])
    }

    @Test func aRequestBeforeInitializeIsServerNotInitialized() {
        let client = EditorClient()
        client.sendRaw(FrameDecoder.frame(Self.ping))
        #expect(client.received().map(\.encoded) == [#"{"jsonrpc":"2.0","id":7,"error":{"code":-32002,"message":"The server is not initialized: send initialize first"}}"#])
        #expect(client.server.phase == .uninitialized)
    }

    @Test func requestsWithBadParamsAreInvalidParams() {
        #expect(Self.answers(after: FrameDecoder.frame(Array(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"position":{"line":-1}}}"#.utf8))) == [
            #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"textDocument.uri and position are required"}}"#,
            Self.recovered,
        ])
    }

    /// A version no `Int` holds is left out of the published diagnostics, not converted (it trapped).
    @Test func aVersionPastAnyIntegerIsIgnored() {
        let client = EditorClient()
        _ = client.start()
        client.sendRaw(FrameDecoder.frame(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:1","languageId":"xml","version":1e300,"text":"<UIView/>"}}}"#.utf8)))
        client.sendRaw(FrameDecoder.frame(Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"untitled:1","version":-1e300},"contentChanges":[{"text":"<UILabel/>"}]}}"#.utf8)))
        client.server.idle()
        #expect(client.received().map(\.encoded) == [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"untitled:1","diagnostics":[]}}"#])
    }

    /// Two frames in one read, and one frame split across reads at every byte.
    @Test func framesAreReadWhateverTheReadsCutThem() {
        var decoder = FrameDecoder()
        let two = FrameDecoder.frame(Array("{}".utf8)) + FrameDecoder.frame(Array("[]".utf8))
        for byte in two { decoder.append([byte]) }
        #expect(decoder.next() == .message(Array("{}".utf8)))
        #expect(decoder.next() == .message(Array("[]".utf8)))
        #expect(decoder.next() == nil)
        #expect(decoder.finish() == nil)
    }

    /// Positions in UTF-16 code units: an emoji is two, an accented letter one; a character
    /// past the line's end is its end.
    @Test func positionsCountUTF16Units() {
        var document = TextDocument("a😀b\r\néz\n")
        #expect(document.offset(of: LSPPosition(line: 0, character: 3)) == 5)
        #expect(document.offset(of: LSPPosition(line: 0, character: 2)) == 1)  // inside the pair: before the emoji
        #expect(document.offset(of: LSPPosition(line: 1, character: 1)) == 10)
        #expect(document.offset(of: LSPPosition(line: 1, character: 99)) == 11)
        #expect(document.offset(of: LSPPosition(line: 9, character: 0)) == 12)
        #expect(document.position(ofOffset: 5) == LSPPosition(line: 0, character: 3))
        #expect(document.position(of: SourcePosition(line: 1, column: 3)) == LSPPosition(line: 0, character: 3))
        document.apply("X", in: LSPRange(start: LSPPosition(line: 0, character: 1), end: LSPPosition(line: 1, character: 1)))
        #expect(document.text == "aXz\n")
    }

    /// The loop over real file descriptors: input from a file, output to a file. The status
    /// and what was written, one method name (or response id) per message.
    static func serve(_ messages: [JSON], in folder: TemporaryFolder) throws -> (status: Int32, written: [String]) {
        try folder.write("input", messages.flatMap(EditorClient.frame))
        try folder.write("output", "")
        let input = open(folder.path("input"), O_RDONLY)
        let output = open(folder.path("output"), O_WRONLY)
        let status = StandardStreams.serve(input: input, output: output)
        close(input)
        close(output)
        var decoder = FrameDecoder()
        decoder.append(Array(try Data(contentsOf: URL(fileURLWithPath: folder.path("output")))))
        var written: [String] = []
        while case let .message(body)? = decoder.next() {
            let json = try JSON.parse(String(decoding: body, as: UTF8.self))
            written.append(json["method"]?.stringValue ?? "response \(json["id"]?.encoded ?? "")")
        }
        return (status, written)
    }

    @Test func theStandardStreamsLoopServesUntilExit() throws {
        let folder = try TemporaryFolder(["Home.xml": "<UIView><UILabel widht=\"1\"/></UIView>"])
        let uri = URL(fileURLWithPath: folder.path("Home.xml")).absoluteString
        let initialize: JSON = .object([("jsonrpc", "2.0"), ("id", 1), ("method", "initialize"), ("params", .object([]))])
        let open: JSON = .object([("jsonrpc", "2.0"), ("method", "textDocument/didOpen"), ("params", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", "xml"), ("version", 1), ("text", .string(try folder.read("Home.xml"))),
        ]))]))])
        // The input ends without shutdown: what was opened is diagnosed, and the status is 1.
        let ended = try Self.serve([initialize, open], in: folder)
        #expect(ended.status == 1)
        #expect(ended.written == ["response 1", "textDocument/publishDiagnostics"])
        let shutdown: JSON = .object([("jsonrpc", "2.0"), ("id", 2), ("method", "shutdown")])
        let exit: JSON = .object([("jsonrpc", "2.0"), ("method", "exit")])
        let exited = try Self.serve([initialize, shutdown, exit], in: folder)
        #expect(exited.status == 0)
        #expect(exited.written == ["response 1", "response 2"])
    }
}
