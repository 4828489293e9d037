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
                    pauseWriteSource()
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
                resumeWriteSource()
                return
            }
        }
    }

    private func pauseWriteSource() {
        guard !writeSourceSuspended, let writeSource else { return }
        writeSource.suspend()
        writeSourceSuspended = true
    }

    private func resumeWriteSource() {
        guard writeSourceSuspended, let writeSource else { return }
        writeSource.resume()
        writeSourceSuspended = false
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

    /// Closes now: cancels both sources (the descriptor closes when both are gone) and
    /// reports the reason to the handler, once.
    func terminate(_ reason: CloseReason) {
        guard phase != .closed else { return }
        phase = .closed
        let reason = closeReason ?? reason
        outbox.withLock {
            $0.accepting = false
            $0.queue = OutgoingQueue(limits: configuration.outgoingLimits)
        }
        inFlight = []
        inFlightOffset = 0
        if case .dropped = reason { configuration.log("\(self) \(reason)") }
        if case .failed = reason { configuration.log("\(self): \(reason)") }
        if readSourceSuspended { readSource?.resume() }
        if writeSourceSuspended { writeSource?.resume() }
        readSourceSuspended = false
        writeSourceSuspended = false
        readSource?.cancel()
        writeSource?.cancel()
        if handlerKnowsConnection { handler.connectionClosed(self, reason) }
    }
}
