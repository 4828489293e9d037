/// Framing of the `text/event-stream` format (WHATWG HTML, "Server-sent events").
public enum ServerSentEvents {
    /// The bytes of one `data:` message. The payload is one line of JSON; any newline in
    /// other text is split into several `data:` lines, as the format requires.
    public static func data(_ payload: String) -> [UInt8] {
        var text = ""
        for line in payload.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: " + line.replacing("\r", with: "") + "\n"
        }
        return Array((text + "\n").utf8)
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
