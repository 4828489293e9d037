import Diagnostics
import LanguageServer

/// A language-server client's bytes, cut into reads at NUL bytes (JSON text carries no raw NUL).
/// The first byte: odd sends a framed `initialize` first (so mutations reach the documents'
/// handlers without having to keep one), bit 1 set holds `idle()` (the renders) to the end
/// instead of after every read. Whatever the input, the server must answer in frames that
/// parse as JSON objects, and stop only at `exit` or the end of input.
enum LSPFuzzing {
    static let initialize = FrameDecoder.frame(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8))

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        var output: [UInt8] = []
        let server = LanguageServer { output += $0 }
        if first & 1 == 1 { server.receive(initialize) }
        for read in Array(bytes.dropFirst()).parts() {
            server.receive(read)
            if first & 2 == 0 { server.idle() }
        }
        server.idle()
        server.endOfInput()
        guard server.exitStatus != nil else { fatalError("the server did not stop at the end of input") }
        var decoder = FrameDecoder()
        decoder.append(output)
        while let event = decoder.next() {
            guard case let .message(body) = event else { fatalError("the server wrote a frame it cannot read back: \(event)") }
            guard case .object? = try? JSON.parse(body.text) else { fatalError("the server wrote a body that is not a JSON object: \(body.text)") }
        }
        if let problem = decoder.finish() { fatalError("the server's output ends inside a frame: \(problem)") }
    }
}
