import Glibc

/// Framing of the `text/event-stream` format (WHATWG HTML, "Server-sent events").
public enum ServerSentEvents {
    /// The bytes of one `data:` message. The payload is usually one line of JSON; a line
    /// break in other text starts another `data:` line, as the format requires.
    public static func data(_ payload: String) -> [UInt8] {
        data(Array(payload.utf8))
    }

    /// The bytes of one `data:` message from UTF-8 text. Encoded JSON has no line
    /// breaks, so it is framed with one scan and two copies.
    public static func data(_ payload: [UInt8]) -> [UInt8] {
        let hasLineBreak = payload.withUnsafeBytes { raw in
            raw.count > 0 && (memchr(raw.baseAddress!, 0x0A, raw.count) != nil || memchr(raw.baseAddress!, 0x0D, raw.count) != nil)
        }
        guard hasLineBreak else { return [UInt8](joining: dataPrefix, payload, messageEnd) }
        return framedLineByLine(payload)
    }

    /// The bytes of one `data:` message from a line of UTF-8 text and the newline that ends it
    /// (`OutgoingMessage.lineBytes`): the payload is the line without its newline.
    public static func data(line: [UInt8]) -> [UInt8] {
        precondition(line.last == 0x0A, "a line ends with its newline")
        let hasLineBreak = line.withUnsafeBytes { raw in
            let payload = raw.count - 1
            return payload > 0 && (memchr(raw.baseAddress!, 0x0A, payload) != nil || memchr(raw.baseAddress!, 0x0D, payload) != nil)
        }
        guard hasLineBreak else { return [UInt8](joining: dataPrefix, line, lineEnd) }
        return framedLineByLine(Array(line.dropLast()))
    }

    private static let dataPrefix = Array("data: ".utf8)
    private static let lineEnd: [UInt8] = [0x0A]
    private static let messageEnd: [UInt8] = [0x0A, 0x0A]

    /// One `data:` line per line of the payload; CR LF, LF and CR all end a line, as
    /// in the format itself, so a client receives the text with `\n` line breaks.
    private static func framedLineByLine(_ payload: [UInt8]) -> [UInt8] {
        var framed = dataPrefix
        var index = 0
        while index < payload.count {
            let byte = payload[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D, index + 1 < payload.count, payload[index + 1] == 0x0A { index += 1 }
                framed.append(0x0A)
                framed.append(contentsOf: dataPrefix)
            } else {
                framed.append(byte)
            }
            index += 1
        }
        framed.append(contentsOf: [0x0A, 0x0A])
        return framed
    }

    /// A comment line: ignored by clients, it keeps proxies and idle timers from closing the stream.
    public static let keepAlive: [UInt8] = Array(": keep-alive\n\n".utf8)

    /// The response head that starts a stream.
    static func responseHead(includeBody: Bool) -> HTTPResponse {
        var response = HTTPResponse(status: .ok, headers: [
            ("Content-Type", "text/event-stream; charset=utf-8"),
            ("Cache-Control", "no-store"),
        ])
        response.isStream = includeBody
        return response
    }
}
