import Synchronization

/// The last render of each document a format keeps to render the next save from
/// (`EverLayoutRenders`, `MarkupKitRenders`): at most `capacity` documents, the one kept
/// longest ago dropped first. A render takes its document's entry (`take`) and keeps its own
/// (`keep`), so an entry is used by one render at a time.
public final class KeptRenders<Last: Sendable>: Sendable {
    private struct State: ~Copyable {
        var last: [String: Last] = [:]
        var order: [String] = []
        var reused = 0
    }

    private let state = Mutex(State())
    public let capacity: Int

    public init(capacity: Int) { self.capacity = capacity }

    /// How many renders started from a kept render (for tests).
    public var reused: Int { state.withLock { $0.reused } }

    /// The kept render of `file`, which is given up (the render keeps its own again).
    public func take(_ file: String) -> Last? {
        state.withLock { state -> Last? in
            state.order.removeAll { $0 == file }
            return state.last.removeValue(forKey: file)
        }
    }

    /// Keeps `last` for the next render of `file`; `reused`: the render started from a kept one.
    public func keep(_ last: Last, file: String, reused: Bool) {
        state.withLock { state in
            if reused { state.reused += 1 }
            state.last[file] = last
            state.order.append(file)
            while state.order.count > capacity { state.last[state.order.removeFirst()] = nil }
        }
    }

    /// Forgets the kept renders of the documents `shouldForget` names.
    public func forget(where shouldForget: (String) -> Bool) {
        state.withLock { state in
            for file in state.order where shouldForget(file) { state.last[file] = nil }
            // `index(forKey:)`: reading `last[$0]` to compare it with nil copies the whole render out.
            state.order.removeAll { state.last.index(forKey: $0) == nil }
        }
    }

    /// Forgets every kept render.
    public func removeAll() {
        state.withLock { state in
            state.last.removeAll()
            state.order.removeAll()
        }
    }
}
