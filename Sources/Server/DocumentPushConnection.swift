import Dispatch

/// One client of a `DocumentPushServer`: documents go out one at a time, each as its bytes,
/// at least `gap` apart; its input is read and dropped. State is confined to `queue`.
final class DocumentPushConnection: @unchecked Sendable, CustomStringConvertible {
    let id: Int
    let peer: String
    private let queue: DispatchQueue
    private let socket: ConnectedSocket
    private let configuration: DocumentPushServer.Configuration

    // Confined to `queue`.
    private var outgoing: OutgoingQueue
    /// A document is being written (the socket holds what is not sent yet).
    private var documentInFlight = false
    /// When the last document was written completely.
    private var lastDocumentEnd: DispatchTime?
    /// When the document in flight started, and its size.
    private var documentStart = DispatchTime.now()
    private var documentSize = 0
    /// A flush is scheduled for the end of the gap.
    private var resting = false
    private var isClosed = false

    init(id: Int, fd: Int32, peer: String, configuration: DocumentPushServer.Configuration) {
        self.id = id
        self.peer = peer
        self.configuration = configuration
        outgoing = OutgoingQueue(limits: configuration.limits)
        queue = DispatchQueue(label: "layout-serve.push.\(id)")
        socket = ConnectedSocket(fd: fd, queue: queue)
    }

    var description: String { "push client \(id) from \(peer)" }

    /// Starts reading; `finished` runs once the descriptor is closed.
    func start(finished: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            // `close` may have come first (the server stopped while this was accepted): then
            // the socket closes its descriptor at once.
            socket.open(
                readable: { [weak self] in self?.readAvailable() }, writable: { [weak self] in self?.flush() },
                finished: finished)
            socket.activate()
        }
    }

    /// Queues a document, replacing the one waiting under the same key.
    func push(_ bytes: [UInt8], key: String?) {
        queue.async { [self] in
            guard !isClosed else { return }
            if case let .overflow(reason) = outgoing.enqueue(bytes, key: key) {
                terminate(.dropped(reason))
                return
            }
            flush()
        }
    }

    /// Closes now, dropping what is not sent.
    func close(_ reason: CloseReason) {
        queue.async { [self] in terminate(reason) }
    }

    /// Documents not started yet.
    var queuedDocumentCount: Int { queue.sync { outgoing.count } }

    /// Writes until the socket would block, the queue is empty, or the gap after a document
    /// has not passed yet.
    private func flush() {
        guard !isClosed, !resting else { return }
        if case let .failed(error) = socket.write(next: nextDocument) {
            terminate(error.isPeerGone ? .peerClosed : .failed(error))
        }
    }

    /// Called when the socket has sent everything it was given: the next document, or none
    /// while the gap after the last one lasts.
    private func nextDocument() -> [UInt8] {
        if documentInFlight {
            documentInFlight = false
            let end = DispatchTime.now()
            lastDocumentEnd = end
            configuration.documentWritten(documentSize, documentStart, end)
        }
        guard !outgoing.isEmpty else { return [] }
        if let end = lastDocumentEnd, DispatchTime.now() < end + gapInterval {
            rest(until: end + gapInterval)
            return []
        }
        documentInFlight = true
        documentStart = .now()
        // One document at a time: `dequeue` always takes at least one, here exactly one.
        let document = outgoing.dequeue(upTo: 0)
        documentSize = document.count
        return document
    }

    private var gapInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = configuration.gap.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    private func rest(until time: DispatchTime) {
        resting = true
        queue.asyncAfter(deadline: time) { [weak self] in
            guard let self else { return }
            resting = false
            flush()
        }
    }

    /// Input is never expected (the receiver only listens): it is read and dropped, which
    /// also tells when the client has gone.
    private func readAvailable() {
        switch socket.read(bufferSize: 4096, while: { !isClosed }, received: { _ in }) {
        case .wouldBlock, .stopped, .budgetSpent: break
        case .endOfFile: terminate(.peerClosed)
        case let .failed(error): terminate(error.isPeerGone ? .peerClosed : .failed(error))
        }
    }

    /// Cancels the sources (the descriptor closes when both are gone), once.
    private func terminate(_ reason: CloseReason) {
        guard !isClosed else { return }
        isClosed = true
        outgoing = OutgoingQueue(limits: configuration.limits)
        documentInFlight = false
        switch reason {
        case .peerClosed, .serverStopped: configuration.log("\(self) disconnected (\(reason))")
        default: configuration.log("\(self) closed: \(reason)")
        }
        socket.close()
    }
}
