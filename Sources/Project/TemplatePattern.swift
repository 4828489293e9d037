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
        isLiteral = !self.text.contains { $0 == "*" || $0 == "?" }
    }

    /// True when the pattern has no wildcard: it names one path.
    public let isLiteral: Bool

    /// Whether the project-relative `path` matches. A remote template (named by its URL)
    /// matches its own URL and `**`, never a glob over project folders.
    public func matches(_ path: String) -> Bool {
        if Self.isURL(path) { return text == path || text == "**" }
        if isLiteral { return text == path || segments == path.split(separator: "/") }
        return Self.match(segments, path.split(separator: "/"))
    }

    public var description: String { text }

    /// Whether `path` holds `://` (a remote template), by its bytes: every subscriber's patterns
    /// are matched against each saved template, and Foundation's substring search bridges to
    /// `NSString` each time.
    static func isURL(_ path: String) -> Bool {
        var lastTwo: (UInt8, UInt8) = (0, 0)
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/"), lastTwo == (UInt8(ascii: ":"), UInt8(ascii: "/")) { return true }
            lastTwo = (lastTwo.1, byte)
        }
        return false
    }

    /// The longest pattern a client may send, in UTF-8 bytes.
    public static let maximumLength = 512

    /// Why a client's pattern is refused, or nil when it is acceptable.
    public static func problem(with text: String) -> String? {
        let length = text.utf8.count
        guard length <= maximumLength else {
            return "pattern is \(length) bytes long; the limit is \(maximumLength)"
        }
        return nil
    }

    /// Segments of the path against segments of the pattern; `**` spans any number of them.
    private static func match(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        wildcardMatch(pattern, path, isStar: { $0 == "**" }, matchesOne: matchSegment)
    }

    /// `*` any run of characters, `?` one character, within one segment.
    private static func matchSegment(_ pattern: Substring, _ name: Substring) -> Bool {
        wildcardMatch(
            Array(pattern.unicodeScalars), Array(name.unicodeScalars),
            isStar: { $0 == "*" }, matchesOne: { $0 == "?" || $0 == $1 })
    }

    /// The classic wildcard walk, used at both levels: on a mismatch only the most recent
    /// star is retried one step further. Earlier stars never need to move again, so a match
    /// costs at most pattern × subject steps however many stars there are (the recursive
    /// search this replaces took seconds for 22 stars and never ended for 40).
    private static func wildcardMatch<P, S>(
        _ pattern: [P], _ subject: [S], isStar: (P) -> Bool, matchesOne: (P, S) -> Bool
    ) -> Bool {
        var p = 0, s = 0
        var star: (pattern: Int, subject: Int)?
        while s < subject.count {
            if p < pattern.count, isStar(pattern[p]) {
                star = (p, s)
                p += 1
            } else if p < pattern.count, matchesOne(pattern[p], subject[s]) {
                p += 1
                s += 1
            } else if let retry = star {
                star = (retry.pattern, retry.subject + 1)
                p = retry.pattern + 1
                s = retry.subject + 1
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}
