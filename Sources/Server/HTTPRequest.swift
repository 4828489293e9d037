/// A read-only HTTP/1.x request that passed the server's checks: GET or HEAD, an
/// accepted `Host`, a safe decoded path.
public struct HTTPRequest: Sendable {
    /// `GET` or `HEAD`.
    public var method: String
    /// The request target as sent, e.g. `/render/Home.xml?device=ipad`.
    public var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    public var version: String
    /// The decoded, checked path.
    public var path: RequestPath
    /// The decoded query string.
    public var query: QueryParameters
    /// Header fields in order, names as sent.
    public var headers: [(String, String)]
    /// Whether a browser sent this on behalf of another site's page (see `HostCheck.isCrossOrigin`):
    /// such requests may fetch the viewer's files but nothing that renders or reads the project.
    public var isCrossOrigin = false

    /// The value of the first header named `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.0.lowercased() == lowered }?.1
    }

    /// HEAD responses carry the headers of the GET response but no body.
    public var isHead: Bool { method == "HEAD" }
}

/// A request the server answers itself with an error status.
struct HTTPError: Error, Sendable {
    var status: HTTPStatus
    var message: String
    var headers: [(String, String)] = []

    var response: HTTPResponse {
        var response = HTTPResponse.text(message, status: status)
        response.headers += headers
        return response
    }
}
