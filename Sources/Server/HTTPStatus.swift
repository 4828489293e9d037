/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
    /// The numeric code, e.g. 404.
    public var code: Int
    /// The reason phrase, e.g. `Not Found`.
    public var reason: String

    /// A status with a code and reason phrase.
    public init(code: Int, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { "\(code) \(reason)" }

    public static let ok = HTTPStatus(code: 200, reason: "OK")
    public static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    public static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    public static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    public static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    public static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    public static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    public static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    public static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
    public static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    public static let httpVersionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}
