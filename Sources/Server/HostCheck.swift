/// Decides whether a `Host` header names this server: the bound address, `localhost`
/// or `127.0.0.1`, with the bound port or none. Anything else (e.g. a DNS-rebinding
/// attacker's domain) is refused.
public struct HostCheck: Sendable {
    /// Lower-cased host names accepted, IPv6 literals in brackets.
    public let names: Set<String>
    /// The port the server listens on.
    public let port: UInt16

    /// Accepts `localhost`, `127.0.0.1` and `boundHost` on `port`.
    public init(boundHost: String, port: UInt16) {
        let bound = boundHost.contains(":") ? "[\(boundHost.lowercased())]" : boundHost.lowercased()
        names = ["localhost", "127.0.0.1", bound]
        self.port = port
    }

    /// Whether the value of a `Host` header is acceptable.
    public func allows(_ host: String) -> Bool {
        let value = host.lowercased()
        let name: Substring
        let rest: Substring
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return false }
            name = value[...close]
            rest = value[value.index(after: close)...]
        } else if let colon = value.firstIndex(of: ":") {
            name = value[..<colon]
            rest = value[colon...]
        } else {
            name = value[...]
            rest = ""
        }
        guard names.contains(String(name)) else { return false }
        if rest.isEmpty || rest == ":" { return true }
        guard rest.first == ":", let given = UInt16(rest.dropFirst()) else { return false }
        return given == port
    }

    /// Whether a request comes from a page of another origin. Browsers name the page's origin
    /// in `Origin` on CORS and POST requests, and on every request (an `<img>` or `<script>`
    /// too) tell `Sec-Fetch-Site`; either one naming another origin makes the request
    /// cross-origin. `same-site` is cross-origin too: another port of localhost is another
    /// program. Requests without either header (curl, the line-protocol clients) are not.
    public func isCrossOrigin(origin: String?, fetchSite: String?) -> Bool {
        if let site = fetchSite?.lowercased(), site != "same-origin", site != "none" { return true }
        guard let origin = origin?.lowercased() else { return false }
        guard origin.hasPrefix("http://") else { return true }
        let authority = origin.dropFirst("http://".count)
        guard !authority.contains("/") else { return true }
        return !allows(String(authority))
    }
}
