import AutoLayout
import Foundation

/// The solved systems of a format's last renders, by document, so that a document saved with
/// only its numbers changed is solved from the last solve's tableau (`LayoutSystem.resuming`)
/// instead of from nothing. Any system may be offered for any document: one of another shape
/// is simply not used. Holds at most `capacity` systems, the least recently kept dropped first.
public final class SolvedSystems: @unchecked Sendable {
    private let lock = NSLock()
    private var systems: [String: LayoutSystem] = [:]
    /// Keys whose kept system had intrinsic sizes measured again after its solve (wrapping
    /// labels): its constants are not its scene's.
    private var remeasured: Set<String> = []
    private var order: [String] = []
    /// The stamp each key's system was kept with, when its format gave one.
    private var stamps: [String: Int] = [:]
    public let capacity: Int
    private var resumedCount = 0
    private var patchedCount = 0

    public init(capacity: Int = 16) { self.capacity = capacity }

    /// How many solves started from a kept system (for tests and status).
    public var resumed: Int { lock.withLock { resumedCount } }
    /// How many of those took only the changed constants (`resume`'s `changed`).
    public var patched: Int { lock.withLock { patchedCount } }

    /// `fresh` resumed from the system kept for `key`, which is given up either way; nil when
    /// none is kept or its shape differs.
    ///
    /// With `changed`, the format vouches that `fresh` is the scene of the last render of `key`
    /// but for the constants of those constraints (a save patched into its last render): the
    /// kept system takes just those, unless it was measured again after its solve — or, with
    /// `stamp`, unless the kept system is not the one kept with that stamp (another render of
    /// the same key came in between).
    func resume(_ fresh: LayoutSystem, key: String, changed: [LayoutConstraintID]? = nil, stamp: Int? = nil) -> LayoutSystem? {
        guard let (previous, wasRemeasured, keptStamp) = lock.withLock({ () -> (LayoutSystem, Bool, Int?)? in
            order.removeAll { $0 == key }
            return systems.removeValue(forKey: key).map { ($0, remeasured.remove(key) != nil, stamps.removeValue(forKey: key)) }
        }) else { return nil }
        if let changed, !wasRemeasured, stamp == nil || stamp == keptStamp,
           previous.itemCount == fresh.itemCount, previous.constraintCount == fresh.constraintCount {
            var system = previous
            for id in changed { system.setConstant(of: id, to: fresh.constraint(id).constant) }
            lock.withLock {
                resumedCount += 1
                patchedCount += 1
            }
            return system
        }
        guard let resumed = LayoutSystem.resuming(consume previous, with: fresh) else { return nil }
        lock.withLock { resumedCount += 1 }
        return resumed
    }

    /// Keeps `system`, just solved, for the next render of `key`, with the format's `stamp`.
    func keep(_ system: LayoutSystem, key: String, remeasured: Bool = false, stamp: Int? = nil) {
        lock.withLock {
            if systems.updateValue(system, forKey: key) == nil { order.append(key) }
            if remeasured { self.remeasured.insert(key) } else { self.remeasured.remove(key) }
            stamps[key] = stamp
            while order.count > capacity {
                let dropped = order.removeFirst()
                systems[dropped] = nil
                self.remeasured.remove(dropped)
                stamps[dropped] = nil
            }
        }
    }

    /// Forgets every kept system.
    public func removeAll() {
        lock.withLock {
            systems.removeAll()
            order.removeAll()
            remeasured.removeAll()
            stamps.removeAll()
        }
    }
}
