import Dispatch

extension Connection {
    /// Writes queued bytes until the socket would block (then waits for room) or the queue is
    /// empty (then, when closing, half-closes and lingers).
    func flush() {
        outbox.withLock { $0.flushScheduled = false }
        guard phase != .closed else { return }
        switch socket.write(next: { outbox.withLock { $0.queue.dequeue(upTo: 256 * 1024) } }) {
        case .drained:
            if phase == .closing { linger() }
        case .waitingForRoom:
            // The socket calls `flush` again when it has room.
            outbox.withLock { $0.flushScheduled = true }
        case let .failed(error):
            terminate(error.isPeerGone ? .peerClosed : .failed(error))
        case .closed:
            break
        }
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
        Syscall.shutdownWrite(socket.fd)
        if socket.isReadingSuspended {
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
        } + socket.unsentByteCount
        if case .dropped = reason { configuration.log("\(self) \(reason)") }
        if case .failed = reason { configuration.log("\(self): \(reason)") }
        if let heldSlot {
            slots.release(heldSlot)
            self.heldSlot = nil
        }
        MemoryReclaimer.released(held)
        socket.close()
        if handlerKnowsConnection { handler.connectionClosed(self, reason) }
    }
}
