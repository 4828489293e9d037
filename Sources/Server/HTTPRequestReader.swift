/// Collects the request line and header lines of one request and checks them:
/// limits on header size and count, HTTP/1.x, GET/HEAD only, `Host`, the path.
struct HTTPRequestReader {
    /// Limits on the request head.
    struct Limits: Sendable {
        var maxHeaderBytes: Int
        var maxHeaderCount: Int
    }

    let limits: Limits
    let hostCheck: HostCheck
    private var requestLine: String?
    private var headers: [(String, String)] = []
    private var byteCount = 0

    init(limits: Limits, hostCheck: HostCheck) {
        self.limits = limits
        self.hostCheck = hostCheck
    }

    /// Takes the next line (without its terminator); returns the request once the blank
    /// line that ends the head arrives.
    /// Whether the request line asks for HEAD, so that even error responses carry no body.
    var isHead: Bool { requestLine?.hasPrefix("HEAD ") ?? false }

    mutating func add(line bytes: [UInt8]) throws(HTTPError) -> HTTPRequest? {
        byteCount += bytes.count + 2
        guard byteCount <= limits.maxHeaderBytes else {
            throw HTTPError(status: .headerFieldsTooLarge, message: "request head larger than \(limits.maxHeaderBytes) bytes")
        }
        guard let line = String(validating: bytes, as: UTF8.self), !line.utf8.contains(0) else {
            throw HTTPError(status: .badRequest, message: "request head is not valid UTF-8 text")
        }
        guard let requestLine else {
            self.requestLine = line
            return nil
        }
        if line.isEmpty { return try finish(requestLine: requestLine) }
        guard headers.count < limits.maxHeaderCount else {
            throw HTTPError(status: .headerFieldsTooLarge, message: "more than \(limits.maxHeaderCount) header fields")
        }
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
            !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
        else {
            throw HTTPError(status: .badRequest, message: "malformed header field line")
        }
        let value = String(line[line.index(after: colon)...]).trimmingBlanks()
        headers.append((String(line[..<colon]), value))
        return nil
    }

    private func finish(requestLine: String) throws(HTTPError) -> HTTPRequest {
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw HTTPError(status: .badRequest, message: "malformed request line") }
        let (method, target, version) = (String(parts[0]), String(parts[1]), String(parts[2]))
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HTTPError(status: .httpVersionNotSupported, message: "only HTTP/1.0 and HTTP/1.1 are supported")
        }
        let hosts = headers.filter { $0.0.lowercased() == "host" }
        guard hosts.count == 1 else {
            throw HTTPError(status: .badRequest, message: hosts.isEmpty ? "missing Host header" : "more than one Host header")
        }
        guard hostCheck.allows(hosts[0].1) else {
            throw HTTPError(status: .forbidden, message: "Host \(hosts[0].1) is not this server (use localhost:\(hostCheck.port))")
        }
        guard method == "GET" || method == "HEAD" else {
            throw HTTPError(
                status: .methodNotAllowed, message: "method \(method) not allowed: this server is read-only",
                headers: [("Allow", "GET, HEAD")])
        }
        let query = target.firstIndex(of: "?")
        do {
            let path = try RequestPath(parsing: target[..<(query ?? target.endIndex)])
            let parameters = try QueryParameters(parsing: query.map { target[target.index(after: $0)...] } ?? "")
            var request = HTTPRequest(method: method, target: target, version: version, path: path, query: parameters, headers: headers)
            request.isCrossOrigin = hostCheck.isCrossOrigin(origin: request.header("Origin"), fetchSite: request.header("Sec-Fetch-Site"))
            return request
        } catch {
            throw HTTPError(status: error.status, message: error.description)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
