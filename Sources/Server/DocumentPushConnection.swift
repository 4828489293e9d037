import Dispatch

/// One client of a `DocumentPushServer`: documents go out one at a time, each as its bytes,
/// at least `gap` apart; its input is read and dropped. State is confined to `queue`.
final class DocumentPushConnection: @unchecked Sendable, CustomStringConvertible {
    let id: Int
    let peer: String
    private let fd: Int32
    private let queue: DispatchQueue
    private let configuration: DocumentPushServer.Configuration

    // Confined to `queue`.
    private var outgoing: OutgoingQueue
    private var inFlight: [UInt8] = []
    private var inFlightOffset = 0
    private var readSource: DispatchSourceRead?
    /// Exists only while a document waits for the socket to have room.
    private var writeSource: DispatchSourceWrite?
    private var descriptor: SourceCountedDescriptor?
    /// When the last document was written completely.
    private var lastDocumentEnd: DispatchTime?
    /// A flush is scheduled for the end of the gap.
    private var resting = false
    private var isClosed = false

    init(id: Int, fd: Int32, peer: String, configuration: DocumentPushServer.Configuration) {
        self.id = id
        self.fd = fd
        self.peer = peer
        self.configuration = configuration
        outgoing = OutgoingQueue(limits: configuration.limits)
        queue = DispatchQueue(label: "layout-serve.push.\(id)")
    }

    var description: String { "push client \(id) from \(peer)" }

    /// Starts reading; `finished` runs once the descriptor is closed.
    func start(finished: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            let descriptor = SourceCountedDescriptor(fd: fd, finished: finished)
            let read = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            read.setEventHandler { [weak self] in self?.readAvailable() }
            read.setCancelHandler { descriptor.sourceCancelled() }
            self.descriptor = descriptor
            readSource = read
            read.activate()
            // `close` may have come first (the server stopped while this was accepted).
            if isClosed { read.cancel() }
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
        while !isClosed, !resting {
            if inFlightOffset == inFlight.count {
                guard !outgoing.isEmpty else { return stopWatchingWritability() }
                if let end = lastDocumentEnd, DispatchTime.now() < end + gapInterval {
                    rest(until: end + gapInterval)
                    return
                }
                // One document at a time: `dequeue` always takes at least one, here exactly one.
                inFlight = outgoing.dequeue(upTo: 0)
                inFlightOffset = 0
            }
            let result: TransferResult
            do throws(SystemError) {
                result = try Syscall.send(fd, inFlight, from: inFlightOffset)
            } catch {
                terminate(error.isPeerGone ? .peerClosed : .failed(error))
                return
            }
            switch result {
            case let .transferred(count):
                inFlightOffset += count
                if inFlightOffset == inFlight.count {
                    inFlight = []
                    inFlightOffset = 0
                    lastDocumentEnd = .now()
                }
            case .wouldBlock, .endOfFile:
                watchWritability()
                return
            }
        }
    }

    private var gapInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = configuration.gap.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    private func rest(until time: DispatchTime) {
        stopWatchingWritability()
        resting = true
        queue.asyncAfter(deadline: time) { [weak self] in
            guard let self else { return }
            resting = false
            flush()
        }
    }

    /// The write source calls `flush` when the socket has room again; it is cancelled once the
    /// document is out (on an always-writable socket it would fire continuously).
    private func watchWritability() {
        guard writeSource == nil, let descriptor else { return }
        descriptor.sourceAdded()
        let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.flush() }
        source.setCancelHandler { descriptor.sourceCancelled() }
        writeSource = source
        source.activate()
    }

    private func stopWatchingWritability() {
        writeSource?.cancel()
        writeSource = nil
    }

    /// Input is never expected (the receiver only listens): it is read and dropped, which
    /// also tells when the client has gone.
    private func readAvailable() {
        withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 1) { buffer in
            while !isClosed {
                let result: TransferResult
                do throws(SystemError) {
                    result = try Syscall.read(fd, into: buffer)
                } catch {
                    terminate(error.isPeerGone ? .peerClosed : .failed(error))
                    return
                }
                switch result {
                case .transferred: continue
                case .wouldBlock: return
                case .endOfFile:
                    terminate(.peerClosed)
                    return
                }
            }
        }
    }

    /// Cancels the sources (the descriptor closes when both are gone), once.
    private func terminate(_ reason: CloseReason) {
        guard !isClosed else { return }
        isClosed = true
        outgoing = OutgoingQueue(limits: configuration.limits)
        inFlight = []
        switch reason {
        case .peerClosed, .serverStopped: configuration.log("\(self) disconnected (\(reason))")
        default: configuration.log("\(self) closed: \(reason)")
        }
        readSource?.cancel()
        stopWatchingWritability()
    }
}
