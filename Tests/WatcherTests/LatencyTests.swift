import Foundation
import Testing
@testable import Watcher

extension LiveWatcherTests {
    /// A save is delivered as soon as the kernel queue is quiet, not after a settle or a
    /// coalescing period; events queued together still make one change set.
    @Suite struct Latency {
        /// Every wait but the lone-change one is set to minutes: a delivery within the
        /// harness's 10 s can only come from the fast path.
        private static let slowExceptLoneChanges = WatcherConfiguration(
            settleInterval: .seconds(600), loneChangeQuietPeriod: .microseconds(300),
            coalescingQuietPeriod: .seconds(600), maximumCoalescingDelay: .seconds(600))

        @Test func aLoneCloseWriteIsDeliveredWithoutWaitingForTheCoalescingPeriod() throws {
            let harness = try WatcherHarness(configuration: Self.slowExceptLoneChanges) {
                $0.write("main.xml", "start")
            }
            defer { harness.close() }
            for round in 1...5 {
                harness.files.write("main.xml", "round \(round)", chunks: 3)
                #expect(harness.wait { $0.count == round })
            }
            #expect(harness.changeSets == Array(repeating: ChangeSet([FileChange(path: "main.xml", kind: .modified)]), count: 5))
            #expect(harness.deliveries.map(\.content) == (1...5).map { "round \($0)" })
        }

        @Test func aLoneRenameIntoPlaceIsDeliveredAtOnce() throws {
            let harness = try WatcherHarness(configuration: Self.slowExceptLoneChanges) {
                $0.write("main.xml", "start")
            }
            defer { harness.close() }
            harness.files.write("main.xml___jb_tmp___", "renamed in")  // JetBrains' temporary: never reported
            harness.files.rename("main.xml___jb_tmp___", "main.xml")
            #expect(harness.wait { !$0.isEmpty })
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "main.xml", kind: .modified)])])
            #expect(harness.deliveries.map(\.content) == ["renamed in"])
        }

        /// Events read in one go are one change set, however short the lone-change wait.
        @Test func eventsQueuedTogetherAreOneChangeSet() throws {
            let harness = try WatcherHarness(configuration: Self.slowExceptLoneChanges) { files in
                for index in 0..<5 { files.write("screen\(index).xml", "old") }
            }
            defer { harness.close() }
            harness.watcher.pauseEventProcessing()
            for index in 0..<5 { harness.files.write("screen\(index).xml", "new \(index)") }
            harness.watcher.resumeEventProcessing()
            #expect(harness.wait { !$0.isEmpty })
            #expect(harness.changeSets == [ChangeSet((0..<5).map { FileChange(path: "screen\($0).xml", kind: .modified) })])
        }
    }
}
