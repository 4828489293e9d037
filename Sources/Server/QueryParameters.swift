/// The decoded `name=value` pairs of a query string, in order.
public struct QueryParameters: Hashable, Sendable {
    /// Every pair as given; a name without `=` has an empty value.
    public var items: [QueryItem]

    /// One `name=value` pair.
    public struct QueryItem: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    /// Parses `a=1&b=x%20y`; `+` decodes to a space.
    public init(parsing query: Substring) throws(RequestPathError) {
        items = []
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentEncoding.decodeString(parts[0], plusAsSpace: true),
                let value = PercentEncoding.decodeString(parts.count > 1 ? parts[1] : "", plusAsSpace: true)
            else { throw .malformedEncoding }
            if name.utf8.contains(0) || value.utf8.contains(0) { throw .nulByte }
            items.append(QueryItem(name: name, value: value))
        }
    }

    /// The first value of `name`.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// Every value of `name` (`?subscribe=a&subscribe=b`).
    public func values(of name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }
}
