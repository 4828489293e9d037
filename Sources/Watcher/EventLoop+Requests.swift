import Dispatch

/// What other threads ask of the loop: each request is recorded under the lock, then
/// the waiter is woken so the loop sees it at once.
extension EventLoop {
    /// Asks the loop to end, and returns once it has (libinotifytools cleaned up).
    /// Pending changes are dropped; outstanding sync barriers are answered.
    func stopAndWait() {
        let wasPaused = requests.withLock { requests in
            requests.stop = true
            return requests.pause
        }
        if wasPaused { resumeSignal.signal() }
        waiter.wake()
        finishedSignal.wait()
        // Nothing more will be delivered: answer outstanding barriers so no caller waits forever.
        let outstanding = requests.withLock { requests in
            defer { requests.barriers = [:] }
            return requests.barriers.sorted { $0.key < $1.key }.map(\.value)
        }
        for completion in outstanding { queue.async(execute: completion) }
    }

    /// Parks the loop and returns once it is parked: events pile up in the kernel.
    func pause() {
        requests.withLock { $0.pause = true }
        waiter.wake()
        pausedSignal.wait()
    }

    /// Lets a parked loop continue.
    func resume() {
        let wasPaused = requests.withLock { requests in
            defer { requests.pause = false }
            return requests.pause
        }
        if wasPaused { resumeSignal.signal() }
    }

    /// Queues a new ignore predicate; the loop rescans with it.
    func replacePredicate(_ predicate: @escaping IgnorePredicate) {
        requests.withLock { $0.predicate = predicate }
        waiter.wake()
    }

    /// Asks for a rescan of the whole tree (retrying watches that failed).
    func requestRescan() {
        requests.withLock { $0.rescan = true }
        waiter.wake()
    }

    /// Registers a barrier and returns its number (the cookie file is named after it).
    func registerBarrier(_ completion: @escaping @Sendable () -> Void) -> Int {
        requests.withLock { requests in
            requests.nextBarrier += 1
            requests.barriers[requests.nextBarrier] = completion
            return requests.nextBarrier
        }
    }

    /// Answers a barrier after one more drain, for when its cookie file could not be written.
    func reachWithoutCookie(_ number: Int) {
        requests.withLock { $0.barriersWithoutCookie.append(number) }
        waiter.wake()
    }
}
