import FileAccess
import Project
import Server

/// The drop-in EverLayout Bridge (R-EL-BRIDGE-WIRE): the port EverLayout apps connect
/// to with `EverLayoutBridge.connectToLayoutServer(withIP:port:)`. On every change to an
/// EverLayout layout it writes the file's bytes as they are — no header, no delimiter — and
/// the app routes them by the layout's JSON `name`, so an unchanged app live-reloads.
///
/// Unlike the Node bridge: one listener, on the server's host; clients tracked by identity
/// and closed alone on error; only layout files that are not ignored, once per change; only
/// documents the app can use (`BridgeDocument`) — a broken one reaches the line-protocol,
/// SSE and viewer clients as its Red Box, and the app keeps what it shows.
final class EverLayoutBridge: Sendable {
    private let server: DocumentPushServer
    private let log: @Sendable (String) -> Void

    /// A bridge that is not listening yet.
    init(configuration: DocumentPushServer.Configuration, log: @escaping @Sendable (String) -> Void) {
        var configuration = configuration
        configuration.log = { line in log("everlayout bridge: " + line) }
        server = DocumentPushServer(configuration: configuration)
        self.log = log
    }

    /// Binds and starts accepting apps; returns the bound port.
    func start() throws(SystemError) -> UInt16 {
        try server.start()
    }

    var port: UInt16? { server.port }

    /// The apps connected now.
    var appCount: Int { server.clientCount }

    func stop() {
        server.stop()
    }

    /// Sends each changed document an app can use (`TemplateFormat.devicePush`), by path.
    func documentsChanged(_ pushes: [(path: String, push: Result<DevicePush, DevicePush.Withheld>)]) {
        for (path, push) in pushes {
            switch push {
            case let .success(document):
                let apps = server.push(document.bytes, key: path)
                log("everlayout bridge: sending \(path) (layout \(document.name), \(document.bytes.count) bytes) to \(apps) app(s)")
            case let .failure(reason):
                log("everlayout bridge: not sending \(path): \(reason)")
            }
        }
    }
}
