import Synchronization

/// Lets test suites in different test targets, which share one process, take turns at
/// the one watcher a process may run. An async gate (not a blocking lock), so waiting
/// suites never hold the test runner's threads while the running one needs them.
final class WatcherTestGate: Sendable {
    static let shared = WatcherTestGate()

    private struct State: ~Copyable {
        var isTaken = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Runs `body` once no other holder of the gate runs.
    func withExclusiveAccess<T>(_ body: () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state in
                if state.isTaken {
                    state.waiting.append(continuation)
                    return false
                }
                state.isTaken = true
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.isTaken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
