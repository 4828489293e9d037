#if canImport(Glibc)
import Glibc
#endif

/// Monotonic nanosecond timestamps and median-of-runs timing.
enum Stopwatch {
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `body` (which performs `iterations` operations) `runs` times and
    /// returns the median nanoseconds per operation.
    static func medianNanoseconds(runs: Int, iterations: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = now()
            body()
            samples.append(Double(now() - start) / Double(iterations))
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// Keeps results alive so the optimizer cannot drop the measured work.
nonisolated(unsafe) var blackHole: UInt64 = 0

@inline(never)
func consume(_ value: Double) {
    blackHole &+= UInt64(truncatingIfNeeded: Int64(value.isFinite ? value : 0))
}

@inline(never)
func consume(_ count: Int) {
    blackHole &+= UInt64(truncatingIfNeeded: count)
}
