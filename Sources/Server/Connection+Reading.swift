import Diagnostics
import Dispatch

extension Connection {
    /// The most input read in one turn of the connection's queue.
    static let readBudget = 1 << 20

    /// The read source fired: read until the socket would block (or the peer is done) — at most
    /// `readBudget` bytes in one turn of the connection's queue, the rest in the next: a client
    /// that never stops sending holds its queue a turn at a time, so whoever enters the queue
    /// (a fan-out writing on its own thread, `Fanout`) waits for one turn at most.
    func readAvailable() {
        switch socket.read(bufferSize: 64 * 1024, maxBytes: Self.readBudget, while: { phase != .closed }, received: received) {
        case .budgetSpent: queue.async { [weak self] in self?.readAvailable() }
        case .wouldBlock, .stopped: break
        case .endOfFile: peerFinishedSending()
        case let .failed(error): terminate(error.isPeerGone ? .peerClosed : .failed(error))
        }
    }

    private func received(_ bytes: UnsafeRawBufferPointer) {
        switch phase {
        case .sniffing, .lineProtocol, .httpHead:
            splitter.append(bytes)
            processInput()
        case .httpAwaitingReply, .eventStream, .draining, .closing, .closed:
            break  // A request body, or input after the conversation is over: discarded.
        }
    }

    /// Decides the protocol if possible, then handles every complete line.
    private func processInput() {
        if phase == .sniffing {
            var verdict = ProtocolSniffer.classify(splitter.pending)
            if verdict == .undecided, splitter.pending.count > configuration.maxHeaderBytes { verdict = .lineProtocol }
            switch verdict {
            case .undecided: return
            case .http: beginHTTP()
            case .lineProtocol: beginLineProtocol()
            }
        }
        while phase == .lineProtocol || phase == .httpHead {
            switch splitter.next() {
            case .needMore: return
            case let .line(bytes): handle(line: bytes)
            case .tooLong: lineTooLong()
            }
        }
    }

    private func handle(line bytes: [UInt8]) {
        if phase == .httpHead {
            handleHeader(line: bytes)
            return
        }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            replyInOrder(.protocolError("line is not valid UTF-8"))
            return
        }
        if ProtocolSniffer.looksLikeHTTP(line) {
            protocolViolation(
                "this line looks like HTTP, not a command; HTTP requests must start a new connection with GET or HEAD")
            return
        }
        hasSentCommand = true
        do {
            guard let command = try CommandParser.parse(line) else { return }
            handler.commandReceived(command, self)
            if command == .quit { closeInOrder(.closed) }
        } catch {
            replyInOrder(.protocolError(error.message))
        }
    }

    /// Queues a reply of the connection's own after the handler's replies to earlier commands.
    private func replyInOrder(_ message: OutgoingMessage) {
        handler.inOrder(self) { [self] in send(message) }
    }

    /// Stops reading and closes once the handler has answered every command before this
    /// point and those answers are sent.
    private func closeInOrder(_ reason: CloseReason) {
        phase = .draining
        handler.inOrder(self) { [self] in queue.async { self.finish(reason) } }
    }

    private func lineTooLong() {
        if phase == .httpHead {
            reject(HTTPError(status: .headerFieldsTooLarge, message: "request header line too long"))
        } else {
            protocolViolation("line longer than \(configuration.maxLineBytes) bytes")
        }
    }

    /// Tells the client what it did wrong, then closes.
    func protocolViolation(_ message: String) {
        configuration.log("\(self): \(message)")
        replyInOrder(.protocolError(message + "; closing the connection"))
        closeInOrder(.protocolError(message))
    }

    private func beginLineProtocol() {
        phase = .lineProtocol
        outbox.withLock { $0.framing = .line }
        if isRefusal {
            send(.protocolError("too many connections (limit \(configuration.maxConnections * 3))"))
            finish(.refused)
            return
        }
        guard slots.claim(.lineClient) else {
            send(.protocolError(slots.refusal(.lineClient)))
            finish(.refused)
            return
        }
        heldSlot = .lineClient
        handlerKnowsConnection = true
        handler.lineClientConnected(self)
        queue.asyncAfter(deadline: .after(configuration.silentClientTimeout)) { [weak self] in self?.silenceTimedOut() }
    }

    /// A line client that never said anything: a socket opened and left idle holds a slot.
    private func silenceTimedOut() {
        guard phase == .lineProtocol, !hasSentCommand else { return }
        let (seconds, attoseconds) = configuration.silentClientTimeout.components
        let limit = attoseconds == 0 ? "\(seconds) s" : "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
        replyInOrder(.protocolError("no command within \(limit); closing the connection"))
        closeInOrder(.timedOut)
    }

    /// A silent new connection is a line-protocol client waiting for `hello`.
    func sniffingTimedOut() {
        guard phase == .sniffing, splitter.pending.isEmpty else { return }
        beginLineProtocol()
    }

    /// No complete HTTP request head in time (a half-typed first line counts as the line protocol).
    func requestTimedOut() {
        switch phase {
        case .sniffing:
            beginLineProtocol()
            processInput()
        case .httpHead:
            reject(HTTPError(status: .requestTimeout, message: "no complete request within the time limit"))
        default:
            break
        }
    }

    /// The peer closed its sending side.
    private func peerFinishedSending() {
        switch phase {
        case .sniffing where splitter.pending.isEmpty:
            terminate(.peerClosed)
        case .sniffing, .lineProtocol:
            if phase == .sniffing { beginLineProtocol() }
            processInput()
            if phase == .lineProtocol, case let .line(bytes) = splitter.takeRemainder() { handle(line: bytes) }
            // Stop watching for input (the end-of-file would be reported again and again), then
            // deliver the replies to everything it sent before closing.
            socket.suspendReading()
            if phase == .lineProtocol { closeInOrder(.peerClosed) }
        case .draining:
            socket.suspendReading()
        case .closing:
            terminate(closeReason ?? .peerClosed)
        case .httpAwaitingReply:
            // A client may half-close after its request; the deferred answer can still go out.
            // Stop watching for input, or the end-of-file would be reported again and again.
            socket.suspendReading()
        default:
            terminate(.peerClosed)
        }
    }
}
