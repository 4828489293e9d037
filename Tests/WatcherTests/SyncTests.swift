import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// `sync` answers only after every earlier change was delivered.
    @Suite struct SyncBarrier {
        @Test func barrierComesAfterEveryEarlierChange() throws {
            let harness = try WatcherHarness()
            defer { harness.close() }
            for round in 0..<25 {
                let name = "file\(round % 5).xml"
                harness.files.write(name, "round \(round)", chunks: 1)
                let seenAtBarrier = Mutex<String?>(nil)
                let answered = DispatchSemaphore(value: 0)
                harness.watcher.sync {
                    seenAtBarrier.withLock { $0 = harness.deliveries.last { $0.change.path == name }?.content }
                    answered.signal()
                }
                #expect(answered.wait(timeout: .now() + 10) == .success)
                #expect(seenAtBarrier.withLock { $0 } == "round \(round)")
            }
        }

        /// A change still settling (deleted, or written without a close) is flushed by the barrier.
        @Test func barrierFlushesSettlingChanges() throws {
            let harness = try WatcherHarness(configuration: WatcherConfiguration(settleInterval: .seconds(30))) {
                $0.write("gone.xml", "x")
            }
            defer { harness.close() }
            harness.files.remove("gone.xml")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "gone.xml", kind: .removed)])])
        }

        @Test func cookieFilesAreNeverReported() throws {
            let harness = try WatcherHarness()
            defer { harness.close() }
            for _ in 0..<5 { #expect(harness.sync()) }
            #expect(harness.changeSets.isEmpty)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.root)
            #expect(leftovers.isEmpty)
        }
    }
}

extension LiveWatcherTests.SyncBarrier {
    /// A barrier whose cookie was never read (the thread is paused) is answered at stop.
    @Test func stopAnswersOutstandingBarriers() throws {
        let harness = try WatcherHarness()
        harness.watcher.pauseEventProcessing()
        let answered = DispatchSemaphore(value: 0)
        harness.watcher.sync { answered.signal() }
        harness.close()
        #expect(answered.wait(timeout: .now() + 10) == .success)
    }
}

extension LiveWatcherTests.SyncBarrier {
    /// The events after a cookie (its close and delete, a save that began later) are
    /// not flushed by that barrier: the later save arrives once, complete.
    @Test func barrierDoesNotFlushLaterHalfWrittenSave() throws {
        let harness = try WatcherHarness(configuration: WatcherConfiguration(settleInterval: .seconds(30))) {
            $0.write("main.xml", "old")
        }
        defer { harness.close() }
        harness.watcher.pauseEventProcessing()
        let answered = DispatchSemaphore(value: 0)
        harness.watcher.sync { answered.signal() }  // cookie events queue up behind the pause
        let handle = try #require(FileHandle(forWritingAtPath: harness.files.path("main.xml")))
        try handle.write(contentsOf: Array("half".utf8))
        harness.watcher.resumeEventProcessing()
        #expect(answered.wait(timeout: .now() + 10) == .success)
        try handle.write(contentsOf: Array(" and whole".utf8))
        try handle.close()
        #expect(harness.wait { !$0.isEmpty })
        #expect(harness.sync())
        #expect(harness.changeSets == [ChangeSet([FileChange(path: "main.xml", kind: .modified)])])
        #expect(harness.deliveries.map(\.content) == ["half and whole"])
    }
}
