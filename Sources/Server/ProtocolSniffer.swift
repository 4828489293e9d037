/// Tells HTTP from the line protocol by a connection's first line, and spots HTTP
/// spoken on a line-protocol connection.
enum ProtocolSniffer {
    /// What the first bytes say.
    enum Verdict: Equatable {
        case http
        case lineProtocol
        /// Could still be an HTTP request line; wait for more bytes.
        case undecided
    }

    /// Classifies the bytes received so far (possibly an incomplete first line).
    static func classify(_ bytes: ArraySlice<UInt8>) -> Verdict {
        if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            var line = bytes[..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return isRequestLine(line) ? .http : .lineProtocol
        }
        return couldStartRequestLine(bytes) ? .undecided : .lineProtocol
    }

    /// `METHOD SP TARGET SP HTTP/1.x`, method in capitals (any method, so that POST gets a 405).
    static func isRequestLine(_ line: ArraySlice<UInt8>) -> Bool {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isUppercaseLetter), !parts[1].isEmpty else {
            return false
        }
        let version = Array(parts[2])
        return version.count == 8 && version.starts(with: Array("HTTP/1.".utf8)) && isDigit(version[7])
    }

    /// Whether `bytes` (no newline yet) is a prefix of some request line.
    private static func couldStartRequestLine(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
        guard parts[0].allSatisfy(isUppercaseLetter), parts.count < 2 || !parts[0].isEmpty else { return false }
        guard parts.count == 3 else { return parts.count < 2 || !parts[1].contains(UInt8(ascii: "\r")) }
        let version = Array(parts[2].prefix(8))
        return !parts[1].isEmpty && Array("HTTP/1.".utf8).starts(with: version.prefix(7))
            && (version.count < 8 || isDigit(version[7]))
    }

    /// Whether a line on a line-protocol connection is HTTP: a request line (`GET / HTTP/1.1`,
    /// `POST /x`) or a header field (`Host: localhost`).
    static func looksLikeHTTP(_ line: String) -> Bool {
        let bytes = Array(line.utf8)[...]
        if isRequestLine(bytes) { return true }
        let words = line.split(separator: " ", maxSplits: 1)
        let methods: Set<Substring> = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE"]
        if words.count == 2, methods.contains(words[0]), words[1].hasPrefix("/") { return true }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            bytes[..<colon].allSatisfy(isHeaderNameByte)
        else { return false }
        let name = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        let after = colon + 1 < bytes.count ? bytes[colon + 1] : UInt8(ascii: " ")
        return name == "host" || after == UInt8(ascii: " ") || after == UInt8(ascii: "\t")
    }

    private static func isUppercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHeaderNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
