import Foundation

/// Attribute answers already worked out, per class: templates repeat the same attributes on
/// many nodes and on every reload, and a cold lookup through key-path prefixes costs several
/// dictionary probes per superclass.
final class AttributeMemo: @unchecked Sendable {
    // @unchecked: `answers` and `work` are only touched while holding `lock`.
    private struct Key: Hashable {
        let className: String
        let attribute: String
    }

    /// The work done so far: tests bound it instead of timing lookups.
    struct Work: Equatable {
        /// Calls to `answer`.
        var lookups = 0
        /// Answers computed (not remembered).
        var computed = 0
        /// (class, key) pairs the computations walked the tables for (`CatalogTables.resolve`).
        var resolutions = 0
    }

    private let lock = NSLock()
    private var answers: [Key: AttributeLookup] = [:]
    private var work = Work()

    /// The work done so far.
    var workDone: Work { lock.withLock { work } }

    /// The remembered answer, or `compute`'s, remembered. `compute` runs outside the lock (two
    /// threads may both compute a new answer, and they get equal ones) and adds to its argument
    /// the resolutions it made.
    func answer(className: String, attribute: String, compute: (inout Int) -> AttributeLookup) -> AttributeLookup {
        let key = Key(className: className, attribute: attribute)
        let known = lock.withLock { () -> AttributeLookup? in
            work.lookups += 1
            return answers[key]
        }
        if let known { return known }
        var resolutions = 0
        let answer = compute(&resolutions)
        lock.withLock {
            answers[key] = answer
            work.computed += 1
            work.resolutions += resolutions
        }
        return answer
    }
}
