import LayoutEngine
import Server

/// Bytes from an HTTP client, cut into reads at NUL bytes; the first byte chooses tight limits
/// (lines of 64 bytes, a head of 256 bytes and 4 fields) or the server's own. A request that
/// passes has its query's `device` and `subscribe` values read as the server reads them.
enum HTTPFuzzing {
    static let hostCheck = HostCheck(boundHost: "127.0.0.1", port: 7411)

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        var configuration = ServerConfiguration()
        if first & 1 == 1 {
            configuration.maxLineBytes = 64
            configuration.maxHeaderBytes = 256
            configuration.maxHeaderCount = 4
        }
        let outcome = ClientInput.requestHead(in: Array(bytes.dropFirst()).parts(), hostCheck: hostCheck, configuration: configuration)
        guard case let .request(request) = outcome else { return }
        _ = request.header("Origin")
        for device in request.query.values(of: "device") { _ = try? Device.parse(device) }
        for pattern in request.query.values(of: "subscribe") { LineFuzzing.match(pattern) }
    }
}
