import AutoLayout
import Foundation

/// The solved systems of a format's last renders, by document, so that a document saved with
/// only its numbers changed is solved from the last solve's tableau (`LayoutSystem.resuming`)
/// instead of from nothing. Any system may be offered for any document: one of another shape
/// is simply not used. Holds at most `capacity` systems, the least recently kept dropped first.
public final class SolvedSystems: @unchecked Sendable {
    private let lock = NSLock()
    private var systems: [String: LayoutSystem] = [:]
    private var order: [String] = []
    public let capacity: Int
    private var resumedCount = 0

    public init(capacity: Int = 16) { self.capacity = capacity }

    /// How many solves started from a kept system (for tests and status).
    public var resumed: Int { lock.withLock { resumedCount } }

    /// `fresh` resumed from the system kept for `key`, which is given up either way; nil when
    /// none is kept or its shape differs.
    func resume(_ fresh: LayoutSystem, key: String) -> LayoutSystem? {
        guard let previous = lock.withLock({ () -> LayoutSystem? in
            order.removeAll { $0 == key }
            return systems.removeValue(forKey: key)
        }) else { return nil }
        guard let resumed = LayoutSystem.resuming(consume previous, with: fresh) else { return nil }
        lock.withLock { resumedCount += 1 }
        return resumed
    }

    /// Keeps `system`, just solved, for the next render of `key`.
    func keep(_ system: LayoutSystem, key: String) {
        lock.withLock {
            if systems.updateValue(system, forKey: key) == nil { order.append(key) }
            while order.count > capacity { systems[order.removeFirst()] = nil }
        }
    }

    /// Forgets every kept system.
    public func removeAll() {
        lock.withLock {
            systems.removeAll()
            order.removeAll()
        }
    }
}
