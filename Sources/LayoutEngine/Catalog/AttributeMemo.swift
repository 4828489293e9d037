import Foundation

/// Attribute answers already worked out, per class: templates repeat the same attributes on
/// many nodes and on every reload, and a cold lookup through key-path prefixes costs several
/// dictionary probes per superclass.
final class AttributeMemo: @unchecked Sendable {
    // @unchecked: `answers` is only touched while holding `lock`.
    private struct Key: Hashable {
        let className: String
        let attribute: String
    }

    private let lock = NSLock()
    private var answers: [Key: AttributeLookup] = [:]

    /// The remembered answer, or `compute()`'s, remembered. `compute` runs outside the lock:
    /// two threads may both compute a new answer, and they get equal ones.
    func answer(className: String, attribute: String, compute: () -> AttributeLookup) -> AttributeLookup {
        let key = Key(className: className, attribute: attribute)
        if let known = lock.withLock({ answers[key] }) { return known }
        let answer = compute()
        lock.withLock { answers[key] = answer }
        return answer
    }
}
