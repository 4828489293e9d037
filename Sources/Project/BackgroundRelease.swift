import Dispatch

/// Frees large values off a latency-critical queue: a replaced template tree or render
/// outcome can take as long to free as a good part of its render, and the server's queue
/// replaces them on its way from a save to the clients.
public enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "layout-serve.release", qos: .utility)

    /// Drops `value` on a background queue: its last reference goes there (unless that queue
    /// is done with it before the caller lets go of its own).
    public static func drop<Value>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.empty() }
    }

    private final class Box<Held>: @unchecked Sendable {
        private var value: Held?

        init(_ value: consuming Held) { self.value = value }

        func empty() { value = nil }
    }
}
