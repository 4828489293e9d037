import Diagnostics

/// An HTTP response. The server adds `Content-Length` and `Connection: close`;
/// every connection carries exactly one request.
public struct HTTPResponse: Sendable {
    /// The status line's code and reason.
    public var status: HTTPStatus
    /// Header fields in order, without `Content-Length` and `Connection`.
    public var headers: [(String, String)]
    /// The body; not sent for HEAD requests, though its length is.
    public var body: [UInt8]
    /// An event stream: no `Content-Length`, the body follows as events until the connection ends.
    var isStream = false

    /// A response with explicit headers and body.
    public init(status: HTTPStatus, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON document (`application/json`).
    public static func json(_ value: JSON, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", ContentType.json)], body: Array((value.encoded + "\n").utf8))
    }

    /// A plain-text answer, also used for every error the server produces itself.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", ContentType.plainText)], body: Array((text + "\n").utf8))
    }

    /// A file's bytes with the content type its extension implies.
    public static func file(_ bytes: [UInt8], path: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: [("Content-Type", ContentType.forPath(path))], body: bytes)
    }

    /// The value of the first header named `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The bytes on the wire: status line, headers, blank line and (unless `includeBody` is false) the body.
    public func serialized(includeBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers where !["content-length", "connection"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        if !isStream { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if includeBody { bytes += body }
        return bytes
    }
}
