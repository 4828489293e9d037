import EverLayout
import Synchronization

extension LiveReloadServer {
    /// The EverLayout Bridge's bound port, when it listens.
    public var everLayoutBridgePort: UInt16? { everLayoutBridge.withLock { $0 }?.port }

    /// Listens for EverLayout apps when `--everlayout-bridge` or `layout-serve.json` asks,
    /// on the line protocol's host.
    func startEverLayoutBridge() throws {
        let configured = queue.sync { renderer.configuration.everLayout.bridgePort }
        guard let port = options.everLayoutBridgePort ?? configured else { return }
        var sockets = options.everLayoutBridgeSockets
        sockets.host = options.host
        sockets.port = port
        let bridge = EverLayoutBridge(configuration: sockets, log: options.log)
        let bound = try bridge.start()
        everLayoutBridge.withLock { $0 = bridge }
        options.log("everlayout bridge: listening on \(options.host):\(bound)")
    }

    /// Hands the changed files that are EverLayout layouts to the bridge (on `queue`, right
    /// after the project took the change set, before anything renders).
    func sendToEverLayoutBridge(_ changed: [String]) {
        guard !changed.isEmpty, let bridge = everLayoutBridge.withLock({ $0 }) else { return }
        let context = renderer.context
        bridge.documentsChanged(changed.compactMap { path in
            renderer.format(for: path)?.devicePush(of: path, in: context).map { (path, $0) }
        })
    }
}
