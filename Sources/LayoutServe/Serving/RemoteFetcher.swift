import CLibcurl
import Foundation
import Project
import Server
import Synchronization
import Templates

/// Fetches remote templates for `LOAD http(s)://…`: only from the hosts a project allows
/// (redirects included), within a time limit and a size limit, never blocking the caller.
///
/// Each fetch is libcurl's easy interface, blocking one of a few threads (`FetchThreads`;
/// `Libcurl`, opened at the first fetch), following redirects itself so that every target is
/// checked against `remote_hosts`.
final class RemoteFetcher: Sendable {
    struct Limits: Sendable {
        /// The whole fetch, connecting and redirects included.
        var timeout: Duration = .seconds(5)
        /// Larger bodies are refused, as the XML reader refuses larger files.
        var maximumBytes = XMLLimits.maximumFileSize
    }

    typealias Completion = @Sendable (Result<[UInt8], TemplateLoadError>) -> Void

    /// Redirects followed for one fetch.
    static let maximumRedirects = 8

    private let limits: Limits
    private let isAllowed: @Sendable (URL) -> Bool
    /// Transfers in flight, and whether the fetcher was invalidated (no fetch starts after).
    private let state = Mutex<(transfers: [ObjectIdentifier: RemoteTransfer], isInvalidated: Bool)>(([:], false))

    /// `isAllowed` is asked for the URL and for every redirect target.
    init(limits: Limits = Limits(), isAllowed: @escaping @Sendable (URL) -> Bool) {
        self.limits = limits
        self.isAllowed = isAllowed
    }

    /// Cancels every transfer (their completions report the cancellation); later fetches
    /// fail at once.
    func invalidate() {
        let inFlight = state.withLock { state in
            state.isInvalidated = true
            return Array(state.transfers.values)
        }
        for transfer in inFlight { transfer.abandon(because: "the fetch was cancelled") }
    }

    /// Starts fetching `url`; `completion` runs once, on another thread, with the body or the
    /// reason it could not be had (shown to the user as "Unable to read URL: reason").
    /// Returns what cancels the fetch (its completion then reports `reason` at once).
    @discardableResult
    func fetch(_ url: URL, completion: @escaping Completion) -> @Sendable (_ reason: String) -> Void {
        let nothing: @Sendable (String) -> Void = { _ in }
        guard url.scheme == "http" || url.scheme == "https" else {
            completion(.failure(.unreadable("only http and https URLs can be fetched")))
            return nothing
        }
        guard isAllowed(url) else {
            completion(.failure(.unreadable("host \(url.host ?? "") is not in remote_hosts of \(ProjectConfiguration.fileName)")))
            return nothing
        }
        let transfer = RemoteTransfer(completion: completion)
        let accepted = state.withLock { state in
            guard !state.isInvalidated else { return false }
            state.transfers[ObjectIdentifier(transfer)] = transfer
            return true
        }
        guard accepted else {
            completion(.failure(.unreadable("the server is stopping")))
            return nothing
        }
        let deadline = ContinuousClock.now + limits.timeout
        FetchThreads.shared.run { [self] in
            // (Abandoned while it waited for a thread: nothing to fetch.)
            let result = transfer.isAbandoned ? nil : Self.result(of: url, for: transfer, until: deadline, limits: limits, isAllowed: isAllowed)
            _ = state.withLock { $0.transfers.removeValue(forKey: ObjectIdentifier(transfer)) }
            if let result { transfer.finish(result) }
        }
        // libcurl keeps the same deadline; this one holds when a step of its does not (a name
        // lookup the resolver cannot interrupt).
        let timeout = timeoutText
        DispatchQueue.global().asyncAfter(deadline: .after(limits.timeout)) { [weak transfer] in
            transfer?.abandon(because: "no answer within \(timeout)")
        }
        return { [weak transfer] reason in transfer?.abandon(because: reason) }
    }

    private var timeoutText: String { Self.text(of: limits.timeout) }

    static func text(of timeout: Duration) -> String {
        let components = timeout.components
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    /// Fetches `url` and the redirects it leads to, blocking until the body or the reason
    /// there is none: the thread of one fetch.
    private static func result(
        of url: URL, for transfer: RemoteTransfer, until deadline: ContinuousClock.Instant, limits: Limits, isAllowed: (URL) -> Bool
    ) -> Result<[UInt8], TemplateLoadError> {
        let curl: Libcurl
        switch Libcurl.shared {
        case .success(let loaded): curl = loaded
        case .failure(let missing): return .failure(.unreadable(missing.reason))
        }
        var target = url
        for _ in 0...maximumRedirects {
            let remaining = deadline - ContinuousClock.now
            let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0 else { return .failure(.unreadable("no answer within \(text(of: limits.timeout))")) }
            let answer = curl.get(target.absoluteString, timeoutMilliseconds: Int(milliseconds), maximumBytes: limits.maximumBytes, abandoned: transfer)
            switch answer {
            case .failed(let code, let message):
                return .failure(.unreadable(describe(code, message, limits: limits)))
            case .answered(let status, let body, let location):
                if (200..<300).contains(status) { return .success(body) }
                guard (300..<400).contains(status), let location else {
                    return .failure(.unreadable("the server answered HTTP \(status)"))
                }
                guard let next = URL(string: location), next.scheme == "http" || next.scheme == "https", isAllowed(next) else {
                    return .failure(.unreadable("it redirects to \(location), whose host is not in remote_hosts"))
                }
                target = next
            }
        }
        return .failure(.unreadable("it redirects more than \(maximumRedirects) times"))
    }

    /// A libcurl failure in the words of the red box.
    private static func describe(_ code: Int32, _ message: String, limits: Limits) -> String {
        switch code {
        case Int32(LAYOUT_SERVE_CURLE_OPERATION_TIMEDOUT): "no answer within \(text(of: limits.timeout))"
        case Int32(LAYOUT_SERVE_CURLE_COULDNT_CONNECT): "the connection was refused"
        case Int32(LAYOUT_SERVE_CURLE_COULDNT_RESOLVE_HOST), Int32(LAYOUT_SERVE_CURLE_COULDNT_RESOLVE_PROXY): "the host name could not be resolved"
        case Int32(LAYOUT_SERVE_CURLE_GOT_NOTHING), Int32(LAYOUT_SERVE_CURLE_SEND_ERROR), Int32(LAYOUT_SERVE_CURLE_RECV_ERROR),
             Int32(LAYOUT_SERVE_CURLE_PARTIAL_FILE):
            "the connection was lost"
        case Int32(LAYOUT_SERVE_CURLE_FILESIZE_EXCEEDED): "it is larger than the limit of \(limits.maximumBytes) bytes"
        case Int32(LAYOUT_SERVE_CURLE_ABORTED_BY_CALLBACK): "the fetch was cancelled"
        case Int32(LAYOUT_SERVE_CURLE_SSL_CONNECT_ERROR): "the TLS handshake failed (\(message))"
        case Int32(LAYOUT_SERVE_CURLE_PEER_FAILED_VERIFICATION), Int32(LAYOUT_SERVE_CURLE_SSL_CACERT_BADFILE):
            "the secure connection failed (certificate or TLS error: \(message))"
        default: message
        }
    }
}

/// One fetch's completion, run once: by the fetch's thread, or at once when it is abandoned
/// (cancelled, timed out, the fetcher invalidated), which also stops libcurl's transfer.
final class RemoteTransfer: Sendable {
    private let completion: Mutex<RemoteFetcher.Completion?>
    private let abandoned = Atomic<Bool>(false)

    init(completion: @escaping RemoteFetcher.Completion) {
        self.completion = Mutex(completion)
    }

    var isAbandoned: Bool { abandoned.load(ordering: .relaxed) }

    /// Runs the completion with `result` unless it has run.
    func finish(_ result: Result<[UInt8], TemplateLoadError>) {
        guard let completion = completion.withLock({ $0.take() }) else { return }
        completion(result)
    }

    /// Stops the transfer and completes it with `reason`, unless it has completed.
    func abandon(because reason: String) {
        abandoned.store(true, ordering: .relaxed)
        finish(.failure(.unreadable(reason)))
    }
}

/// The threads remote fetches block: at most `width`, made as fetches come and kept (idle, they
/// wait on a semaphore); fetches beyond wait their turn in order. A remote template's 128
/// includes, or many clients' loads, never take more threads than that (Dispatch's pool, which
/// the server's queues share, is not blocked by a fetch).
final class FetchThreads: Sendable {
    static let shared = FetchThreads(width: 8)

    private let width: Int
    private let state = Mutex<(jobs: [@Sendable () -> Void], first: Int, threads: Int)>(([], 0, 0))
    private let ready = DispatchSemaphore(value: 0)

    init(width: Int) {
        self.width = width
    }

    /// Runs `job` on one of the threads, after the jobs before it have started.
    func run(_ job: @escaping @Sendable () -> Void) {
        let startsThread = state.withLock { state -> Bool in
            state.jobs.append(job)
            guard state.threads < width else { return false }
            state.threads += 1
            return true
        }
        if startsThread {
            let thread = Thread { [self] in work() }
            thread.name = "layout-serve fetch"
            thread.start()
        }
        ready.signal()
    }

    private func work() {
        while true {
            ready.wait()
            let job = state.withLock { state -> (@Sendable () -> Void)? in
                guard state.first < state.jobs.count else { return nil }
                let job = state.jobs[state.first]
                state.first += 1
                // The run of started jobs dropped once it is half the array.
                if state.first * 2 >= state.jobs.count {
                    state.jobs.removeFirst(state.first)
                    state.first = 0
                }
                return job
            }
            job?()
        }
    }
}

