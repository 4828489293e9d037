import FileAccess
import Dispatch

/// What a listening socket is bound with: part of each server's configuration.
protocol ListenerSettings {
    var host: String { get }
    var port: UInt16 { get }
    var backlog: Int32 { get }
    var log: @Sendable (String) -> Void { get }
}

extension ServerConfiguration: ListenerSettings {}

extension DocumentPushServer.Configuration: ListenerSettings {}

/// A listening socket whose accept loop runs on a DispatchSource.
final class TCPListener: @unchecked Sendable {
    /// The bound port (the kernel's choice when 0 was asked for).
    let port: UInt16
    private let fd: Int32
    private let queue: DispatchQueue
    private let source: DispatchSourceRead
    private let log: @Sendable (String) -> Void
    // Confined to `queue`.
    private var paused = false
    private var cancelled = false
    /// Signalled by the source's cancel handler, after the descriptor is closed.
    private let closed = DispatchSemaphore(value: 0)

    /// Binds and listens (call `activate` to start accepting); `accepted` gets each new non-blocking descriptor and the peer's address.
    init(
        host: String, port: UInt16, backlog: Int32, log: @escaping @Sendable (String) -> Void,
        accepted: @escaping @Sendable (Int32, String) -> Void
    ) throws(SystemError) {
        Syscall.ignoreBrokenPipeSignal()
        let fd = try Syscall.listeningSocket(host: host, port: port, backlog: backlog)
        do {
            self.port = try Syscall.localPort(fd)
        } catch {
            Syscall.close(fd)
            throw error
        }
        self.fd = fd
        self.log = log
        queue = DispatchQueue(label: "layout-serve.listener.\(self.port)")
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setCancelHandler { [closed] in
            Syscall.close(fd)
            closed.signal()
        }
        source.setEventHandler { [weak self] in self?.acceptPending(accepted) }
    }

    /// Binds as `settings` say, hands the listener to `register` (so that `accepted` finds it
    /// in place), then starts accepting; returns the bound port. `accepted` gets each
    /// connection while `owner` lives; after that, connections are closed at once.
    static func start<Owner: AnyObject & Sendable>(
        _ settings: some ListenerSettings, owner: Owner, register: (TCPListener) -> Void,
        accepted: @escaping @Sendable (Owner, Int32, String) -> Void
    ) throws(SystemError) -> UInt16 {
        let listener = try TCPListener(
            host: settings.host, port: settings.port, backlog: settings.backlog, log: settings.log
        ) { [weak owner] fd, peer in
            guard let owner else { return Syscall.close(fd) }
            accepted(owner, fd, peer)
        }
        register(listener)
        listener.activate()
        return listener.port
    }

    /// Starts accepting.
    func activate() {
        source.activate()
    }

    private func acceptPending(_ accepted: @Sendable (Int32, String) -> Void) {
        while !cancelled, !paused {
            do {
                guard let (client, peer) = try Syscall.accept(fd) else { return }
                accepted(client, peer)
            } catch where error.isDescriptorExhaustion {
                // Out of descriptors: the pending connection stays readable, so accepting again
                // at once would spin. Pause, and let closing connections free descriptors.
                log("accept paused for 100 ms: \(error)")
                paused = true
                source.suspend()
                queue.asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in
                    paused = false
                    if !cancelled { source.resume() }
                }
                return
            } catch {
                log("accept: \(error)")
                return
            }
        }
    }

    /// Stops accepting and closes the listening socket.
    /// Waits until the listening descriptor has been closed after `cancel`.
    func waitUntilClosed(timeout: DispatchTime) -> Bool {
        guard closed.wait(timeout: timeout) == .success else { return false }
        closed.signal()  // Let later waiters through too.
        return true
    }

    func cancel() {
        queue.async { [self] in
            guard !cancelled else { return }
            cancelled = true
            if paused { source.resume() }
            source.cancel()
        }
    }
}
