#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a `LanguageServer` over two file descriptors (standard input and output): reads what
/// is there, hands it to the server, and when nothing more is waiting lets the server render
/// (`idle()`) — so changes typed during a render are taken together, not one render each.
public enum StandardStreams {
    /// Serves until `exit` or the end of input; returns the exit status (0 after
    /// `shutdown` then `exit`, 1 otherwise).
    public static func serve(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        // A client that closes its end makes a write fail with EPIPE instead of killing the process.
        _ = signal(SIGPIPE, SIG_IGN)
        var writable = true
        let server = LanguageServer { bytes in
            guard writable else { return }
            writable = write(bytes, to: output)
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while server.exitStatus == nil, writable {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                server.idle()
                server.endOfInput()
                break
            }
            server.receive(buffer[0..<count])
            if !hasInput(input) { server.idle() }
        }
        return server.exitStatus ?? 1
    }

    /// Whether bytes can be read from `descriptor` without waiting.
    static func hasInput(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, 0)
            if ready < 0, errno == EINTR { continue }
            return ready > 0 && entry.revents & Int16(POLLIN | POLLHUP) != 0
        }
    }

    /// Writes all of `bytes`; false when the descriptor is closed or fails.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
