import Foundation
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// When the kernel queue overflows, a rescan diffed against content hashes gives
    /// the exact final state.
    @Suite struct Overflow {
        @Test func pausedWatcherOverflowsAndRescansToExactState() throws {
            // Each new file costs at least two events (create, close); 16384 is the
            // usual queue size. Make sure the queue really overflows.
            let queueSize = InotifyTools.readLimit("max_queued_events") ?? 16_384
            let count = max(20_000, queueSize / 2 + 2_000)
            let harness = try WatcherHarness { files in
                files.write("touched.xml", "before")
                files.write("untouched.xml", "same")
                files.makeDirectories("bulk")
            }
            defer { harness.close() }

            harness.watcher.pauseEventProcessing()
            for number in 0..<count { harness.files.write("bulk/f\(number).xml", "\(number)", chunks: 1) }
            harness.files.write("touched.xml", "after")
            harness.files.write("untouched.xml", "same")  // rewritten, same bytes
            harness.watcher.resumeEventProcessing()

            #expect(harness.sync(within: 60))
            let changes = harness.changeSets.flatMap(\.changes)
            let created = Set(changes.filter { $0.kind == .created }.map(\.path))
            #expect(created == Set((0..<count).map { "bulk/f\($0).xml" }))
            #expect(changes.filter { $0.kind != .created } == [FileChange(path: "touched.xml", kind: .modified, fromRescan: true)])
            #expect(Set(changes.map(\.path)).count == changes.count, "each path once")
            // Only the overflow rescan can have found this one: its event was lost.
            #expect(harness.deliveries.first { $0.change.path == "touched.xml" }?.content == "after")

            // Still watching normally afterwards.
            harness.clear()
            harness.files.write("bulk/f0.xml", "again")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "bulk/f0.xml", kind: .modified)])])
        }
    }
}
