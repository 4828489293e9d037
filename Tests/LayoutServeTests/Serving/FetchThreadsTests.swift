import Dispatch
@testable import LayoutServe
import Synchronization
import Testing

/// Remote fetches block threads of their own, at most `width` of them at a time.
@Suite struct FetchThreadsTests {
    @Test func atMostWidthJobsRunAtOnceAndAllRun() {
        let threads = FetchThreads(width: 2)
        let state = Mutex<(running: Int, peak: Int, started: [Int])>((0, 0, []))
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<12 {
            done.enter()
            threads.run {
                state.withLock { state in
                    state.running += 1
                    state.peak = max(state.peak, state.running)
                    state.started.append(index)
                }
                started.signal()
                release.wait()
                state.withLock { $0.running -= 1 }
                done.leave()
            }
        }
        // Two jobs hold both threads before any is let go; the other ten wait their turn.
        started.wait()
        started.wait()
        #expect(state.withLock { $0.started.count } == 2)
        for _ in 0..<12 { release.signal() }
        done.wait()
        let final = state.withLock { $0 }
        #expect(final.peak == 2)
        #expect(final.running == 0)
        #expect(final.started.count == 12)
        #expect(Set(final.started) == Set(0..<12))
    }
}
