import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing
@testable import Watcher

/// A started watcher on a fresh temporary directory, recording every change set and
/// the content of each changed file at the moment of delivery.
final class WatcherHarness: @unchecked Sendable {
    /// A delivered change together with the file's content when it was delivered.
    struct Delivery {
        let change: FileChange
        let content: String?
    }

    let root: String
    let watcher: Watcher
    private let folder: TemporaryFolder
    let initialFiles: [String]
    private let recorded = Mutex<(sets: [[Delivery]], problems: [WatcherProblem])>(([], []))
    private let delivered = DispatchSemaphore(value: 0)

    /// An ignore predicate, wrapped so that a trailing closure means `prepare`.
    struct Ignoring {
        let predicate: IgnorePredicate
        static let nothing = Ignoring { _, _ in false }
        static func when(_ predicate: @escaping IgnorePredicate) -> Ignoring { Ignoring(predicate: predicate) }
    }

    /// Creates the directory, lets `prepare` fill it, then starts watching.
    init(
        ignore: Ignoring = .nothing,
        configuration: WatcherConfiguration = WatcherConfiguration(),
        prepare: (WatcherHarness.Files) throws -> Void = { _ in }
    ) throws {
        folder = try TemporaryFolder()
        root = folder.url.resolvingSymlinksInPath().path
        try prepare(Files(root: root))
        let queue = DispatchQueue(label: "watcher-tests.delivery")
        let box = Box()
        watcher = Watcher(
            root: root, ignore: ignore.predicate, configuration: configuration, queue: queue,
            onChange: { set in box.harness?.record(set) },
            onProblem: { problem in box.harness?.record(problem) })
        initialFiles = try watcher.start()
        box.harness = self
    }

    /// Stops the watcher and deletes the directory.
    func close() {
        watcher.stop()
        folder.remove()
    }

    /// The files of this root, for writing in the ways editors do.
    var files: Files { Files(root: root) }

    /// Every change set delivered so far.
    var changeSets: [ChangeSet] {
        recorded.withLock { $0.sets.map { ChangeSet($0.map(\.change)) } }
    }

    /// Every delivery so far, in order.
    var deliveries: [Delivery] { recorded.withLock { $0.sets.flatMap { $0 } } }

    /// Every problem reported so far.
    var problems: [WatcherProblem] { recorded.withLock { $0.problems } }

    /// Waits for the sync barrier; false if it did not answer within `seconds`.
    func sync(within seconds: Double = 10) -> Bool {
        let answered = DispatchSemaphore(value: 0)
        watcher.sync { answered.signal() }
        return answered.wait(timeout: .now() + seconds) == .success
    }

    /// Waits until `condition` holds for the change sets delivered so far.
    func wait(within seconds: Double = 10, until condition: ([ChangeSet]) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while !condition(changeSets) {
            if delivered.wait(timeout: deadline) == .timedOut { return condition(changeSets) }
        }
        return true
    }

    /// Forgets what was delivered so far.
    func clear() {
        recorded.withLock { $0 = ([], []) }
    }

    private func record(_ set: ChangeSet) {
        let deliveries = set.changes.map { change in
            Delivery(change: change, content: try? String(contentsOfFile: root + "/" + change.path, encoding: .utf8))
        }
        recorded.withLock { $0.sets.append(deliveries) }
        delivered.signal()
    }

    private func record(_ problem: WatcherProblem) {
        recorded.withLock { $0.problems.append(problem) }
        delivered.signal()
    }

    private final class Box: @unchecked Sendable {
        weak var harness: WatcherHarness?
    }
}
