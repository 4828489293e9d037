import FileAccess
import Dispatch

/// One accepted, non-blocking socket driven by dispatch sources on its owner's serial queue:
/// reads until the socket would block, writes what it is given until the socket has no room
/// (then waits for room), and closes the descriptor only once every source is cancelled.
/// What the bytes mean — the line protocol, HTTP, pushed documents — is the owner's
/// (`Connection`, `DocumentPushConnection`). Everything but `init` runs on `queue`.
final class ConnectedSocket {
    /// How a read ended.
    enum ReadOutcome: Equatable {
        case wouldBlock
        /// The peer closed its sending side.
        case endOfFile
        case failed(SystemError)
        /// The owner's `while` condition turned false.
        case stopped
        /// `maxBytes` were read and the socket may hold more: read again later.
        case budgetSpent
    }

    /// How a write ended.
    enum WriteOutcome: Equatable {
        /// Everything was sent and there is nothing more to send.
        case drained
        /// The socket has no room; `writable` runs when it has.
        case waitingForRoom
        case failed(SystemError)
        /// `close` came first.
        case closed
    }

    let fd: Int32
    let queue: DispatchQueue
    private var readSource: DispatchSourceRead?
    /// Exists only while output waits for the socket to have room (see `write`).
    private var writeSource: DispatchSourceWrite?
    private var descriptor: SourceCountedDescriptor?
    private var writable: @Sendable () -> Void = {}
    /// Bytes taken from the owner and not all sent yet.
    private var output: [UInt8] = []
    private var outputOffset = 0
    private(set) var isReadingSuspended = false
    private(set) var isClosed = false

    init(fd: Int32, queue: DispatchQueue) {
        self.fd = fd
        self.queue = queue
    }

    /// Creates the read source (`activate` starts it): `readable` runs when input or the end of
    /// input waits, `writable` when the socket has room again after `write` waited for it, and
    /// `finished` once the descriptor is closed. A socket closed before it was opened closes
    /// its descriptor here.
    func open(
        readable: @escaping @Sendable () -> Void, writable: @escaping @Sendable () -> Void,
        finished: @escaping @Sendable () -> Void
    ) {
        let descriptor = SourceCountedDescriptor(fd: fd, finished: finished)
        self.descriptor = descriptor
        self.writable = writable
        guard !isClosed else { return descriptor.sourceCancelled() }
        let read = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        read.setEventHandler(handler: readable)
        read.setCancelHandler { descriptor.sourceCancelled() }
        readSource = read
    }

    /// Starts watching for input.
    func activate() {
        readSource?.activate()
    }

    /// Reads until the socket would block, the peer is done, `proceed` turns false or `maxBytes`
    /// were read; `received` gets each read's bytes (valid only during the call).
    func read(
        bufferSize: Int, maxBytes: Int = .max, while proceed: () -> Bool, received: (UnsafeRawBufferPointer) -> Void
    ) -> ReadOutcome {
        withUnsafeTemporaryAllocation(byteCount: bufferSize, alignment: 1) { buffer in
            var total = 0
            while proceed() {
                guard total < maxBytes else { return .budgetSpent }
                let result: TransferResult
                do throws(SystemError) {
                    result = try Syscall.read(fd, into: buffer)
                } catch {
                    return .failed(error)
                }
                switch result {
                case let .transferred(count):
                    total += count
                    received(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                case .wouldBlock: return .wouldBlock
                case .endOfFile: return .endOfFile
                }
            }
            return .stopped
        }
    }

    /// Stops watching for input: after the end of input, which would be reported again and again.
    func suspendReading() {
        guard !isReadingSuspended, !isClosed else { return }
        readSource?.suspend()
        isReadingSuspended = true
    }

    /// Sends the bytes in hand, then what `next` gives (nothing more when it gives none), until
    /// the socket has no room — a write source then calls `writable` — or all is sent.
    func write(next: () -> [UInt8]) -> WriteOutcome {
        while !isClosed {
            if outputOffset == output.count {
                output = next()
                outputOffset = 0
                if output.isEmpty {
                    stopWatchingWritability()
                    return .drained
                }
            }
            let result: TransferResult
            do throws(SystemError) {
                result = try Syscall.send(fd, output, from: outputOffset)
            } catch {
                return .failed(error)
            }
            switch result {
            case let .transferred(count):
                outputOffset += count
            case .wouldBlock, .endOfFile:
                watchWritability()
                return .waitingForRoom
            }
        }
        return .closed
    }

    /// Bytes taken for sending and not sent yet.
    var unsentByteCount: Int { output.count - outputOffset }

    /// True while output waits for the socket to have room.
    var isWaitingForRoom: Bool { writeSource != nil }

    /// Stops reading and writing, once: cancels the sources (the descriptor closes when all are
    /// gone) and drops what is not sent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        output = []
        outputOffset = 0
        // A suspended source must be resumed to be cancelled.
        if isReadingSuspended { readSource?.resume() }
        isReadingSuspended = false
        readSource?.cancel()
        stopWatchingWritability()
    }

    /// Creates the write source that calls `writable` when the socket has room again. It is
    /// cancelled as soon as the output is drained: a write source on an always-writable socket
    /// would fire continuously, and keeping one suspended next to the read source runs into
    /// libdispatch's epoll multiplexing bugs (descriptor-reuse races after EPOLLHUP).
    private func watchWritability() {
        guard writeSource == nil, let descriptor else { return }
        descriptor.sourceAdded()
        let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler(handler: writable)
        source.setCancelHandler { descriptor.sourceCancelled() }
        writeSource = source
        source.activate()
    }

    private func stopWatchingWritability() {
        writeSource?.cancel()
        writeSource = nil
    }
}

/// A descriptor shared by a socket's dispatch sources: closed only once every source is
/// cancelled, so no event can arrive for a closed (or reused) descriptor number.
final class SourceCountedDescriptor: @unchecked Sendable {
    private let fd: Int32
    private var sources = 1
    private let finished: @Sendable () -> Void

    /// Counts the read source, which lives as long as the socket.
    init(fd: Int32, finished: @escaping @Sendable () -> Void) {
        self.fd = fd
        self.finished = finished
    }

    /// Called when a write source is created, on the socket's queue.
    func sourceAdded() {
        sources += 1
    }

    /// Called from each source's cancel handler, all on the socket's queue.
    func sourceCancelled() {
        sources -= 1
        guard sources == 0 else { return }
        Syscall.close(fd)
        finished()
    }
}
