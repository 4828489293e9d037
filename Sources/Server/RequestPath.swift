/// Why a request path was refused, with the status it earns.
public enum RequestPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The target does not start with `/` (absolute-form or asterisk-form requests).
    case notOriginForm
    /// A `%` not followed by two hex digits, or bytes that are not UTF-8.
    case malformedEncoding
    /// A NUL byte, raw or `%00`.
    case nulByte
    /// A `.` or `..` segment, raw or percent-encoded (`%2e%2e`).
    case dotSegment
    /// A `%2F` inside a segment, which would smuggle a separator past segment checks.
    case encodedSlash
    /// An empty segment (`//`): the rest would read as an absolute path.
    case emptySegment

    /// 400 for malformed requests, 403 for attempts to leave the served tree.
    public var status: HTTPStatus {
        switch self {
        case .notOriginForm, .malformedEncoding, .nulByte: .badRequest
        case .dotSegment, .encodedSlash, .emptySegment: .forbidden
        }
    }

    public var description: String {
        switch self {
        case .notOriginForm: "request target must be a path starting with /"
        case .malformedEncoding: "malformed percent-encoding or invalid UTF-8 in path"
        case .nulByte: "NUL byte in path"
        case .dotSegment: "path must not contain . or .. segments"
        case .encodedSlash: "path must not contain encoded slashes (%2F)"
        case .emptySegment: "path must not contain empty segments (//)"
        }
    }
}

/// A decoded, checked request path: no dot segments, no encoded or doubled slashes, no NUL.
public struct RequestPath: Hashable, Sendable, CustomStringConvertible {
    /// The decoded segments; empty for `/`.
    public var segments: [String]
    /// Whether the path ended with `/` (and was not just `/`).
    public var hasTrailingSlash: Bool

    /// Decodes and checks the path part of a request target (without the query).
    public init(parsing raw: Substring) throws(RequestPathError) {
        guard raw.first == "/" else { throw .notOriginForm }
        var parts = raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        hasTrailingSlash = parts.count > 1 && parts.last == ""
        if parts.last == "" { parts.removeLast() }
        segments = []
        for part in parts {
            guard !part.isEmpty else { throw .emptySegment }
            guard let bytes = PercentEncoding.decode(part) else { throw .malformedEncoding }
            if bytes.contains(0) { throw .nulByte }
            if bytes.contains(UInt8(ascii: "/")) { throw .encodedSlash }
            guard let segment = String(validating: bytes, as: UTF8.self) else { throw .malformedEncoding }
            if segment == "." || segment == ".." { throw .dotSegment }
            segments.append(segment)
        }
    }

    /// The segments after `prefix` joined with `/` (`/templates/a/b.xml` → `a/b.xml` for
    /// prefix `templates`), or nil when the path does not start with that segment.
    public func relativePath(after prefix: String) -> String? {
        guard segments.first == prefix else { return nil }
        return segments.dropFirst().joined(separator: "/")
    }

    /// The decoded path, `/` first.
    public var description: String {
        "/" + segments.joined(separator: "/") + (hasTrailingSlash ? "/" : "")
    }
}
