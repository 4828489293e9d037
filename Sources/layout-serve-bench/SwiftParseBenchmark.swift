#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SwiftTree

/// `layout-serve-bench parse-swift FILE N`: the median time of `SwiftFile.parse` over N parses
/// of the file, and how many top-level items and errors it read.
enum SwiftParseBenchmark {
    @inline(never)
    static func settleHeap() {
        let buffer = [UInt8](repeating: 1, count: 4 << 20)
        consume(Int(buffer[buffer.count / 2]))
    }

    static func run(file: String, count: Int) {
        guard let handle = fopen(file, "rb") else {
            print("parse-swift: cannot open \(file)")
            return
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let read = fread(&chunk, 1, chunk.count, handle)
            if read <= 0 { break }
            bytes += chunk[0..<read]
        }
        fclose(handle)
        var items = 0
        var errors = 0
        let runs = max(1, count)
        var samples: [Double] = []
        for _ in 0..<runs {
            // The last tree's nodes are freed before the clock starts; a large allocation then
            // makes malloc merge their chunks now rather than in the next parse's first one.
            settleHeap()
            let start = Stopwatch.now()
            let parsed = SwiftFile.parse(bytes: bytes)
            samples.append(Double(Stopwatch.now() - start) / 1e6)
            items = parsed.statements.items.count
            errors = parsed.errors.count
            withExtendedLifetime(parsed) {}
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let megabytesPerSecond = Double(bytes.count) / 1e6 / (median / 1e3)
        print("parse-swift \(file): \(bytes.count) bytes, \(items) top-level items, \(errors) errors; "
            + "median \(String(format: "%.3f", median)) ms per parse over \(runs) (\(String(format: "%.0f", megabytesPerSecond)) MB/s)")
    }
}
