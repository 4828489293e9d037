import Dispatch

extension Connection {
    /// The first line is an HTTP request line.
    func beginHTTP() {
        phase = .httpHead
        outbox.withLock { $0.framing = .http }
        if isRefusal {
            reject(HTTPError(status: .serviceUnavailable, message: "too many connections (limit \(configuration.maxConnections * 3))"))
        }
    }

    /// One line of the request head; the blank line completes it.
    func handleHeader(line: [UInt8]) {
        let request: HTTPRequest
        do {
            guard let complete = try requestReader.add(line: line) else { return }
            request = complete
        } catch {
            reject(error)
            return
        }
        self.request = request
        phase = .httpAwaitingReply
        answer(handler.httpRequest(request, self))
    }

    /// Sends the server's own error response and closes.
    func reject(_ error: HTTPError) {
        configuration.log("\(self): HTTP \(error.status.code): \(error.message)")
        phase = .httpAwaitingReply
        write(response: error.response, includeBody: !requestReader.isHead)
        finish(error.status == .serviceUnavailable ? .refused : .completed)
    }

    /// Carries out the handler's answer.
    func answer(_ reply: HTTPReply) {
        guard phase == .httpAwaitingReply, let request else { return }
        switch reply {
        case let .response(response):
            write(response: response, includeBody: !request.isHead)
            finish(.completed)
        case let .eventStream(opened):
            guard request.isHead || slots.claim(.eventStream) else {
                reject(HTTPError(status: .serviceUnavailable, message: slots.refusal(.eventStream)))
                return
            }
            if !request.isHead { heldSlot = .eventStream }
            write(response: ServerSentEvents.responseHead(includeBody: !request.isHead), includeBody: false)
            guard !request.isHead else {
                finish(.completed)
                return
            }
            phase = .eventStream
            outbox.withLock { $0.framing = .eventStream }
            handlerKnowsConnection = true
            scheduleKeepAlive()
            opened(self)
        case .deferred:
            break
        }
    }

    private func write(response: HTTPResponse, includeBody: Bool) {
        let scheduleFlush = outbox.withLock { $0.enqueueRaw(response.serialized(includeBody: includeBody)) }
        if scheduleFlush { queue.async { self.flush() } }
    }

    /// Comments that keep an idle stream open; coalesced, so a stalled client holds at most one.
    private func scheduleKeepAlive() {
        queue.asyncAfter(deadline: .after(configuration.keepAliveInterval)) { [weak self] in
            guard let self, phase == .eventStream else { return }
            let scheduleFlush = outbox.withLock { $0.enqueueRaw(ServerSentEvents.keepAlive, key: "\u{0}keep-alive") }
            if scheduleFlush { flush() }
            scheduleKeepAlive()
        }
    }
}
