import Foundation
import TestSupport
import Testing
@testable import Watcher

/// Tests that start a real watcher. libinotifytools is process-global, so they run
/// one at a time; the nested suites in the other files inherit `.serialized`.
@Suite(.serialized, .exclusiveWatcher)
struct LiveWatcherTests {
    @Test func startReportsInitialFilesAndWatchesEveryDirectory() throws {
        let harness = try WatcherHarness { files in
            files.makeDirectories("screens/detail")
            files.write("screens/main.xml", "<UIView/>")
            files.write("screens/detail/card.xml", "<UILabel/>")
            files.write("Localizable.strings", "\"a\" = \"b\";")
        }
        defer { harness.close() }
        #expect(harness.initialFiles == ["Localizable.strings", "screens/detail/card.xml", "screens/main.xml"])
        #expect(harness.watcher.watchedDirectoryCount == 3)
        #expect(harness.sync())
        #expect(harness.changeSets.isEmpty)
    }

    @Test func secondWatcherInTheSameProcessIsRefused() throws {
        let harness = try WatcherHarness()
        defer { harness.close() }
        let second = Watcher(root: harness.root, queue: .main, onChange: { _ in })
        #expect(throws: WatcherProblem.anotherWatcherIsRunning) { try second.start() }
    }

    @Test func missingRootIsRefused() {
        let watcher = Watcher(root: "/nonexistent/layout-serve-root", queue: .main, onChange: { _ in })
        #expect(throws: WatcherProblem.rootUnavailable(root: "/nonexistent/layout-serve-root")) {
            try watcher.start()
        }
    }

    @Test func watcherCanBeStartedAgainAfterStop() throws {
        for round in 0..<3 {
            let harness = try WatcherHarness { $0.write("a.xml", "v\(round)") }
            harness.files.write("a.xml", "changed \(round)")
            #expect(harness.sync())
            #expect(harness.changeSets == [ChangeSet([FileChange(path: "a.xml", kind: .modified)])])
            harness.close()
        }
    }

    /// libinotifytools' descriptor is found (millisecond waits rely on it) and closed at stop.
    @Test func inotifyDescriptorIsFoundAndReleased() throws {
        let before = KernelQueueWaiter.inotifyDescriptors()
        let harness = try WatcherHarness()
        let during = KernelQueueWaiter.inotifyDescriptors()
        #expect(during.subtracting(before).count == 1)
        harness.close()
        #expect(KernelQueueWaiter.inotifyDescriptors() == before)
    }

    /// Deleting the root is reported; a sync then cannot write its cookie and is
    /// answered after a plain drain instead.
    @Test func deletedRootIsReportedAndSyncStillAnswers() throws {
        let harness = try Self.watchingADeletedRoot()
        defer { harness.close() }
        #expect(harness.changeSets.flatMap(\.changes) == [FileChange(path: "screens/a.xml", kind: .removed)])
        #expect(harness.watcher.watchedDirectoryCount == 0)
    }

    /// A root deleted and made again (a fresh checkout, a restore) is watched again within a
    /// second or so, and its files are reported as they are found.
    @Test func aRecreatedRootIsWatchedAgain() throws {
        let harness = try Self.watchingADeletedRoot()
        defer { harness.close() }
        harness.clear()
        try FileManager.default.createDirectory(atPath: harness.root + "/screens", withIntermediateDirectories: true)
        try Data("b".utf8).write(to: URL(fileURLWithPath: harness.root + "/screens/b.xml"))
        #expect(harness.wait { _ in harness.problems.contains(.rootRestored(root: harness.root)) })
        #expect(harness.wait { sets in sets.flatMap(\.changes).contains(FileChange(path: "screens/b.xml", kind: .created, fromRescan: true)) })
        // Watched again: an edit is seen as an ordinary change.
        harness.files.write("screens/b.xml", "bb")
        #expect(harness.sync())
        #expect(harness.deliveries.last?.change == FileChange(path: "screens/b.xml", kind: .modified))
        #expect(harness.watcher.watchedDirectoryCount == 2)
    }

    /// A watcher of `screens/a.xml` whose root was then deleted, the loss reported and a
    /// sync answered.
    private static func watchingADeletedRoot() throws -> WatcherHarness {
        let harness = try WatcherHarness { files in
            files.makeDirectories("screens")
            files.write("screens/a.xml", "a")
        }
        try FileManager.default.removeItem(atPath: harness.root)
        #expect(harness.wait { _ in harness.problems.contains(.rootUnavailable(root: harness.root)) })
        #expect(harness.sync())
        return harness
    }
}
