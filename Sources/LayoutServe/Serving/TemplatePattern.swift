/// A `SUBSCRIBE` pattern: a project-relative path, or a glob where `*` and `?` stay
/// within one folder and `**` spans any number of folders (`Screens/*.xml`, `**`).
public struct TemplatePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as the client wrote it, without a leading `./` or `/`.
    public let text: String
    private let segments: [Substring]

    /// A pattern; `./Home.xml` and `/Home.xml` mean `Home.xml`.
    public init(_ text: String) {
        var text = Substring(text)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        self.text = String(text)
        segments = self.text.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// True when the pattern has no wildcard: it names one path.
    public var isLiteral: Bool { !text.contains { $0 == "*" || $0 == "?" } }

    /// Whether the project-relative `path` matches. A remote template (named by its URL)
    /// matches its own URL and `**`, never a glob over project folders.
    public func matches(_ path: String) -> Bool {
        if path.contains("://") { return text == path || text == "**" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...])
    }

    public var description: String { text }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(first.utf8)[...], Array(segment.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` any run of characters, `?` one character, within one segment.
    private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var remaining = name
            while true {
                if matchSegment(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchSegment(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchSegment(pattern.dropFirst(), name.dropFirst())
        }
    }
}
