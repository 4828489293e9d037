import Dispatch

extension Connection {
    /// Writes queued bytes until the socket would block (then waits for the write source)
    /// or the queue is empty (then, when closing, half-closes and lingers).
    func flush() {
        outbox.withLock { $0.flushScheduled = false }
        while phase != .closed {
            if inFlightOffset == inFlight.count {
                inFlight = outbox.withLock { $0.queue.dequeue(upTo: 256 * 1024) }
                inFlightOffset = 0
                if inFlight.isEmpty {
                    stopWatchingWritability()
                    if phase == .closing { linger() }
                    return
                }
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
            case .wouldBlock, .endOfFile:
                // The write source calls `flush` again when the socket has room.
                outbox.withLock { $0.flushScheduled = true }
                watchWritability()
                return
            }
        }
    }

    /// Creates the write source that calls `flush` when the socket has room again. It is
    /// cancelled as soon as the queue is drained: a write source on an always-writable socket
    /// would fire continuously, and keeping one suspended next to the read source runs into
    /// libdispatch's epoll multiplexing bugs (descriptor-reuse races after EPOLLHUP).
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

    /// Stops accepting messages and closes once what is queued has been sent.
    func finish(_ reason: CloseReason) {
        guard phase != .closing, phase != .closed else { return }
        phase = .closing
        closeReason = reason
        outbox.withLock { $0.accepting = false }
        flush()
    }

    /// Everything is sent: tell the peer, and give it a moment to read and close first.
    private func linger() {
        guard !isLingering else { return }
        isLingering = true
        Syscall.shutdownWrite(fd)
        if readSourceSuspended {
            terminate(closeReason ?? .closed)
            return
        }
        queue.asyncAfter(deadline: .after(configuration.lingerTimeout)) { [weak self] in
            guard let self, phase == .closing else { return }
            terminate(closeReason ?? .closed)
        }
    }

    /// Closes now: cancels the sources (the descriptor closes when all are gone) and
    /// reports the reason to the handler, once.
    func terminate(_ reason: CloseReason) {
        guard phase != .closed else { return }
        phase = .closed
        let reason = closeReason ?? reason
        let held = outbox.withLock { outbox in
            defer {
                outbox.accepting = false
                outbox.queue = OutgoingQueue(limits: configuration.outgoingLimits)
            }
            return outbox.queue.byteCount
        } + inFlight.count - inFlightOffset
        inFlight = []
        inFlightOffset = 0
        if case .dropped = reason { configuration.log("\(self) \(reason)") }
        if case .failed = reason { configuration.log("\(self): \(reason)") }
        if let heldSlot {
            slots.release(heldSlot)
            self.heldSlot = nil
        }
        MemoryReclaimer.released(held)
        if readSourceSuspended { readSource?.resume() }
        readSourceSuspended = false
        readSource?.cancel()
        stopWatchingWritability()
        if handlerKnowsConnection { handler.connectionClosed(self, reason) }
    }
}
