/// What a connection makes of a client's bytes, without a socket: the same line splitting under
/// the same limits, then each line read as a command or as a line of an HTTP request head.
/// `Connection` does this with its own state; this entry point is public so that tools outside
/// the package (the fuzz targets in Fuzz/) reach the internal readers without copying them.
public enum ClientInput {
    /// What a line, or a request head, became.
    public enum Outcome: Sendable {
        case command(Command)
        /// The reply a line-protocol client gets (`protocol-error`).
        case commandError(String)
        case request(HTTPRequest)
        /// The error response an HTTP client gets.
        case httpError(status: Int, message: String)
        /// A line over the limit: the connection closes.
        case lineTooLong
    }

    /// The commands in `chunks` (received in that order) on a line-protocol connection, up to a
    /// line too long or `QUIT`; a last line without a terminator counts, as at end of file.
    public static func commands(in chunks: [[UInt8]], configuration: ServerConfiguration = ServerConfiguration()) -> [Outcome] {
        var splitter = LineSplitter(maxLineBytes: configuration.maxLineBytes)
        var outcomes: [Outcome] = []
        func read(_ bytes: [UInt8]) -> Bool {
            guard let line = String(validating: bytes, as: UTF8.self) else {
                outcomes.append(.commandError("line is not valid UTF-8"))
                return true
            }
            if ProtocolSniffer.looksLikeHTTP(line) {
                outcomes.append(.commandError("this line looks like HTTP, not a command"))
                return false
            }
            do {
                guard let command = try CommandParser.parse(line) else { return true }
                outcomes.append(.command(command))
                return command != .quit
            } catch {
                outcomes.append(.commandError(error.message))
                return true
            }
        }
        for chunk in chunks {
            chunk.withUnsafeBytes { splitter.append($0) }
            lines: while true {
                switch splitter.next() {
                case .needMore: break lines
                case let .line(bytes): if !read(bytes) { return outcomes }
                case .tooLong:
                    outcomes.append(.lineTooLong)
                    return outcomes
                }
            }
        }
        switch splitter.takeRemainder() {
        case .needMore: break
        case let .line(bytes): _ = read(bytes)
        case .tooLong: outcomes.append(.lineTooLong)
        }
        return outcomes
    }

    /// The request head in `chunks` as an HTTP connection reads it: the request, the error
    /// response it earns, or nil while the head is incomplete.
    public static func requestHead(
        in chunks: [[UInt8]], hostCheck: HostCheck, configuration: ServerConfiguration = ServerConfiguration()
    ) -> Outcome? {
        var splitter = LineSplitter(maxLineBytes: configuration.maxLineBytes)
        var reader = HTTPRequestReader(limits: configuration.requestLimits, hostCheck: hostCheck)
        for chunk in chunks {
            chunk.withUnsafeBytes { splitter.append($0) }
            lines: while true {
                switch splitter.next() {
                case .needMore: break lines
                case let .line(bytes):
                    do {
                        if let request = try reader.add(line: bytes) { return .request(request) }
                    } catch {
                        return .httpError(status: error.status.code, message: error.message)
                    }
                case .tooLong:
                    return .httpError(status: HTTPStatus.headerFieldsTooLarge.code, message: "request header line too long")
                }
            }
        }
        return nil
    }
}
