import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// `synchronousDeliveryLimit`: small change sets are handed over with `queue.sync`, so the
    /// callback runs on the watcher's own thread when the queue is idle (no thread is woken).
    @Suite struct SynchronousDelivery {
        /// Starts a watcher on a fresh folder holding `main.xml`; `onChange` gets the watcher too.
        static func start(_ folder: TemporaryFolder, limit: Int, queue: DispatchQueue,
                          onChange: @escaping @Sendable (Watcher, ChangeSet) -> Void) throws -> Watcher {
            let holder = Mutex<Watcher?>(nil)
            let watcher = Watcher(root: folder.url.resolvingSymlinksInPath().path,
                                  configuration: WatcherConfiguration(synchronousDeliveryLimit: limit), queue: queue,
                                  onChange: { set in if let watcher = holder.withLock({ $0 }) { onChange(watcher, set) } })
            holder.withLock { $0 = watcher }
            try watcher.start()
            return watcher
        }

        /// The calling thread's name as the kernel has it.
        static func threadName() -> String? {
            (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
        }

        /// The name of the thread the delivery of a one-file save ran on.
        static func deliveryThread(limit: Int) throws -> String? {
            let folder = try TemporaryFolder(["main.xml": "start"])
            defer { folder.remove() }
            let names = Mutex<[String?]>([])
            let delivered = DispatchSemaphore(value: 0)
            let watcher = try start(folder, limit: limit, queue: DispatchQueue(label: "watcher-tests.sync")) { _, _ in
                names.withLock { $0.append(Self.threadName()) }
                delivered.signal()
            }
            defer { watcher.stop() }
            try "saved".write(toFile: folder.url.appendingPathComponent("main.xml").path, atomically: false, encoding: .utf8)
            #expect(delivered.wait(timeout: .now() + 10) == .success)
            return names.withLock { $0.first ?? nil }
        }

        @Test func aSaveIsHandedOverOnTheWatchersThread() throws {
            #expect(try Self.deliveryThread(limit: 8) == "layout-watcher")
            #expect(try Self.deliveryThread(limit: 0) != "layout-watcher")
        }

        /// The thread waits in `queue.sync` while the callback runs; stopping from there must not
        /// wait for the thread (it would wait for ever). The watcher ends once the callback returns.
        @Test func stoppingFromTheCallbackReturnsAndTheWatcherEnds() throws {
            let folder = try TemporaryFolder(["main.xml": "start"])
            defer { folder.remove() }
            let stopped = DispatchSemaphore(value: 0)
            _ = try Self.start(folder, limit: 8, queue: DispatchQueue(label: "watcher-tests.sync")) { watcher, _ in
                watcher.stop()
                stopped.signal()
            }
            try "saved".write(toFile: folder.url.appendingPathComponent("main.xml").path, atomically: false, encoding: .utf8)
            #expect(stopped.wait(timeout: .now() + 10) == .success)
            // The process's one watcher slot comes free once the thread has ended: another starts.
            let probe = try TemporaryFolder()
            defer { probe.remove() }
            let deadline = Date().addingTimeInterval(10)
            var started = false
            while !started, Date() < deadline {
                let next = Watcher(root: probe.url.path, queue: DispatchQueue(label: "watcher-tests.probe"), onChange: { _ in })
                do {
                    try next.start()
                    next.stop()
                    started = true
                } catch WatcherProblem.anotherWatcherIsRunning {
                    _ = stopped.wait(timeout: .now() + .milliseconds(1))
                }
            }
            #expect(started)
        }
    }
}
