#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's printf for a single conversion: numbers print exactly as
/// `String(format:)` prints them, without Foundation.
enum CPrintf {
    /// Formats one argument with a one-conversion C format such as `%+08.3f`.
    static func format(_ specification: String, _ argument: CVarArg) -> String {
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let written = withVaList([argument]) { arguments in
                vsnprintf(&buffer, capacity, specification, arguments)
            }
            // A negative count means C could not format at all (an absurd width).
            guard written >= 0 else { return "" }
            if Int(written) < capacity {
                return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            // The va_list is spent after one call, so format again into a larger buffer.
            capacity = Int(written) + 1
        }
    }
}
