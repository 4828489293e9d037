/// The base protocol's framing (LSP 3.17): a header section of `Name: value` lines, each ended
/// by `\r\n`, an empty line, then exactly `Content-Length` bytes of JSON. Bytes arrive in reads
/// of any size; `FrameDecoder` hands back each complete body, or what was wrong with a frame.
///
/// It never trusts the peer: a header section longer than `maxHeaderBytes` or without a usable
/// `Content-Length` is a framing error (the section is dropped and reading goes on after it), a
/// length over `maxBodyBytes` is refused and its body skipped as it arrives, never buffered,
/// and a body cut short by the end of input is reported, not waited for.
public struct FrameDecoder: Sendable {
    /// One thing read from the stream.
    public enum Event: Equatable, Sendable {
        /// A complete body (the JSON text, not yet parsed).
        case message([UInt8])
        /// A frame that cannot be read; the stream goes on after it.
        case error(FramingError)
    }

    /// Why a frame could not be read.
    public enum FramingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The header section has no `Content-Length`, or its value is not a number.
        case missingContentLength
        /// A header line is not `Name: value`.
        case malformedHeader(String)
        /// The header section did not end within `maxHeaderBytes`.
        case headerTooLong(Int)
        /// `Content-Length` over the limit: its body is skipped.
        case bodyTooLarge(Int)
        /// The input ended inside a frame's body (`received` of `expected` bytes).
        case truncated(received: Int, expected: Int)
        /// The input ended inside a header section.
        case unfinishedHeader

        public var description: String {
            switch self {
            case .missingContentLength: "the header has no Content-Length with a byte count"
            case let .malformedHeader(line): "a header line is not 'Name: value': \(Self.quoted(line))"
            case let .headerTooLong(limit): "the header is longer than \(limit) bytes without an empty line"
            case let .bodyTooLarge(length):
                length == Int.max ? "Content-Length is over the limit (64 MiB)" : "Content-Length \(length) is over the limit (64 MiB): the body is skipped"
            case let .truncated(received, expected): "the input ended \(received) bytes into a body of \(expected)"
            case .unfinishedHeader: "the input ended inside a header"
            }
        }

        private static func quoted(_ line: String) -> String {
            let shown = line.unicodeScalars.count > 60 ? String(String.UnicodeScalarView(line.unicodeScalars.prefix(60))) + "…" : line
            return "'\(shown)'"
        }
    }

    public static let defaultMaxBodyBytes = 64 << 20
    public static let defaultMaxHeaderBytes = 8 << 10

    public let maxBodyBytes: Int
    public let maxHeaderBytes: Int
    /// Bytes received and not yet handed back.
    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (compacted now and then, not per frame).
    private var start = 0
    /// The body length of the frame being read, once its header is complete.
    private var bodyLength: Int?
    /// Bytes of a refused body still to be dropped as they arrive.
    private var skipping = 0

    public init(maxBodyBytes: Int = defaultMaxBodyBytes, maxHeaderBytes: Int = defaultMaxHeaderBytes) {
        self.maxBodyBytes = maxBodyBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Whether bytes of an unfinished frame are held (for the end of input).
    public var isInsideFrame: Bool { start < buffer.count || bodyLength != nil || skipping > 0 }

    /// The next complete message or framing error, or nil when more bytes are needed.
    public mutating func next() -> Event? {
        while true {
            if skipping > 0 { return nil }
            if let length = bodyLength {
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<start + length])
                start += length
                bodyLength = nil
                return .message(body)
            }
            // Blank lines between frames (a client ending its body with a newline) are skipped.
            while start < buffer.count, buffer[start] == UInt8(ascii: "\r") || buffer[start] == UInt8(ascii: "\n") { start += 1 }
            guard start < buffer.count else { return nil }
            guard let (headerEnd, bodyStart) = headerEnd() else {
                guard buffer.count - start > maxHeaderBytes else { return nil }
                // No empty line in sight: drop what was read; the next frame starts afresh.
                start = buffer.count
                return .error(.headerTooLong(maxHeaderBytes))
            }
            let header = buffer[start..<headerEnd]
            start = bodyStart
            switch Self.contentLength(in: header) {
            case let .failure(error):
                return .error(error)
            case let .success(length) where length > maxBodyBytes:
                let available = min(buffer.count - start, length)
                start += available
                skipping = length - available
                return .error(.bodyTooLarge(length))
            case let .success(length):
                bodyLength = length
            }
        }
    }

    /// Called at the end of input: an unfinished frame, if any, as an error.
    public mutating func finish() -> FramingError? {
        defer {
            buffer = []
            start = 0
            bodyLength = nil
            skipping = 0
        }
        if let length = bodyLength { return .truncated(received: buffer.count - start, expected: length) }
        if skipping > 0 { return nil }
        guard start < buffer.count else { return nil }
        return buffer[start...].allSatisfy({ $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) ? nil : .unfinishedHeader
    }

    /// Where the header section ends (the empty line) and the body starts, within the limit.
    /// `\r\n\r\n` as the protocol says, `\n\n` from a lenient client.
    private func headerEnd() -> (Int, Int)? {
        let limit = min(buffer.count, start + maxHeaderBytes + 4)
        var index = start
        while index < limit {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"), buffer[index + 2] == UInt8(ascii: "\n") {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header section; other headers (`Content-Type`) are accepted
    /// and ignored. Names are case-insensitive.
    static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, FramingError> {
        var length: Int?
        for rawLine in header.split(separator: UInt8(ascii: "\n")) {
            var line = rawLine
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard !line.isEmpty else { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(.malformedHeader(String(decoding: line, as: UTF8.self)))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard name == "content-length" else { continue }
            let digits = value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed()
            guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                // More digits than an Int holds is a length nobody can send: refused like any other.
                if !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                    return .failure(.bodyTooLarge(Int.max))
                }
                return .failure(.missingContentLength)
            }
            length = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let length else { return .failure(.missingContentLength) }
        return .success(length)
    }

    /// A body framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
